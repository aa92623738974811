// The solved tables kept on disk (build/exact/PRESET-PIECES.f64, and .endless beside it: a byte per
// state, 1 where the game can go on forever), since three pieces a side take minutes and gigabytes
// to solve. A file is used only where a sample of its states still agrees
// with the rules engine (`backup`), so a change to the rules solves the table again. A solve
// keeps its values so far in PRESET-PIECES.partial.f64 and a stopped one goes on from them: the
// sweeps settle to the same solution wherever they start, so an old file costs only sweeps.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRng, randomInt } from "../../src/game/rng";
import { PresetName, getPreset } from "../../src/game/variants";
import { SolveOptions, enumeratePositions } from "../train/exact";
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
    const value = readValues(path, positions.states);
    const endless = new Uint8Array(readFileSync(endlessPath));
    if (value !== undefined && endless.length === positions.states) {
      const table: ExactTable = { positions, pieces, value, endless };
      if (agreesWithRules(table, CHECKED_STATES, 1)) return table;
    }
    log(`${path} does not solve today's rules: solving again`);
  }
  log(`solving ${preset} with ${pieces} pieces a side (three take minutes and gigabytes)`);
  mkdirSync(dir, { recursive: true });
  const partialPath = join(dir, `${preset}-${pieces}.partial.f64`);
  const table = solveTable(preset, pieces, resumable(partialPath, preset, pieces, log));
  writeFileSync(path, bytesOf(table.value));
  writeFileSync(endlessPath, table.endless);
  rmSync(partialPath, { force: true });
  return table;
}

/** The `states` values kept at `path`, or undefined where the file holds another number of them. */
function readValues(path: string, states: number): Float64Array | undefined {
  const bytes = readFileSync(path);
  const values = new Float64Array(states);
  if (bytes.length !== values.byteLength) return undefined;
  new Uint8Array(values.buffer).set(bytes);
  return values;
}

function bytesOf(values: Float64Array): Uint8Array {
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

/** A solve that starts from the values kept at `path`, where they are a table of today's positions, and keeps its own there. */
function resumable(path: string, preset: PresetName, pieces: number, log: (line: string) => void): SolveOptions {
  const options: SolveOptions = {
    checkpoint: (values) => {
      // Written whole and then renamed, so that a solve stopped while writing leaves the last checkpoint.
      writeFileSync(`${path}.new`, bytesOf(values));
      renameSync(`${path}.new`, path);
    },
  };
  if (!existsSync(path)) return options;
  const values = readValues(path, enumeratePositions(getPreset(preset, pieces)).states);
  if (values !== undefined && values.every((value) => value >= 0 && value <= 1)) {
    options.from = values;
    log(`going on from the values in ${path}`);
  } else log(`${path} is not a table of today's positions: starting afresh`);
  return options;
}
