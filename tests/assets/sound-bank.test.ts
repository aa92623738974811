// The sound bank tools/sound builds: C that compiles and expands to aligned samples, the same bytes
// on every run, every sound sound-bank.h names, sizes within the budget, no clipping, a seamless
// music loop, and clear messages for bad parameter files.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
// @ts-expect-error: plain ES modules of the sound generator, without types
import { BANK_BUDGET_BYTES, REQUIRED_SOUNDS } from "../../tools/sound/bank.mjs";
// @ts-expect-error: as above
import { parseNotes } from "../../tools/sound/score.mjs";
// @ts-expect-error: as above
import { renderSound } from "../../tools/sound/render.mjs";
import { GEN_DIR, REPO, SOUND_C, headerSoundNames, loadSoundMetrics, loadSoundSamples } from "./generated-sounds";

const GENERATED_FILES = ["sound_data.c", "sounds.json", ...REQUIRED_SOUNDS.map((name: string) => `sounds/${name}.wav`)];
const BLOCK_SAMPLES = 16;

let scratch = "";
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "senet-sounds-"));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

function buildInto(outDir: string, assetsDir = path.join(REPO, "assets")): string {
  return execFileSync("node", [path.join(REPO, "tools/sound/build.mjs"), assetsDir, outDir], { cwd: REPO, encoding: "utf8", stdio: "pipe" });
}

/** Runs the build on a damaged copy of assets/ and returns what it printed on failure. */
function failedBuildMessage(label: string, damage: (soundsDir: string) => void): string {
  const assets = path.join(scratch, label + "-assets");
  fs.mkdirSync(assets);
  fs.cpSync(path.join(REPO, "assets/sounds"), path.join(assets, "sounds"), { recursive: true });
  damage(path.join(assets, "sounds"));
  try {
    buildInto(path.join(scratch, label + "-out"), assets);
  } catch (error) {
    return String((error as { stderr: Buffer }).stderr);
  }
  throw new Error(`the build accepted the ${label} sounds`);
}

function editSound(soundsDir: string, name: string, edit: (spec: Record<string, unknown>) => void): void {
  const file = path.join(soundsDir, `${name}.json`);
  const spec = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  edit(spec);
  fs.writeFileSync(file, JSON.stringify(spec));
}

describe("generated C", () => {
  test("compiles with gcc -std=c99 -Wpedantic -Werror against sound-bank.h", () => {
    const object = path.join(scratch, "sound_data.o");
    execFileSync("gcc", ["-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-I", path.join(REPO, "native/core"), "-c", SOUND_C, "-o", object], { stdio: "pipe" });
    expect(fs.statSync(object).size).toBeGreaterThan(0);
  });

  test("links with the decoder into a program that expands the previews' samples, each sound 32-byte aligned", () => {
    const main = path.join(scratch, "check.c");
    fs.writeFileSync(main, `#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "soundpack.h"
int main(void) {
    size_t size;
    void *memory;
    char error[160];
    if (!soundpack_size(sound_bank, sound_bank_count, &size) || posix_memalign(&memory, SOUND_BANK_ALIGNMENT, size) != 0)
        return 1;
    if (!soundpack_expand(sound_bank_packed, sound_bank_packed_size, sound_bank, sound_bank_count, memory, size, error,
                          sizeof error)) {
        printf("%s\\n", error);
        return 1;
    }
    for (uint16_t i = 0; i < sound_bank_count; i++) {
        const SoundBankEntry *s = &sound_bank[i];
        long long sum = 0;
        for (uint32_t j = 0; j < s->length; j++) sum += s->samples[j] * (long long)(j % 7 + 1);
        printf("%s %u %u %d %d %lld\\n", s->name, s->length, s->rate, s->loops ? 1 : 0,
               (int)((uintptr_t)s->samples % SOUND_BANK_ALIGNMENT), sum);
    }
    soundpack_forget(sound_bank, sound_bank_count);
    free(memory);
    return 0;
}
`);
    const program = path.join(scratch, "check");
    execFileSync("gcc", ["-std=c99", "-D_POSIX_C_SOURCE=200112L", "-Wall", "-Wextra", "-Werror", "-I", path.join(REPO, "native/core"), main, SOUND_C,
      path.join(REPO, "native/core/soundpack.c"), "-o", program], { stdio: "pipe" });
    const metrics = loadSoundMetrics();
    const expected = Object.keys(metrics.sounds).sort().map((name) => {
      const samples = loadSoundSamples(name);
      let sum = 0;
      samples.forEach((value, index) => (sum += value * ((index % 7) + 1)));
      const entry = metrics.sounds[name];
      return `${name} ${entry.length} ${entry.rate} ${entry.loop ? 1 : 0} 0 ${sum}`;
    });
    expect(execFileSync(program, { encoding: "utf8" }).trim().split("\n")).toEqual(expected);
  });
});

describe("the samples in the program", () => {
  // The program holds them once, packed: no raw array beside the stream, and every table entry
  // waits for soundpack_expand() to give it its samples.
  test("are the packed stream alone, and the table's samples are NULL until expanded", () => {
    const source = fs.readFileSync(SOUND_C, "utf8");
    expect(source).not.toMatch(/\bint16_t/);
    const entries = [...source.matchAll(/^ {4}\{ "([a-z0-9-]+)", ([^,]+), \d+, \d+, (true|false) \},$/gm)];
    expect(entries.map((entry) => entry[1])).toEqual([...REQUIRED_SOUNDS].sort());
    for (const entry of entries) expect(entry[2]).toBe("NULL");
    expect(source).toMatch(/^const uint8_t sound_bank_packed\[\d+\] = \{$/m);
  });

  test("SOUND_BANK_ALIGNED still aligns to 32 bytes (the mixer's own test sounds use it)", () => {
    const probe = path.join(scratch, "align.c");
    fs.writeFileSync(probe, `#include "sound-bank.h"
static const int16_t probe[3] SOUND_BANK_ALIGNED = {1, 2, 3};
typedef char probe_is_aligned[__alignof__(probe) == 32 ? 1 : -1];
const int16_t *probe_address(void) { return probe; }
`);
    execFileSync("gcc", ["-std=c99", "-Wall", "-Wextra", "-Werror", "-I", path.join(REPO, "native/core"), "-c", probe, "-o", path.join(scratch, "align.o")], { stdio: "pipe" });
  });
});

describe("the sounds", () => {
  test("sound-bank.h's comment lists the sounds the game plays, and the bank has each", () => {
    const names = headerSoundNames();
    expect(names).toEqual([...REQUIRED_SOUNDS].sort());
    expect(Object.keys(loadSoundMetrics().sounds).sort()).toEqual(names);
  });

  test("every sound lasts whole 32-byte blocks and its preview holds exactly its samples", () => {
    for (const [name, entry] of Object.entries(loadSoundMetrics().sounds)) {
      expect(entry.length % BLOCK_SAMPLES, name).toBe(0);
      expect(loadSoundSamples(name).length, name).toBe(entry.length);
    }
  });

  test("the bank fits the 3 MB budget, counted as the program stores it", () => {
    const metrics = loadSoundMetrics();
    const bytes = Object.values(metrics.sounds).reduce((total, entry) => total + Math.ceil((entry.length * 2) / 32) * 32, 0);
    expect(metrics.bytes).toBe(bytes);
    expect(bytes).toBeLessThanOrEqual(BANK_BUDGET_BYTES);
    expect(BANK_BUDGET_BYTES).toBe(3000000);
  });

  test("effects are short and only the music loop repeats", () => {
    for (const [name, entry] of Object.entries(loadSoundMetrics().sounds)) {
      expect(entry.loop, name).toBe(name === "music-loop");
      if (!name.startsWith("music-")) expect(entry.length / entry.rate, name).toBeLessThan(2.5);
    }
  });

  test("no sound clips: every peak stays at least 8 dB below full scale", () => {
    for (const name of Object.keys(loadSoundMetrics().sounds)) {
      let peak = 0;
      for (const value of loadSoundSamples(name)) peak = Math.max(peak, Math.abs(value));
      expect(peak, name).toBeGreaterThan(0);
      expect(20 * Math.log10(peak / 32767), name).toBeLessThanOrEqual(-8);
    }
  });

  test("effects start and end quietly enough not to click, and end in silence", () => {
    for (const [name, entry] of Object.entries(loadSoundMetrics().sounds)) {
      if (entry.loop) continue;
      const samples = loadSoundSamples(name);
      expect(Math.abs(samples[0]), name).toBeLessThan(200);
      expect(samples[samples.length - 1], name).toBe(0);
    }
  });

  test("the music loop joins itself: the step over the seam is no larger than the loop's own steps", () => {
    const samples = loadSoundSamples("music-loop");
    let largest = 0;
    for (let i = 1; i < samples.length; i++) largest = Math.max(largest, Math.abs(samples[i] - samples[i - 1]));
    expect(Math.abs(samples[0] - samples[samples.length - 1])).toBeLessThanOrEqual(largest / 4);
    // and it is music, not a short tone: longer than ten seconds
    expect(samples.length / loadSoundMetrics().sounds["music-loop"].rate).toBeGreaterThan(10);
  });
});

describe("the generator", () => {
  test("writes byte-identical files on every run, equal to the ones in build/gen", () => {
    const first = path.join(scratch, "first"), second = path.join(scratch, "second");
    const printed = buildInto(first);
    buildInto(second);
    expect(printed).toMatch(/^sounds: 18 sounds, \d+\.\d s, \d+ bytes of samples \(\d+% of the 3000000-byte budget\)/);
    for (const file of GENERATED_FILES) {
      const bytes = fs.readFileSync(path.join(first, file));
      expect(bytes.equals(fs.readFileSync(path.join(second, file))), file).toBe(true);
      expect(bytes.equals(fs.readFileSync(path.join(GEN_DIR, file))), `${file} in build/gen`).toBe(true);
    }
  });

  test("fails with a clear message when a sound the game needs is missing", () => {
    expect(failedBuildMessage("missing", (dir) => fs.rmSync(path.join(dir, "step.json")))).toContain("step.json");
  });

  test("fails with a clear message on a file that is not JSON", () => {
    expect(failedBuildMessage("broken", (dir) => fs.writeFileSync(path.join(dir, "pass.json"), "{ not json"))).toContain("pass.json");
  });

  test("refuses a bank over the budget", () => {
    const message = failedBuildMessage("huge", (dir) => editSound(dir, "pass", (spec) => {
      spec.rate = 48000;
      spec.seconds = 40;
      (spec.layers as { duration: number }[])[0].duration = 40;
    }));
    expect(message).toMatch(/the sounds take \d+ bytes, over the budget of 3000000/);
  });

  test("refuses a melody whose bar does not last the bar's beats, naming the file", () => {
    const message = failedBuildMessage("bar", (dir) => editSound(dir, "music-loop", (spec) => {
      const layers = spec.layers as { notes?: string }[];
      layers[0].notes = "1:1 2:1 | 3:4";
    }));
    expect(message).toContain("music-loop.json");
    expect(message).toContain("a bar lasts 2 beats, not 4");
  });

  test("a loop's notes ring on across its end into its beginning, with no step at the seam", () => {
    // one note on the last beat: its tail must come round to the start
    const spec = { rate: 22050, loop: true, tempo: 120, beats: 4, tonic: "D4", mode: "hijaz", peak: -12, layers: [{ instrument: "pluck", notes: "r:3 1:1", decay: 1 }] };
    const samples = renderSound(spec).samples as Int16Array;
    let startEnergy = 0;
    for (let i = 0; i < 2205; i++) startEnergy = Math.max(startEnergy, Math.abs(samples[i]));
    expect(startEnergy).toBeGreaterThan(1000);
    let largest = 0;
    for (let i = 1; i < samples.length; i++) largest = Math.max(largest, Math.abs(samples[i] - samples[i - 1]));
    expect(Math.abs(samples[0] - samples[samples.length - 1])).toBeLessThanOrEqual(largest / 4);
    expect(samples.length % BLOCK_SAMPLES).toBe(0);
  });

  test("reads degrees of the mode, octave marks, chords and rests", () => {
    const { notes, beats } = parseNotes("1:1 2':0.5 7,:0.5 r:1 1+5:1", { tonic: "D4", mode: "hijaz", beatsPerBar: undefined });
    // D4 = 62; Eb5 = 75; C4 = 60; D4 and A4 together
    expect(notes.map((note: { midis: number[] }) => note.midis)).toEqual([[62], [75], [60], [62, 69]]);
    expect(beats).toBe(4);
    expect(() => parseNotes("8:1", { tonic: "D4", mode: "hijaz" })).toThrow(/not a degree/);
    expect(() => parseNotes("1", { tonic: "D4", mode: "hijaz" })).toThrow(/needs a length/);
  });
});
