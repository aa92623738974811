// The solved tables kept on disk (build/exact/PRESET-PIECES.f64, and .endless beside it: a byte per
// state, 1 where the game can go on forever), since three pieces a side take minutes and gigabytes
// to solve. A file is used only where a sample of its states still agrees
// with the rules engine (`backup`), so a change to the rules solves the table again.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRng, randomInt } from "../../src/game/rng";
import { PresetName, getPreset } from "../../src/game/variants";
import { enumeratePositions } from "../train/exact";
import { ExactTable, backup, solveTable } from "./table";

/** States checked against the rules engine, and how far a value may lie from its backup (the solve stops at changes under 1e-10). */
const CHECKED_STATES = 4000;
const AGREEMENT = 1e-8;

/** Whether `checked` states drawn from `seed` equal their backups: the table solves the game the rules make now. */
export function agreesWithRules(table: ExactTable, checked: number, seed: number): boolean {
  const rng = createRng(seed);
  const states = table.positions.states;
  for (let index = 0; index < checked; index++) {
    const state = randomInt(rng, states);
    if (Math.abs(backup(table, state) - table.value[state]) > AGREEMENT) return false;
  }
  return true;
}

/** The table of `preset` with `pieces` a side, read from `dir` where it agrees with the rules, else solved and written there. */
export function cachedTable(preset: PresetName, pieces: number, dir: string, log: (line: string) => void): ExactTable {
  const path = join(dir, `${preset}-${pieces}.f64`);
  const endlessPath = join(dir, `${preset}-${pieces}.endless`);
  if (existsSync(path) && existsSync(endlessPath)) {
    const positions = enumeratePositions(getPreset(preset, pieces));
    const bytes = readFileSync(path);
    const endless = new Uint8Array(readFileSync(endlessPath));
    const value = new Float64Array(positions.states);
    if (bytes.length === value.byteLength && endless.length === positions.states) {
      new Uint8Array(value.buffer).set(bytes);
      const table: ExactTable = { positions, pieces, value, endless };
      if (agreesWithRules(table, CHECKED_STATES, 1)) return table;
    }
    log(`${path} does not solve today's rules: solving again`);
  }
  log(`solving ${preset} with ${pieces} pieces a side (three take minutes and gigabytes)`);
  const table = solveTable(preset, pieces);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path, new Uint8Array(table.value.buffer, table.value.byteOffset, table.value.byteLength));
  writeFileSync(endlessPath, table.endless);
  return table;
}
