// The ratings of reviewed games in the whole Wii program over the fake libogc and libfat
// (tests/wii/game_harness.c): a game continued from the card and played to its end is reviewed and
// its player's rating written in the settings beside the record; the power button mid-game in the
// next boot leaves that file whole, and the boot after reads it back (a second rated game comes
// after the first), as it does after a power cut in the settings' own save. A settings file of the
// old format (version 1) is read, losing nothing, and a damaged ratings line is refused alone, the
// log saying which.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const GAME = resolve(process.env.SENET_WII_GAME ?? "build/wii-host/wii-game");
/** A game of the master against the player (wii), 220 throws in: its end is near. */
const NEAR_THE_END = resolve("tools/screenshots/saves/review.txt");
// Title: Continue at (320, 276), New game at (320, 300); new game: Start at (112, 422).
const THROW_AND_POWER = ["1 pointer 320 300", "3 press A", "10 pointer 112 422", "12 press A", "30 press B", "130 power", ""].join("\n");

/** Square centres in the boustrophedon order (board at 50,130, squares of 54 pixels). */
function squareCentre(square) {
  const row = Math.floor((square - 1) / 10);
  const column = row === 1 ? 9 - ((square - 1) % 10) : (square - 1) % 10;
  return [50 + column * 54 + 27, 130 + row * 54 + 27];
}

/**
 * Continue, then every other frame the pointer on the next square with A, B and Plus pressed (the
 * player throws, moves some piece, passes), which never reaches the game-over screen's buttons;
 * then the pointer away while the review finishes, then the power button.
 */
function finishScript() {
  const lines = ["1 pointer 320 276", "3 press A"];
  let square = 0;
  for (let frame = 10; frame < 2000; frame += 2) {
    square = (square % 30) + 1;
    const [x, y] = squareCentre(square);
    lines.push(`${frame} pointer ${x} ${y}`, `${frame} press A`, `${frame} press B`, `${frame} press PLUS`);
  }
  lines.push("2000 pointer 600 20", "2600 power", "");
  return lines.join("\n");
}

function makeCard(t, settings) {
  const dir = mkdtempSync(join(tmpdir(), "senet-wii-ratings-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const folder = join(dir, "sd:", "apps", "senet");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "settings.txt"), settings);
  return { dir, folder };
}

function boot(dir, script) {
  writeFileSync(join(dir, "script.txt"), script);
  const run = spawnSync(GAME, [], { cwd: dir, encoding: "utf8", timeout: HANG_GUARD_MS, env: { FAKE_WII_SCRIPT: join(dir, "script.txt"), PATH: process.env.PATH } });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /^harness: \d+ frames, \d+ voice calls$/m);
  return run;
}

/** The saved game near its end continued and played out, reviewed, then the power button. */
function finishGame(dir, folder) {
  copyFileSync(NEAR_THE_END, join(folder, "game.txt"));
  const run = boot(dir, finishScript());
  assert.match(run.stderr, /^senet: screen: game over$/m);
  assert.ok(!existsSync(join(folder, "game.txt")), "the finished game's save is removed");
  return run;
}

function settingsOf(folder) {
  return readFileSync(join(folder, "settings.txt"), "utf8");
}

/** The ratings kept for `key`, oldest first. */
function ratings(text, key) {
  const found = new RegExp(`^ratings\\.${key.split(".").join("\\.")}=(.*)$`, "m").exec(text);
  return found === null ? [] : found[1].split(",").map(Number);
}

test("a rating written on the card, kept through the power button mid-game, and read back by the next boot", (t) => {
  const { dir, folder } = makeCard(t, "version=2\naiSpeed=fast\n");
  finishGame(dir, folder);
  const rated = settingsOf(folder);
  const [first, ...more] = ratings(rated, "wii.ai");
  assert.deepEqual(more, [], rated);
  assert.ok(first > 0 && first <= 1000000, rated);
  assert.match(rated, /^record\.wii\.master=\d+,\d+$/m);

  // a new game, a throw, the power button: the game is saved, the settings stay as they were
  boot(dir, THROW_AND_POWER);
  assert.ok(existsSync(join(folder, "game.txt")));
  assert.equal(settingsOf(folder), rated);

  // the next boot reads them: a second rated game comes after the first
  finishGame(dir, folder);
  const again = ratings(settingsOf(folder), "wii.ai");
  assert.equal(again.length, 2, settingsOf(folder));
  assert.equal(again[0], first);
});

test("a power cut in the settings' save, between its renames, loses no rating: the next boot reads them back", (t) => {
  const { dir, folder } = makeCard(t, "version=2\naiSpeed=fast\n");
  finishGame(dir, folder);
  const rated = settingsOf(folder);
  const [first] = ratings(rated, "wii.ai");
  assert.ok(first > 0, rated);

  // what a cut leaves after settings.txt was removed and before settings.tmp took its name, a newer
  // copy half written beside it (native/wii/wii_storage.c)
  renameSync(join(folder, "settings.txt"), join(folder, "settings.tmp"));
  writeFileSync(join(folder, "settings.new"), rated.slice(0, Math.floor(rated.length / 2)));

  finishGame(dir, folder);
  const again = ratings(settingsOf(folder), "wii.ai");
  assert.equal(again.length, 2, settingsOf(folder));
  assert.equal(again[0], first);
  assert.ok(!existsSync(join(folder, "settings.tmp")) && !existsSync(join(folder, "settings.new")), "the next save leaves one file");
});

test("a settings file of the old format is read, losing nothing; a damaged ratings line is refused alone", (t) => {
  const old = "version=1\nlanguage=es\nrumble=0\naiSpeed=fast\neffects=3\nmusic=0\ntutor=0\nchanceBar=1\nrecord.wii.master=4,7\nrecord.morales.easy=1,0\nratings.antik.ai=5,x\n";
  const { dir, folder } = makeCard(t, old);
  const run = finishGame(dir, folder);
  assert.match(run.stderr, /^senet: settings: line refused: ratings\.antik\.ai=5,x$/m);
  const text = settingsOf(folder);
  assert.match(text, /^version=2$/m);
  for (const line of ["language=es", "rumble=0", "aiSpeed=fast", "effects=3", "music=0", "chanceBar=1", "record.morales.casual=1,0"]) assert.match(text, new RegExp(`^${line.split(".").join("\\.")}$`, "m"), text);
  // the old level "easy" is kept under the rung it became (docs/app.md)
  assert.doesNotMatch(text, /^record\.morales\.easy=/m, text);
  // the game is counted, won or lost, with the four won and seven lost before it
  const record = /^record\.wii\.master=(\d+),(\d+)$/m.exec(text);
  assert.ok(record !== null, text);
  assert.equal(Number(record[1]) + Number(record[2]), 12);
  assert.ok(Number(record[1]) >= 4 && Number(record[2]) >= 7);
  assert.equal(ratings(text, "wii.ai").length, 1, text);
  assert.doesNotMatch(text, /ratings\.antik/);
});
