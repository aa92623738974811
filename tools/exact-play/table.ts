// The exact values of a preset's endgames: every position with at most a few pieces a side on the
// board, solved for perfect play by tools/train/exact.ts. What is borne off counts only for the
// winner, so a game of five or seven pieces a side plays its endgame exactly as the small game.

import { Player, Position, countOnBoard, emptyPosition, plainPosition } from "../../src/game/board";
import { applyMove, applyPass, legalMoves, mayPass } from "../../src/game/moves";
import { Rng, randomInt } from "../../src/game/rng";
import { chanceOutcomes } from "../../src/game/throws";
import { PresetName, getPreset } from "../../src/game/variants";
import { Enumeration, SolveOptions, buildGraph, loadState, solve, stateOfBoard, withEndlessDraw } from "../train/exact";

export interface ExactTable {
  /** The positions: the small game's (its preset has `pieces` a side). */
  positions: Enumeration;
  pieces: number;
  /** Per state, `a`'s chance to win with both sides playing perfectly. */
  value: Float64Array;
  /** Per state, 1 where the game can go on forever (tools/train/exact.ts's `endlessStates`). */
  endless: Uint8Array;
}

/** Builds the game graph of `pieces` a side, solves it for perfect play (`options` as `solve`'s) and keeps only the values. */
export function solveTable(preset: PresetName, pieces: number, options: SolveOptions = {}): ExactTable {
  const graph = buildGraph(getPreset(preset, pieces));
  const value = solve(graph, undefined, "perfect", options);
  // The successors (most of the memory: some 1.3 GB with three pieces a side) are dropped.
  const positions: Enumeration = {
    preset: graph.preset, sideMasks: graph.sideMasks, rankOfMask: graph.rankOfMask, pairId: graph.pairId, pairs: graph.pairs, pairMasks: graph.pairMasks,
    rescueBase: graph.rescueBase, rescueLow: graph.rescueLow, states: graph.states,
  };
  return { positions, pieces, value, endless: graph.endless };
}

/** The table's `state` as a position of a game of `pieces` a side: those not on the board borne off. */
export function positionOfState(table: ExactTable, state: number, pieces: number): Position {
  const position = emptyPosition();
  loadState(table.positions, state, position);
  position.offA += pieces - table.pieces;
  position.offB += pieces - table.pieces;
  return position;
}

/**
 * `count` of the table's states drawn at random, as positions of a game of `pieces` a side (never a
 * won one: every state has pieces of both sides on the board).
 */
export function randomTablePositions(table: ExactTable, count: number, pieces: number, rng: Rng): Position[] {
  const positions: Position[] = [];
  for (let drawn = 0; drawn < count; drawn++) positions.push(positionOfState(table, randomInt(rng, table.positions.states), pieces));
  return positions;
}

/** The larger of the two sides' pieces on the board: the smallest table a position belongs to. */
export function piecesOnBoard(position: Position): number {
  return Math.max(countOnBoard(position, "a"), countOnBoard(position, "b"));
}

/**
 * `player`'s exact chance to win in `position` (of a game of the table's preset with any number of
 * pieces); undefined when a side has more pieces on the board than the table holds. A side with no
 * piece on the board has borne them all off: it has won.
 */
export function exactChance(table: ExactTable, position: Position, player: Player): number | undefined {
  const onA = countOnBoard(position, "a");
  const onB = countOnBoard(position, "b");
  if (onA === 0 || onB === 0) return (onA === 0) === (player === "a") ? 1 : 0;
  const state = stateOfBoard(table.positions, position);
  if (state < 0) return undefined;
  return player === "a" ? table.value[state] : 1 - table.value[state];
}

/**
 * A state's value worked out again from the rules engine's moves and the table's values of what
 * they lead to (each throw answered by the best move of whoever throws it, and the draw's share where
 * the game can go on forever): equal to the state's own value when the table is the game's
 * perfect-play solution.
 */
export function backup(table: ExactTable, state: number): number {
  const preset = table.positions.preset;
  const position = plainPosition([], "a", 0, 0);
  loadState(table.positions, state, position);
  const thrower = position.side;
  let total = 0;
  for (const outcome of chanceOutcomes(preset)) {
    const moves = legalMoves(preset, position, outcome.value);
    // A pass where no move exists, or Kendall's stay in the water (played as a pass).
    let best = mayPass(preset, position, outcome.value) ? chanceOf(table, applyPass(preset, position, outcome.value).position, thrower) : 0;
    for (const move of moves) best = Math.max(best, chanceOf(table, applyMove(preset, position, move, outcome.value).position, thrower));
    total += outcome.probability * (thrower === "a" ? best : 1 - best);
  }
  return table.endless[state] === 1 ? withEndlessDraw(total) : total;
}

/** `player`'s exact chance on a value network's scale (2p - 1), where the table holds the position. */
export function exactValue(table: ExactTable, position: Position, player: Player): number | undefined {
  const chance = exactChance(table, position, player);
  return chance === undefined ? undefined : 2 * chance - 1;
}

function chanceOf(table: ExactTable, position: Position, player: Player): number {
  const chance = exactChance(table, position, player);
  if (chance === undefined) throw new Error("a move left the table");
  return chance;
}
