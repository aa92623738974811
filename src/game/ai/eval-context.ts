// What the evaluation of one preset needs precomputed (the movement rules' targets, the race
// table), built a slice at a time so that no frame of the game pays for it all at once.

import { EMPTY, OFF, Position, REBIRTH, SQUARES, WATER, plainPosition } from "../board";
import { forwardTarget } from "../moves";
import { ChanceOutcome, chanceOutcomes } from "../throws";
import { Preset, sameRules } from "../variants";
import { ValueNet } from "./network";
import { PackedNet, unpackStep } from "./packed-net";

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
  /** A learned value network, unpacked when a context first needs it; when present, it alone judges positions in the search. */
  net?: PackedNet;
}

const RACE_ITERATIONS = 30;

export interface EvalContext {
  preset: Preset;
  outcomes: ChanceOutcome[];
  /** Pieces in a run at least this long cannot be jumped (0: no blockades). */
  blockadeRun: number;
  weights: EvalWeights;
  /** What a piece on square n is worth (index n - 1), in squares of progress (empty until the race table is built). */
  squareValue: number[];
  /** The weights' network when it learned games of this preset's piece count (else the hand-made terms judge). */
  packedNet: PackedNet | undefined;
  /** That network, once unpacked (a slice a step, before the rest is built). */
  net: ValueNet | undefined;
  /** Scratch for the network's features. */
  features: number[];
  /** Whether square n (index n - 1) is safe from hits. */
  safeSquare: boolean[];
  /**
   * Whether a piece on square n may move the throw of outcome k forward onto a square (index
   * (n - 1) * outcomes + k): the movement rules alone, which no piece on the board changes short of
   * bearing off.
   */
  reachable: boolean[];
  /**
   * For a piece on square n and a piece on square m ahead of it (index (n - 1) * SQUARES + m - 1):
   * the outcome whose throw the movement rules let move the first onto the second's square, where
   * that square is not a safe one (-1: none), so that a hit there is forbidden only by a
   * protecting neighbour or a blockade jumped; and the squares such a hit takes.
   */
  hitOutcome: number[];
  hitLoss: number[];
  /** Each outcome's probability, by index. */
  probabilities: number[];
  /** For a throw of n squares, its index in `outcomes` (index n; -1: no such throw), up to the largest throw. */
  outcomeAtDistance: number[];
  /** The largest throw. */
  reach: number;
  /** Scratch: each side's squares, lowest first, and how many; the costliest hit for each throw. */
  squaresA: number[];
  squaresB: number[];
  countA: number;
  countB: number;
  bestByOutcome: number[];
  /** Building: the forward targets on an empty board by square and outcome (0: none), and for how many squares. */
  targets: number[];
  targetSquares: number;
  /** Building the race table: expected throws to bear off from each square, and the rounds done. */
  toGo: number[];
  raceRounds: number;
  /** Everything but a race table the network makes unneeded is built. */
  ready: boolean;
}

/** The last contexts made, by preset and weights, so that their tables are built once. */
const contextCache: EvalContext[] = [];
const CONTEXT_CACHE_SIZE = 8;

/**
 * The evaluation context for a preset and weights, reused while the same ones come back; it may
 * still be building (`prepareStep` builds it a slice at a time, or the first evaluation at once).
 */
export function evalContextFor(preset: Preset, weights: EvalWeights): EvalContext {
  for (const context of contextCache) {
    if (context.weights === weights && sameRules(context.preset, preset)) return context;
  }
  const context = startEvalContext(preset, weights);
  if (contextCache.length === CONTEXT_CACHE_SIZE) contextCache.shift();
  contextCache.push(context);
  return context;
}

/** A context of its own, built in full. */
export function createEvalContext(preset: Preset, weights: EvalWeights): EvalContext {
  const context = startEvalContext(preset, weights);
  ensurePrepared(context);
  return context;
}

/** A context with only its small tables made: the rest waits for `prepareStep`. */
function startEvalContext(preset: Preset, weights: EvalWeights): EvalContext {
  const blockadeRun = preset.blockade === "runOfThree" ? 3 : preset.blockade === "protected" ? 2 : 0;
  const outcomes = chanceOutcomes(preset);
  const packedNet = weights.net !== undefined && weights.net.pieces === preset.pieces ? weights.net : undefined;
  let squareValue: number[] = [];
  if (weights.squareValues !== undefined) squareValue = weights.squareValues;
  else if (!weights.raceByThrows) for (let square = 1; square <= SQUARES; square++) squareValue.push(square);
  const safeSquare: boolean[] = [];
  const squaresA: number[] = [];
  const squaresB: number[] = [];
  const toGo: number[] = [];
  for (let square = 1; square <= SQUARES; square++) {
    safeSquare.push(preset.safeSquares.includes(square));
    squaresA.push(0);
    squaresB.push(0);
  }
  for (let square = 0; square <= OFF; square++) toGo.push(0);
  const outcomeAtDistance: number[] = [-1];
  const bestByOutcome: number[] = [];
  for (let index = 0; index < outcomes.length; index++) {
    const value = outcomes[index].value;
    while (outcomeAtDistance.length <= value) outcomeAtDistance.push(-1);
    outcomeAtDistance[value] = index;
    bestByOutcome.push(0);
  }
  return {
    preset, outcomes, blockadeRun, weights, squareValue, packedNet, net: packedNet?.unpacked, features: [0, 0, 0, 0], safeSquare, reachable: [], hitOutcome: [], hitLoss: [],
    probabilities: outcomes.map((outcome) => outcome.probability),
    outcomeAtDistance, reach: outcomeAtDistance.length - 1, squaresA, squaresB, countA: 0, countB: 0, bestByOutcome, targets: [], targetSquares: 0, toGo,
    raceRounds: 0, ready: false,
  };
}

/** The race table is still to be built (a network that judges the positions never needs it). */
function raceMissing(context: EvalContext): boolean {
  return context.squareValue.length === 0;
}

const EMPTY_BOARD: Position = plainPosition([], "a", 0, 0);
for (let square = 1; square <= SQUARES; square++) EMPTY_BOARD.board.push(EMPTY);

/** Where a hit on 28-30 sends the piece (the water) instead of exchanging places. */
const LAST_SQUARES_START = 28;

/** The forward targets of one more square, on an empty board (which the rules read only to bear off), and its row of hits. */
function addTargets(context: EvalContext): void {
  const square = context.targetSquares + 1;
  const outcomes = context.outcomes;
  for (const outcome of outcomes) {
    const target = forwardTarget(context.preset, EMPTY_BOARD, square, outcome.value);
    context.targets.push(target);
    context.reachable.push(target <= SQUARES && target === square + outcome.value);
  }
  const waterHits = context.preset.lastSquaresHit === "water";
  for (let ahead = 1; ahead <= SQUARES; ahead++) {
    const distance = ahead - square;
    let outcome = distance > 0 && distance <= context.reach ? context.outcomeAtDistance[distance] : -1;
    if (outcome >= 0 && (!context.reachable[(square - 1) * outcomes.length + outcome] || context.safeSquare[ahead - 1])) outcome = -1;
    context.hitOutcome.push(outcome);
    context.hitLoss.push(outcome < 0 ? 0 : waterHits && ahead >= LAST_SQUARES_START ? ahead - REBIRTH : outcomes[outcome].value);
  }
  context.targetSquares = square;
}

/**
 * One round of the value iteration behind the race table: the expected number of throws a lone
 * piece needs to bear off from each square under the preset's movement rules (exact exits, the
 * stop on 26, the water, the Chamber of Set). The water makes the equations circular, so a fixed
 * number of rounds gives the same doubles on Node and Lua.
 */
function raceRound(context: EvalContext): void {
  const outcomes = context.outcomes;
  const toGo = context.toGo;
  const targets = context.targets;
  for (let square = SQUARES; square >= 1; square--) {
    let usable = 0;
    let sum = 1;
    for (let index = 0; index < outcomes.length; index++) {
      let target = targets[(square - 1) * outcomes.length + index];
      if (target === 0) continue;
      if (target === WATER) target = REBIRTH;
      usable += outcomes[index].probability;
      sum += outcomes[index].probability * toGo[target];
    }
    toGo[square] = usable > 0 ? sum / usable : toGo[square];
  }
  context.raceRounds++;
}

/** Square values from the race table, scaled so that a throw is worth the average throw. */
function finishRace(context: EvalContext): void {
  let average = 0;
  for (const outcome of context.outcomes) average += outcome.probability * outcome.value;
  const values: number[] = [];
  for (let square = 1; square <= SQUARES; square++) values.push(context.weights.offValue - context.toGo[square] * average);
  context.squareValue = values;
}

/**
 * Builds one slice (a row of the network's weights unpacked, a square's targets, or a round of the
 * race table); true once the context is ready.
 */
export function prepareStep(context: EvalContext): boolean {
  if (context.ready) return true;
  const packedNet = context.packedNet;
  if (packedNet !== undefined && context.net === undefined) {
    context.net = unpackStep(packedNet);
  } else if (context.targetSquares < SQUARES) {
    addTargets(context);
  } else if (packedNet === undefined && raceMissing(context)) {
    raceStep(context);
  }
  const judged = packedNet === undefined ? !raceMissing(context) : context.net !== undefined;
  context.ready = context.targetSquares === SQUARES && judged;
  return context.ready;
}

function raceStep(context: EvalContext): void {
  if (context.raceRounds < RACE_ITERATIONS) raceRound(context);
  if (context.raceRounds === RACE_ITERATIONS) finishRace(context);
}

/** Builds whatever the context still lacks, at once. */
export function ensurePrepared(context: EvalContext): void {
  while (!prepareStep(context)) {
    // a slice at a time
  }
}

/** Builds the race table at once where it is still missing (a network's context asked for hand-made terms). */
export function ensureRace(context: EvalContext): void {
  ensurePrepared(context);
  while (raceMissing(context)) raceStep(context);
}
