// Sound in the desktop host (the mixer's own unit test is test-mixer.mjs): headless runs writing
// their mix (--audio-out) where each sound is found by cross-correlation with the bank's own
// samples, starting in the frame that asked for it; pan, volumes, music that loops and follows its
// volume, silence when both volumes are off and after a Lua error, clamping; the window's SDL
// callback mixing the same sound; a damaged sound bank built into the program: a clear message,
// the game plays on, silent, and native.stats says so.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { test } from "node:test";

import { FRAME_SAMPLES, findOnset, readMix, resampled, soundMetrics, soundRequests } from "./lib/audio.mjs";
import { EXIT_CANNOT_START, EXIT_OK, EXIT_SCRIPT_ERROR, logLines, runBundle, runHost, tempDir } from "./lib/host.mjs";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

// The host with its sound bank damaged (tests/native/fixtures/damage-sound-bank.mjs).
const DAMAGED_SOUND = resolve(process.env.SENET_DAMAGED_SOUND ?? "build/host/senet-damaged-sound");
/* sound-timing.lua plays one effect every SPACING frames, longer than the longest effect */
const SPACING = 150;
const EFFECTS = ["throw-sticks", "land-sticks", "throw-die", "land-die", "step", "exchange", "water", "rebirth",
  "bear-off", "extra-throw", "forfeit", "pass", "win", "lose", "hover", "choose"];

function mixOf(t, name, frames, extra = []) {
  const wav = join(tempDir(t), "mix.wav");
  const run = runBundle(name, frames, ["--audio-out", wav, "--verbose", ...extra]);
  return { run, mix: readMix(wav), wav };
}

function peakOf(channel, from = 0, to = channel.length) {
  let peak = 0;
  for (let i = Math.max(0, from); i < Math.min(to, channel.length); i++) peak = Math.max(peak, Math.abs(channel[i]));
  return peak;
}

/** The largest difference between the mix and `expected` placed at `start`, over `count` samples. */
function largestDifference(channel, expected, start, count, scale = 1) {
  let largest = 0;
  for (let i = 0; i < count; i++) largest = Math.max(largest, Math.abs(channel[start + i] - Math.floor((expected[i] * scale * 32768) / 32768)));
  return largest;
}

test("--audio-out writes 48 kHz 16-bit stereo, 800 samples a frame, silent when nothing plays", (t) => {
  const { run, mix } = mixOf(t, "demo.lua", 90);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.equal(mix.frames, 90 * FRAME_SAMPLES);
  assert.equal(mix.declaredBytes, 90 * FRAME_SAMPLES * 4);
  assert.equal(peakOf(mix.both), 0);
});

test("--audio-out is refused outside headless runs and with a path that cannot be written", () => {
  const windowed = runHost(["--audio-out", "/tmp/x.wav"]);
  assert.equal(windowed.status, EXIT_CANNOT_START);
  assert.match(windowed.stderr, /--audio-out works only with --headless/);
  const bad = runHost(["--headless", "--frames", "2", "--audio-out", "/nonexistent/dir/mix.wav"]);
  assert.equal(bad.status, EXIT_CANNOT_START);
  assert.match(bad.stderr, /nonexistent/);
});

test("every effect begins in the frame that played it, panned as asked, sample for sample", (t) => {
  const { run, mix } = mixOf(t, "sound-timing.lua", 30 + SPACING * EFFECTS.length);
  assert.equal(run.status, EXIT_OK, run.stderr);
  EFFECTS.forEach((name, index) => {
    const expected = (30 + SPACING * index) * FRAME_SAMPLES;
    const template = resampled(name);
    const found = findOnset(mix.both, template, expected - (SPACING / 2) * FRAME_SAMPLES, expected + (SPACING / 2) * FRAME_SAMPLES);
    assert.ok(Math.abs(found.lag - expected) <= 2 * FRAME_SAMPLES, `${name} found at ${found.lag}, played at ${expected}`);
    assert.equal(found.lag, expected, name);
    assert.ok(found.score > 0.999, `${name}: correlation ${found.score}`);
    const pan = [-1, 0, 1][index % 3];
    const count = template.length;
    // far left: all in the left channel; centre: both at full; far right: all in the right
    assert.equal(largestDifference(mix.left, template, expected, count, pan <= 0 ? 1 : 0), 0, `${name} left`);
    assert.equal(largestDifference(mix.right, template, expected, count, pan >= 0 ? 1 : 0), 0, `${name} right`);
  });
  assert.equal(soundRequests(run.stderr).length, EFFECTS.length);
});

test("volumes apply at once, music stops at 0 and a loop comes back from its beginning, a loop asked again goes on", (t) => {
  const { run, mix } = mixOf(t, "sound-volumes.lua", 370);
  assert.equal(run.status, EXIT_OK, run.stderr);
  const at = (frame) => frame * FRAME_SAMPLES;
  const music = resampled("music-loop");
  // 0..59 the music at full, sample for sample
  assert.equal(largestDifference(mix.left, music, 0, at(60)), 0);
  // 60..89 silent, at once
  assert.equal(peakOf(mix.both, at(60), at(90)), 0);
  // 90..179: the music again from its start at half volume, not restarted at 150
  assert.ok(largestDifference(mix.left, music, at(90), at(90), 0.5) <= 1, "half volume from the start");
  // 180..189: the effect over the music; from 190 on it is gone, the music alone again
  const win = resampled("win");
  const winAndMusic = Float64Array.from({ length: at(10) }, (_, i) => win[i] + Math.floor(music[at(90) + i] / 2));
  assert.ok(largestDifference(mix.left, winAndMusic, at(180), at(10)) <= 1, "the effect plays over the music");
  const musicOnly = music.subarray(at(100), at(120));
  assert.ok(largestDifference(mix.left, musicOnly, at(190), at(20), 0.5) <= 1, "the effect stops with its volume");
  // 210..249: nothing (stopped, then both volumes off)
  assert.equal(peakOf(mix.both, at(210), at(250)), 0);
  // 250: the loop asked for while muted starts from its beginning; 280: the cue replaces it
  assert.equal(largestDifference(mix.left, music, at(250), at(30)), 0);
  assert.equal(largestDifference(mix.left, resampled("music-end"), at(280), at(20)), 0);
  // 300: the cue muted and unmuted does not come back; 320: nor one asked for while muted
  assert.equal(peakOf(mix.both, at(300), at(370)), 0);
  const requests = soundRequests(run.stderr).map((request) => `${request.frame} ${request.kind} ${request.name}`);
  assert.deepEqual(requests, ["0 music music-loop", "60 music off", "90 music music-loop", "180 sound win",
    "210 music off", "250 music music-loop", "280 music music-end", "300 music off"]);
});

test("the music loop repeats seamlessly", (t) => {
  const loop = soundMetrics().sounds["music-loop"];
  const period = (loop.length * 48000) / loop.rate;
  const wav = join(tempDir(t), "loop.wav");
  const run = runBundle("sound-loop.lua", Math.ceil(period / FRAME_SAMPLES) + 40, ["--audio-out", wav]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  const looped = readMix(wav);
  const start = resampled("music-loop").subarray(0, 9600);
  const found = findOnset(looped.left, start, Math.floor(period) - 4800, Math.floor(period) + 4800);
  assert.ok(Math.abs(found.lag - period) <= 1, `the loop came round at ${found.lag}, not ${period}`);
  assert.ok(found.score > 0.999, `correlation ${found.score}`);
});

test("nothing reaches the mixer and the mix is silent when both volumes are off", (t) => {
  const { run, mix } = mixOf(t, "sound-off.lua", 120);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.deepEqual(soundRequests(run.stderr), []);
  assert.equal(peakOf(mix.both), 0);
});

test("a Lua error silences the music and the effects at once", (t) => {
  const { run, mix } = mixOf(t, "sound-error.lua", 60);
  assert.equal(run.status, EXIT_SCRIPT_ERROR, run.stderr);
  assert.ok(peakOf(mix.both, 0, 20 * FRAME_SAMPLES) > 1000);
  assert.equal(peakOf(mix.both, 20 * FRAME_SAMPLES), 0);
  assert.match(run.stderr, /senet: frame 20: music off/);
});

test("a mix beyond 16 bits is clamped, and the run says how much", (t) => {
  const { run, mix } = mixOf(t, "sound-loud.lua", 5);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.ok(peakOf(mix.left) >= 32767);
  assert.match(run.stderr, /senet: sound: \d+ samples clipped/);
});

test("--stats reports the sound's time per frame", () => {
  const run = runBundle("sound-timing.lua", 200, ["--no-render", "--stats"]);
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.match(run.stderr, /stats: sound time per frame: mean \d+\.\d{3} ms, max \d+\.\d{3} ms/);
});

test("a damaged sound bank built into the program: a clear message, the game plays on, silent (under valgrind)", (t) => {
  const wav = join(tempDir(t), "mix.wav");
  const frames = 30 + SPACING * 2;
  const run = spawnSync("valgrind", ["-q", "--error-exitcode=9", "--leak-check=full", "--errors-for-leak-kinds=definite", DAMAGED_SOUND,
    "--headless", "--frames", String(frames), "--bundle", resolve("tests/native/fixtures/sound-timing.lua"), "--audio-out", wav, "--verbose"], {
    encoding: "utf8",
    timeout: HANG_GUARD_MS,
  });
  if (run.error) throw run.error;
  assert.equal(run.status, EXIT_OK, run.stderr);
  assert.match(run.stderr, /^senet: no sound \(the sound bank built into the program is damaged: the samples do not match the stream's checksum \([0-9a-f]{8}, not [0-9a-f]{8}\)\)$/m);
  // the game asked for its sounds as always; none of them sounded
  assert.equal(soundRequests(run.stderr).length, 2);
  const mix = readMix(wav);
  assert.equal(mix.left.length, frames * FRAME_SAMPLES);
  assert.equal(peakOf(mix.left), 0);
  assert.equal(peakOf(mix.right), 0);
});

test("native.stats's soundBankFailed: true in the program with a damaged bank, false in the sound one", () => {
  const args = ["--headless", "--frames", "3", "--bundle", resolve("tests/native/fixtures/sound-bank-state.lua")];
  const damaged = spawnSync(DAMAGED_SOUND, args, { encoding: "utf8", timeout: HANG_GUARD_MS });
  if (damaged.error) throw damaged.error;
  assert.equal(damaged.status, EXIT_OK, damaged.stderr);
  assert.deepEqual(logLines(damaged.stderr, "sound bank failed:"), ["sound bank failed: true"]);
  const sound = runBundle("sound-bank-state.lua", 3);
  assert.equal(sound.status, EXIT_OK, sound.stderr);
  assert.deepEqual(logLines(sound.stderr, "sound bank failed:"), ["sound bank failed: false"]);
});
