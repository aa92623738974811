-- Replays a run of the app taped on Node (tests/support/frame-tape.ts) through build/senet.lua on
-- Lua 5.1, with a native that measures text by the atlas's advances and keeps storage as the
-- Node fake does; prints every draw call of the last frame, one a line, fields apart by tabs.
-- Usage: lua5.1 tests/platform/lua/replay-frames.lua BUNDLE METRICS TAPE
-- METRICS: a Lua file returning { lineHeight = N, replacement = N, advances = { [codepoint] = N },
-- images = { name = { width, height } } } (written by the test from build/gen/atlas-metrics.json).

package.path = "tests/platform/lua/?.lua;" .. package.path
local stub = require("stub-native")

local bundlePath, metricsPath, tapePath = arg[1], arg[2], arg[3]
local metrics = dofile(metricsPath)

local function split(line)
  local fields = {}
  local start = 1
  while true do
    local tab = string.find(line, "\t", start, true)
    if tab == nil then
      fields[#fields + 1] = string.sub(line, start)
      return fields
    end
    fields[#fields + 1] = string.sub(line, start, tab - 1)
    start = tab + 1
  end
end

local UNESCAPED = { ["\\"] = "\\", t = "\t", n = "\n", r = "\r" }
local function unescape(text)
  return (string.gsub(text, "\\(.)", UNESCAPED))
end

local function number(value)
  return string.format("%.17g", value)
end

-- The atlas's advances of the text's code points (UTF-8 decoded), scaled to the size, as the C core sums them.
local function textWidth(text, size)
  local sum = 0
  local index = 1
  local length = string.len(text)
  while index <= length do
    local byte = string.byte(text, index)
    local codepoint, count = byte, 1
    if byte >= 240 then
      codepoint, count = byte - 240, 4
    elseif byte >= 224 then
      codepoint, count = byte - 224, 3
    elseif byte >= 192 then
      codepoint, count = byte - 192, 2
    end
    for offset = 1, count - 1 do
      codepoint = codepoint * 64 + (string.byte(text, index + offset) - 128)
    end
    sum = sum + (metrics.advances[codepoint] or metrics.replacement)
    index = index + count
  end
  return (sum * size) / metrics.lineHeight
end

local calls = {}
local language = "en"
local storage = { works = true, place = "sd:/apps/senet", problem = "locked", error = "" }

local function failed(name)
  stub.stats.storageFailures = stub.stats.storageFailures + 1
  stub.stats.storageError = (string.gsub(storage.error, "NAME", name))
  stub.stats.storageProblem = storage.problem
  return false
end

native.clear = function(color)
  calls = { "clear\t" .. number(color) }
end
native.rect = function(x, y, width, height, color)
  calls[#calls + 1] = table.concat({ "rect", number(x), number(y), number(width), number(height), number(color) }, "\t")
end
native.image = function(name, x, y, width, height, tint)
  calls[#calls + 1] = table.concat({ "image", name, number(x), number(y), number(width), number(height), number(tint) }, "\t")
end
native.text = function(text, x, y, size, color)
  calls[#calls + 1] = table.concat({ "text", number(x), number(y), number(size), number(color), text }, "\t")
end
native.textWidth = textWidth
native.imageSize = function(name)
  local size = metrics.images[name]
  return { width = size[1], height = size[2] }
end
native.language = function() return language end
native.save = function(name, content)
  if not storage.works then return failed(name) end
  stub.files[name] = content
  return true
end
native.remove = function(name)
  if not storage.works then
    if stub.files[name] ~= nil then return failed(name) end
    return true
  end
  stub.files[name] = nil
  return true
end

local bundle = dofile(bundlePath)
local seeds = {}
local seedIndex = 0
bundle.setSeedSource(function()
  local seed = seeds[seedIndex + 1] or (12345 + seedIndex)
  seedIndex = seedIndex + 1
  return seed
end)

local BUTTONS = { "a", "b", "one", "two", "plus", "minus", "home", "up", "down", "left", "right" }
local function buttons(names)
  local set = {}
  for _, name in ipairs(BUTTONS) do set[name] = false end
  if names ~= "-" then
    for name in string.gmatch(names, "[^,]+") do set[name] = true end
  end
  return set
end

local function frame(fields)
  local input = { time = tonumber(fields[2]), frameDeadline = tonumber(fields[3]), quitting = fields[4] == "1", remotes = {} }
  for slot = 0, 7 do
    local at = 5 + slot * 7
    input.remotes[slot + 1] = {
      connected = fields[at] == "1", kind = fields[at + 1], pointerValid = fields[at + 2] == "1",
      x = tonumber(fields[at + 3]), y = tonumber(fields[at + 4]),
      held = buttons(fields[at + 5]), pressed = buttons(fields[at + 6]),
    }
  end
  stub.clock = input.time
  bundle.frame(input)
end

-- a list written "a,b" (no field: none)
local function names(list)
  local found = {}
  if list ~= nil then for name in string.gmatch(list, "[^,]+") do found[#found + 1] = name end end
  return found
end

local function open(screen, preset, options)
  local app = bundle.currentApp()
  if screen == "newGame" then app.nav:newGame()
  elseif screen == "settings" then app.nav:settings()
  elseif screen == "tutorial" then app.nav:tutorial(preset)
  elseif screen == "rules" then app.nav:rules(preset, app:screen(), names(options))
  else error("no screen " .. screen) end
end

for line in io.lines(tapePath) do
  local fields = split(line)
  local kind = fields[1]
  if kind == "frame" then frame(fields)
  elseif kind == "seeds" then
    for index = 2, #fields do seeds[index - 1] = tonumber(fields[index]) end
  elseif kind == "language" then language = unescape(fields[2])
  elseif kind == "soundBankFailed" then stub.stats.soundBankFailed = fields[2] == "1"
  elseif kind == "file" then stub.files[fields[2]] = unescape(fields[3])
  elseif kind == "storage" then
    storage = { works = fields[2] == "1", place = unescape(fields[3]), problem = unescape(fields[4]), error = unescape(fields[5]) }
    stub.stats.storagePlace = storage.place
  elseif kind == "save" then bundle.currentApp().store:save()
  elseif kind == "play" then
    bundle.currentApp().nav:play({ preset = fields[2], pieces = tonumber(fields[3]), mode = fields[4], level = fields[5] })
  elseif kind == "open" then open(fields[2], fields[3], fields[4])
  else error("unknown tape line: " .. line) end
end

for _, call in ipairs(calls) do print(call) end
