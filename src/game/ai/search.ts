// Expectiminimax over moves and throws with alpha-beta at decision nodes and Star1 at chance
// nodes (Star2 above the last decisions: each throw's first move probed before any throw is
// searched), run by an explicit stack so that it can stop after any node and resume next frame.
// Iterative deepening at the root orders the root moves and bounds the work by a cap; a search
// can also be stopped at any node (a caller's deadline) and answers with the best move found.
//
// Values are for the root player in [-1, 1]. After a move the side in the position says who
// throws next, so an extra throw simply makes the next chance node the same player's. With a
// value network the board's share of its hidden sums is kept per level of the search (both
// sides' points of view) and a leaf adds only its move's change (network.ts).

import { Player, Position, clonePosition } from "../board";
import { MoveBuffer, Undo, createMoveBuffer, generateMoves, makeMove, sideAfterPass, unmakeMove } from "../movebuffer";
import { ChanceOutcome } from "../throws";
import { EvalContext, LOSS_SCORE, WIN_SCORE, evaluate, netFeatures } from "./evaluate";
import { LeafCache, boardName, cachedJudgement, claimLeafCache, createLeafCache, keepJudgement, movedName } from "./leaf-cache";
import { ValueNet, boardSums, movedSums, movedValue, valueFromSums } from "./network";
import { EXPAND_WORK, HANDMADE_LEAF_WORK, NET_LEAF_WORK, NET_LEAF_WORK_PER_UNIT, NODE_WORK } from "./work";

const CHANCE = 0;
const DECISION = 1;
/** A decision frame whose child is the pass (no move exists). */
const PASS_INDEX = -1;
/** A decision frame whose moves are not generated yet. */
const UNEXPANDED = -2;
/** A decision frame whose moves its chance node generated for its probe (Star2), and one of them judged. */
const PROBED = -3;

interface Frame {
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
  /** Root move indices in search order, and the values found in the current iteration. */
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
    undo: { side: "a" }, firstKnown: false, firstValue: 0, probe: -1, buffers: [], probed: [], probeValues: [], lower: [], upper: [],
  };
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

/** The frames and sums of the last finished search, handed to the next: after the first, a decision allocates almost nothing. */
let spareFrames: Frame[] = [];
let spareSums: number[][] = [];
let spareCache: LeafCache | undefined = undefined;

/**
 * Starts a search of the root player's moves for `throwValue`; the root must have two or more
 * moves. `rootMoves` may hold them already (generated for this position and throw), so that
 * starting allocates less.
 */
export function createSearch(
  context: EvalContext, position: Position, throwValue: number, maxDepth: number, workCap: number, rootMoves?: MoveBuffer,
  settle: Settle = NEVER_SETTLED,
): Search {
  const outcomes = context.outcomes;
  const probabilityAfter: number[] = [];
  for (let index = 0; index < outcomes.length; index++) {
    let rest = 0;
    for (let later = index + 1; later < outcomes.length; later++) rest += outcomes[later].probability;
    probabilityAfter.push(rest);
  }
  const net = context.net;
  const search: Search = {
    context, me: position.side, position: clonePosition(position), outcomes, probabilityAfter, frames: spareFrames,
    top: -1, returned: 0, maxDepth, workCap, settle, lead: 0, shallowBest: -1, finishedDepth: 0, nodes: 0, probeCuts: 0, work: 0,
    leafWork: net === undefined ? HANDMADE_LEAF_WORK : NET_LEAF_WORK + NET_LEAF_WORK_PER_UNIT * net.hidden,
    net, sums: spareSums, rootSums: 0, names: [], cache: spareCache !== undefined ? spareCache : createLeafCache(), rootThrow: throwValue,
    rootBuffer: rootMoves !== undefined ? rootMoves : createMoveBuffer(), rootUndo: { side: "a" }, rootOrder: [], rootValues: [],
    depth: 1, rootCursor: -1, rootAlpha: LOSS_SCORE, iterationBest: -1, chosen: -1, done: false, capped: false, replies: [],
  };
  spareFrames = [];
  spareSums = [];
  spareCache = undefined;
  claimLeafCache(search.cache);
  const count = rootMoves !== undefined ? rootMoves.count : generateMoves(context.preset, search.position, throwValue, search.rootBuffer);
  for (let index = 0; index < count; index++) {
    search.rootOrder.push(index);
    search.rootValues.push(0);
    for (let outcome = 0; outcome < outcomes.length; outcome++) search.replies.push(-1);
  }
  return search;
}

function finishSearch(search: Search): void {
  search.done = true;
  if (search.frames.length >= spareFrames.length) spareFrames = search.frames;
  if (search.sums.length >= spareSums.length) spareSums = search.sums;
  if (spareCache === undefined || search.cache.owner.length > spareCache.owner.length) spareCache = search.cache;
}

/** The sums array of a level and point of view, made (once) long enough for the network. */
function sumsAt(search: Search, index: number, hidden: number): number[] {
  const all = search.sums;
  while (all.length <= index) all.push([]);
  const sums = all[index];
  while (sums.length < hidden) sums.push(0);
  return sums;
}

function frameAt(search: Search, index: number): Frame {
  const frames = search.frames;
  while (frames.length <= index) frames.push(createFrame());
  return frames[index];
}

function pushChance(search: Search, depth: number, level: number, alpha: number, beta: number): void {
  search.top++;
  const frame = frameAt(search, search.top);
  frame.kind = CHANCE;
  frame.depth = depth;
  frame.level = level;
  frame.alpha = alpha;
  frame.beta = beta;
  frame.outcome = -1;
  frame.probe = -1;
}

function pushDecision(search: Search, depth: number, level: number, throwValue: number, alpha: number, beta: number): void {
  search.top++;
  const frame = frameAt(search, search.top);
  frame.kind = DECISION;
  frame.depth = depth;
  frame.level = level;
  frame.throwValue = throwValue;
  frame.alpha = alpha;
  frame.beta = beta;
  frame.moveIndex = UNEXPANDED;
}

function finish(search: Search, value: number): void {
  search.returned = value;
  search.top--;
}

/** The winner's score for the root player once a side has borne off every piece, else 0. */
function terminalScore(search: Search): number {
  const position = search.position;
  const pieces = search.context.preset.pieces;
  if (position.offA === pieces) return search.me === "a" ? WIN_SCORE : LOSS_SCORE;
  if (position.offB === pieces) return search.me === "b" ? WIN_SCORE : LOSS_SCORE;
  return 0;
}

/**
 * The judgement, for the root player, of the search's position (not over), where the board sums
 * at `level` are those of its board or, with `moves`, of the board before `mover`'s move `index`
 * of `moves` (played already): then the network adds the move's change to them as it judges.
 */
function judgeLeaf(search: Search, level: number, moves: MoveBuffer | undefined, index: number, mover: Player): number {
  const position = search.position;
  const net = search.net;
  if (net === undefined) {
    search.work += search.leafWork;
    return evaluate(search.context, position, search.me);
  }
  const side = position.side;
  let name = search.names[level];
  let from = 0;
  let to = 0;
  let capture = false;
  let capturedTo = 0;
  if (moves !== undefined) {
    from = moves.from[index];
    to = moves.to[index];
    capture = moves.capture[index];
    capturedTo = moves.capturedTo[index];
    name = movedName(name, mover, from, to, capture, capturedTo);
  }
  let value = cachedJudgement(search.cache, name, side);
  if (value !== undefined) {
    search.work += NODE_WORK;
  } else {
    search.work += search.leafWork;
    const context = search.context;
    const sums = search.sums[2 * level + (side === "a" ? 0 : 1)];
    const features = netFeatures(context, position, context.features);
    value = moves === undefined ? valueFromSums(net, sums, features) : movedValue(net, sums, side, mover, from, to, capture, capturedTo, features);
    keepJudgement(search.cache, name, side, value);
  }
  return side === search.me ? value : -value;
}

/** The evaluation of the search's position (not over), whose board sums are at `level`. */
function judge(search: Search, level: number): number {
  return judgeLeaf(search, level, undefined, 0, search.me);
}

/** After the move `index` of `buffer` was played from a position at `level`: the next level's board sums. */
function followMove(search: Search, level: number, buffer: MoveBuffer, index: number, mover: Player): void {
  const net = search.net;
  if (net === undefined) return;
  const hidden = net.hidden;
  const from = buffer.from[index];
  const to = buffer.to[index];
  const capture = buffer.capture[index];
  const capturedTo = buffer.capturedTo[index];
  const names = search.names;
  while (names.length <= level + 1) names.push(0);
  names[level + 1] = movedName(names[level], mover, from, to, capture, capturedTo);
  movedSums(net, sumsAt(search, 2 * level, hidden), sumsAt(search, 2 * level + 2, hidden), "a", mover, from, to, capture, capturedTo);
  movedSums(net, sumsAt(search, 2 * level + 1, hidden), sumsAt(search, 2 * level + 3, hidden), "b", mover, from, to, capture, capturedTo);
}

/**
 * Searches the chance outcome `frame.outcome` with the Star1 window that can still matter, or
 * after a probe Star2's (the outcomes to come bounded by their probes), handing the decision the
 * moves its probe generated.
 */
function enterOutcome(search: Search, frame: Frame): void {
  const outcomes = search.outcomes;
  const outcome = frame.outcome;
  const probability = outcomes[outcome].probability;
  if (frame.probe < 0) {
    const rest = search.probabilityAfter[outcome];
    frame.childAlpha = (frame.alpha - frame.sum - WIN_SCORE * rest) / probability;
    frame.childBeta = (frame.beta - frame.sum - LOSS_SCORE * rest) / probability;
  } else {
    let restUpper = 0;
    let restLower = 0;
    for (let later = outcome + 1; later < outcomes.length; later++) {
      restUpper += outcomes[later].probability * frame.upper[later];
      restLower += outcomes[later].probability * frame.lower[later];
    }
    frame.childAlpha = (frame.alpha - frame.sum - restUpper) / probability;
    frame.childBeta = (frame.beta - frame.sum - restLower) / probability;
  }
  const alpha = frame.childAlpha > LOSS_SCORE ? frame.childAlpha : LOSS_SCORE;
  const beta = frame.childBeta < WIN_SCORE ? frame.childBeta : WIN_SCORE;
  pushDecision(search, frame.depth, frame.level, outcomes[outcome].value, alpha, beta);
  if (frame.probe < 0) return;
  const child = search.frames[search.top];
  const moves = child.buffer;
  child.buffer = frame.buffers[outcome];
  frame.buffers[outcome] = moves;
  child.count = child.buffer.count;
  child.moveIndex = PROBED;
  child.first = frame.probed[outcome];
  child.firstKnown = child.first >= 0;
  child.firstValue = frame.probeValues[outcome];
}

/** Where a chance node probes (Star2): above the last decisions, where a probe is one leaf. */
function probing(frame: Frame): boolean {
  return frame.depth === 1;
}

/**
 * Star2's probe of one outcome: the decision's moves after that throw, and the value of one
 * (the reply searched first where the decision is just below the root, else the first): a lower
 * bound on a maximizing decision's value, an upper one on a minimizing one's. After the last
 * outcome the chance node is cut where the bounds settle it against its window (its value then
 * lies beyond the window, as Star1 would find); else its outcomes are searched, the decisions
 * starting with the moves probed.
 */
function probeOutcome(search: Search, frame: Frame): void {
  search.nodes++;
  search.work += EXPAND_WORK;
  const outcomes = search.outcomes;
  const probe = frame.probe;
  const throwValue = outcomes[probe].value;
  const maximizing = search.position.side === search.me;
  while (frame.buffers.length <= probe) {
    frame.buffers.push(createMoveBuffer());
    frame.probed.push(-1);
    frame.probeValues.push(0);
    frame.lower.push(LOSS_SCORE);
    frame.upper.push(WIN_SCORE);
  }
  const buffer = frame.buffers[probe];
  const count = generateMoves(search.context.preset, search.position, throwValue, buffer);
  buffer.count = count;
  let move = -1;
  let value = 0;
  if (count > 0) {
    const reply = search.top === 0 ? search.replies[search.rootOrder[search.rootCursor] * outcomes.length + probe] : -1;
    move = reply >= 0 ? reply : 0;
    value = leafValue(search, frame.level, buffer, move, throwValue, frame.undo);
  } else {
    // A pass (or `morales`'s forfeit): the position after it judged, as the search proper will judge it.
    const position = search.position;
    const side = position.side;
    position.side = sideAfterPass(search.context.preset, position, throwValue);
    value = judge(search, frame.level);
    position.side = side;
  }
  frame.probed[probe] = move;
  frame.probeValues[probe] = value;
  // With one move or none the probe is the decision's value.
  const exact = count < 2;
  frame.lower[probe] = maximizing || exact ? value : LOSS_SCORE;
  frame.upper[probe] = !maximizing || exact ? value : WIN_SCORE;
  frame.probe++;
  if (frame.probe < outcomes.length) return;
  let lowest = 0;
  let highest = 0;
  for (let index = 0; index < outcomes.length; index++) {
    lowest += outcomes[index].probability * frame.lower[index];
    highest += outcomes[index].probability * frame.upper[index];
  }
  if (lowest >= frame.beta || highest <= frame.alpha) {
    search.probeCuts++;
    finish(search, lowest >= frame.beta ? frame.beta : frame.alpha);
    return;
  }
  frame.outcome = 0;
  frame.sum = 0;
  enterOutcome(search, frame);
}

function stepChance(search: Search, frame: Frame): void {
  if (frame.outcome < 0) {
    search.nodes++;
    const terminal = terminalScore(search);
    if (terminal !== 0) {
      search.work += NODE_WORK;
      finish(search, terminal);
      return;
    }
    if (frame.depth === 0) {
      finish(search, judge(search, frame.level));
      return;
    }
    search.work += NODE_WORK;
    if (probing(frame)) {
      frame.probe = 0;
      frame.outcome = 0;
      return;
    }
    frame.outcome = 0;
    frame.sum = 0;
    enterOutcome(search, frame);
    return;
  }
  if (frame.probe >= 0 && frame.probe < search.outcomes.length) {
    probeOutcome(search, frame);
    return;
  }
  const value = search.returned;
  if (value <= frame.childAlpha) {
    finish(search, frame.alpha);
    return;
  }
  if (value >= frame.childBeta) {
    finish(search, frame.beta);
    return;
  }
  frame.sum += search.outcomes[frame.outcome].probability * value;
  frame.outcome++;
  if (frame.outcome === search.outcomes.length) {
    finish(search, frame.sum);
    return;
  }
  enterOutcome(search, frame);
}

/** Plays the frame's move and searches the chance node after it. */
function searchMove(search: Search, frame: Frame): void {
  makeMove(search.context.preset, search.position, frame.buffer, frame.moveIndex, frame.throwValue, frame.undo);
  followMove(search, frame.level, frame.buffer, frame.moveIndex, frame.undo.side);
  if (frame.maximizing) pushChance(search, frame.depth - 1, frame.level + 1, frame.best, frame.beta);
  else pushChance(search, frame.depth - 1, frame.level + 1, frame.alpha, frame.best);
}

/**
 * The value of the move `index` of `buffer` for `throwValue`, from the search's position at
 * `level`, where the chance node after it is a leaf: judged here, one node, instead of through a
 * frame of its own.
 */
function leafValue(search: Search, level: number, buffer: MoveBuffer, index: number, throwValue: number, undo: Undo): number {
  search.nodes++;
  const position = search.position;
  const preset = search.context.preset;
  makeMove(preset, position, buffer, index, throwValue, undo);
  let value = 0;
  if (position.offA === preset.pieces || position.offB === preset.pieces) {
    search.work += NODE_WORK;
    value = terminalScore(search);
  } else {
    value = judgeLeaf(search, level, buffer, index, undo.side);
  }
  unmakeMove(position, buffer, index, undo);
  return value;
}

function stepDecision(search: Search, frame: Frame): void {
  const position = search.position;
  if (frame.moveIndex === UNEXPANDED || frame.moveIndex === PROBED) {
    search.nodes++;
    const probed = frame.moveIndex === PROBED;
    if (probed) {
      search.work += NODE_WORK;
    } else {
      search.work += EXPAND_WORK;
      frame.count = generateMoves(search.context.preset, position, frame.throwValue, frame.buffer);
      frame.firstKnown = false;
    }
    frame.maximizing = position.side === search.me;
    if (frame.count === 0) {
      frame.moveIndex = PASS_INDEX;
      frame.undo.side = position.side;
      position.side = sideAfterPass(search.context.preset, position, frame.throwValue);
      pushChance(search, frame.depth - 1, frame.level, frame.alpha, frame.beta);
      return;
    }
    frame.best = frame.maximizing ? frame.alpha : frame.beta;
    frame.bestMove = -1;
    if (!probed) frame.first = search.top === 1 ? search.replies[replySlot(search)] : -1;
    frame.cursor = 0;
    frame.moveIndex = frame.first >= 0 ? frame.first : 0;
    if (frame.depth > 1) searchMove(search, frame);
    return;
  }
  let value: number;
  if (frame.moveIndex === PASS_INDEX) {
    position.side = frame.undo.side;
    finish(search, search.returned);
    return;
  }
  if (frame.depth === 1) {
    value = frame.firstKnown && frame.moveIndex === frame.first ? frame.firstValue : leafValue(search, frame.level, frame.buffer, frame.moveIndex, frame.throwValue, frame.undo);
  } else {
    value = search.returned;
    unmakeMove(position, frame.buffer, frame.moveIndex, frame.undo);
  }
  if (frame.maximizing ? value > frame.best : value < frame.best) {
    frame.best = value;
    frame.bestMove = frame.moveIndex;
  }
  if (frame.maximizing ? frame.best >= frame.beta : frame.best <= frame.alpha) {
    finishDecision(search, frame, frame.maximizing ? frame.beta : frame.alpha);
    return;
  }
  frame.cursor++;
  if (frame.cursor === frame.count) {
    finishDecision(search, frame, frame.best);
    return;
  }
  const first = frame.first;
  // In generation order, with the move searched first left out.
  frame.moveIndex = first < 0 || frame.cursor > first ? frame.cursor : frame.cursor - 1;
  if (frame.depth > 1) searchMove(search, frame);
}

/** Where the best reply of the decision just below the root (the top frame) is kept. */
function replySlot(search: Search): number {
  return search.rootOrder[search.rootCursor] * search.outcomes.length + search.frames[0].outcome;
}

/** Returns the decision's value, keeping its best move when it is the reply to a root move. */
function finishDecision(search: Search, frame: Frame, value: number): void {
  if (search.top === 1 && frame.bestMove >= 0) search.replies[replySlot(search)] = frame.bestMove;
  finish(search, value);
}

/** Sorts the root moves by this iteration's values, best first; ties keep their order. */
function reorderRoot(search: Search): void {
  const order = search.rootOrder;
  const values = search.rootValues;
  for (let index = 1; index < order.length; index++) {
    const move = order[index];
    const value = values[index];
    let slot = index;
    while (slot > 0 && values[slot - 1] < value) {
      order[slot] = order[slot - 1];
      values[slot] = values[slot - 1];
      slot--;
    }
    order[slot] = move;
    values[slot] = value;
  }
}

/** Between root moves: takes the last root move's value, starts the next one or the next depth. */
function stepRoot(search: Search): void {
  const preset = search.context.preset;
  if (search.rootCursor >= 0) {
    const index = search.rootOrder[search.rootCursor];
    unmakeMove(search.position, search.rootBuffer, index, search.rootUndo);
    const value = search.returned;
    search.rootValues[search.rootCursor] = value;
    if (search.iterationBest < 0 || value > search.rootAlpha) {
      search.rootAlpha = value;
      search.iterationBest = index;
    }
    search.rootCursor++;
    if (search.rootCursor === search.rootOrder.length) {
      search.chosen = search.iterationBest;
      reorderRoot(search);
      search.finishedDepth = search.depth;
      if (search.depth === 1) {
        search.lead = search.rootValues[0] - search.rootValues[1];
        search.shallowBest = search.chosen;
      }
      if (search.depth === search.maxDepth || search.work >= search.workCap || settled(search)) {
        search.capped = search.depth < search.maxDepth;
        finishSearch(search);
        return;
      }
      search.depth++;
      search.rootCursor = -1;
    }
  }
  if (search.rootCursor < 0) {
    const net = search.net;
    if (net !== undefined && search.rootSums < 2) {
      // The root's board sums, one side's point of view a node, so that no step is large.
      search.nodes++;
      search.work += search.leafWork;
      boardSums(net, search.position, search.rootSums === 0 ? "a" : "b", sumsAt(search, search.rootSums, net.hidden));
      if (search.names.length === 0) search.names.push(0);
      search.names[0] = boardName(search.position);
      search.rootSums++;
      return;
    }
    search.rootCursor = 0;
    search.rootAlpha = LOSS_SCORE;
    search.iterationBest = -1;
  }
  const index = search.rootOrder[search.rootCursor];
  makeMove(preset, search.position, search.rootBuffer, index, search.rootThrow, search.rootUndo);
  followMove(search, 0, search.rootBuffer, index, search.rootUndo.side);
  pushChance(search, search.depth - 1, 1, search.rootAlpha, WIN_SCORE);
}

/** Whether the search may stop before its work cap (see `Settle`). */
function settled(search: Search): boolean {
  const settle = search.settle;
  return search.work >= settle.work && search.finishedDepth >= 2 && search.chosen === search.shallowBest && search.lead >= settle.lead;
}

/**
 * Ends the search at once with the best move it knows: the last finished iteration's, or the
 * current iteration's where a move searched beat it (its first move is the previous best, searched
 * with a full window, so a move that did better is better at this depth).
 */
export function stopSearch(search: Search): void {
  if (search.done) return;
  if (search.iterationBest >= 0) search.chosen = search.iterationBest;
  if (search.chosen < 0) search.chosen = search.rootOrder[0];
  finishSearch(search);
}

/** One node of work, with the cheap steps around it; true once the search has decided. */
export function stepSearch(search: Search): boolean {
  const nodes = search.nodes;
  while (!search.done && search.nodes === nodes) {
    if (search.depth > 1 && (search.work >= search.workCap || settled(search))) {
      search.capped = true;
      stopSearch(search);
      break;
    }
    if (search.top < 0) {
      stepRoot(search);
      continue;
    }
    const frame = search.frames[search.top];
    if (frame.kind === CHANCE) stepChance(search, frame);
    else stepDecision(search, frame);
  }
  return search.done;
}

/** Runs about `budget` nodes; true once the search has decided (then `search.chosen` is the move index). */
export function runSearch(search: Search, budget: number): boolean {
  const stopAt = search.nodes + budget;
  while (!search.done && search.nodes < stopAt) stepSearch(search);
  return search.done;
}
