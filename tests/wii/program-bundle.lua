-- The game as far as leaving goes, for tests/wii/test_wii_program.c: Home quits (the pause menu's
-- "exit to the loader" calls native.quit), B raises an error (the error screen), A loops for ever
-- (even swallowing the error that stops it), every frame draws, and the last frame of a program
-- left from outside (input.quitting) saves, as the game does. 1, 2 and Plus start a runaway
-- recursion through C, each as deep as Lua lets it go (its 200 nested C calls, 225 while an error
-- is handled) and doing the stack's dearest things at the bottom, for the test to measure the
-- game's stack: 1 through pcall (the level with a jmp_buf), string.format's buffer and a save at
-- the bottom; 2 through __index, ending in an error whose __tostring recurses through pcall while
-- the core's message handler runs at the bottom; Plus through table.sort's comparator.

local at_the_bottom = true
local function through_pcall()
  local ok, message = pcall(through_pcall)
  if at_the_bottom then
    at_the_bottom = false
    native.save('deep', string.format('%s %s', string.rep('x', 4000), tostring(message)))
  end
  error(message, 0)
end

local function through_index()
  local depth = 0
  local failure = setmetatable({}, { __tostring = function()
    local function again() return pcall(again) end
    again()
    return 'a runaway recursion in an error message'
  end })
  local deep = setmetatable({}, { __index = function(t, k)
    depth = depth + 1
    if depth == 190 then error(failure) end
    return t[k]
  end })
  return deep.anything
end

local function through_sort()
  local function compare(a, b)
    table.sort({ 3, 2, 1 }, compare)
    return a < b
  end
  table.sort({ 3, 2, 1 }, compare)
end

local function frame(input)
  if input.quitting then native.save('last', 'saved in the last frame') end
  native.clear(0x102030FF)
  native.rect(10, 10, 20, 20, 0xFFFFFFFF)
  native.image('cursor', 40, 40, 8, 4, 0xFFFFFFFF)
  local remote = input.remotes[1]
  if remote.pressed.b then error('a Lua error, on purpose') end
  if remote.pressed.a then
    while true do pcall(function() while true do end end) end
  end
  if remote.pressed.one then through_pcall() end
  if remote.pressed.two then through_index() end
  if remote.pressed.plus then through_sort() end
  if remote.pressed.home then native.quit() end
end
return { frame = frame }
