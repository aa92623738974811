// The static evaluation of a position for the search: race, safety from hits, blockades, tempo,
// squashed into (-1, 1) so that chance nodes can prune (Star1 needs bounded values).

import { EMPTY, OFF, Player, Position, REBIRTH, SQUARES, WATER, opponent } from "../board";
import { forwardTarget, isProtected, jumpBlocked } from "../moves";
import { ChanceOutcome, chanceOutcomes } from "../throws";
import { Preset } from "../variants";
import { ValueNet, netValue } from "./network";

/** A won game scores 1, a lost one -1; every evaluation lies strictly between. */
export const WIN_SCORE = 1;
export const LOSS_SCORE = -1;

/** How much each feature counts: in squares of progress, or in logits for fitted weights. */
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
  /** Value squares by the throws a lone piece needs to bear off from them instead of by number. */
  raceByThrows: boolean;
  /** A value for each square (index n - 1) fitted to game outcomes; replaces `raceByThrows`. */
  squareValues?: number[];
  /** A learned value network; when present, it alone judges positions in the search. */
  net?: ValueNet;
}

/** Opposing pieces this far behind a blockade count as held up by it. */
const BLOCKADE_REACH = 6;
const LAST_SQUARES_START = 28;
const RACE_ITERATIONS = 30;

/** What the evaluation of one preset needs precomputed. */
export interface EvalContext {
  preset: Preset;
  outcomes: ChanceOutcome[];
  /** Pieces in a run at least this long cannot be jumped (0: no blockades). */
  blockadeRun: number;
  weights: EvalWeights;
  /** What a piece on square n is worth (index n - 1), in squares of progress. */
  squareValue: number[];
  /** The weights' network when it learned games of this preset's piece count (else the hand-made terms judge). */
  net: ValueNet | undefined;
  /** Scratch for the network's features. */
  features: number[];
}

/** The last contexts made, by preset and weights: building the race table costs a few thousand steps. */
const contextCache: EvalContext[] = [];
const CONTEXT_CACHE_SIZE = 8;

function sameRules(first: Preset, second: Preset): boolean {
  return first.name === second.name && first.pieces === second.pieces;
}

/** The evaluation context for a preset and weights, reused while the same ones come back. */
export function evalContextFor(preset: Preset, weights: EvalWeights): EvalContext {
  for (const context of contextCache) {
    if (context.weights === weights && sameRules(context.preset, preset)) return context;
  }
  const context = createEvalContext(preset, weights);
  if (contextCache.length === CONTEXT_CACHE_SIZE) contextCache.shift();
  contextCache.push(context);
  return context;
}

export function createEvalContext(preset: Preset, weights: EvalWeights): EvalContext {
  const blockadeRun = preset.blockade === "runOfThree" ? 3 : preset.blockade === "protected" ? 2 : 0;
  const outcomes = chanceOutcomes(preset);
  let squareValue = weights.squareValues;
  if (squareValue === undefined) squareValue = weights.raceByThrows ? throwsToGoValues(preset, outcomes, weights.offValue) : linearValues();
  const net = weights.net !== undefined && weights.net.pieces === preset.pieces ? weights.net : undefined;
  return { preset, outcomes, blockadeRun, weights, squareValue, net, features: [] };
}

function linearValues(): number[] {
  const values: number[] = [];
  for (let square = 1; square <= SQUARES; square++) values.push(square);
  return values;
}

/**
 * Square values from the expected number of throws a lone piece needs to bear off from each square
 * under the preset's movement rules (exact exits, the stop on 26, the water, the Chamber of Set),
 * scaled so that a throw is worth the average throw. Solved by a fixed number of value iterations
 * (the water makes the equations circular), which gives the same doubles on Node and Lua.
 */
function throwsToGoValues(preset: Preset, outcomes: ChanceOutcome[], offValue: number): number[] {
  const empty: Position = { board: [], side: "a", offA: 0, offB: 0 };
  for (let square = 1; square <= SQUARES; square++) empty.board.push(EMPTY);
  let average = 0;
  for (const outcome of outcomes) average += outcome.probability * outcome.value;
  const toGo: number[] = [];
  for (let square = 0; square <= OFF; square++) toGo.push(0);
  for (let round = 0; round < RACE_ITERATIONS; round++) {
    for (let square = SQUARES; square >= 1; square--) {
      let usable = 0;
      let sum = 1;
      for (const outcome of outcomes) {
        let target = forwardTarget(preset, empty, square, outcome.value);
        if (target === 0) continue;
        if (target === WATER) target = REBIRTH;
        usable += outcome.probability;
        sum += outcome.probability * toGo[target];
      }
      toGo[square] = usable > 0 ? sum / usable : toGo[square];
    }
  }
  const values: number[] = [];
  for (let square = 1; square <= SQUARES; square++) values.push(offValue - toGo[square] * average);
  return values;
}

function progress(context: EvalContext, position: Position, player: Player): number {
  let total = (player === "a" ? position.offA : position.offB) * context.weights.offValue;
  const board = position.board;
  const squareValue = context.squareValue;
  for (let square = 1; square <= SQUARES; square++) {
    if (board[square - 1] === player) total += squareValue[square - 1];
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
export function blockadeHold(context: EvalContext, position: Position, player: Player): number {
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
  let score = progress(context, position, me) - progress(context, position, other);
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

const THREAT_SCALE = 8;
const HOLD_SCALE = 3;
/** How many features `netFeatures` gives. */
export const NET_FEATURES = 4;

/** The hand-made features a value network sees besides the board, for the side on throw (in `out`). */
export function netFeatures(context: EvalContext, position: Position, out: number[]): number[] {
  const me = position.side;
  const other = opponent(me);
  out[0] = expectedHitLoss(context, position, me) / THREAT_SCALE;
  out[1] = expectedHitLoss(context, position, other) / THREAT_SCALE;
  out[2] = blockadeHold(context, position, me) / HOLD_SCALE;
  out[3] = blockadeHold(context, position, other) / HOLD_SCALE;
  return out;
}

/** The evaluation in (-1, 1) for `me`; the game must not be over. */
export function evaluate(context: EvalContext, position: Position, me: Player): number {
  const net = context.net;
  if (net !== undefined) {
    const value = netValue(net, position, netFeatures(context, position, context.features));
    return position.side === me ? value : -value;
  }
  const score = rawScore(context, position, me);
  const magnitude = score < 0 ? -score : score;
  return score / (magnitude + context.weights.scale);
}
