// The atlas's and the Lua bundle's shares of the Wii program: the bytes they add to boot.dol (the
// generated tables, packed pixels and packed bundle, and their decoder), and the .dol they lead
// to, which must stay under issue 13's 2 MB (without the sound bank) with room for the rest of the
// program to grow. docs/wii.md has figures.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ATLAS_C, REPO, loadGeneratedAtlas } from "./generated-atlas";

// build/wii/boot.dol as measured for issue 13 (gcc 12.2, libogc 2.14.1), with the atlas's pixels
// stored raw; what that atlas added is computed below from today's tables and raw pixels.
const DOL_MEASURED = 3_229_632;
// The Lua bundle that .dol embedded, raw (bundle_data.c was its bytes and a size).
const BUNDLE_MEASURED = 424_328;
const BUNDLE = path.join(REPO, "build/senet.lua");
const BUNDLE_C = path.join(REPO, "build/gen/bundle_data.c");
const DOL_BUDGET = 2 * 1024 * 1024;
// Kept free for the code and the Lua bundle to grow into.
const GROWTH_ROOM = 512 * 1024;

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

  test("the Lua bundle, packed, adds well under a third of its size; the .dol with today's bundle stays under 2 MB with room", () => {
    const raw = fs.statSync(BUNDLE).size;
    const embedded = loadedBytes(BUNDLE_C) + loadedBytes(path.join(REPO, "native/core/bundle.c"));
    const dol = atlasShare().dol - BUNDLE_MEASURED + embedded;
    const sound = loadedBytes(path.join(REPO, "build/gen/sound_data.c"));
    console.log(`bundle: ${raw} bytes embedded in ${embedded}; boot.dol about ${dol} bytes without the sound bank, ` +
      `${dol + sound} with its ${sound} (and ASND's code)`);
    expect(embedded).toBeLessThan(raw * 0.3);
    expect(dol + GROWTH_ROOM).toBeLessThanOrEqual(DOL_BUDGET);
  });
});
