-- What the diagnostics overlay allocates per frame on Lua 5.1: the title screen for 120 frames
-- with the overlay off, then 120 with it on (toggled by holding 1 and pressing 2), the collector
-- stopped, so the heap's growth is what the frames allocated.
-- Usage: lua5.1 tests/platform/lua/overlay-garbage.lua BUNDLE
-- Prints "off: N bytes, D draws" and "on: N bytes, D draws" (over the 120 frames).

package.path = "tests/platform/lua/?.lua;" .. package.path
local stub = require("stub-native")
local bundle = dofile(arg[1])
local FRAMES = 120

local function frame(pressed)
  stub.clock = stub.clock + 1000 / 60
  bundle.frame(stub.input(300, 200, pressed))
end

-- the stub remembers each frame's texts in a new table; drawing that keeps nothing measures the game alone
local drawn = 0
local function draw() drawn = drawn + 1 end
native.clear, native.rect, native.image, native.text = draw, draw, draw, draw
-- figures with many digits (the stub's real clock keeps to the frames, so the frame rate shows)
stub.stats.luaMs, stub.stats.missedFrames, stub.stats.heapBytes, stub.stats.heapPeakBytes = 12.3456, 1234, 98765432, 123456789

local function allocated(frames)
  collectgarbage("collect")
  collectgarbage("stop")
  local before = collectgarbage("count")
  drawn = 0
  for _ = 1, frames do frame({}) end
  local bytes = (collectgarbage("count") - before) * 1024
  collectgarbage("restart")
  return bytes, drawn
end

-- a few frames first: the title and its menu settle, tables reach their sizes
for _ = 1, 10 do frame({}) end
print(string.format("off: %d bytes, %d draws", allocated(FRAMES)))
frame({ one = true, two = true })
for _ = 1, 70 do frame({}) end -- past the first whole second, so every figure is drawn
print(string.format("on: %d bytes, %d draws", allocated(FRAMES)))
