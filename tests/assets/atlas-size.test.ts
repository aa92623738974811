// The atlas's, the Lua bundle's and the sound bank's shares of the Wii program: the bytes they add
// to boot.dol (the generated tables, packed pixels, packed bundle and packed samples, and their
// decoders), and the .dol they lead to, which must stay under the 2 MB target: without the sound
// bank with 512 KB to spare, with it (and ASND) with 192 KB. docs/wii.md has figures.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ATLAS_C, REPO, loadGeneratedAtlas } from "./generated-atlas";

// build/wii/boot.dol as first built and measured (gcc 12.2, libogc 2.14.1), with the atlas's
// pixels stored raw; what that atlas added is computed below from today's tables and raw pixels.
const DOL_MEASURED = 3_229_632;
// The Lua bundle that .dol embedded, raw (bundle_data.c was its bytes and a size).
const BUNDLE_MEASURED = 424_328;
const BUNDLE = path.join(REPO, "build/senet.lua");
const BUNDLE_C = path.join(REPO, "build/gen/bundle_data.c");
const DOL_BUDGET = 2 * 1024 * 1024;
// Kept free for the code and the Lua bundle to grow into.
const GROWTH_ROOM = 512 * 1024;
const SOUND_C = path.join(REPO, "build/gen/sound_data.c");
// libogc's ASND (asndlib.c, 839 lines at v2.14.1, its DSP mixer's microcode) and the audio and DSP
// drivers under it, which the measured .dol did not link: an allowance, not a measurement.
const ASND_ALLOWANCE = 64 * 1024;
// Kept free with the sound bank in: for the code, the bundle and the sounds to grow into.
const GROWTH_ROOM_WITH_SOUND = 192 * 1024;

let scratch = "";
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "senet-atlas-size-"));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Bytes an object file puts in the program image: every section but debugging and notes. */
function loadedBytes(source: string): number {
  const object = path.join(scratch, path.basename(source, ".c") + ".o");
  execFileSync("gcc", ["-std=c99", "-O2", "-I", path.join(REPO, "native/core"), "-c", source, "-o", object]);
  const sections = execFileSync("size", ["-A", object], { encoding: "utf8" }).split("\n");
  let total = 0;
  for (const line of sections) {
    const [name, size] = line.trim().split(/\s+/);
    if (!name?.startsWith(".") || /^\.(debug|comment|note)/.test(name)) continue;
    total += Number(size);
  }
  return total;
}

function packedSize(): number {
  const match = /atlas_packed_size = (\d+);/.exec(fs.readFileSync(ATLAS_C, "utf8"));
  if (!match) throw new Error("atlas_data.c has no atlas_packed_size");
  return Number(match[1]);
}

/** The atlas's bytes in the program and the .dol they lead to (with the bundle as measured). */
function atlasShare() {
  const atlas = loadGeneratedAtlas();
  const generated = loadedBytes(ATLAS_C);
  const decoder = loadedBytes(path.join(REPO, "native/core/unpack.c"));
  const packed = packedSize();
  const tables = generated - packed;
  // what the same atlas added with its pixels raw, as it was measured
  const rawAtlas = tables + atlas.width * atlas.height * 4;
  const added = generated + decoder;
  return { atlas, generated, decoder, packed, tables, added, dol: DOL_MEASURED - rawAtlas + added };
}

/** The packed bundle's bytes in the program and the .dol without the sound bank they lead to. */
function bundleShare() {
  const embedded = loadedBytes(BUNDLE_C) + loadedBytes(path.join(REPO, "native/core/bundle.c"));
  return { embedded, dol: atlasShare().dol - BUNDLE_MEASURED + embedded };
}

describe("the atlas in the Wii program", () => {
  test("adds its packed pixels, its tables and the decoder, and leaves the .dol under 2 MB with room to grow", () => {
    const { atlas, decoder, packed, tables, added, dol } = atlasShare();
    console.log(`atlas: adds ${added} bytes (${packed} packed pixels, ${tables} of tables, ${decoder} of decoder); ` +
      `boot.dol about ${dol} bytes (${DOL_MEASURED} with the raw atlas, before the Lua bundle's later growth)`);
    expect(packed).toBeLessThan(atlas.width * atlas.height * 4);
    expect(tables).toBeGreaterThan(0);
    expect(tables).toBeLessThan(64 * 1024);
    expect(dol + GROWTH_ROOM).toBeLessThanOrEqual(DOL_BUDGET);
  });

  test("the Lua bundle, packed, adds under a third of its size; the .dol with today's bundle stays under 2 MB with room", () => {
    const raw = fs.statSync(BUNDLE).size;
    const { embedded, dol } = bundleShare();
    console.log(`bundle: ${raw} bytes embedded in ${embedded}; boot.dol about ${dol} bytes without the sound bank`);
    // A third, not less: how well the bundle packs depends on its text (the chance's curves with
    // fewer knots took 44 kB off it and 9 kB off the packed stream, from 29.8% to 30.3%).
    expect(embedded).toBeLessThan(raw / 3);
    expect(dol + GROWTH_ROOM).toBeLessThanOrEqual(DOL_BUDGET);
  });

  test("the sound bank, packed, adds under 40 % of its samples' bytes; with it and ASND the .dol stays under 2 MB with room", () => {
    const metrics = JSON.parse(fs.readFileSync(path.join(REPO, "build/gen/sounds.json"), "utf8")) as { bytes: number };
    const decoder = loadedBytes(path.join(REPO, "native/core/soundpack.c"));
    const generated = loadedBytes(SOUND_C);
    const added = generated + decoder;
    const dol = bundleShare().dol + added + ASND_ALLOWANCE;
    console.log(`sound bank: ${metrics.bytes} bytes of samples embedded in ${generated} (${decoder} of decoder besides); ` +
      `boot.dol about ${dol} bytes with it and ${ASND_ALLOWANCE} for ASND, ${DOL_BUDGET - dol} under 2 MB`);
    expect(generated).toBeLessThan(metrics.bytes * 0.4);
    expect(dol + GROWTH_ROOM_WITH_SOUND).toBeLessThanOrEqual(DOL_BUDGET);
  });
});
