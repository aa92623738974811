// The search's state: the Search, its explicit stack of frames (so that it can stop after any node
// and resume next frame) and the steps that push and pop them, and the frames, board sums and
// leaf cache handed from one search to the next (after the first, a decision allocates almost
// nothing).

import { Player, Position, clonePosition } from "../board";
import { MoveBuffer, Undo, createMoveBuffer, createUndo, generateMoves } from "../movebuffer";
import { ChanceOutcome } from "../throws";
import { ensurePrepared } from "./eval-context";
import { EvalContext, LOSS_SCORE } from "./evaluate";
import { LeafCache, claimLeafCache, createLeafCache } from "./leaf-cache";
import { ValueNet } from "./network";
import { HANDMADE_LEAF_WORK, NET_LEAF_WORK, NET_LEAF_WORK_PER_UNIT } from "./work";

export const CHANCE = 0;
export const DECISION = 1;
/** A decision frame whose child is the pass (no move exists). */
export const PASS_INDEX = -1;
/** A decision frame whose moves are not generated yet. */
export const UNEXPANDED = -2;
/** A decision frame whose moves its chance node generated for its probe (Star2), and one of them judged. */
export const PROBED = -3;

export interface Frame {
  kind: number;
  /** Decisions left to search below a chance node (0: evaluate); a decision node has its parent's. */
  depth: number;
  alpha: number;
  beta: number;
  /** The level whose board sums are this frame's position's (with a network). */
  level: number;
  /** Chance: the outcome being searched, the sum of probability times value so far, its window. */
  outcome: number;
  sum: number;
  childAlpha: number;
  childBeta: number;
  /** Decision: the throw, its moves, the move being searched, the best value so far. */
  throwValue: number;
  buffer: MoveBuffer;
  count: number;
  moveIndex: number;
  /** How many moves were searched before this one, and the move searched first (-1: in generation order). */
  cursor: number;
  first: number;
  maximizing: boolean;
  best: number;
  /** The move that gave `best` (-1: none beat the window). */
  bestMove: number;
  undo: Undo;
  /** Decision: the value of the move `first`, where its chance node's probe judged it already. */
  firstKnown: boolean;
  firstValue: number;
  /**
   * Chance, above the last decisions (Star2): the next outcome to probe (-1: not probing), and
   * per outcome the moves generated, the move probed (-1: none, a pass) and its value, and the
   * bounds on the decision's value that the probe gives.
   */
  probe: number;
  buffers: MoveBuffer[];
  probed: number[];
  probeValues: number[];
  lower: number[];
  upper: number[];
}

/**
 * When a search may stop before its work cap: once it has done `work`, if the iteration one
 * decision deep (which values every root move exactly) put its best move at least `lead` above
 * the next, and an iteration two or more deep finished with the same move best.
 */
export interface Settle {
  work: number;
  lead: number;
}

/** A search that is never settled early. */
export const NEVER_SETTLED: Settle = { work: Infinity, lead: Infinity };

export interface Search {
  context: EvalContext;
  me: Player;
  /** The search's own copy, played and taken back in place. */
  position: Position;
  outcomes: ChanceOutcome[];
  /** The probability of the outcomes after each outcome. */
  probabilityAfter: number[];
  frames: Frame[];
  /** The top frame's index; -1 while between root moves. */
  top: number;
  returned: number;
  maxDepth: number;
  /** Work after which iterative deepening stops with the best move found so far. */
  workCap: number;
  /** Less work after which it stops already where the decision is settled (see `Settle`). */
  settle: Settle;
  /** How far the best root move lay above the next one decision deep, and which it was (-1: not known yet). */
  lead: number;
  shallowBest: number;
  /** The depth of the last finished iteration (0: none yet). */
  finishedDepth: number;
  nodes: number;
  /** Chance nodes that Star2's probes cut. */
  probeCuts: number;
  /** Work done so far (work.ts's units). */
  work: number;
  /** The work of judging one leaf. */
  leafWork: number;
  /** The network judging the leaves (undefined: the hand-made evaluation). */
  net: ValueNet | undefined;
  /** The board sums of each level's position, a's point of view at 2 * level, b's at 2 * level + 1. */
  sums: number[][];
  /** How many of the root's board sums are made (two with a network). */
  rootSums: number;
  /** Each level's board name (leaf-cache.ts), and the network's judgements of this search's leaves. */
  names: number[];
  cache: LeafCache;
  rootThrow: number;
  rootBuffer: MoveBuffer;
  rootUndo: Undo;
  /**
   * Root move indices in search order, and the values found in the current iteration: the best
   * move's exactly, another's as the bound it did not beat (fail-hard).
   */
  rootOrder: number[];
  rootValues: number[];
  /** The depth being searched, and how far through the root moves it is (-1: not started). */
  depth: number;
  rootCursor: number;
  rootAlpha: number;
  iterationBest: number;
  /** The best root move of the last finished iteration (-1: none yet). */
  chosen: number;
  done: boolean;
  /** The work cap ended the search before its full depth. */
  capped: boolean;
  /**
   * The reply found best to each root move for each throw (index root move * outcomes + outcome;
   * -1: none yet), searched first in the next iteration.
   */
  replies: number[];
}

function createFrame(): Frame {
  return {
    kind: CHANCE, depth: 0, alpha: 0, beta: 0, level: 0, outcome: 0, sum: 0, childAlpha: 0, childBeta: 0,
    throwValue: 0, buffer: createMoveBuffer(), count: 0, moveIndex: 0, cursor: 0, first: -1, maximizing: true, best: 0, bestMove: -1,
    undo: createUndo(), firstKnown: false, firstValue: 0, probe: -1, buffers: [], probed: [], probeValues: [], lower: [], upper: [],
  };
}

/** The frames, sums and cache of the last finished search, handed to the next. */
let spareFrames: Frame[] = [];
let spareSums: number[][] = [];
let spareCache: LeafCache | undefined = undefined;

/**
 * Starts a search of the root player's moves for `throwValue`; the root must have two or more
 * moves. `rootMoves` may hold them already (generated for this position and throw), so that
 * starting allocates less. With `dry`, a move into the water is not searched where another is
 * (levels.ts's `dry`).
 */
export function createSearch(
  context: EvalContext, position: Position, throwValue: number, maxDepth: number, workCap: number, rootMoves?: MoveBuffer,
  settle: Settle = NEVER_SETTLED, dry = false,
): Search {
  const outcomes = context.outcomes;
  const probabilityAfter: number[] = [];
  for (let index = 0; index < outcomes.length; index++) {
    let rest = 0;
    for (let later = index + 1; later < outcomes.length; later++) rest += outcomes[later].probability;
    probabilityAfter.push(rest);
  }
  // A network judges only once unpacked, which the context does in its first slices.
  if (!context.ready) ensurePrepared(context);
  const net = context.net;
  const search: Search = {
    context, me: position.side, position: clonePosition(position), outcomes, probabilityAfter, frames: spareFrames,
    top: -1, returned: 0, maxDepth, workCap, settle, lead: 0, shallowBest: -1, finishedDepth: 0, nodes: 0, probeCuts: 0, work: 0,
    leafWork: net === undefined ? HANDMADE_LEAF_WORK : NET_LEAF_WORK + NET_LEAF_WORK_PER_UNIT * net.hidden,
    net, sums: spareSums, rootSums: 0, names: [], cache: spareCache !== undefined ? spareCache : createLeafCache(), rootThrow: throwValue,
    rootBuffer: rootMoves !== undefined ? rootMoves : createMoveBuffer(), rootUndo: createUndo(), rootOrder: [], rootValues: [],
    depth: 1, rootCursor: -1, rootAlpha: LOSS_SCORE, iterationBest: -1, chosen: -1, done: false, capped: false, replies: [],
  };
  spareFrames = [];
  spareSums = [];
  spareCache = undefined;
  claimLeafCache(search.cache);
  const count = rootMoves !== undefined ? rootMoves.count : generateMoves(context.preset, search.position, throwValue, search.rootBuffer);
  const water = search.rootBuffer.water;
  let dryMoves = 0;
  for (let index = 0; index < count; index++) if (!water[index]) dryMoves++;
  for (let index = 0; index < count; index++) {
    for (let outcome = 0; outcome < outcomes.length; outcome++) search.replies.push(-1);
    if (dry && dryMoves > 0 && water[index]) continue;
    search.rootOrder.push(index);
    search.rootValues.push(0);
  }
  // One move left to search: it is the choice.
  if (search.rootOrder.length === 1) {
    search.chosen = search.rootOrder[0];
    finishSearch(search);
  }
  return search;
}

/** Ends the search (`search.chosen` is its move), handing its frames, sums and cache to the next. */
export function finishSearch(search: Search): void {
  search.done = true;
  if (search.frames.length >= spareFrames.length) spareFrames = search.frames;
  if (search.sums.length >= spareSums.length) spareSums = search.sums;
  if (spareCache === undefined || search.cache.owner.length > spareCache.owner.length) spareCache = search.cache;
}

/** The sums array of a level and point of view, made (once) long enough for the network. */
export function sumsAt(search: Search, index: number, hidden: number): number[] {
  const all = search.sums;
  while (all.length <= index) all.push([]);
  const sums = all[index];
  while (sums.length < hidden) sums.push(0);
  return sums;
}

/** Pushes a frame (reusing one where the stack has been this deep before). */
function pushFrame(search: Search, kind: number, depth: number, level: number, alpha: number, beta: number): Frame {
  search.top++;
  const frames = search.frames;
  while (frames.length <= search.top) frames.push(createFrame());
  const frame = frames[search.top];
  frame.kind = kind;
  frame.depth = depth;
  frame.level = level;
  frame.alpha = alpha;
  frame.beta = beta;
  return frame;
}

export function pushChance(search: Search, depth: number, level: number, alpha: number, beta: number): void {
  const frame = pushFrame(search, CHANCE, depth, level, alpha, beta);
  frame.outcome = -1;
  frame.probe = -1;
}

export function pushDecision(search: Search, depth: number, level: number, throwValue: number, alpha: number, beta: number): void {
  const frame = pushFrame(search, DECISION, depth, level, alpha, beta);
  frame.throwValue = throwValue;
  frame.moveIndex = UNEXPANDED;
}

/** Pops the top frame, returning `value` to the frame below (or to the root). */
export function finish(search: Search, value: number): void {
  search.returned = value;
  search.top--;
}
