-- Kendall's options in the files, read by build/senet.lua on Lua 5.1 with a stub native: a settings
-- file with the options last chosen and a record and ratings per set of options (one option
-- unknown, one set named in another order), and a saved kendall+trap game. Prints what the app
-- holds, the continued game's variant, and what the settings are written back as.
-- Usage: lua5.1 tests/platform/lua/kendall-options.lua BUNDLE SETTINGS_FILE GAME_FILE

package.path = "tests/platform/lua/?.lua;" .. package.path
local stub = require("stub-native")

local bundlePath, settingsPath, gamePath = arg[1], arg[2], arg[3]

local bundle, frame = stub.startWithFiles(bundlePath, settingsPath, gamePath)

frame(nil, nil)
local app = bundle.currentApp()
local settings = app.store.settings
print("options " .. table.concat(settings.options.kendall, ","))
for _, key in ipairs({ "kendall.club", "kendall+trap.club", "kendall+trap+home-row.club", "wii.club" }) do
  local entry = settings.record[key]
  if entry ~= nil then print("record " .. key .. " " .. entry.won .. "," .. entry.lost) end
end
for _, key in ipairs({ "kendall.ai", "kendall+trap.ai" }) do
  local list = settings.ratings[key]
  if list ~= nil then print("ratings " .. key .. " " .. table.concat(list, ",")) end
end
frame(320, 276)
frame(320, 276, { a = true }) -- title: Continue
local play = app:screen()
assert(play.name == "game", "Continue did not open the game")
print("continued " .. play.setup.preset .. " " .. table.concat(play.setup.options, "+") .. " " .. table.concat(play.state.preset.options, "+") .. " trap " .. tostring(play.state.preset.trap))
app.store:save()
for line in stub.files.settings:gmatch("[a-z]+%.[^\n]*") do print("written " .. line) end
