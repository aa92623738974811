// The static evaluation of a position for the search: race, safety from hits, blockades, tempo,
// squashed into (-1, 1) so that chance nodes can prune (Star1 needs bounded values).

import { Player, Position, SQUARES, opponent } from "../board";
import { isProtected, jumpBlocked } from "../moves";
import { EvalContext, ensurePrepared, ensureRace } from "./eval-context";
import { netValue } from "./network";

/** A won game scores 1, a lost one -1; every evaluation lies strictly between. */
export const WIN_SCORE = 1;
export const LOSS_SCORE = -1;

export { EvalContext, EvalWeights, createEvalContext, evalContextFor } from "./eval-context";

/** Opposing pieces this far behind a blockade count as held up by it. */
const BLOCKADE_REACH = 6;

function progress(context: EvalContext, position: Position, player: Player): number {
  let total = (player === "a" ? position.offA : position.offB) * context.weights.offValue;
  const board = position.board;
  const squareValue = context.squareValue;
  for (let square = 1; square <= SQUARES; square++) {
    if (board[square - 1] === player) total += squareValue[square - 1];
  }
  return total;
}

/** Fills the context's lists of each side's squares, lowest first, from one pass over the board. */
function listPieces(context: EvalContext, position: Position): void {
  if (!context.ready) ensurePrepared(context);
  const board = position.board;
  const squaresA = context.squaresA;
  const squaresB = context.squaresB;
  let countA = 0;
  let countB = 0;
  for (let square = 1; square <= SQUARES; square++) {
    const cell = board[square - 1];
    if (cell === "a") {
      squaresA[countA] = square;
      countA++;
    } else if (cell === "b") {
      squaresB[countB] = square;
      countB++;
    }
  }
  context.countA = countA;
  context.countB = countB;
}

/**
 * The squares `attacker` expects to take from the other side with its next throw by a hit, from
 * the listed squares: for each throw the costliest hit, weighted by the throw's probability. Only
 * pairs of pieces a throw apart are looked at, each in the context's table of hits the movement
 * rules and safe squares allow. (The search's hottest loop: no `continue`, which costs a flag and
 * a loop in Lua; indices written `x - 1`, which the trip to Lua makes plain.)
 */
function listedHitLoss(context: EvalContext, position: Position, attacker: Player): number {
  const board = position.board;
  const victim: Player = attacker === "a" ? "b" : "a";
  const froms = attacker === "a" ? context.squaresA : context.squaresB;
  const fromCount = attacker === "a" ? context.countA : context.countB;
  const targets = attacker === "a" ? context.squaresB : context.squaresA;
  const targetCount = attacker === "a" ? context.countB : context.countA;
  const hitOutcome = context.hitOutcome;
  const hitLoss = context.hitLoss;
  const reach = context.reach;
  const best = context.bestByOutcome;
  const probabilities = context.probabilities;
  const outcomeCount = probabilities.length;
  const rows = context.preset.adjacency === "row";
  for (let index = 1; index <= outcomeCount; index++) best[index - 1] = 0;
  let first = 1;
  for (let piece = 1; piece <= fromCount; piece++) {
    const from = froms[piece - 1];
    while (first <= targetCount && targets[first - 1] <= from) first++;
    const row = (from - 1) * SQUARES;
    let target = first;
    while (target <= targetCount && targets[target - 1] - from <= reach) {
      const square = targets[target - 1];
      const outcome = hitOutcome[row + square - 1];
      target++;
      // A hit needs an unprotected target and no blockade jumped (neighbours within a row in jequier).
      if (outcome >= 0 && (rows ? !isProtected(context.preset, position, square) : board[square - 2] !== victim && !(square < SQUARES && board[square] === victim)) &&
        (square - from === 1 || !jumpBlocked(context.preset, position, from, square, attacker))) {
        const loss = hitLoss[row + square - 1];
        if (loss > best[outcome]) best[outcome] = loss;
      }
    }
  }
  let total = 0;
  for (let index = 1; index <= outcomeCount; index++) total += probabilities[index - 1] * best[index - 1];
  return total;
}

/** Opposing pieces held up close behind `player`'s blockades, from the listed squares. */
function listedHold(context: EvalContext, player: Player): number {
  const runNeeded = context.blockadeRun;
  if (runNeeded === 0) return 0;
  const own = player === "a" ? context.squaresA : context.squaresB;
  const ownCount = player === "a" ? context.countA : context.countB;
  const others = player === "a" ? context.squaresB : context.squaresA;
  const otherCount = player === "a" ? context.countB : context.countA;
  let held = 0;
  let start = 0;
  while (start < ownCount) {
    let end = start;
    while (end + 1 < ownCount && own[end + 1] === own[end] + 1) end++;
    if (end - start + 1 >= runNeeded) {
      const square = own[start];
      for (let other = 0; other < otherCount; other++) {
        const behind = others[other];
        if (behind >= square) break;
        if (behind >= square - BLOCKADE_REACH) held++;
      }
    }
    start = end + 1;
  }
  return held;
}

/** The squares `attacker` expects to take from the other side with its next throw by a hit. */
export function expectedHitLoss(context: EvalContext, position: Position, attacker: Player): number {
  listPieces(context, position);
  return listedHitLoss(context, position, attacker);
}

/** Opposing pieces held up close behind `player`'s blockades. */
export function blockadeHold(context: EvalContext, position: Position, player: Player): number {
  listPieces(context, position);
  return listedHold(context, player);
}

/** The raw score in squares of advantage for `me` (positive: better for `me`). */
export function rawScore(context: EvalContext, position: Position, me: Player): number {
  if (context.squareValue.length === 0) ensureRace(context);
  const weights = context.weights;
  const other = opponent(me);
  let score = progress(context, position, me) - progress(context, position, other);
  const onThrow = position.side;
  listPieces(context, position);
  const myThreat = listedHitLoss(context, position, me);
  const otherThreat = listedHitLoss(context, position, other);
  if (onThrow === me) score += weights.threatNow * myThreat - weights.threatLater * otherThreat + weights.tempo;
  else score += weights.threatLater * myThreat - weights.threatNow * otherThreat - weights.tempo;
  if (weights.blockade !== 0) {
    score += weights.blockade * (listedHold(context, me) - listedHold(context, other));
  }
  return score;
}

const THREAT_SCALE = 8;
const HOLD_SCALE = 3;
/** How many features `netFeatures` gives. */
export const NET_FEATURES = 4;

/** The hand-made features a value network sees besides the board, for the side on throw (in `out`). */
export function netFeatures(context: EvalContext, position: Position, out: number[]): number[] {
  const me = position.side;
  const other = opponent(me);
  listPieces(context, position);
  out[0] = listedHitLoss(context, position, me) / THREAT_SCALE;
  out[1] = listedHitLoss(context, position, other) / THREAT_SCALE;
  const blockades = context.blockadeRun > 0;
  out[2] = blockades ? listedHold(context, me) / HOLD_SCALE : 0;
  out[3] = blockades ? listedHold(context, other) / HOLD_SCALE : 0;
  return out;
}

/** The evaluation in (-1, 1) for `me`; the game must not be over. */
export function evaluate(context: EvalContext, position: Position, me: Player): number {
  if (!context.ready) ensurePrepared(context);
  const net = context.net;
  if (net !== undefined) {
    const value = netValue(net, position, netFeatures(context, position, context.features));
    return position.side === me ? value : -value;
  }
  const score = rawScore(context, position, me);
  const magnitude = score < 0 ? -score : score;
  return score / (magnitude + context.weights.scale);
}
