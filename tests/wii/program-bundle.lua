-- The game as far as leaving goes, for tests/wii/test_wii_program.c: Home quits (the pause menu's
-- "exit to the loader" calls native.quit), B raises an error (the error screen), A loops for ever
-- (even swallowing the error that stops it), every frame draws, and the last frame of a program
-- left from outside (input.quitting) saves, as the game does.
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
  if remote.pressed.home then native.quit() end
end
return { frame = frame }
