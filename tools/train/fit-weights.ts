// `node build/tools/tools/train/fit-weights.js PRESET GAMES [POLICY]`: fits evaluation weights to
// the outcomes of self-play games by logistic regression (Newton's method), and prints them as an
// EvalWeights entry for src/game/ai/weights.ts. The games are played by a one-ply player (POLICY:
// `race`, or `full` for the preset's current full weights; one move in ten is random, for
// variety). Features, from the side to throw: each square's piece difference, the expected
// squares each side can hit next, the blockade difference, and the throw itself. Policy iteration
// as used for weights.ts: fit from `race` games, install, fit again from `full` games.

import { Position, opponent } from "../../src/game/board";
import { GameState, newGame } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { playOut } from "../../src/game/playout";
import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { createRng, randomInt } from "../../src/game/rng";
import { PresetName, getPreset, isPresetName } from "../../src/game/variants";
import { EvalContext, EvalWeights, blockadeHold, evalContextFor, expectedHitLoss } from "../../src/game/ai/evaluate";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { FULL_WEIGHTS, RACE_WEIGHTS } from "../../src/game/ai/weights";

/** Far more throws than any game takes: only a broken turn flow would reach it. */
const MAX_THROWS = 100000;
const SQUARE_FEATURES = 30;
const FEATURES = SQUARE_FEATURES + 4;
const THREAT_MINE = 30;
const THREAT_THEIRS = 31;
const BLOCKADE = 32;
const BIAS = 33;
const RANDOM_MOVE_PERCENT = 10;
const NEWTON_STEPS = 10;
const RIDGE = 1;
const DECIMALS = 10000;

function features(context: EvalContext, position: Position): Float64Array {
  const me = position.side;
  const other = opponent(me);
  const row = new Float64Array(FEATURES);
  for (let square = 1; square <= SQUARE_FEATURES; square++) {
    const cell = position.board[square - 1];
    if (cell === me) row[square - 1] = 1;
    else if (cell === other) row[square - 1] = -1;
  }
  row[THREAT_MINE] = expectedHitLoss(context, position, me);
  row[THREAT_THEIRS] = expectedHitLoss(context, position, other);
  row[BLOCKADE] = blockadeHold(context, position, me) - blockadeHold(context, position, other);
  row[BIAS] = 1;
  return row;
}

function selfPlay(name: PresetName, games: number, policy: EvalWeights): { rows: Float64Array[]; wins: number[] } {
  const preset = getPreset(name);
  const measure = evalContextFor(preset, FULL_WEIGHTS[name]);
  const judge = evalContextFor(preset, policy);
  const buffer = createMoveBuffer();
  const rng = createRng(99);
  const rows: Float64Array[] = [];
  const wins: number[] = [];
  for (let game = 1; game <= games; game++) {
    const state = newGame(preset, game * 7919);
    const record: { row: Float64Array; side: string }[] = [];
    const choose = (moves: Move[], current: GameState) => {
      generateMoves(preset, current.position, current.throwValue, buffer);
      return randomInt(rng, 100) < RANDOM_MOVE_PERCENT
        ? randomInt(rng, moves.length)
        : onePlyChoice(judge, current.position, current.throwValue, buffer, { water: false, capture: false });
    };
    playOut(state, choose, MAX_THROWS, (step) => {
      if (!step.opening) record.push({ row: features(measure, step.before), side: step.player });
    });
    for (const { row, side } of record) {
      rows.push(row);
      wins.push(side === state.winner ? 1 : 0);
    }
  }
  return { rows, wins };
}

/** Solves `matrix * x = vector` by Gauss-Jordan elimination with partial pivoting. */
function solve(matrix: Float64Array[], vector: Float64Array): Float64Array {
  const size = vector.length;
  const rows = matrix.map((row, index) => [...row, vector[index]]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) if (Math.abs(rows[row][column]) > Math.abs(rows[pivot][column])) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    for (let row = 0; row < size; row++) {
      if (row === column) continue;
      const factor = rows[row][column] / rows[column][column];
      for (let entry = column; entry <= size; entry++) rows[row][entry] -= factor * rows[column][entry];
    }
  }
  return Float64Array.from(rows.map((row, index) => row[size] / row[index]));
}

function fit(rows: Float64Array[], wins: number[]): Float64Array {
  const weights = new Float64Array(FEATURES);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = new Float64Array(FEATURES);
    const hessian = Array.from({ length: FEATURES }, () => new Float64Array(FEATURES));
    rows.forEach((row, index) => {
      let logit = 0;
      for (let feature = 0; feature < FEATURES; feature++) logit += weights[feature] * row[feature];
      const chance = 1 / (1 + Math.exp(-logit));
      const spread = chance * (1 - chance);
      for (let feature = 0; feature < FEATURES; feature++) {
        if (row[feature] === 0) continue;
        gradient[feature] += (chance - wins[index]) * row[feature];
        for (let other = 0; other < FEATURES; other++) hessian[feature][other] += spread * row[feature] * row[other];
      }
    });
    for (let feature = 0; feature < FEATURES; feature++) {
      hessian[feature][feature] += RIDGE;
      gradient[feature] += RIDGE * weights[feature];
    }
    const change = solve(hessian, gradient);
    for (let feature = 0; feature < FEATURES; feature++) weights[feature] -= change[feature];
  }
  return weights;
}

function rounded(value: number): number {
  return Math.round(value * DECIMALS) / DECIMALS;
}

function main(): void {
  const [name, gamesText, policyName = "race"] = process.argv.slice(2);
  const games = Number(gamesText);
  if (name === undefined || !isPresetName(name) || !Number.isInteger(games) || games < 1 || (policyName !== "race" && policyName !== "full")) {
    process.stderr.write("usage: fit-weights PRESET GAMES [race|full]\n");
    process.exit(2);
  }
  const { rows, wins } = selfPlay(name, games, policyName === "race" ? RACE_WEIGHTS : FULL_WEIGHTS[name]);
  const weights = fit(rows, wins);
  const squares = Array.from(weights.slice(0, SQUARE_FEATURES), rounded);
  process.stdout.write(`  // ${rows.length} positions from ${games} games of the ${policyName} policy\n`);
  process.stdout.write(`  ${name}: {\n`);
  process.stdout.write(`    offValue: 0, threatNow: ${rounded(weights[THREAT_MINE])}, threatLater: ${rounded(-weights[THREAT_THEIRS])}, `);
  process.stdout.write(`blockade: ${rounded(weights[BLOCKADE])}, tempo: ${rounded(weights[BIAS])}, scale: 2,\n`);
  process.stdout.write(`    raceByThrows: false,\n    squareValues: [${squares.join(", ")}],\n  },\n`);
}

main();
