-- Plays a whole game against the computer through build/senet.lua on Lua 5.1 with a stub native:
-- title -> new game (preset chosen by cycling the rules row) -> the game -> game over.
-- Usage: lua5.1 tests/platform/lua/play-game.lua BUNDLE PRESET_STEPS [bench [LEVEL_STEPS]]
-- (PRESET_STEPS: clicks on the rules row, from wii; LEVEL_STEPS: clicks on the computer row, from medium.)
-- Prints "game over after N frames", the sounds played ("sounds: NAME=COUNT ...", by name) and,
-- with `bench`, the Lua time and allocation per frame.

package.path = "tests/platform/lua/?.lua;" .. package.path
local stub = require("stub-native")

local bundlePath, presetSteps, benchMode = arg[1], tonumber(arg[2] or "0"), arg[3] == "bench"
local levelSteps = tonumber(arg[4] or "0")
local bundle = dofile(bundlePath)
local FRAME_MS = 50
local FRAME_LIMIT = 100000

local function frame(x, y, pressed)
  stub.clock = stub.clock + FRAME_MS
  bundle.frame(stub.input(x, y, pressed))
end

local function click(x, y)
  frame(x, y, {})
  frame(x, y, { a = true })
end

-- Square centres in the boustrophedon order (board at x 50, y 130, squares of 54 pixels).
local centres = {}
for square = 1, 30 do
  local row = math.floor((square - 1) / 10)
  local column = (square - 1) % 10
  if row == 1 then column = 9 - column end
  centres[square] = { 50 + column * 54 + 27, 130 + row * 54 + 27 }
end

frame(nil, nil, {})
click(320, 300) -- title: New game
for _ = 1, presetSteps do click(410, 204) end -- new game: the rules row
for _ = 1, levelSteps do click(410, 154) end -- new game: the computer's level
click(112, 422) -- Start
frame(nil, nil, {})
for _, text in ipairs(stub.texts) do
  if text:sub(1, 7) == "Rules: " then print("playing " .. text:sub(8)) end
end

local playTimes, thinkTimes, allocations = {}, {}, {}
if benchMode then collectgarbage("stop") end
local sweep = 0
for count = 1, FRAME_LIMIT do
  if stub.shows("Game over") then
    print("game over after " .. count .. " frames")
    break
  end
  if count == FRAME_LIMIT then error("no game over after " .. FRAME_LIMIT .. " frames") end
  sweep = sweep % 30 + 1
  local screen = bundle.currentApp():screen()
  local thinking = screen.stage == "thinking"
  stub.clock = stub.clock + FRAME_MS
  local input = stub.input(centres[sweep][1], centres[sweep][2], { a = true, b = true, plus = true })
  local heapBefore = collectgarbage("count")
  local started = os.clock()
  bundle.frame(input)
  local elapsed = os.clock() - started
  if benchMode then
    -- The collector is stopped, so the heap's growth is what the frame allocated; collect
    -- between frames so the timing stays free of GC pauses.
    allocations[#allocations + 1] = (collectgarbage("count") - heapBefore) / 1
    collectgarbage("collect")
    collectgarbage("stop")
  end
  if thinking then thinkTimes[#thinkTimes + 1] = elapsed else playTimes[#playTimes + 1] = elapsed end
end

local played = {}
for name, count in pairs(stub.sounds) do played[#played + 1] = name .. "=" .. count end
table.sort(played)
print("sounds: " .. table.concat(played, " "))

local function report(name, times)
  local sum, max = 0, 0
  for _, t in ipairs(times) do
    sum = sum + t
    if t > max then max = t end
  end
  local mean = #times > 0 and sum / #times or 0
  print(string.format("%-12s frames %6d   mean %.3f ms   max %.3f ms", name, #times, mean * 1000, max * 1000))
end

if benchMode then
  report("play", playTimes)
  report("ai thinking", thinkTimes)
  local sum, max = 0, 0
  for _, kb in ipairs(allocations) do
    sum = sum + kb
    if kb > max then max = kb end
  end
  print(string.format("%-12s mean %.2f KiB   max %.2f KiB", "allocated", sum / #allocations, max))
end
