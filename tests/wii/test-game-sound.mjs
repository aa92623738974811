// The whole Wii program over the fake libogc (tests/wii/game_harness.c: the core, the embedded
// bundle, the real sound bank): the ASND calls a throw makes (which sample, its length, rate,
// volumes and pan), the music's, and none at all when the saved settings turn both volumes off.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const GAME = resolve(process.env.SENET_WII_GAME ?? "build/wii-host/wii-game");
const SOUNDS = JSON.parse(readFileSync(join(resolve(process.env.SENET_SOUNDS ?? "build/gen"), "sounds.json"), "utf8")).sounds;
const THROW_FRAME = 30;
// Title: New game at (320, 300); new game: Start at (112, 422); then B throws; reset leaves.
const SCRIPT = ["1 pointer 320 300", "3 press A", "10 pointer 112 422", "12 press A", `${THROW_FRAME} press B`, "130 reset", ""].join("\n");
// src/platform/sound.ts: the sticks' tray at x 158 on the 640-pixel screen, pans narrowed to 0.8
const THROW_PAN = ((158 - 320) / 320) * 0.8;

function runGame(t, settings) {
  const dir = mkdtempSync(join(tmpdir(), "senet-wii-game-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, "sd:", "apps", "senet"), { recursive: true });
  if (settings !== undefined) writeFileSync(join(dir, "sd:", "apps", "senet", "settings.txt"), settings);
  writeFileSync(join(dir, "script.txt"), SCRIPT);
  const run = spawnSync(GAME, [], { cwd: dir, encoding: "utf8", timeout: HANG_GUARD_MS, env: { FAKE_WII_SCRIPT: join(dir, "script.txt"), PATH: process.env.PATH } });
  if (run.error) throw run.error;
  assert.equal(run.status, 0, run.stdout + run.stderr);
  // every buffer handed to GX or the DSP was flushed from the data cache (fake_handed_over)
  assert.doesNotMatch(run.stderr, /^fake: cache: /m);
  assert.match(run.stdout, /^harness: \d+ frames, \d+ voice calls$/m);
  return run.stdout.split("\n").filter((line) => line.startsWith("asnd: ")).map((line) => {
    const [, frame, voice, sample, bytes, pitch, left, right, loop] =
      /^asnd: frame (\d+) voice (\d+) sample (\S+) bytes (\d+) pitch (\d+) left (\d+) right (\d+) loop ([01])$/.exec(line);
    return { frame: +frame, voice: +voice, sample, bytes: +bytes, pitch: +pitch, left: +left, right: +right, loop: loop === "1" };
  });
}

/** ASND's 0..255 volume of a gain as native/wii/wii_audio.c rounds it (within one step). */
function near(value, gain) {
  return Math.abs(value - Math.floor(gain * 255 + 0.5)) <= 1;
}

test("a throw plays the sticks on an effect voice: their samples, length and rate, the effects volume, panned left", (t) => {
  const calls = runGame(t, undefined); // no settings file: effects 8 of 10, music 5 of 10
  const thrown = calls.filter((call) => call.sample === "throw-sticks");
  assert.equal(thrown.length, 1, JSON.stringify(calls));
  const [call] = thrown;
  assert.equal(call.frame, THROW_FRAME);
  assert.ok(call.voice >= 1 && call.voice <= 15);
  assert.equal(call.bytes, SOUNDS["throw-sticks"].length * 2);
  assert.equal(call.pitch, SOUNDS["throw-sticks"].rate);
  assert.equal(call.loop, false);
  assert.ok(near(call.left, 0.8) && near(call.right, 0.8 * (1 + THROW_PAN)), `volumes ${call.left}, ${call.right}`);
  assert.ok(call.left > call.right);
  const landed = calls.filter((entry) => entry.sample === "land-sticks");
  assert.equal(landed.length, 1);
  assert.ok([THROW_FRAME + 42, THROW_FRAME + 43].includes(landed[0].frame), `landed at ${landed[0].frame}`);
  assert.equal(landed[0].bytes, SOUNDS["land-sticks"].length * 2);
  // the title's music: the loop on voice 0 from the first frame, at half volume
  const music = calls.filter((entry) => entry.voice === 0);
  assert.deepEqual(music.map((entry) => [entry.frame, entry.sample, entry.loop]), [[0, "music-loop", true]]);
  assert.ok(near(music[0].left, 0.5) && near(music[0].right, 0.5));
  assert.equal(music[0].bytes, SOUNDS["music-loop"].length * 2);
  // every call names a sound of the bank
  for (const entry of calls) assert.ok(entry.sample in SOUNDS, entry.sample);
});

test("with both volumes off in the saved settings, nothing at all reaches ASND", (t) => {
  const calls = runGame(t, "effects=0\nmusic=0\n");
  assert.deepEqual(calls, []);
});

test("with the effects off and the music on, only the music plays", (t) => {
  const calls = runGame(t, "effects=0\nmusic=10\n");
  assert.deepEqual(calls.map((call) => [call.voice, call.sample, call.left, call.right]), [[0, "music-loop", 255, 255]]);
});
