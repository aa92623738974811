// What saving a game costs: writing the save of a long game in progress and reading it back (its
// history replayed from the seed and checked), in milliseconds, per preset. Shared by the Node
// and Lua 5.1 runs; the clock is injected (seconds, fractional).

import { GameState, newGame } from "../../src/game/game";
import { GameHistory, newHistory, playRecorded } from "../../src/game/history";
import { Rng, createRng, randomInt } from "../../src/game/rng";
import { formatSave, parseSave } from "../../src/game/save";
import { PRESET_NAMES, PresetName, getPreset } from "../../src/game/variants";

const GAMES = 200;
const REPEATS = 20;
const PLAYERS = ["ai", "medium"];

interface Played {
  state: GameState;
  history: GameHistory;
}

/** Plays up to `limit` steps, moves chosen uniformly by `chooser`; returns the steps played. */
function playSteps(game: Played, chooser: Rng, limit: number): number {
  return playRecorded(game.state, game.history, (moves) => randomInt(chooser, moves.length), limit);
}

function started(name: PresetName, seed: number): Played {
  return { state: newGame(getPreset(name), seed), history: newHistory(seed) };
}

/** A random game played to one step before its end: the longest save it had. */
function lastSave(name: PresetName, seed: number): Played {
  const steps = playSteps(started(name, seed), createRng(seed + 1), 1000000);
  const game = started(name, seed);
  playSteps(game, createRng(seed + 1), steps - 1);
  return game;
}

export interface SaveBenchRow {
  preset: string;
  entries: number;
  bytes: number;
  writeMs: number;
  readMs: number;
}

export function saveBench(clock: () => number): SaveBenchRow[] {
  return PRESET_NAMES.map((name) => {
    let longest = lastSave(name, 0);
    for (let seed = 1; seed < GAMES; seed++) {
      const game = lastSave(name, seed);
      if (game.history.entries.length > longest.history.entries.length) longest = game;
    }
    let text = "";
    let start = clock();
    for (let repeat = 0; repeat < REPEATS; repeat++) text = formatSave(PLAYERS, longest.history, longest.state);
    const writeMs = ((clock() - start) * 1000) / REPEATS;
    start = clock();
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      if (parseSave(text).save === undefined) throw new Error("the benchmark's save was refused");
    }
    const readMs = ((clock() - start) * 1000) / REPEATS;
    return { preset: name, entries: longest.history.entries.length, bytes: text.length, writeMs, readMs };
  });
}

function pad(text: string, width: number): string {
  let padded = text;
  while (padded.length < width) padded = " " + padded;
  return padded;
}

function milliseconds(value: number): string {
  return `${Math.floor(value * 100) / 100}`;
}

export function formatSaveBench(runtime: string, rows: SaveBenchRow[]): string[] {
  const lines = [`saved games on ${runtime}: the longest of ${GAMES} random games, one step before its end`, "  preset      throws   bytes   write ms   read ms"];
  for (const row of rows) {
    const name = row.preset + "          ".substring(row.preset.length);
    lines.push(`  ${name}${pad(`${row.entries}`, 6)}${pad(`${row.bytes}`, 8)}${pad(milliseconds(row.writeMs), 11)}${pad(milliseconds(row.readMs), 10)}`);
  }
  return lines;
}
