// How well play that knows its opponent does against the random mover: expectimax that models the
// opponent as what it is (uniform over its legal moves), `DEPTH` decisions deep, with the preset's
// full evaluation at the leaves. `node build/tools/tools/experiments/ceiling.js PRESET DEPTH GAMES SEED`

import { Player, Position, clonePosition, winnerOf } from "../../src/game/board";
import { MoveBuffer, Undo, createMoveBuffer, createUndo, generateMoves, makeMove, sideAfterPass, unmakeMove } from "../../src/game/movebuffer";
import { GameState, newGame } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { playOut } from "../../src/game/playout";
import { createRng, randomInt } from "../../src/game/rng";
import { getPreset, isPresetName } from "../../src/game/variants";
import { EvalContext, evalContextFor, evaluate } from "../../src/game/ai/evaluate";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";

/** Far more throws than any game takes: only a broken turn flow would reach it. */
const MAX_THROWS = 100000;
const [presetName, depthText, gamesText, seedText = "1"] = process.argv.slice(2);
const DEPTH = Number(depthText);
if (presetName === undefined || !isPresetName(presetName) || !(DEPTH >= 1 && DEPTH <= 4) || !(Number(gamesText) >= 2)) {
  process.stderr.write("usage: ceiling PRESET DEPTH(1-4) GAMES [SEED]\n");
  process.exit(2);
}
const preset = getPreset(presetName);
const context: EvalContext = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
const buffers: MoveBuffer[] = [];
const undos: Undo[] = [];
for (let level = 0; level <= DEPTH; level++) {
  buffers.push(createMoveBuffer());
  undos.push(createUndo());
}

function chanceValue(position: Position, me: Player, depth: number): number {
  const winner = winnerOf(position, preset.pieces);
  if (winner !== undefined) return winner === me ? 1 : -1;
  if (depth === 0) return evaluate(context, position, me);
  let sum = 0;
  for (const outcome of context.outcomes) sum += outcome.probability * decisionValue(position, me, outcome.value, depth);
  return sum;
}

function decisionValue(position: Position, me: Player, throwValue: number, depth: number): number {
  const buffer = buffers[depth];
  const undo = undos[depth];
  const count = generateMoves(preset, position, throwValue, buffer);
  if (count === 0) {
    const side = position.side;
    position.side = sideAfterPass(preset, position, throwValue);
    const value = chanceValue(position, me, depth - 1);
    position.side = side;
    return value;
  }
  const mine = position.side === me;
  let best = -2;
  let sum = 0;
  for (let index = 0; index < count; index++) {
    makeMove(preset, position, buffer, index, throwValue, undo);
    const value = chanceValue(position, me, depth - 1);
    unmakeMove(position, buffer, index, undo);
    if (value > best) best = value;
    sum += value;
  }
  return mine ? best : sum / count;
}

function choose(position: Position, throwValue: number): number {
  const copy = clonePosition(position);
  const buffer = createMoveBuffer();
  const count = generateMoves(preset, copy, throwValue, buffer);
  const undo: Undo = createUndo();
  let bestIndex = 0;
  let best = -2;
  for (let index = 0; index < count; index++) {
    makeMove(preset, copy, buffer, index, throwValue, undo);
    const value = chanceValue(copy, position.side, DEPTH - 1);
    unmakeMove(copy, buffer, index, undo);
    if (value > best) {
      best = value;
      bestIndex = index;
    }
  }
  return bestIndex;
}

const games = Number(gamesText);
let wins = 0;
for (let game = 0; game < games; game++) {
  const seed = Number(seedText) * 1000003 + Math.floor(game / 2);
  const oracleSide = game % 2 === 0 ? "a" : "b";
  const state = newGame(preset, seed);
  const rng = createRng(seed * 2 + 2);
  // The buffer gives the moves in legalMoves order (a tested property).
  const pick = (moves: Move[], current: GameState) =>
    current.position.side === oracleSide ? choose(current.position, current.throwValue) : randomInt(rng, moves.length);
  playOut(state, pick, MAX_THROWS);
  if (state.winner === oracleSide) wins++;
}
process.stdout.write(`${presetName} depth ${DEPTH}: ${wins}/${games} = ${((100 * wins) / games).toFixed(1)}%\n`);
