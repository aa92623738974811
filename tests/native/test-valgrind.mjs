// Headless runs under valgrind: no invalid accesses, no uninitialised reads, no leaks, on the
// normal path, the API checks, the error screen, the heap cap, the stored files and the sound. No
// suppressions are needed: headless runs never initialise SDL.
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";

import { EXIT_OK, EXIT_SCRIPT_ERROR, fixture, runHost, tempDir } from "./lib/host.mjs";

// Definite and possible leaks count as errors (valgrind's default); blocks still reachable at exit
// would be the C library's business, not ours.
const VALGRIND = ["valgrind", "--error-exitcode=1", "--leak-check=full"];

function underValgrind(args, expectedStatus) {
  const run = runHost(["--headless", ...args], { command: VALGRIND });
  assert.match(run.stderr, /ERROR SUMMARY: 0 errors from 0 contexts/, run.stderr);
  assert.doesNotMatch(run.stderr, /definitely lost: [1-9]/, run.stderr);
  assert.equal(run.status, expectedStatus, run.stderr);
}

test("valgrind: the embedded bundle with scripted input and a screenshot", (t) => {
  const shot = join(tempDir(t), "shot.bmp");
  underValgrind(["--frames", "30", "--input", fixture("bench-input.txt"), "--screenshot", shot], EXIT_OK);
});

test("valgrind: every API call, good and bad, and calls with awkward arguments", () => {
  underValgrind(["--frames", "3", "--bundle", fixture("api.lua")], EXIT_OK);
  underValgrind(["--frames", "2", "--bundle", fixture("fuzz.lua")], EXIT_OK);
});

test("valgrind: an error in a frame and the error screen", (t) => {
  const shot = join(tempDir(t), "shot.bmp");
  underValgrind(["--frames", "8", "--bundle", fixture("error-frame.lua"), "--screenshot", shot], EXIT_SCRIPT_ERROR);
});

test("valgrind: a syntax error at load", () => {
  underValgrind(["--frames", "2", "--bundle", fixture("error-syntax.lua")], EXIT_SCRIPT_ERROR);
});

test("valgrind: running out of the capped heap, in a frame and under pcall", () => {
  underValgrind(["--frames", "3", "--heap-limit", "2", "--bundle", fixture("heap-frame.lua")], EXIT_SCRIPT_ERROR);
  underValgrind(["--frames", "5", "--heap-limit", "2", "--bundle", fixture("heap-recover.lua")], EXIT_OK);
});

test("valgrind: saving, loading and removing stored files", (t) => {
  const dir = join(tempDir(t), "dir");
  underValgrind(["--frames", "2", "--bundle", fixture("settings.lua"), "--data-dir", dir], EXIT_OK);
  underValgrind(["--frames", "2", "--bundle", fixture("settings.lua"), "--data-dir", dir], EXIT_OK);
});

test("valgrind: sound played, changed and mixed into a WAV file", (t) => {
  const wav = join(tempDir(t), "mix.wav");
  underValgrind(["--frames", "320", "--bundle", fixture("sound-volumes.lua"), "--audio-out", wav, "--verbose"], EXIT_OK);
  underValgrind(["--frames", "30", "--bundle", fixture("sound-error.lua"), "--audio-out", wav], EXIT_SCRIPT_ERROR);
});
