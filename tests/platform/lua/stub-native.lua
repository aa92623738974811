-- A stub of the native API in Lua 5.1 for running build/senet.lua without the C program: it checks
-- argument types like C does, remembers the texts of the current frame, keeps the stored files in
-- memory and counts the sounds played.

local stub = { texts = {}, files = {}, clock = 0, quit = false, draws = 0, sounds = {} }
-- native.stats's one table: realTime follows the stub's clock (luaMs and the heap stay as a test sets them)
stub.stats = { realTime = 0, simulatedTime = true, luaMs = 0, missedFrames = 0, heapBytes = 0,
  heapPeakBytes = 0, frameHeapPeakBytes = 0, startupMs = 0, audioMs = 0, soundBankFailed = false,
  soundDspSilent = false, storagePlace = "sd:/apps/senet", storageFailures = 0, storageError = "", storageProblem = "" }

local function number(value, name)
  if type(value) ~= "number" then error("native: " .. name .. " must be a number, got " .. type(value), 3) end
end

local function str(value, name)
  if type(value) ~= "string" then error("native: " .. name .. " must be a string, got " .. type(value), 3) end
end

local function within(value, name, low, high)
  number(value, name)
  if value < low or value > high then error("native: " .. name .. " must be within " .. low .. ".." .. high, 3) end
end

local function sound(name)
  str(name, "name")
  stub.sounds[name] = (stub.sounds[name] or 0) + 1
end

native = {
  clear = function(color) number(color, "color"); stub.texts = {}; stub.draws = stub.draws + 1 end,
  rect = function(x, y, w, h, color)
    number(x, "x"); number(y, "y"); number(w, "width"); number(h, "height"); number(color, "color")
    stub.draws = stub.draws + 1
  end,
  image = function(name, x, y, w, h, tint)
    str(name, "name"); number(x, "x"); number(y, "y"); number(w, "width"); number(h, "height"); number(tint, "tint")
    stub.draws = stub.draws + 1
  end,
  imageSize = function(name) str(name, "name"); return { width = 64, height = 64 } end,
  text = function(text, x, y, size, color)
    str(text, "text"); number(x, "x"); number(y, "y"); number(size, "size"); number(color, "color")
    stub.texts[#stub.texts + 1] = text
    stub.draws = stub.draws + 1
  end,
  textWidth = function(text, size) str(text, "text"); number(size, "size"); return #text * size * 0.55 end,
  rumble = function(slot, ms) number(slot, "slot"); number(ms, "milliseconds") end,
  time = function() return stub.clock end,
  language = function() return "en" end,
  platform = function() return "wii" end,
  load = function(name) str(name, "name"); return stub.files[name] end,
  save = function(name, content) str(name, "name"); str(content, "content"); stub.files[name] = content; return true end,
  remove = function(name) str(name, "name"); stub.files[name] = nil; return true end,
  playSound = function(name, volume, pan) sound(name); within(volume, "volume", 0, 1); within(pan, "pan", -1, 1) end,
  playMusic = function(name) sound(name) end,
  stopMusic = function() end,
  setVolumes = function(effects, music) within(effects, "effects", 0, 1); within(music, "music", 0, 1) end,
  stats = function() stub.stats.realTime = stub.clock; return stub.stats end,
  log = function(message) str(message, "message") end,
  quit = function() stub.quit = true end,
}

function stub.shows(text)
  for _, shown in ipairs(stub.texts) do
    if shown == text then return true end
  end
  return false
end

local BUTTONS = { "a", "b", "one", "two", "plus", "minus", "home", "up", "down", "left", "right" }

local function buttons(set)
  local result = {}
  for _, name in ipairs(BUTTONS) do result[name] = set[name] == true end
  return result
end

--- The input of one frame: slot 1 points at (x, y) and presses the buttons in `pressed`; the
--- eight slots as native.d.ts has them (four Wiimotes, four GameCube ports).
function stub.input(x, y, pressed)
  local remotes = {}
  for index = 1, 8 do
    local first = index == 1
    remotes[index] = {
      connected = first,
      kind = index <= 4 and "wiimote" or "gamecube",
      pointerValid = first and x ~= nil,
      x = x or 0,
      y = y or 0,
      held = buttons(first and pressed or {}),
      pressed = buttons(first and pressed or {}),
    }
  end
  return { time = stub.clock, frameDeadline = stub.clock + 1000 / 60, quitting = false, remotes = remotes }
end

local function readFile(path)
  local file = assert(io.open(path, "rb"))
  local text = file:read("*a")
  file:close()
  return text
end

--- Starts `bundlePath` with the settings and the saved game read from the two files given; returns
--- the bundle and a function that plays one frame (50 ms later) with `stub.input(x, y, pressed)`.
function stub.startWithFiles(bundlePath, settingsPath, gamePath)
  stub.files.settings = readFile(settingsPath)
  stub.files.game = readFile(gamePath)
  local bundle = dofile(bundlePath)
  local function frame(x, y, pressed)
    stub.clock = stub.clock + 50
    bundle.frame(stub.input(x, y, pressed or {}))
  end
  return bundle, frame
end

return stub
