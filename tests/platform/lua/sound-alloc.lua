-- Measures what the game's sound calls allocate on Lua 5.1 (they must allocate nothing, so sound
-- never feeds the garbage collector): the bundle's own module src/platform/sound, reached through
-- the bundle's module loader, called thousands of times with the collector stopped.
-- Usage: lua5.1 tests/platform/lua/sound-alloc.lua BUNDLE
-- Prints "sound calls: N, allocated X KiB".

package.path = "tests/platform/lua/?.lua;" .. package.path
local stub = require("stub-native")

local file = assert(io.open(arg[1], "rb"))
local source = file:read("*a")
file:close()
-- the bundle ends by requiring its entry module; return its loader instead
local entry = 'local ____entry = require("src.platform.main", ...)\nreturn ____entry'
local at = source:find(entry, 1, true)
assert(at, "the bundle's last lines are not what this script expects")
local loader = assert(loadstring(source:sub(1, at - 1) .. "return require", "=senet.lua"))()
local sound = loader("src.platform.sound")

local settings = { effects = 8, music = 5 }
local setups = { { mode = "ai" }, { mode = "twoRemotes" } }
local moves = {
  { from = 9, to = 12, capture = false, backward = false, water = false, capturedTo = 0 },
  { from = 24, to = 15, capture = false, backward = false, water = true, capturedTo = 0 },
  { from = 28, to = 31, capture = false, backward = false, water = false, capturedTo = 0 },
  { from = 9, to = 11, capture = true, backward = false, water = false, capturedTo = 9 },
  { from = 14, to = 12, capture = false, backward = true, water = false, capturedTo = 0 },
}
local animations = {}
for index, move in ipairs(moves) do animations[index] = { move = move, mover = "a", offSlot = 0, start = 0 } end
local slots = {}
for index = 1, 8 do slots[index] = { hover = 0, previousHover = 0, x = 70 * index } end
local input = { slots = slots }

local calls = 0
local function round()
  sound.applyVolumes(settings)
  sound.playMusic("music-loop")
  sound.playThrow(true)
  sound.playThrow(false)
  sound.playLanding(false)
  sound.playChoice(320)
  sound.playEffect("forfeit", 1, 320)
  sound.playOutcome(setups[1], "b", false, false)
  sound.playOutcome(setups[2], nil, true, false)
  sound.playOutcome(setups[2], nil, false, true)
  for _, animation in ipairs(animations) do
    animation.start = animation.start + 1000
    for now = animation.start, animation.start + 900, 17 do sound.playMoveSounds(animation, now) end
  end
  slots[1].previousHover, slots[1].hover = slots[1].hover, 101 - slots[1].hover
  sound.playHoverSounds(input)
  calls = calls + 10 + #animations * 53 + 1
end

round() -- the first round may create what a module keeps (none expected; measured from the second)
collectgarbage("collect")
collectgarbage("stop")
local before = collectgarbage("count")
for _ = 1, 2000 do round() end
local allocated = collectgarbage("count") - before
collectgarbage("restart")
local played = 0
for _, count in pairs(stub.sounds) do played = played + count end
print(string.format("sound calls: %d, sounds played: %d, allocated %.3f KiB", calls, played, allocated))
