// Exact values for small piece counts: every position of a preset with few pieces a side is
// enumerated, the game graph is built once through the rules engine's move generator, and value
// iteration gives the best possible win chance against the random mover, the game-theoretic value
// (both sides perfect), or the exact win chance of a fixed player. `tournamentRate` turns values
// into what the tournament measures. SOLVE_VERBOSE follows a solve: its largest change every
// 50 sweeps, and the sweeps it took.

import { Cell, EMPTY, Player, Position, REBIRTH, SQUARES, WATER, emptyPosition, opponent, startPosition, winnerOf } from "../../src/game/board";
import { MoveBuffer, Undo, createMoveBuffer, createUndo, generateMoves, makeMove, sideAfterPass, unmakeMove } from "../../src/game/movebuffer";
import { Rng, randomInt } from "../../src/game/rng";
import { chanceOutcomes, throwSticks } from "../../src/game/throws";
import { Preset, getPreset, isPresetName, waterKeepsPiece } from "../../src/game/variants";
import { EvalWeights, evalContextFor } from "../../src/game/ai/evaluate";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { AndersonMixer } from "./anderson";

/** Successor codes below zero: the game is over. */
export const WON = -1;
export const LOST = -2;
/** When a solve stops: no state moving by more than `tolerance` in a sweep, or by more than `stalled` in each of `patience` sweeps in a row. */
export interface StopRule {
  tolerance: number;
  stalled: number;
  patience: number;
}

/**
 * Win chances are printed to 1e-4 and a move is graded best within 1e-7. Jequier's three pieces a
 * side never settle to 1e-10: after some 1,200 sweeps the largest change hovers at 1e-10 to 7e-10,
 * held by a mode that shrinks by less than 1 in 10,000 a sweep (docs/history/ai.md), so values that
 * move by less than 1e-9 a sweep for 100 sweeps are taken as settled; there every figure of the
 * grading is the same 100 sweeps apart.
 */
export const STOP_RULE: StopRule = { tolerance: 1e-10, stalled: 1e-9, patience: 100 };
const MAX_SWEEPS = 10000;
/**
 * Where positions can repeat for long (jequier: captures send pieces to the back, pieces move
 * backward), the changes shrink by only 0.999 a sweep or less and plain sweeps would take
 * thousands: after this many sweeps without settling, the values are mixed with the last few
 * mixings' (Anderson mixing, anderson.ts) every MIX_EVERY sweeps, each step judged by its last
 * sweep's change. Only a plain sweep's change decides that they have settled.
 */
const MIX_AFTER = 50;
/** Mixing every third sweep with the last ten settles jequier's two pieces a side in 91-103 sweeps (from 0.2, 0.5 and 0.8). */
const MIX_EVERY = 3;
const MIX_DEPTH = 10;
/** A mixed step whose largest change grows this far above the smallest so far starts the mixing afresh. */
const MIX_RESTART = 100;
/**
 * Before each sweep of every state, the states from which the game can go on forever (`endless`)
 * are swept this many times by themselves: the draw rule's 1 in 5,000 a throw (ENDLESS_LEAK) makes
 * theirs the slowest values to settle, and every other state leaves for them or for a won game.
 * Jequier's two pieces a side: 2,161 plain sweeps without, 277 with; mixed, 208 without and 91 with.
 */
const ENDLESS_SWEEPS = 30;
/**
 * A game that can go on forever ends drawn, worth 0.5 to each side, with this chance at every throw
 * while it could (`endless`): the tools stop a game at 5,000 throws and count it half a win each,
 * and one throw in 5,000 is the same rule spread over the throws. Without it, where a side can
 * repeat positions at will (jequier: stepping a piece back and forth while the other cannot move),
 * any value above what moving on is worth solves the equations, and the sweeps settle nowhere in
 * particular. Only jequier has such states.
 */
export const ENDLESS_LEAK = 1 / 5000;

/** `a`'s win chance after a successor `code`, by `value` from `solve`. */
export function winChance(value: Float64Array, code: number): number {
  return code === WON ? 1 : code === LOST ? 0 : value[code];
}

/** The solver plays side `a`; `b` is the uniform random mover. */
const US: Player = "a";

/** Every position of a preset with few pieces a side, numbered: what a state's code means. */
export interface Enumeration {
  preset: Preset;
  /** Per side: every set of squares its pieces can hold (bit n-1 for square n), and its rank. */
  sideMasks: number[];
  rankOfMask: Map<number, number>;
  /**
   * Dense pair index (rankA * masks + rankB) to pair id, -1 where the sides overlap. Ids go from the
   * most advanced position to the least: a sweep in id order meets most successors before their
   * predecessors, and reads them from a narrow window of memory.
   */
  pairId: Int32Array;
  pairs: number;
  /** Per pair id: `a`'s mask, then `b`'s. */
  pairMasks: Int32Array;
  /**
   * Kendall's water: a piece on 27 is in the masks, and a side's rescued piece (the one it must
   * move next) makes further states, after the pairs' own: `rescueBase[pair]` counts those of the
   * pairs before. A rescued piece never leaves the square it was rescued to (moving it, or its
   * capture, ends the rescue), 15 or the highest empty square below: with `pieces` a side at most
   * 2 * pieces - 1 others stand in the way, so it stands on `rescueLow`..15. Empty elsewhere.
   */
  rescueBase: Uint32Array;
  rescueLow: number;
  /** Every state: the pairs' two each, then the rescued ones. */
  states: number;
}

/** The enumeration with every state's successors. */
export interface Graph extends Enumeration {
  /**
   * State = pair * 2 + (1 when `a` throws), with no rescued piece; rescued states follow, two each
   * likewise. Per state and throw: successors in `successors`.
   */
  firstSuccessor: Uint32Array;
  successors: Int32Array;
  /** Per state, 1 where the game can go on forever (`endlessStates`). */
  endless: Uint8Array;
}

/** The squares a piece can stand on: 27 only in Kendall's water, where a piece waits. */
function usableSquares(preset: Preset): number[] {
  const squares: number[] = [];
  for (let square = 1; square <= SQUARES; square++) if (square !== WATER || waterKeepsPiece(preset)) squares.push(square);
  return squares;
}

function masksUpTo(preset: Preset): number[] {
  const pieces = preset.pieces;
  const squares = usableSquares(preset);
  const masks: number[] = [];
  const extend = (start: number, mask: number, count: number): void => {
    masks.push(mask);
    if (count === pieces) return;
    for (let index = start; index < squares.length; index++) extend(index + 1, mask | (1 << (squares[index] - 1)), count + 1);
  };
  extend(0, 0, 0);
  return masks;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

function progressOf(mask: number, pieces: number): number {
  let total = (pieces - bitCount(mask)) * (SQUARES + 1);
  for (let square = 1; square <= SQUARES; square++) if ((mask >> (square - 1)) & 1) total += square;
  return total;
}

/** A side's pieces on `rescueLow`..15: the ones that can be its rescued piece. */
function rescuable(graph: Enumeration, mask: number): number {
  return bitCount(mask & (((1 << REBIRTH) - 1) ^ ((1 << (graph.rescueLow - 1)) - 1)));
}

/** The square of the `rank`-th (from 1) piece of `mask` on `rescueLow`..15. */
function rescuableSquare(graph: Enumeration, mask: number, rank: number): number {
  let seen = 0;
  for (let square = graph.rescueLow; square <= REBIRTH; square++) {
    if ((mask >> (square - 1)) & 1 && ++seen === rank) return square;
  }
  return 0;
}

/** The rank (from 1) of the rescued piece on `square` among `mask`'s rescuable ones, 0 for none, -1 where it cannot be one. */
function rescuedRank(graph: Enumeration, mask: number, square: number): number {
  if (square === 0) return 0;
  if (graph.rescueLow === 0 || square < graph.rescueLow || square > REBIRTH || ((mask >> (square - 1)) & 1) === 0) return -1;
  return rescuable(graph, mask & ((1 << (square - 1)) - 1)) + 1;
}

function fillPosition(position: Position, graph: Enumeration, maskA: number, maskB: number, side: Player): void {
  const pieces = graph.preset.pieces;
  for (let square = 1; square <= SQUARES; square++) {
    const bit = 1 << (square - 1);
    const cell: Cell = maskA & bit ? "a" : maskB & bit ? "b" : EMPTY;
    position.board[square - 1] = cell;
  }
  position.offA = pieces - bitCount(maskA);
  position.offB = pieces - bitCount(maskB);
  position.side = side;
  position.rescuedA = 0;
  position.rescuedB = 0;
  position.waiting = false;
}

/** Puts a state's position (board, side to throw and rescued pieces) into `position`. */
export function loadState(graph: Enumeration, state: number, position: Position): void {
  const side = state % 2 === 1 ? US : "b";
  if (state < 2 * graph.pairs) {
    const pair = state >> 1;
    fillPosition(position, graph, graph.pairMasks[2 * pair], graph.pairMasks[2 * pair + 1], side);
    return;
  }
  const rescued = (state - 2 * graph.pairs) >> 1;
  // The last pair whose rescued states start at or before this one.
  let low = 0;
  let high = graph.pairs - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (graph.rescueBase[middle] <= rescued) low = middle;
    else high = middle - 1;
  }
  const maskA = graph.pairMasks[2 * low];
  const maskB = graph.pairMasks[2 * low + 1];
  const combination = rescued - graph.rescueBase[low] + 1;
  const choicesB = rescuable(graph, maskB) + 1;
  fillPosition(position, graph, maskA, maskB, side);
  position.rescuedA = rescuableSquare(graph, maskA, Math.floor(combination / choicesB));
  position.rescuedB = rescuableSquare(graph, maskB, combination % choicesB);
}

export function stateOf(graph: Enumeration, position: Position): number {
  const winner = winnerOf(position, graph.preset.pieces);
  if (winner !== undefined) return winner === US ? WON : LOST;
  const state = stateOfBoard(graph, position);
  if (state < 0) throw new Error("a position outside the enumeration");
  return state;
}

/**
 * The state of a position of a game with more pieces a side whose every side has no more pieces on
 * the board than the graph's count: the pieces borne off only count for the winner, so the
 * position plays exactly as the graph's. -1 when it has more pieces on the board.
 */
export function stateOfBoard(graph: Enumeration, position: Position): number {
  let maskA = 0;
  let maskB = 0;
  for (let square = 1; square <= SQUARES; square++) {
    const cell = position.board[square - 1];
    if (cell === "a") maskA |= 1 << (square - 1);
    else if (cell === "b") maskB |= 1 << (square - 1);
  }
  const rankA = graph.rankOfMask.get(maskA);
  const rankB = graph.rankOfMask.get(maskB);
  if (rankA === undefined || rankB === undefined || position.waiting) return -1;
  const pair = graph.pairId[rankA * graph.sideMasks.length + rankB];
  if (pair < 0) return -1;
  const sideBit = position.side === US ? 1 : 0;
  if (position.rescuedA === 0 && position.rescuedB === 0) return pair * 2 + sideBit;
  const rankRescuedA = rescuedRank(graph, maskA, position.rescuedA);
  const rankRescuedB = rescuedRank(graph, maskB, position.rescuedB);
  if (rankRescuedA < 0 || rankRescuedB < 0) return -1;
  const combination = rankRescuedA * (rescuable(graph, maskB) + 1) + rankRescuedB;
  return 2 * graph.pairs + 2 * (graph.rescueBase[pair] + combination - 1) + sideBit;
}

/**
 * Numbers every pair of side masks that is a position (disjoint, neither side all off), the most
 * advanced first (a counting sort by the total progress of both sides).
 */
function numberPairs(sideMasks: number[], pieces: number): { pairId: Int32Array; pairs: number; pairMasks: Int32Array } {
  const count = sideMasks.length;
  const pairId = new Int32Array(count * count).fill(-1);
  const maxProgress = 2 * pieces * (SQUARES + 1);
  const perProgress = new Int32Array(maxProgress + 2);
  const progressOfRank = sideMasks.map((mask) => progressOf(mask, pieces));
  const valid = (maskA: number, maskB: number): boolean => (maskA & maskB) === 0 && maskA !== 0 && maskB !== 0;
  // A side with every piece off has won: that is no position to play from.
  // Level = maxProgress - progress (most advanced first); count each level one slot further on,
  // so that after the running sum perProgress[level] is where the level's ids start.
  for (let rankA = 0; rankA < count; rankA++) {
    for (let rankB = 0; rankB < count; rankB++) {
      if (valid(sideMasks[rankA], sideMasks[rankB])) perProgress[maxProgress - (progressOfRank[rankA] + progressOfRank[rankB]) + 1]++;
    }
  }
  for (let level = 1; level < perProgress.length; level++) perProgress[level] += perProgress[level - 1];
  const pairs = perProgress[perProgress.length - 1];
  const pairMasks = new Int32Array(2 * pairs);
  for (let rankA = 0; rankA < count; rankA++) {
    for (let rankB = 0; rankB < count; rankB++) {
      if (!valid(sideMasks[rankA], sideMasks[rankB])) continue;
      const pair = perProgress[maxProgress - (progressOfRank[rankA] + progressOfRank[rankB])]++;
      pairId[rankA * count + rankB] = pair;
      pairMasks[2 * pair] = sideMasks[rankA];
      pairMasks[2 * pair + 1] = sideMasks[rankB];
    }
  }
  return { pairId, pairs, pairMasks };
}

/** Numbers every position of `preset` (its piece count a side at most), without their successors. */
export function enumeratePositions(preset: Preset): Enumeration {
  // Starting Throw's wait would double every state; the tools solve Kendall without the option.
  if (preset.startingThrow) throw new Error("Starting Throw's wait is no part of the enumeration");
  const sideMasks = masksUpTo(preset);
  const rankOfMask = new Map<number, number>();
  sideMasks.forEach((mask, rank) => rankOfMask.set(mask, rank));
  const numbered = numberPairs(sideMasks, preset.pieces);
  const enumeration: Enumeration = {
    preset, sideMasks, rankOfMask, ...numbered, rescueBase: new Uint32Array(0), rescueLow: 0, states: 2 * numbered.pairs,
  };
  if (!waterKeepsPiece(preset)) return enumeration;
  enumeration.rescueLow = Math.max(1, REBIRTH + 1 - 2 * preset.pieces);
  const rescueBase = new Uint32Array(numbered.pairs + 1);
  for (let pair = 0; pair < numbered.pairs; pair++) {
    const choices = (rescuable(enumeration, numbered.pairMasks[2 * pair]) + 1) * (rescuable(enumeration, numbered.pairMasks[2 * pair + 1]) + 1);
    rescueBase[pair + 1] = rescueBase[pair] + choices - 1;
  }
  enumeration.rescueBase = rescueBase;
  enumeration.states = 2 * (numbered.pairs + rescueBase[numbered.pairs]);
  return enumeration;
}

export function buildGraph(preset: Preset): Graph {
  const enumeration = enumeratePositions(preset);
  const states = enumeration.states;
  const outcomes = chanceOutcomes(preset);
  const graph: Graph = {
    ...enumeration,
    firstSuccessor: new Uint32Array(states * outcomes.length + 1),
    successors: new Int32Array(1 << 20),
    endless: new Uint8Array(0),
  };
  // An empty board, filled for each state.
  const position = emptyPosition();
  const buffer: MoveBuffer = createMoveBuffer();
  const undo: Undo = createUndo();
  let used = 0;
  const push = (code: number): void => {
    if (used === graph.successors.length) {
      const grown = new Int32Array(Math.floor(graph.successors.length * 1.5));
      grown.set(graph.successors);
      graph.successors = grown;
    }
    graph.successors[used++] = code;
  };
  for (let state = 0; state < states; state++) {
    loadState(graph, state, position);
    for (let throwIndex = 0; throwIndex < outcomes.length; throwIndex++) {
      graph.firstSuccessor[state * outcomes.length + throwIndex] = used;
      const throwValue = outcomes[throwIndex].value;
      const moves = generateMoves(preset, position, throwValue, buffer);
      if (moves === 0) {
        // A pass changes only who throws (the state's pair of codes differs in the last bit).
        const after = sideAfterPass(preset, position, throwValue);
        push(state - (state % 2) + (after === US ? 1 : 0));
        continue;
      }
      for (let move = 0; move < moves; move++) {
        makeMove(preset, position, buffer, move, throwValue, undo);
        push(stateOf(graph, position));
        unmakeMove(position, buffer, move, undo);
      }
    }
  }
  graph.firstSuccessor[states * outcomes.length] = used;
  graph.successors = graph.successors.slice(0, used);
  graph.endless = endlessStates(graph);
  return graph;
}

/**
 * The states from which the two sides, playing together, can keep the game going forever: the
 * largest set in which every throw has a move (or the pass) that stays in the set. Every other
 * state is left, whatever the sides do, for a won game or for this set, so an endless game is
 * played in it.
 */
export function endlessStates(graph: Graph): Uint8Array {
  const throwsCount = chanceOutcomes(graph.preset).length;
  const { firstSuccessor, successors } = graph;
  const inSet = new Uint8Array(graph.states).fill(1);
  const staysFrom = (state: number): boolean => {
    for (let throwIndex = 0; throwIndex < throwsCount; throwIndex++) {
      const slot = state * throwsCount + throwIndex;
      let stays = false;
      for (let index = firstSuccessor[slot]; index < firstSuccessor[slot + 1] && !stays; index++) {
        const successor = successors[index];
        stays = successor >= 0 && inSet[successor] === 1;
      }
      if (!stays) return false;
    }
    return true;
  };
  // Removing a state can only remove its predecessors: sweep until a sweep removes none.
  for (let removed = true; removed; ) {
    removed = false;
    for (let state = 0; state < graph.states; state++) {
      if (inSet[state] === 1 && !staysFrom(state)) {
        inSet[state] = 0;
        removed = true;
      }
    }
  }
  return inSet;
}

/** A value backed up in a state where the game can go on forever: the draw rule's share of 0.5 (`ENDLESS_LEAK`). */
export function withEndlessDraw(backedUp: number): number {
  return backedUp + ENDLESS_LEAK * (0.5 - backedUp);
}

/** How `b` plays: the random mover, or perfect play against `a` (the game-theoretic value). */
export type Opponent = "uniform" | "perfect";

/** Where a solve starts, what it reports, and where it keeps its work (see `solve`). */
export interface SolveOptions {
  /** Every state's value before the first sweep, or one value for all (0.5 by default). */
  from?: number | Float64Array;
  /** Gets the sweeps of every state the solve took. */
  counted?: { sweeps: number };
  /** Given the values every CHECKPOINT_EVERY sweeps, so that a solve of hours can be stopped and resumed from them (`from`). */
  checkpoint?: (values: Float64Array, sweep: number) => void;
  /** When to stop (STOP_RULE by default). */
  stop?: StopRule;
}

/** Sweeps between two checkpoints: three pieces a side take 2-5 s a sweep. */
export const CHECKPOINT_EVERY = 50;

/**
 * `a`'s win chance in every state. `chosen`: `a`'s move per (state where `a` throws, throw), an
 * index into that throw's successors, or -1 (or no array) to take the best one. `opponent`: how
 * `b` plays. The values settle to the same solution wherever they start (`options.from`).
 */
export function solve(graph: Graph, chosen: Int8Array | undefined, opponent: Opponent = "uniform", options: SolveOptions = {}): Float64Array {
  const { from = 0.5, counted, checkpoint, stop = STOP_RULE } = options;
  // A successor code c reads slot c + 2: slot 0 holds LOST's 0, slot 1 WON's 1, then the states.
  const slots = new Float64Array(graph.states + 2);
  if (typeof from === "number") slots.fill(from);
  else if (from.length === graph.states) slots.set(from, 2);
  else throw new Error(`solve: ${from.length} starting values for ${graph.states} states`);
  slots[LOST + 2] = 0;
  slots[WON + 2] = 1;
  const change = new Float64Array(graph.states);
  const probabilities = Float64Array.from(chanceOutcomes(graph.preset), (outcome) => outcome.probability);
  const sweeping: Sweeping = { graph, probabilities, slots, change, chosen, opponent };
  const endlessPairs = pairsWhereEndless(graph);
  let mixer: AndersonMixer | undefined;
  let smallestMixed = Infinity;
  let calmSweeps = 0;
  for (let sweep = 1; sweep <= MAX_SWEEPS; sweep++) {
    if (endlessPairs.length > 0) for (let again = 0; again < ENDLESS_SWEEPS; again++) sweepStates(sweeping, endlessPairs);
    const largestChange = sweepStates(sweeping);
    calmSweeps = largestChange < stop.stalled ? calmSweeps + 1 : 0;
    if (largestChange < stop.tolerance || calmSweeps >= stop.patience) {
      if (counted !== undefined) counted.sweeps = sweep;
      if (process.env.SOLVE_VERBOSE) {
        const why = largestChange < stop.tolerance ? "converged" : `every change under ${stop.stalled.toExponential(0)} for ${stop.patience} sweeps`;
        process.stderr.write(`${why} after ${sweep} sweeps\n`);
      }
      return slots.subarray(2);
    }
    if (sweep % CHECKPOINT_EVERY === 0) {
      if (process.env.SOLVE_VERBOSE) process.stderr.write(`sweep ${sweep}: largest change ${largestChange.toExponential(2)}\n`);
      checkpoint?.(slots.subarray(2), sweep);
    }
    if (sweep === MIX_AFTER) mixer = new AndersonMixer(graph.states, MIX_DEPTH);
    if (mixer === undefined) continue;
    if (largestChange > MIX_RESTART * smallestMixed) {
      mixer.reset();
      smallestMixed = Infinity;
    }
    smallestMixed = Math.min(smallestMixed, largestChange);
    if (sweep % MIX_EVERY === 0) mixer.mix(slots.subarray(2), change);
  }
  throw new Error("value iteration did not converge");
}

/** The pairs of states (`a` and `b` to throw) of which either can go on forever. */
function pairsWhereEndless(graph: Graph): Int32Array {
  const pairs: number[] = [];
  for (let pair = 0; pair < graph.states / 2; pair++) if (graph.endless[2 * pair] === 1 || graph.endless[2 * pair + 1] === 1) pairs.push(pair);
  return Int32Array.from(pairs);
}

/** A solve's values (`slots`, read by successor code + 2), each state's last change, and how the sides choose (see `solve`). */
interface Sweeping {
  graph: Graph;
  probabilities: Float64Array;
  slots: Float64Array;
  change: Float64Array;
  chosen: Int8Array | undefined;
  opponent: Opponent;
}

/**
 * One Gauss-Seidel sweep, in id order, over every pair of states or the pairs in `only`: each
 * state's value backed up from its successors', `change` set to how far it moved. Returns the
 * largest change.
 */
function sweepStates(sweeping: Sweeping, only?: Int32Array): number {
  const { graph, probabilities, slots, change, chosen, opponent } = sweeping;
  const throwsCount = probabilities.length;
  const { firstSuccessor, successors, endless } = graph;
  let largestChange = 0;
  // Each pair of states (a pair of side masks, or the same with rescued pieces) in turn.
  const count = only === undefined ? graph.states / 2 : only.length;
  for (let index = 0; index < count; index++) {
    const pair = only === undefined ? index : only[index];
    // `a` (the solver) throws: the best successor, or the fixed player's choice.
    const ours = pair * 2 + 1;
    let total = 0;
    for (let throwIndex = 0; throwIndex < throwsCount; throwIndex++) {
      const slot = ours * throwsCount + throwIndex;
      const first = firstSuccessor[slot];
      const end = firstSuccessor[slot + 1];
      let worth = 0;
      if (chosen !== undefined && chosen[slot] >= 0) {
        worth = slots[successors[first + chosen[slot]] + 2];
      } else {
        for (let at = first; at < end; at++) worth = Math.max(worth, slots[successors[at] + 2]);
      }
      total += probabilities[throwIndex] * worth;
    }
    if (endless[ours] === 1) total = withEndlessDraw(total);
    change[ours] = total - slots[ours + 2];
    largestChange = Math.max(largestChange, Math.abs(change[ours]));
    slots[ours + 2] = total;
    // `b` throws: every legal move equally likely, or the one worst for `a`.
    const theirs = pair * 2;
    total = 0;
    for (let throwIndex = 0; throwIndex < throwsCount; throwIndex++) {
      const slot = theirs * throwsCount + throwIndex;
      const first = firstSuccessor[slot];
      const end = firstSuccessor[slot + 1];
      if (opponent === "perfect") {
        let worst = 1;
        for (let at = first; at < end; at++) worst = Math.min(worst, slots[successors[at] + 2]);
        total += probabilities[throwIndex] * worst;
      } else {
        let sum = 0;
        for (let at = first; at < end; at++) sum += slots[successors[at] + 2];
        total += (probabilities[throwIndex] * sum) / (end - first);
      }
    }
    if (endless[theirs] === 1) total = withEndlessDraw(total);
    change[theirs] = total - slots[theirs + 2];
    largestChange = Math.max(largestChange, Math.abs(change[theirs]));
    slots[theirs + 2] = total;
  }
  return largestChange;
}

/** The choice that is best by `value` (from `solve`) in every state where `a` throws. */
export function choicesBy(graph: Graph, value: Float64Array): Int8Array {
  const throwsCount = chanceOutcomes(graph.preset).length;
  const chosen = new Int8Array(graph.states * throwsCount).fill(-1);
  const worth = (code: number): number => winChance(value, code);
  for (let pair = 0; pair < graph.states / 2; pair++) {
    for (let throwIndex = 0; throwIndex < throwsCount; throwIndex++) {
      const slot = (pair * 2 + 1) * throwsCount + throwIndex;
      const first = graph.firstSuccessor[slot];
      const end = graph.firstSuccessor[slot + 1];
      let best = 0;
      for (let index = first + 1; index < end; index++) {
        if (worth(graph.successors[index]) > worth(graph.successors[first + best])) best = index - first;
      }
      chosen[slot] = best;
    }
  }
  return chosen;
}

/** Picks a move (an index into `buffer`, which holds the throw's moves) for the side on throw. */
export type Chooser = (position: Position, throwValue: number, buffer: MoveBuffer) => number;

/** A player's choice in every state where `a` throws and has two or more moves. */
export function choicesOf(graph: Graph, choose: Chooser): Int8Array {
  const outcomes = chanceOutcomes(graph.preset);
  const chosen = new Int8Array(graph.states * outcomes.length).fill(-1);
  const position = emptyPosition();
  const buffer = createMoveBuffer();
  for (let pair = 0; pair < graph.states / 2; pair++) {
    loadState(graph, pair * 2 + 1, position);
    outcomes.forEach((outcome, throwIndex) => {
      if (generateMoves(graph.preset, position, outcome.value, buffer) < 2) return;
      chosen[(pair * 2 + 1) * outcomes.length + throwIndex] = choose(position, outcome.value, buffer);
    });
  }
  return chosen;
}

/** A one-ply player's choice in every state where `a` throws and has two or more moves. */
export function onePlyChoices(graph: Graph, weights: EvalWeights): Int8Array {
  const context = evalContextFor(graph.preset, weights);
  return choicesOf(graph, (position, throwValue, buffer) => onePlyChoice(context, position, throwValue, buffer, { water: false, capture: false }));
}

/** The start position's state: `a` on the odd squares or the even ones, `a` or `b` to throw. */
export function startState(graph: Graph, usOnOddSquares: boolean, usThrowing: boolean): number {
  const position = startPosition(graph.preset);
  if (!usOnOddSquares) position.board = position.board.map((cell) => (cell === EMPTY ? EMPTY : opponent(cell)));
  position.side = usThrowing ? US : "b";
  return stateOf(graph, position);
}

/** The chance that the seat on square 1 makes the first move. */
export function firstSeatStarts(preset: Preset): number {
  if (preset.opening !== "firstOneStarts") return 1;
  // Throws alternate from the seat on square 1 until one is a 1.
  const one = chanceOutcomes(preset).find((outcome) => outcome.value === 1)?.probability ?? 0;
  return one / (1 - (1 - one) * (1 - one));
}

/** The tournament's win rate: half the games in each seat. */
export function tournamentRate(graph: Graph, value: Float64Array): number {
  const starts = firstSeatStarts(graph.preset);
  const asFirstSeat = starts * value[startState(graph, true, true)] + (1 - starts) * value[startState(graph, true, false)];
  const asSecondSeat = starts * value[startState(graph, false, false)] + (1 - starts) * value[startState(graph, false, true)];
  return (asFirstSeat + asSecondSeat) / 2;
}

/** A turn of a game played on the graph: the state, the throw and the range of its successors. */
export interface Turn {
  state: number;
  throwIndex: number;
  /** The (state, throw) slot: its successors start at `first`, `count` of them. */
  slot: number;
  first: number;
  count: number;
}

/** Plays a game on the graph from `state` to its end, throws from `rng`; `choose` picks each successor. */
export function walkGame(graph: Graph, state: number, rng: Rng, choose: (turn: Turn) => number): void {
  const outcomes = chanceOutcomes(graph.preset);
  while (state >= 0) {
    const thrown = throwSticks(graph.preset, rng).value;
    const throwIndex = outcomes.findIndex((outcome) => outcome.value === thrown);
    const slot = state * outcomes.length + throwIndex;
    const first = graph.firstSuccessor[slot];
    const count = graph.firstSuccessor[slot + 1] - first;
    state = graph.successors[first + choose({ state, throwIndex, slot, first, count })];
  }
}

/**
 * The states met in `games` games where each side plays the exactly best move by `value` (from a
 * perfect-play solve), or a random one with chance `explore`; every start seat in turn.
 */
export function nearPerfectGames(graph: Graph, value: Float64Array, games: number, explore: number, rng: Rng): number[] {
  const visited: number[] = [];
  for (let game = 0; game < games; game++) {
    walkGame(graph, startState(graph, true, game % 2 === 0), rng, ({ state, first, count }) => {
      visited.push(state);
      let pick = randomInt(rng, count);
      if (count > 1 && randomInt(rng, 1000) >= 1000 * explore) {
        // `a` takes the highest value for `a`, `b` the lowest.
        const sign = state % 2 === 1 ? 1 : -1;
        for (let index = 0; index < count; index++) {
          if (sign * winChance(value, graph.successors[first + index]) > sign * winChance(value, graph.successors[first + pick])) pick = index;
        }
      }
      return pick;
    });
  }
  return visited;
}

/** The preset with a house-rule count of 1-3 pieces a side, from command-line words; undefined if they are not one. */
export function smallPreset(presetName: string | undefined, piecesText: string | undefined): Preset | undefined {
  const pieces = Number(piecesText);
  if (presetName === undefined || !isPresetName(presetName) || !Number.isInteger(pieces) || pieces < 1 || pieces > 3) return undefined;
  return getPreset(presetName, pieces);
}
