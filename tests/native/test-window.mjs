// The SDL2 window mode, on a virtual X display (Xvfb): it starts, runs, stops after --frames,
// shows the same pixels as the headless mode, plays the same sound through SDL's audio callback,
// counts the frames it shows late, and reaches the error screen. With no display it refuses to
// start.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";

import { MIX_RATE, findOnset, resampled } from "./lib/audio.mjs";
import { EXIT_CANNOT_START, EXIT_OK, EXIT_SCRIPT_ERROR, fixture, logLines, runBundle, runHost, tempDir } from "./lib/host.mjs";
import { startXvfb } from "./lib/xvfb.mjs";

let xvfb;
before(async () => {
  xvfb = await startXvfb();
});
after(async () => {
  await xvfb?.stop();
});

function runWindowed(args, env = {}) {
  return runHost(args, { env: { DISPLAY: xvfb.display, ...env } });
}

test("a window run draws exactly what a headless run draws", (t) => {
  const dir = tempDir(t);
  const windowShot = join(dir, "window.bmp");
  const headlessShot = join(dir, "headless.bmp");
  const windowed = runWindowed(["--frames", "5", "--bundle", fixture("draw.lua"), "--screenshot", windowShot]);
  assert.equal(windowed.status, EXIT_OK, windowed.stderr);
  const headless = runBundle("draw.lua", 5, ["--screenshot", headlessShot]);
  assert.equal(headless.status, EXIT_OK, headless.stderr);
  assert.ok(readFileSync(windowShot).equals(readFileSync(headlessShot)), "the screenshots differ");
});

test("a window run of the embedded bundle starts and stops cleanly", () => {
  const run = runWindowed(["--frames", "30", "--scale", "2", "--verbose"]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.match(run.stderr, /senet: stopped at frame 30$/m);
});

test("a window run counts a 60 ms frame as at least three missed retraces, on a real clock", () => {
  const run = runWindowed(["--frames", "10", "--bundle", fixture("stats.lua")]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  const [line] = logLines(run.stderr, "stats: missed");
  const [, missed, simulated, lua] = line.match(/^stats: missed (\d+) simulated (\w+) lua ([\d.]+)$/);
  assert.ok(Number(missed) >= 3, line);
  assert.equal(simulated, "false");
  assert.ok(Number(lua) >= 60, line);
});

test("a Lua error in a window run ends on the error screen with status 3", () => {
  const run = runWindowed(["--frames", "10", "--bundle", fixture("error-frame.lua")]);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.match(run.stderr, /^Error: boom in frame 3$/m);
});

test("a window run plays its sounds through SDL's audio callback, mixed as a headless run mixes them", (t) => {
  // SDL's "disk" driver writes what the callback mixed to a file, in real time
  const raw = join(tempDir(t), "sound.raw");
  const run = runWindowed(["--frames", "200", "--bundle", fixture("sound-window.lua")], { SDL_AUDIODRIVER: "disk", SDL_DISKAUDIOFILE: raw });
  assert.equal(run.status, EXIT_OK, run.stderr);
  const bytes = readFileSync(raw);
  const frames = Math.floor(bytes.length / 4);
  assert.ok(frames > MIX_RATE, `only ${frames} samples were written`);
  const left = new Float64Array(frames), right = new Float64Array(frames);
  for (let i = 0; i < frames; i++) {
    left[i] = bytes.readInt16LE(4 * i);
    right[i] = bytes.readInt16LE(4 * i + 2);
  }
  const sticks = resampled("land-sticks"), win = resampled("win");
  const first = findOnset(left, sticks, 0, frames - sticks.length);
  const second = findOnset(right, win, 0, frames - win.length);
  assert.ok(first.score > 0.999 && second.score > 0.999, `correlations ${first.score}, ${second.score}`);
  // the same samples as the headless mixer makes, each on its side alone
  for (let i = 0; i < sticks.length; i++) assert.equal(left[first.lag + i], sticks[i], `land-sticks sample ${i}`);
  for (let i = 0; i < win.length; i++) assert.equal(right[second.lag + i], win[i], `win sample ${i}`);
  assert.ok(second.lag > first.lag, "in the order they were played");
});

const NO_DISPLAY =
  /^senet: no display to open the window on \(no X11 or Wayland display was found, SDL offers only '(\w+)'\): start it in a desktop session, or with --headless\n$/;

test("with no display a window run says so in one line and exits with status 1", (t) => {
  // runHost's environment has no DISPLAY, WAYLAND_DISPLAY or SDL_VIDEODRIVER; a login session's
  // private runtime directory keeps libwayland from complaining of its absence on its own line.
  const run = runHost(["--frames", "30"], { env: { XDG_RUNTIME_DIR: tempDir(t) } });
  assert.equal(run.signal, null, "it ran on unseen until killed");
  assert.equal(run.status, EXIT_CANNOT_START, run.stderr);
  assert.match(run.stderr, NO_DISPLAY);
});

test("a window run refuses every SDL video driver that shows nothing", (t) => {
  for (const driver of ["offscreen", "dummy", "evdev"]) {
    const run = runHost(["--frames", "30"], { env: { XDG_RUNTIME_DIR: tempDir(t), SDL_VIDEODRIVER: driver } });
    assert.equal(run.status, EXIT_CANNOT_START, `${driver}: ${run.stderr}`);
    assert.equal(run.stderr.match(NO_DISPLAY)?.[1], driver, run.stderr);
  }
});
