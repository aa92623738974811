-- Plays a game against the computer through build/senet.lua on Lua 5.1 with a stub native, the
-- player's moves chosen from the game's state as tests/support/game-bot.ts chooses them; with a cut,
-- leaves the game after that many frames (closing the window, or Home and Exit), starts the bundle
-- afresh on the same stored files, chooses Continue and plays on to game over.
-- Usage: lua5.1 tests/platform/lua/continue-game.lua BUNDLE PRESET SEED [CUT_FRAMES closed|exit]
-- Prints "left: POSITION" and "continued: POSITION" around a cut, the ratings line the settings
-- keep once the game's review is complete ("ratings: ratings.wii.ai=N"), then "story: ..." (every
-- throw: who threw and the move, pass or opening throw) and "game over after N frames".

package.path = "tests/platform/lua/?.lua;" .. package.path
local stub = require("stub-native")

local bundlePath, preset, seed = arg[1], arg[2], tonumber(arg[3])
local cut, how = tonumber(arg[4] or "0"), arg[5] or "closed"
local bundle = dofile(bundlePath)
local FRAME_MS = 50
local FRAME_LIMIT = 100000
local PRESET_STEPS = { wii = 0, morales = 1, antik = 2, egyptian = 3, kendall = 4, modern = 5, jequier = 6 }

stub.files.settings = "aiSpeed=fast\n"
bundle.setSeedSource(function() return seed end)

local function frame(x, y, pressed, quitting)
  stub.clock = stub.clock + FRAME_MS
  local input = stub.input(x, y, pressed or {})
  input.quitting = quitting == true
  bundle.frame(input)
end

local function click(x, y)
  frame(x, y)
  frame(x, y, { a = true })
end

local function screen()
  return bundle.currentApp():screen()
end

-- Square centres in the boustrophedon order (board at x 50, y 130, squares of 54 pixels).
local function centre(square)
  local row = math.floor((square - 1) / 10)
  local column = (square - 1) % 10
  if row == 1 then column = 9 - column end
  return 50 + column * 54 + 27, 130 + row * 54 + 27
end

-- game-bot.ts's preferredMove: the water, a capture, bearing off, else the last move; in jequier
-- (racing) bearing off, a capture, the last move forward not into the water, else the last move.
local function preferredMove(moves, racing)
  if racing then
    for _, move in ipairs(moves) do if move.to == 31 then return move end end
    for _, move in ipairs(moves) do if move.capture and not move.water then return move end end
    for index = #moves, 1, -1 do
      if not moves[index].water and not moves[index].backward then return moves[index] end
    end
    return moves[#moves]
  end
  for _, move in ipairs(moves) do if move.water then return move end end
  for _, move in ipairs(moves) do if move.capture then return move end end
  for _, move in ipairs(moves) do if move.to == 31 then return move end end
  return moves[#moves]
end

local function positionText(position)
  return table.concat(position.board) .. " " .. position.side .. " " .. position.offA .. " " .. position.offB
end

-- One frame of the player: throws, moves the preferred piece (pointing first), passes with Plus.
local function playFrame()
  local play = screen()
  -- the computer plays the side the first player does not (b, unless the opening gave it the even side)
  local human = not (play.setup.mode == "ai" and play.state.position.side ~= (play.setup.firstPlayerSide or "a"))
  if human and play.stage == "await" then
    frame(nil, nil, { b = true })
  elseif human and play.stage == "choose" then
    local move = preferredMove(play.focus.moves, play.setup.preset == "jequier")
    local x, y = centre(move.from)
    frame(x, y, play.scene.focused == move.from and { a = true } or {})
  elseif human and play.stage == "pass" then
    frame(nil, nil, { plus = true })
  else
    frame(nil, nil)
  end
end

frame(nil, nil)
click(320, 300) -- title: New game
for _ = 1, PRESET_STEPS[preset] do click(410, 204) end -- new game: the rules row
click(112, 422) -- Start
local play = screen()
assert(play.name == "game", "the game did not start")

local count = 0
while screen().name ~= "game over" do
  count = count + 1
  if count > FRAME_LIMIT then error("no game over after " .. FRAME_LIMIT .. " frames") end
  if count == cut then
    if how == "exit" then
      frame(nil, nil, { home = true })
      click(190, 326) -- pause: Exit to the loader
      assert(stub.quit, "Exit did not quit")
    else
      frame(nil, nil, {}, true)
    end
    print("left: " .. positionText(play.state.position))
    bundle.resetApp()
    stub.quit = false
    frame(nil, nil)
    click(320, 276) -- title: Continue
    play = screen()
    assert(play.name == "game", "Continue did not open the game")
    print("continued: " .. positionText(play.state.position))
  else
    playFrame()
  end
end

-- The game over's review (the rest of it) and the rating it records, a frame at a time.
for _ = 1, FRAME_LIMIT do
  if string.find(stub.files.settings or "", "\nratings%.") then break end
  frame(nil, nil)
end
print("ratings: " .. (string.match(stub.files.settings or "", "\n(ratings%.[^\n]*)") or "none"))

local story = {}
for _, entry in ipairs(play.history.entries) do
  local what = entry.kind == "move" and ("move " .. entry.from .. " " .. entry.throwValue) or (entry.kind .. " " .. entry.throwValue)
  story[#story + 1] = entry.player .. " " .. what
end
print("story: " .. table.concat(story, ","))
print("game over after " .. count .. " frames")
