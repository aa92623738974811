// The whole Wii program over the fake libogc and libfat (tests/wii/game_harness.c): a game saved
// after a throw and left by the console's power button is on the card, whole, and the next boot
// keeps it (a save it refused would be removed); the same when the way out meets a DSP that never
// answers or a call that never returns; and a locked card, which keeps nothing, ends the same way.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const GAME = resolve(process.env.SENET_WII_GAME ?? "build/wii-host/wii-game");
// Title: New game at (320, 300); new game: Start at (112, 422); B throws at frame 30.
const THROW_AND_POWER = ["1 pointer 320 300", "3 press A", "10 pointer 112 422", "12 press A", "30 press B", "130 power", ""].join("\n");
const IDLE_THEN_RESET = ["60 reset", ""].join("\n");

function makeCard(t) {
  const dir = mkdtempSync(join(tmpdir(), "senet-wii-save-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const folder = join(dir, "sd:", "apps", "senet");
  mkdirSync(folder, { recursive: true });
  return { dir, folder };
}

function boot(dir, script, env = {}) {
  writeFileSync(join(dir, "script.txt"), script);
  const run = spawnSync(GAME, [], { cwd: dir, encoding: "utf8", timeout: HANG_GUARD_MS, env: { FAKE_WII_SCRIPT: join(dir, "script.txt"), PATH: process.env.PATH, ...env } });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, run.stdout + run.stderr);
  // every buffer handed to GX or the DSP was flushed from the data cache (fake_handed_over)
  assert.doesNotMatch(run.stderr, /^fake: cache: /m);
  assert.match(run.stdout, /^harness: \d+ frames, \d+ voice calls$/m);
  return run;
}

/** The save's lines (src/game/save.ts), checked whole: its check line counts the bytes above it. */
function readSave(folder) {
  const text = readFileSync(join(folder, "game.txt"), "utf8");
  const lines = text.trimEnd().split("\n");
  assert.match(lines[0], /^senet-save \d+$/);
  const check = /^check (\d+) \d+$/.exec(lines[lines.length - 1]);
  assert.ok(check, text);
  const body = lines.slice(0, -1).join("\n") + "\n";
  assert.equal(Buffer.byteLength(body, "utf8"), Number(check[1]), text);
  return text;
}

test("a game saved after a throw and left by the power button is on the card, whole, and the next boot keeps it", (t) => {
  const { dir, folder } = makeCard(t);
  boot(dir, THROW_AND_POWER);
  const saved = readSave(folder);
  // the throw is in it: made and not yet played, or already in the history
  assert.match(saved, /^throw [1-5]$|^history \S/m, saved);
  assert.deepEqual(readdirSync(folder).sort(), ["game.txt", "settings.txt"].filter((name) => existsSync(join(folder, name))).sort());
  assert.ok(!existsSync(join(folder, "game.tmp")) && !existsSync(join(folder, "game.new")));
  boot(dir, IDLE_THEN_RESET);
  assert.equal(readFileSync(join(folder, "game.txt"), "utf8"), saved);
  // what a refused save looks like: one byte changed, and the boot removes it
  writeFileSync(join(folder, "game.txt"), saved.replace("\n", "\n\n"));
  boot(dir, IDLE_THEN_RESET);
  assert.ok(!existsSync(join(folder, "game.txt")));
});

for (const [what, env] of [
  ["a DSP that never answers (Dolphin's DSP HLE)", { FAKE_DSP_SILENT: "1" }],
  ["ASND_End never returning", { FAKE_BLOCKS: "ASND_End" }],
  ["fatUnmount never returning", { FAKE_BLOCKS: "fatUnmount" }],
  ["WPAD_Shutdown never returning (STM asked directly)", { FAKE_BLOCKS: "WPAD_Shutdown" }],
]) {
  test(`with ${what}, the game is saved and the power still goes off`, (t) => {
    const { dir, folder } = makeCard(t);
    const run = boot(dir, THROW_AND_POWER, env);
    readSave(folder);
    assert.doesNotMatch(run.stdout + run.stderr, /no way out/);
  });
}

test("a locked card keeps nothing, and the game plays on to the power-off", (t) => {
  const { dir, folder } = makeCard(t);
  boot(dir, THROW_AND_POWER, { FAKE_CARD_LOCKED: "1" });
  assert.deepEqual(readdirSync(folder), []);
});
