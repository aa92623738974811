// The static evaluation of a position for the search: race, safety from hits, blockades, tempo,
// squashed into (-1, 1) so that chance nodes can prune (Star1 needs bounded values).

import { Player, Position, REBIRTH, SQUARES, opponent } from "../board";
import { forwardTarget, isProtected, jumpBlocked } from "../moves";
import { ChanceOutcome, chanceOutcomes } from "../throws";
import { Preset } from "../variants";

/** A won game scores 1, a lost one -1; every evaluation lies strictly between. */
export const WIN_SCORE = 1;
export const LOSS_SCORE = -1;

/** How much each feature counts, in squares of progress. */
export interface EvalWeights {
  /** A borne-off piece is worth this many squares (a piece on 30 is worth 30). */
  offValue: number;
  /** The expected squares the side on throw can take from the other by hits (per square lost). */
  threatNow: number;
  /** The same for the side that throws later. */
  threatLater: number;
  /** Per opposing piece waiting close behind a blockade. */
  blockade: number;
  /** Having the throw. */
  tempo: number;
  /** Squares of advantage that make the squashed score 0.5. */
  scale: number;
}

export const FULL_WEIGHTS: EvalWeights = { offValue: 33, threatNow: 1, threatLater: 0.35, blockade: 1.5, tempo: 2.5, scale: 30 };

/** Opposing pieces this far behind a blockade count as held up by it. */
const BLOCKADE_REACH = 6;
const LAST_SQUARES_START = 28;

/** What the evaluation of one preset needs precomputed. */
export interface EvalContext {
  preset: Preset;
  outcomes: ChanceOutcome[];
  /** Pieces in a run at least this long cannot be jumped (0: no blockades). */
  blockadeRun: number;
  weights: EvalWeights;
}

export function createEvalContext(preset: Preset, weights: EvalWeights): EvalContext {
  const blockadeRun = preset.blockade === "runOfThree" ? 3 : preset.blockade === "protected" ? 2 : 0;
  return { preset, outcomes: chanceOutcomes(preset), blockadeRun, weights };
}

function progress(position: Position, player: Player, offValue: number): number {
  let total = (player === "a" ? position.offA : position.offB) * offValue;
  const board = position.board;
  for (let square = 1; square <= SQUARES; square++) {
    if (board[square - 1] === player) total += square;
  }
  return total;
}

/** The squares a hit on `square` costs its owner when the attacker used `throwValue`. */
function hitLoss(preset: Preset, square: number, throwValue: number): number {
  if (square >= LAST_SQUARES_START && preset.lastSquaresHit === "water") return square - REBIRTH;
  return throwValue;
}

/** The squares `attacker` expects to take from the other side with its next throw by a hit. */
export function expectedHitLoss(context: EvalContext, position: Position, attacker: Player): number {
  const preset = context.preset;
  const board = position.board;
  const victim = opponent(attacker);
  let total = 0;
  for (const outcome of context.outcomes) {
    const throwValue = outcome.value;
    let best = 0;
    for (let square = throwValue + 1; square <= SQUARES; square++) {
      if (board[square - 1] !== victim) continue;
      const from = square - throwValue;
      if (board[from - 1] !== attacker) continue;
      if (preset.safeSquares.includes(square) || isProtected(position, square)) continue;
      if (forwardTarget(preset, position, from, throwValue) !== square) continue;
      if (jumpBlocked(preset, position, from, square, attacker)) continue;
      const loss = hitLoss(preset, square, throwValue);
      if (loss > best) best = loss;
    }
    total += outcome.probability * best;
  }
  return total;
}

/** Opposing pieces held up close behind `player`'s blockades. */
function blockadeHold(context: EvalContext, position: Position, player: Player): number {
  const runNeeded = context.blockadeRun;
  if (runNeeded === 0) return 0;
  const board = position.board;
  const other = opponent(player);
  let held = 0;
  let square = 1;
  while (square <= SQUARES) {
    if (board[square - 1] !== player) {
      square++;
      continue;
    }
    let end = square;
    while (end < SQUARES && board[end] === player) end++;
    if (end - square + 1 >= runNeeded) {
      const reachStart = Math.max(1, square - BLOCKADE_REACH);
      for (let behind = reachStart; behind < square; behind++) {
        if (board[behind - 1] === other) held++;
      }
    }
    square = end + 1;
  }
  return held;
}

/** The raw score in squares of advantage for `me` (positive: better for `me`). */
export function rawScore(context: EvalContext, position: Position, me: Player): number {
  const weights = context.weights;
  const other = opponent(me);
  let score = progress(position, me, weights.offValue) - progress(position, other, weights.offValue);
  const onThrow = position.side;
  const myThreat = expectedHitLoss(context, position, me);
  const otherThreat = expectedHitLoss(context, position, other);
  if (onThrow === me) score += weights.threatNow * myThreat - weights.threatLater * otherThreat + weights.tempo;
  else score += weights.threatLater * myThreat - weights.threatNow * otherThreat - weights.tempo;
  if (weights.blockade !== 0) {
    score += weights.blockade * (blockadeHold(context, position, me) - blockadeHold(context, position, other));
  }
  return score;
}

/** The evaluation in (-1, 1) for `me`; the game must not be over. */
export function evaluate(context: EvalContext, position: Position, me: Player): number {
  const score = rawScore(context, position, me);
  const magnitude = score < 0 ? -score : score;
  return score / (magnitude + context.weights.scale);
}
