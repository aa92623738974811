// The rules engine's speed: random playouts and legal-move generations per second, per preset.
// Shared by the Node and Lua 5.1 runs; the clock is injected (seconds, fractional).

import { createRng, randomInt } from "../../src/game/rng";
import { newGame } from "../../src/game/game";
import { playOut } from "../../src/game/playout";
import { legalMoves } from "../../src/game/moves";
import { Position } from "../../src/game/board";
import { PRESET_NAMES, Preset, getPreset } from "../../src/game/variants";

const PLAYOUT_SECONDS = 1;
const GENERATION_SECONDS = 1;
/** Far more throws than any game takes: only a broken turn flow would reach it. */
const MAX_THROWS = 100000;

export interface RulesBenchRow {
  preset: string;
  playoutsPerSecond: number;
  generationsPerSecond: number;
}

/** Positions met in random games, to generate moves for. */
function samplePositions(preset: Preset, count: number): Position[] {
  const positions: Position[] = [];
  const chooser = createRng(99);
  for (let seed = 1; positions.length < count; seed++) {
    playOut(newGame(preset, seed), (moves) => randomInt(chooser, moves.length), MAX_THROWS, (step) => {
      if (!step.opening && positions.length < count) positions.push(step.before);
    });
  }
  return positions;
}

function playoutsPerSecond(preset: Preset, clock: () => number): number {
  const chooser = createRng(7);
  const start = clock();
  let games = 0;
  while (clock() - start < PLAYOUT_SECONDS) {
    playOut(newGame(preset, games), (moves) => randomInt(chooser, moves.length), MAX_THROWS);
    games++;
  }
  return games / (clock() - start);
}

function generationsPerSecond(preset: Preset, clock: () => number): number {
  const positions = samplePositions(preset, 1000);
  const start = clock();
  let generations = 0;
  while (clock() - start < GENERATION_SECONDS) {
    for (const position of positions) {
      for (const value of preset.throwValues) legalMoves(preset, position, value);
      generations += preset.throwValues.length;
    }
  }
  return generations / (clock() - start);
}

export function rulesBench(clock: () => number): RulesBenchRow[] {
  return PRESET_NAMES.map((name) => {
    const preset = getPreset(name);
    return {
      preset: name,
      playoutsPerSecond: playoutsPerSecond(preset, clock),
      generationsPerSecond: generationsPerSecond(preset, clock),
    };
  });
}

function pad(text: string, width: number): string {
  let padded = text;
  while (padded.length < width) padded = " " + padded;
  return padded;
}

export function formatRulesBench(runtime: string, rows: RulesBenchRow[]): string[] {
  const lines = [`rules engine on ${runtime}`, "  preset      playouts/s   legal-move generations/s"];
  for (const row of rows) {
    const name = row.preset + "          ".substring(row.preset.length);
    lines.push(`  ${name}${pad(`${Math.floor(row.playoutsPerSecond)}`, 10)}${pad(`${Math.floor(row.generationsPerSecond)}`, 27)}`);
  }
  return lines;
}
