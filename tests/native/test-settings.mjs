// The settings file: save and load round trip, atomic replacement, missing directories, corrupt,
// oversized and unwritable files.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

import { EXIT_OK, logLines, runBundle, tempDir } from "./lib/host.mjs";

const PAYLOAD = Buffer.from("volume=7\nlanguage=pt\nname=Jo\u00e3o\u0000end\n", "utf8");

function describe(bytes) {
  let sum = 0;
  for (const byte of bytes) sum = (sum * 31 + byte) % 1000000007;
  return `bytes ${bytes.length} sum ${sum}`;
}

function runSettings(args, env = {}) {
  const run = runBundle("settings.lua", 3, args, { env });
  assert.equal(run.status, EXIT_OK, run.stderr);
  const value = (prefix) => logLines(run.stderr, prefix)[0]?.slice(prefix.length);
  return { before: value("before: "), saved: value("saved: "), after: value("after: "), roundtrip: value("roundtrip: "), stderr: run.stderr };
}

test("settings round trip, byte for byte, into directories that did not exist", (t) => {
  const file = join(tempDir(t), "deep", "er", "settings");
  const first = runSettings(["--settings", file]);
  assert.equal(first.before, "nil");
  assert.equal(first.saved, "true");
  assert.equal(first.roundtrip, "true");
  assert.deepEqual(readFileSync(file), PAYLOAD);
  assert.deepEqual(readdirSync(join(file, "..")), ["settings"], "no temporary file is left behind");

  const second = runSettings(["--settings", file]);
  assert.equal(second.before, describe(PAYLOAD));
});

test("headless runs touch no settings file unless --settings names one", (t) => {
  // (a window run uses $XDG_CONFIG_HOME/senet-wii/settings or ~/.config/senet-wii/settings)
  const home = tempDir(t);
  const headless = runSettings([], { HOME: home });
  assert.equal(headless.saved, "false");
  assert.deepEqual(readdirSync(home), []);
});

test("a corrupt file is handed over as it is: the game decides what to make of it", (t) => {
  const file = join(tempDir(t), "settings");
  const garbage = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 131 + 7) % 256));
  writeFileSync(file, garbage);
  const run = runSettings(["--settings", file]);
  assert.equal(run.before, describe(garbage));
  assert.equal(run.roundtrip, "true");
});

test("a missing, empty or oversized file", (t) => {
  const dir = tempDir(t);
  const empty = join(dir, "empty");
  writeFileSync(empty, "");
  assert.equal(runSettings(["--settings", empty]).before, "bytes 0 sum 0");

  const oversized = join(dir, "oversized");
  writeFileSync(oversized, Buffer.alloc(16385, 0x41));
  const run = runSettings(["--settings", oversized]);
  assert.equal(run.before, "nil");
  assert.match(run.stderr, /larger than 16384 bytes; ignored/);

  const exact = join(dir, "exact");
  writeFileSync(exact, Buffer.alloc(16384, 0x41));
  assert.equal(runSettings(["--settings", exact]).before, describe(Buffer.alloc(16384, 0x41)));
});

test("an unwritable place makes saveSettings return false, keeping the old file", (t) => {
  const dir = tempDir(t);
  const blocker = join(dir, "file");
  writeFileSync(blocker, "not a directory");
  const run = runSettings(["--settings", join(blocker, "settings")]);
  assert.equal(run.before, "nil");
  assert.equal(run.saved, "false");
  assert.equal(run.after, "nil");
  assert.match(run.stderr, /senet: settings: cannot/);

  // a directory where the file should be: nothing is replaced
  const taken = join(dir, "taken");
  mkdirSync(taken);
  const second = runSettings(["--settings", taken]);
  assert.equal(second.saved, "false");
  assert.ok(existsSync(taken));
  assert.ok(!existsSync(`${taken}.tmp`), "the temporary file is removed");
});
