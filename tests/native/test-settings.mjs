// Named storage on the desktop: save and load round trip, removal, atomic replacement, missing
// directories, corrupt, oversized and unwritable files, and the files --bench serves.
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

function runStorage(args, env = {}) {
  const run = runBundle("settings.lua", 3, args, { env });
  assert.equal(run.status, EXIT_OK, run.stderr);
  const value = (prefix) => logLines(run.stderr, prefix)[0]?.slice(prefix.length);
  return {
    before: value("before: "), saved: value("saved: "), after: value("after: "), roundtrip: value("roundtrip: "),
    otherBefore: value("other before: "), otherRemoved: value("other removed: "), otherAfter: value("other after: "),
    stderr: run.stderr,
  };
}

test("a round trip, byte for byte, into directories that did not exist", (t) => {
  const dir = join(tempDir(t), "deep", "er");
  const first = runStorage(["--data-dir", dir]);
  assert.equal(first.before, "nil");
  assert.equal(first.saved, "true");
  assert.equal(first.roundtrip, "true");
  assert.deepEqual(readFileSync(join(dir, "settings.txt")), PAYLOAD);
  assert.deepEqual(readdirSync(dir), ["settings.txt"], "no temporary file is left behind");

  const second = runStorage(["--data-dir", dir]);
  assert.equal(second.before, describe(PAYLOAD));
});

test("remove deletes what a name holds, and a name that holds nothing is removed already", (t) => {
  const dir = tempDir(t);
  writeFileSync(join(dir, "game.txt"), "a saved game");
  const run = runStorage(["--data-dir", dir]);
  assert.equal(run.otherBefore, describe(Buffer.from("a saved game")));
  assert.equal(run.otherRemoved, "true");
  assert.equal(run.otherAfter, "nil");
  assert.ok(!existsSync(join(dir, "game.txt")));
  assert.equal(runStorage(["--data-dir", dir]).otherRemoved, "true");
});

test("headless runs touch no storage unless --data-dir names a folder", (t) => {
  // (a window run uses $XDG_CONFIG_HOME/senet-wii or ~/.config/senet-wii)
  const home = tempDir(t);
  const headless = runStorage([], { HOME: home });
  assert.equal(headless.saved, "false");
  assert.equal(headless.otherRemoved, "true");
  assert.deepEqual(readdirSync(home), []);
});

test("a corrupt file is handed over as it is: the game decides what to make of it", (t) => {
  const dir = tempDir(t);
  const garbage = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 131 + 7) % 256));
  writeFileSync(join(dir, "settings.txt"), garbage);
  const run = runStorage(["--data-dir", dir]);
  assert.equal(run.before, describe(garbage));
  assert.equal(run.roundtrip, "true");
});

test("an empty, an oversized and a 16 KiB file", (t) => {
  const empty = tempDir(t);
  writeFileSync(join(empty, "settings.txt"), "");
  assert.equal(runStorage(["--data-dir", empty]).before, "bytes 0 sum 0");

  const oversized = join(tempDir(t), "oversized");
  mkdirSync(oversized);
  writeFileSync(join(oversized, "settings.txt"), Buffer.alloc(16385, 0x41));
  const run = runStorage(["--data-dir", oversized]);
  assert.equal(run.before, "nil");
  assert.match(run.stderr, /larger than 16384 bytes; ignored/);

  const exact = join(tempDir(t), "exact");
  mkdirSync(exact);
  writeFileSync(join(exact, "settings.txt"), Buffer.alloc(16384, 0x41));
  assert.equal(runStorage(["--data-dir", exact]).before, describe(Buffer.alloc(16384, 0x41)));
});

test("an unwritable place makes save return false, keeping the old file", (t) => {
  const dir = tempDir(t);
  const blocker = join(dir, "file");
  writeFileSync(blocker, "not a directory");
  const run = runStorage(["--data-dir", join(blocker, "data")]);
  assert.equal(run.before, "nil");
  assert.equal(run.saved, "false");
  assert.equal(run.after, "nil");
  assert.match(run.stderr, /senet: storage: cannot/);

  // a directory where the file should be: nothing is replaced
  const taken = join(dir, "taken");
  mkdirSync(join(taken, "settings.txt"), { recursive: true });
  const second = runStorage(["--data-dir", taken]);
  assert.equal(second.saved, "false");
  assert.ok(existsSync(join(taken, "settings.txt")));
  assert.ok(!existsSync(join(taken, "settings.txt.tmp")), "the temporary file is removed");
});

function runBenchStorage(args) {
  const run = runBundle("bench-storage.lua", 3, args);
  assert.equal(run.status, EXIT_OK, run.stderr);
  const value = (prefix) => logLines(run.stderr, prefix)[0]?.slice(prefix.length);
  return { bench: value("bench: "), result: value("result saved: "), settings: value("settings saved: "), stderr: run.stderr };
}

test("--bench FILE is the name bench, and bench-result goes beside it, without a data folder", (t) => {
  const dir = tempDir(t);
  writeFileSync(join(dir, "my-bench.txt"), "games 1");
  const run = runBenchStorage(["--bench", join(dir, "my-bench.txt")]);
  assert.equal(run.bench, "games 1");
  assert.equal(run.result, "true");
  assert.equal(run.settings, "false", "other names stay unstored in a headless run");
  assert.equal(readFileSync(join(dir, "bench-result.txt"), "utf8"), "result of games 1");
  assert.deepEqual(readdirSync(dir).sort(), ["bench-result.txt", "my-bench.txt"]);
});

test("--bench-result FILE puts the result there; other names keep to --data-dir", (t) => {
  const dir = tempDir(t);
  const data = join(dir, "data");
  mkdirSync(join(dir, "out"));
  writeFileSync(join(dir, "bench.txt"), "levels easy");
  const run = runBenchStorage(["--bench", join(dir, "bench.txt"), "--bench-result", join(dir, "out", "r.txt"), "--data-dir", data]);
  assert.equal(run.result, "true");
  assert.equal(readFileSync(join(dir, "out", "r.txt"), "utf8"), "result of levels easy");
  assert.equal(run.settings, "true");
  assert.deepEqual(readdirSync(data), ["settings.txt"]);
  assert.ok(!existsSync(join(dir, "bench-result.txt")));
});

test("a missing --bench file reads as nothing stored, and an unwritable result fails with a log line", (t) => {
  const dir = tempDir(t);
  const run = runBenchStorage(["--bench", join(dir, "none.txt"), "--bench-result", join(dir, "no", "such", "r.txt")]);
  assert.equal(run.bench, "nil");
  assert.equal(run.result, "false");
  assert.match(run.stderr, /senet: storage: cannot create '.*r\.txt\.tmp'/);
  assert.deepEqual(readdirSync(dir), []);
});
