// The desktop build's sound over scripted one-piece games against the computer (a wii game and a
// morales one, between them every effect): each sound the game asks for begins within two frames
// of its event in the WAV the headless run writes (found by cross-correlation with the sound's own
// samples, at the level asked for), the throws come from the frames B was pressed, the music
// begins with the title and the cue with game over, nothing plays with both volumes off, and the
// loudest mix never clips.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ES modules of the tests and the screenshot tool, without types
import { FRAME_SAMPLES, findOnset, readMix, resampled } from "../native/lib/audio.mjs";
// @ts-expect-error: as above
import { onePieceGameScript } from "../../tools/screenshots/scripts.mjs";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const HOST = join(ROOT, "build", "host", "senet");
const BUNDLE = join(ROOT, "build", "senet.lua");
const FRAMES = 3600;
/** The sticks land 700 ms after the throw: 42 frames at 60 Hz, or 43 where the sum rounds down. */
const THROW_FRAMES = [42, 43];
/** Enough of each sound to find it: its first quarter of a second. */
const TEMPLATE_SAMPLES = 12000;
const SEARCH_FRAMES = 12;
const work = mkdtempSync(join(tmpdir(), "senet-sound-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Mix {
  frames: number;
  left: Float64Array;
  right: Float64Array;
  both: Float64Array;
}

interface Request {
  frame: number;
  kind: "sound" | "music";
  name: string;
  /** The gains the effect reached the mixer with, left plus right (2 for music). */
  gain: number;
}

interface Run {
  mix: Mix;
  requests: Request[];
  stderr: string;
  script: string;
}

function run(name: string, morales: boolean, settings: string): Run {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "settings.txt"), "aiSpeed=fast\n" + settings);
  const script = onePieceGameScript(FRAMES, morales) as string;
  writeFileSync(join(dir, "game.input"), script);
  const wav = join(dir, "mix.wav");
  const args = ["--headless", "--frames", String(FRAMES), "--input", join(dir, "game.input"), "--data-dir", dir, "--language", "en",
    "--bundle", BUNDLE, "--no-render", "--verbose", "--audio-out", wav];
  const result = spawnSync(HOST, args, { encoding: "utf8", timeout: HANG_GUARD_MS });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stderr).toContain("screen: game over");
  const requests: Request[] = [];
  for (const line of result.stderr.split("\n")) {
    const sound = /^senet: frame (\d+): sound (\S+) left ([\d.]+) right ([\d.]+)$/.exec(line);
    if (sound) requests.push({ frame: Number(sound[1]), kind: "sound", name: sound[2], gain: Number(sound[3]) + Number(sound[4]) });
    const music = /^senet: frame (\d+): music (\S+)$/.exec(line);
    if (music && music[2] !== "off") requests.push({ frame: Number(music[1]), kind: "music", name: music[2], gain: 2 });
  }
  return { mix: readMix(wav) as Mix, requests, stderr: result.stderr, script };
}

const templates = new Map<string, Float64Array>();
function template(name: string): Float64Array {
  if (!templates.has(name)) templates.set(name, resampled(name) as Float64Array);
  return templates.get(name)!;
}

/**
 * Where each requested sound begins in the mix: the matched filter's peak within SEARCH_FRAMES of
 * the request (closer when the same sound comes again sooner), and the gain the sound has there.
 */
function onsets(mix: Mix, requests: Request[], kind: "sound" | "music"): { request: Request; lag: number; gain: number }[] {
  return requests.filter((request) => request.kind === kind).map((request) => {
    let nearest = Infinity;
    for (const other of requests) if (other !== request && other.name === request.name) nearest = Math.min(nearest, Math.abs(other.frame - request.frame));
    const window = Math.floor(Math.min(SEARCH_FRAMES, nearest - 0.5) * FRAME_SAMPLES);
    const at = request.frame * FRAME_SAMPLES;
    const samples = template(request.name).subarray(0, kind === "music" ? 4 * 48000 : TEMPLATE_SAMPLES);
    const found = findOnset(mix.both, samples, at - window, at + window, true) as { lag: number; score: number };
    return { request, lag: found.lag - at, gain: found.score };
  });
}

function pressFrames(script: string, button: string): Set<number> {
  const frames = new Set<number>();
  for (const line of script.split("\n")) {
    const [frame, , command, value] = line.split(" ");
    if (command === "press" && value === button) frames.add(Number(frame));
  }
  return frames;
}

function peak(mix: Mix): number {
  let largest = 0;
  for (const channel of [mix.left, mix.right]) for (const value of channel) largest = Math.max(largest, Math.abs(value));
  return largest;
}

describe("the desktop build's sound over scripted games", () => {
  const games = [
    { name: "wii", morales: false, expected: ["throw-sticks", "land-sticks", "step", "exchange", "water", "rebirth", "bear-off", "extra-throw", "win", "hover", "choose"] },
    { name: "morales", morales: true, expected: ["throw-die", "land-die", "step", "exchange", "bear-off", "extra-throw", "forfeit", "pass", "lose", "hover", "choose"] },
  ];
  for (const game of games) {
    it(`${game.name}: every effect begins within two frames of its event, at the level asked for`, () => {
      const { mix, requests, script } = run(`${game.name}-effects`, game.morales, "effects=10\nmusic=0\n");
      const names = new Set(requests.map((request) => request.name));
      for (const name of game.expected) expect(names.has(name), name).toBe(true);
      expect(requests.some((request) => request.kind === "music")).toBe(false);
      for (const { request, lag, gain } of onsets(mix, requests, "sound")) {
        expect(Math.abs(lag), `${request.name} at frame ${request.frame}: found ${lag} samples off`).toBeLessThanOrEqual(2 * FRAME_SAMPLES);
        // (sounds that start together add to each other's gain, so only a floor is checked)
        expect(gain, `${request.name} at frame ${request.frame}`).toBeGreaterThan(0.5 * request.gain);
      }
      // the events themselves: a throw in a frame the script pressed B, its landing 700 ms later
      const presses = pressFrames(script, "B");
      const throws = requests.filter((request) => request.name.startsWith("throw-"));
      const landings = requests.filter((request) => request.name.startsWith("land-"));
      expect(landings.length).toBe(throws.length);
      throws.forEach((thrown, index) => expect(THROW_FRAMES).toContain(landings[index].frame - thrown.frame));
      // the player's throws come in frames B was pressed; the computer's come by themselves
      expect(throws.filter((thrown) => presses.has(thrown.frame)).length).toBeGreaterThan(throws.length / 4);
    });
  }

  it("plays the music from the title on and the cue at game over, and the loudest mix never clips", () => {
    const { mix, requests, stderr } = run("full", false, "effects=10\nmusic=10\n");
    const music = requests.filter((request) => request.kind === "music");
    expect(music.map((request) => request.name)).toEqual(["music-loop", "music-end"]);
    expect(music[0].frame).toBe(0);
    for (const { request, lag, gain } of onsets(mix, requests, "music")) {
      expect(Math.abs(lag), request.name).toBeLessThanOrEqual(2 * FRAME_SAMPLES);
      expect(gain, request.name).toBeGreaterThan(1);
    }
    expect(peak(mix)).toBeLessThan(32767);
    expect(stderr).not.toMatch(/clipped/);
  });

  it("is silent, with nothing reaching the mixer, when both volumes are off", () => {
    const { mix, requests } = run("off", false, "effects=0\nmusic=0\n");
    expect(requests).toEqual([]);
    expect(mix.frames).toBe(FRAMES * FRAME_SAMPLES);
    expect(peak(mix)).toBe(0);
  });
});
