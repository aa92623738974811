// Reads the generated sound bank back for the tests: build/gen/sounds.json and the WAV previews.
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error: a plain ES module of the sound generator, without types
import { decodeWav } from "../../tools/sound/wav.mjs";

export const REPO = path.resolve(__dirname, "../..");
export const GEN_DIR = path.join(REPO, "build/gen");
export const SOUND_C = path.join(GEN_DIR, "sound_data.c");
export const SOUND_METRICS = path.join(GEN_DIR, "sounds.json");
export const SOUND_HEADER = path.join(REPO, "native/core/sound-bank.h");

export interface SoundEntry {
  rate: number;
  length: number;
  loop: boolean;
  peak: number;
}

export interface SoundMetrics {
  bytes: number;
  sounds: { [name: string]: SoundEntry };
}

export function loadSoundMetrics(): SoundMetrics {
  if (!fs.existsSync(SOUND_METRICS)) throw new Error(`${SOUND_METRICS} is missing: run \`make sounds\` first`);
  return JSON.parse(fs.readFileSync(SOUND_METRICS, "utf8")) as SoundMetrics;
}

/** A sound's samples, from its WAV preview (the same samples the C file holds). */
export function loadSoundSamples(name: string, dir = GEN_DIR): Int16Array {
  const wav = decodeWav(fs.readFileSync(path.join(dir, "sounds", `${name}.wav`))) as { samples: Int16Array; channels: number };
  if (wav.channels !== 1) throw new Error(`${name}.wav is not mono`);
  return wav.samples;
}

/** The sound names native/core/sound-bank.h promises, read from its comment. */
export function headerSoundNames(): string[] {
  const header = fs.readFileSync(SOUND_HEADER, "utf8");
  const comment = header.slice(header.indexOf("Sound names"), header.indexOf("*/"));
  const names = new Set<string>();
  for (const line of comment.split("\n")) {
    const listed = /^ \*\s+([a-z, -]+?)\s{2,}/.exec(line);
    if (listed) for (const name of listed[1].split(",")) names.add(name.trim());
  }
  return [...names].sort();
}
