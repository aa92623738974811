// The rules engine's speed: random playouts and legal-move generations per second, per preset.
// Shared by the Node and Lua 5.1 runs; the clock is injected (seconds, fractional).

import { createRng, randomInt } from "../../src/game/rng";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { legalMoves } from "../../src/game/moves";
import { Position } from "../../src/game/board";
import { PRESET_NAMES, Preset, getPreset } from "../../src/game/variants";

const PLAYOUT_SECONDS = 1;
const GENERATION_SECONDS = 1;

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
    const state = newGame(preset, seed);
    while (state.phase !== "over" && positions.length < count) {
      throwForTurn(state);
      if (state.phase !== "move") continue;
      positions.push(state.position);
      const moves = currentMoves(state);
      if (moves.length === 0) passTurn(state);
      else playMove(state, moves[randomInt(chooser, moves.length)]);
    }
  }
  return positions;
}

function playoutsPerSecond(preset: Preset, clock: () => number): number {
  const chooser = createRng(7);
  const start = clock();
  let games = 0;
  while (clock() - start < PLAYOUT_SECONDS) {
    const state = newGame(preset, games);
    while (state.phase !== "over") {
      throwForTurn(state);
      if (state.phase !== "move") continue;
      const moves = currentMoves(state);
      if (moves.length === 0) passTurn(state);
      else playMove(state, moves[randomInt(chooser, moves.length)]);
    }
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
