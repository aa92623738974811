-- A locked game through build/senet.lua on Lua 5.1 with a stub native: a kendall game against the
-- computer put at a locked position (b's rescued piece on 8 held, a's pieces jammed behind it),
-- the player throws and passes with Plus, and the game ends as a draw.
-- Usage: lua5.1 tests/platform/lua/locked-game.lua BUNDLE
-- Prints the screen reached, the phase and winner, whether the draw's headline was drawn, whether
-- the saved game is left, and the record against the level.

package.path = "tests/platform/lua/?.lua;" .. package.path
local stub = require("stub-native")

local bundle = dofile(arg[1])
local LOCKED = "aaaaaaaBbbbbb......b.........."
local DRAW = "A draw: no one can move again"
local FRAME_LIMIT = 2000

stub.files.settings = "aiSpeed=fast\nrecord.kendall.club=2,3\n"

local function frame(pressed)
  stub.clock = stub.clock + 50
  bundle.frame(stub.input(nil, nil, pressed or {}))
end

local function screen()
  return bundle.currentApp():screen()
end

frame()
bundle.currentApp().nav:play({ preset = "kendall", pieces = 7, mode = "ai", level = "club" })
frame()
local play = screen()
assert(play.name == "game", "no game screen")

-- the position, past the opening: b's rescued piece (upper case) on 8, a to throw
local position = play.state.position
for square = 1, 30 do
  local cell = LOCKED:sub(square, square)
  position.board[square] = cell:lower()
  if cell == "B" then position.rescuedB = square end
end
position.side = "a"
play.state.phase = "throw"
play.scene.position = position

frame({ b = true })
local frames = 0
while play.stage ~= "pass" and frames < FRAME_LIMIT do frame(); frames = frames + 1 end
print("stage " .. play.stage)
frame({ plus = true })
local drawn = false
while screen().name ~= "game over" and frames < FRAME_LIMIT do frame(); frames = frames + 1 end
frame()
drawn = stub.shows(DRAW)
print("screen " .. screen().name)
print("phase " .. play.state.phase .. " winner " .. tostring(play.state.winner))
print("draw shown " .. tostring(drawn))
print("saved game " .. tostring(stub.files.game))
local entry = bundle.currentApp().store.settings.record["kendall.club"]
print("record " .. entry.won .. "," .. entry.lost)
