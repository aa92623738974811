-- Files written before the ladder of levels, read by build/senet.lua on Lua 5.1 with a stub native:
-- a settings file whose record names the levels the ladder replaced, and a saved game that names
-- one. Prints the record as the app holds it ("record PRESET.LEVEL WON,LOST", in the ladder's
-- order), the level the continued game plays against, and what the settings and the save are
-- written back as.
-- Usage: lua5.1 tests/platform/lua/older-files.lua BUNDLE SETTINGS_FILE GAME_FILE

package.path = "tests/platform/lua/?.lua;" .. package.path
local stub = require("stub-native")

local bundlePath, settingsPath, gamePath = arg[1], arg[2], arg[3]

local bundle, frame = stub.startWithFiles(bundlePath, settingsPath, gamePath)

frame(nil, nil)
local app = bundle.currentApp()
for _, preset in ipairs({ "wii", "morales", "antik", "egyptian" }) do
  for _, level in ipairs({ "beginner", "casual", "club", "expert", "master" }) do
    local entry = app.store.settings.record[preset .. "." .. level]
    if entry ~= nil then print("record " .. preset .. "." .. level .. " " .. entry.won .. "," .. entry.lost) end
  end
end
frame(320, 276)
frame(320, 276, { a = true }) -- title: Continue
local play = app:screen()
assert(play.name == "game", "Continue did not open the game")
print("level: " .. play.setup.level)
-- Plays (B throws, the D-pad picks a piece, A moves it) until the game is saved again: after the
-- next throw or move.
local before = stub.files.game
local presses = { { b = true }, {}, { right = true }, {}, { a = true }, {} }
for step = 1, 600 do
  if stub.files.game ~= before then break end
  frame(nil, nil, presses[step % #presses + 1])
end
app.store:save()
for line in stub.files.settings:gmatch("record[^\n]*") do print("written " .. line) end
print("saved " .. stub.files.game:match("players [^\n]*"))
