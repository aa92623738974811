// Lua errors at load and in a frame end on the error screen with exit code 3, as does a damaged
// bundle built into the program; the heap cap turns runaway allocation into such an error.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { EXIT_OK, EXIT_SCRIPT_ERROR, countPixelsNot, fixture, logLines, readBmp, runBundle, runHost, tempDir } from "./lib/host.mjs";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ERROR_BACKGROUND = [0x30, 0x10, 0x18];
// The host with tests/native/fixtures/damaged_bundle.c built in instead of the game.
const DAMAGED_BUNDLE = resolve(process.env.SENET_DAMAGED_BUNDLE ?? "build/host/senet-damaged-bundle");
// The host whose lua_newstate gives nothing (tests/native/fixtures/no_lua_state.c).
const NO_LUA_STATE = resolve(process.env.SENET_NO_LUA_STATE ?? "build/host/senet-no-lua-state");

/** Runs a fixture that must fail; checks the exit code, stderr and the error screen. */
function runFailing(t, name, frames, extraArgs = []) {
  const shot = join(tempDir(t), "error.bmp");
  const run = runBundle(name, frames, ["--screenshot", shot, ...extraArgs]);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.match(run.stderr, /^Lua error:$/m);
  const image = readBmp(shot);
  // the error screen: its background, with the title, message and footer drawn on it
  assert.deepEqual(image.pixel(0, 0), ERROR_BACKGROUND);
  assert.deepEqual(image.pixel(639, 479), ERROR_BACKGROUND);
  const textPixels = countPixelsNot(image, ERROR_BACKGROUND);
  assert.ok(textPixels > 500, `the error screen has only ${textPixels} non-background pixels`);
  return run;
}

test("an error while loading shows the message and a traceback", (t) => {
  const run = runFailing(t, "error-load.lua", 3);
  assert.match(run.stderr, /error-load\.lua:2: boom at load/);
  assert.match(run.stderr, /stack traceback:/);
  assert.match(run.stderr, /in function 'explode'/);
});

test("an error in a frame stops the script there; TSTL-like errors use __tostring", (t) => {
  const run = runFailing(t, "error-frame.lua", 10);
  assert.deepEqual(logLines(run.stderr, "frame "), ["frame 0", "frame 1", "frame 2"]);
  assert.match(run.stderr, /^Error: boom in frame 3$/m);
  assert.match(run.stderr, /in function 'deepInside'/);
});

test("an error value without __tostring is still reported", (t) => {
  const run = runFailing(t, "error-table.lua", 2);
  assert.match(run.stderr, /\(error object is a table value\)/);
});

test("a syntax error is reported", (t) => {
  const run = runFailing(t, "error-syntax.lua", 2);
  assert.match(run.stderr, /error-syntax\.lua:2: .*expected/);
});

test("a bundle without a frame function is reported", (t) => {
  assert.match(runFailing(t, "no-frame.lua", 2).stderr, /no function 'frame'/);
  assert.match(runFailing(t, "returns-number.lua", 2).stderr, /must return a table .* number value/);
});

test("Home leaves the error screen", (t) => {
  const script = join(tempDir(t), "home.txt");
  writeFileSync(script, "20 1 press HOME\n");
  const run = runBundle("error-frame.lua", 100000, ["--input", script, "--verbose"]);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.match(run.stderr, /senet: stopped at frame 20$/m);
});

test("Home pressed by another Wiimote leaves the error screen too", (t) => {
  const script = join(tempDir(t), "home.txt");
  writeFileSync(script, "7 2 press HOME\n");
  const run = runBundle("error-load.lua", 100000, ["--input", script, "--verbose"]);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.match(run.stderr, /senet: stopped at frame 7$/m);
});

test("allocating without bound in a frame hits the heap cap as a Lua error", (t) => {
  const run = runFailing(t, "heap-frame.lua", 3, ["--heap-limit", "4"]);
  assert.match(run.stderr, /not enough memory: the Lua heap is limited to 4096 KiB/);
});

test("allocating without bound while loading hits the heap cap as a Lua error", (t) => {
  const run = runFailing(t, "heap-load.lua", 3, ["--heap-limit", "2"]);
  assert.match(run.stderr, /not enough memory: the Lua heap is limited to 2048 KiB/);
});

test("the default heap cap is 16 MiB", (t) => {
  const run = runFailing(t, "heap-frame.lua", 2);
  assert.match(run.stderr, /not enough memory: the Lua heap is limited to 16384 KiB/);
});

test("a memory error caught by pcall lets the game go on", () => {
  const run = runBundle("heap-recover.lua", 10, ["--heap-limit", "3"]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(logLines(run.stderr, "caught:"), ["caught: true not enough memory"]);
  assert.deepEqual(logLines(run.stderr, "recovered:"), ["recovered: 1000"]);
});

test("a huge error message is cut, not crashed on", (t) => {
  const bundle = join(tempDir(t), "huge-error.lua");
  writeFileSync(bundle, 'error(string.rep("\\226\\130\\172 long words ", 20000))\n');
  const shot = join(tempDir(t), "shot.bmp");
  const run = runHost(["--headless", "--frames", "2", "--bundle", bundle, "--screenshot", shot]);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.ok(run.stderr.length < 20000, `stderr has ${run.stderr.length} bytes`);
  assert.deepEqual(readBmp(shot).pixel(0, 0), ERROR_BACKGROUND);
});

test("an empty bundle file is an error, not a crash", (t) => {
  const bundle = join(tempDir(t), "empty.lua");
  writeFileSync(bundle, "");
  const run = runHost(["--headless", "--frames", "2", "--bundle", bundle]);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.match(run.stderr, /must return a table/);
});

test("precompiled bytecode is refused, since Lua 5.1 cannot verify it", (t) => {
  const bundle = join(tempDir(t), "binary.lua");
  writeFileSync(bundle, Buffer.from([0x1b, 0x4c, 0x75, 0x61, 0x51, 0x00, 0xff, 0x00, 0x13]));
  const run = runHost(["--headless", "--frames", "2", "--bundle", bundle]);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.match(run.stderr, /precompiled Lua bytecode/);
});

test("a bundle of random bytes is an error, not a crash", (t) => {
  const bundle = join(tempDir(t), "random.lua");
  writeFileSync(bundle, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)));
  const run = runHost(["--headless", "--frames", "2", "--bundle", bundle]);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
});

test("an error raised with the heap full still gets its message and traceback", (t) => {
  const run = runFailing(t, "heap-full-error.lua", 2, ["--heap-limit", "2"]);
  assert.match(run.stderr, /^reported although the heap is full$/m);
  assert.match(run.stderr, /stack traceback:\n.*\n.*heap-full-error\.lua:11:/);
});

test("an endless loop in a frame is stopped, even one that swallows errors with pcall", (t) => {
  const run = runFailing(t, "endless-frame.lua", 5);
  assert.deepEqual(logLines(run.stderr, "frame "), ["frame 1", "frame 2"]);
  assert.match(run.stderr, /more than 100 million Lua instructions in one call: an endless loop\?/);
});

test("an endless loop while loading is stopped", (t) => {
  const run = runFailing(t, "endless-load.lua", 2);
  assert.match(run.stderr, /an endless loop\?/);
});

test("a call is stopped after 5 s of the game's clock: on the work clock, frames of 4 s run, one of 6 s does not", (t) => {
  const run = runFailing(t, "work-time.lua", 5, ["--work-clock", "250"]);
  assert.deepEqual(logLines(run.stderr, "timed frame "), ["timed frame 1", "timed frame 1 done", "timed frame 2", "timed frame 2 done", "timed frame 3"]);
  assert.match(run.stderr, /more than 5 seconds of Lua in one call: an endless loop\?/);
});

test("an endless loop on the work clock ends by the time limit, long before the instruction budget", (t) => {
  const run = runFailing(t, "endless-frame.lua", 5, ["--work-clock", "250"]);
  assert.deepEqual(logLines(run.stderr, "frame "), ["frame 1", "frame 2"]);
  assert.match(run.stderr, /more than 5 seconds of Lua in one call: an endless loop\?/);
});

test("the instruction budget is per call: heavy frames one after another are fine", () => {
  const run = runBundle("busy.lua", 3);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(logLines(run.stderr, "busy frame "), ["busy frame 1", "busy frame 2", "busy frame 3"]);
});

test("an error that carries its own stack (TSTL's Error) gets no second traceback", (t) => {
  const run = runFailing(t, "error-with-stack.lua", 2);
  assert.match(run.stderr, /^Error: square 31 does not exist$/m);
  assert.match(run.stderr, /in function 'validateMove'/);
  assert.equal(run.stderr.split("stack traceback:").length - 1, 1, run.stderr);
});

test("frames before --render-from still run their Lua: an error there ends on the error screen", (t) => {
  const run = runFailing(t, "error-frame.lua", 10, ["--render-from", "9"]);
  assert.match(run.stderr, /boom in frame 3/);
});

/** Runs a program built with a fault under valgrind, headless for three frames; returns the run and its last frame. */
function runBroken(t, program) {
  const shot = join(tempDir(t), "error.bmp");
  const run = spawnSync("valgrind", ["-q", "--error-exitcode=9", program, "--headless", "--frames", "3", "--screenshot", shot], {
    encoding: "utf8",
    timeout: HANG_GUARD_MS,
    env: { PATH: process.env.PATH, HOME: "/nonexistent" },
  });
  if (run.error) throw run.error;
  return { run, image: readBmp(shot) };
}

test("a damaged bundle built into the program is a clear error on the error screen (under valgrind)", (t) => {
  const { run, image } = runBroken(t, DAMAGED_BUNDLE);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.match(run.stderr, /^the game bundle built into the program is damaged: the bytes do not match the stream's checksum \(164503a3, not 16a503c3\)$/m);
  assert.deepEqual(image.pixel(0, 0), ERROR_BACKGROUND);
  assert.ok(countPixelsNot(image, ERROR_BACKGROUND) > 500);
});

test("a Lua state that cannot be made at start is said on the error screen (under valgrind)", (t) => {
  const { run, image } = runBroken(t, NO_LUA_STATE);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.match(run.stderr, /^Lua error:\nnot enough memory to create the Lua state$/m);
  assert.deepEqual(image.pixel(0, 0), ERROR_BACKGROUND);
  assert.ok(countPixelsNot(image, ERROR_BACKGROUND) > 500);
});
