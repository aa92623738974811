// Expectiminimax over moves and throws with alpha-beta at decision nodes and Star1 at chance
// nodes, run by an explicit stack so that it can stop after any node and resume next frame.
// Iterative deepening at the root orders the root moves and bounds the work by a node cap.
//
// Values are for the root player in [-1, 1]. After a move the side in the position says who
// throws next, so an extra throw simply makes the next chance node the same player's.

import { Player, Position, clonePosition } from "../board";
import { MoveBuffer, Undo, createMoveBuffer, generateMoves, makeMove, sideAfterPass, unmakeMove } from "../movebuffer";
import { ChanceOutcome } from "../throws";
import { EvalContext, LOSS_SCORE, WIN_SCORE, evaluate } from "./evaluate";

const CHANCE = 0;
const DECISION = 1;
/** A decision frame whose child is the pass (no move exists). */
const PASS_INDEX = -1;

interface Frame {
  kind: number;
  /** Decisions left to search below a chance node (0: evaluate); a decision node has its parent's. */
  depth: number;
  alpha: number;
  beta: number;
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
  maximizing: boolean;
  best: number;
  undo: Undo;
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
  nodeCap: number;
  nodes: number;
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
}

function createFrame(): Frame {
  return {
    kind: CHANCE, depth: 0, alpha: 0, beta: 0, outcome: 0, sum: 0, childAlpha: 0, childBeta: 0,
    throwValue: 0, buffer: createMoveBuffer(), count: 0, moveIndex: 0, maximizing: true, best: 0,
    undo: { side: "a" },
  };
}

/** Starts a search of the root player's moves for `throwValue`; the root must have two or more moves. */
export function createSearch(context: EvalContext, position: Position, throwValue: number, maxDepth: number, nodeCap: number): Search {
  const outcomes = context.outcomes;
  const probabilityAfter: number[] = [];
  for (let index = 0; index < outcomes.length; index++) {
    let rest = 0;
    for (let later = index + 1; later < outcomes.length; later++) rest += outcomes[later].probability;
    probabilityAfter.push(rest);
  }
  const frames: Frame[] = [];
  for (let index = 0; index < 2 * maxDepth; index++) frames.push(createFrame());
  const search: Search = {
    context, me: position.side, position: clonePosition(position), outcomes, probabilityAfter, frames,
    top: -1, returned: 0, maxDepth, nodeCap, nodes: 0, rootThrow: throwValue,
    rootBuffer: createMoveBuffer(), rootUndo: { side: "a" }, rootOrder: [], rootValues: [],
    depth: 1, rootCursor: -1, rootAlpha: LOSS_SCORE, iterationBest: -1, chosen: -1, done: false,
  };
  const count = generateMoves(context.preset, search.position, throwValue, search.rootBuffer);
  for (let index = 0; index < count; index++) {
    search.rootOrder.push(index);
    search.rootValues.push(0);
  }
  return search;
}

function pushChance(search: Search, depth: number, alpha: number, beta: number): void {
  search.top++;
  const frame = search.frames[search.top];
  frame.kind = CHANCE;
  frame.depth = depth;
  frame.alpha = alpha;
  frame.beta = beta;
  frame.outcome = -1;
}

function pushDecision(search: Search, depth: number, throwValue: number, alpha: number, beta: number): void {
  search.top++;
  const frame = search.frames[search.top];
  frame.kind = DECISION;
  frame.depth = depth;
  frame.throwValue = throwValue;
  frame.alpha = alpha;
  frame.beta = beta;
  frame.moveIndex = -2;
}

function finish(search: Search, value: number): void {
  search.returned = value;
  search.top--;
}

/** Searches the chance outcome `frame.outcome` with the Star1 window that can still matter. */
function enterOutcome(search: Search, frame: Frame): void {
  const probability = search.outcomes[frame.outcome].probability;
  const rest = search.probabilityAfter[frame.outcome];
  frame.childAlpha = (frame.alpha - frame.sum - WIN_SCORE * rest) / probability;
  frame.childBeta = (frame.beta - frame.sum - LOSS_SCORE * rest) / probability;
  const alpha = frame.childAlpha > LOSS_SCORE ? frame.childAlpha : LOSS_SCORE;
  const beta = frame.childBeta < WIN_SCORE ? frame.childBeta : WIN_SCORE;
  pushDecision(search, frame.depth, search.outcomes[frame.outcome].value, alpha, beta);
}

function stepChance(search: Search, frame: Frame): void {
  if (frame.outcome < 0) {
    search.nodes++;
    const position = search.position;
    const pieces = search.context.preset.pieces;
    if (position.offA === pieces || position.offB === pieces) {
      const winner: Player = position.offA === pieces ? "a" : "b";
      finish(search, winner === search.me ? WIN_SCORE : LOSS_SCORE);
      return;
    }
    if (frame.depth === 0) {
      finish(search, evaluate(search.context, position, search.me));
      return;
    }
    frame.outcome = 0;
    frame.sum = 0;
    enterOutcome(search, frame);
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

function searchMove(search: Search, frame: Frame): void {
  makeMove(search.context.preset, search.position, frame.buffer, frame.moveIndex, frame.throwValue, frame.undo);
  if (frame.maximizing) pushChance(search, frame.depth - 1, frame.best, frame.beta);
  else pushChance(search, frame.depth - 1, frame.alpha, frame.best);
}

function stepDecision(search: Search, frame: Frame): void {
  const position = search.position;
  if (frame.moveIndex === -2) {
    search.nodes++;
    frame.count = generateMoves(search.context.preset, position, frame.throwValue, frame.buffer);
    frame.maximizing = position.side === search.me;
    if (frame.count === 0) {
      frame.moveIndex = PASS_INDEX;
      frame.undo.side = position.side;
      position.side = sideAfterPass(search.context.preset, position, frame.throwValue);
      pushChance(search, frame.depth - 1, frame.alpha, frame.beta);
      return;
    }
    frame.best = frame.maximizing ? frame.alpha : frame.beta;
    frame.moveIndex = 0;
    searchMove(search, frame);
    return;
  }
  const value = search.returned;
  if (frame.moveIndex === PASS_INDEX) {
    position.side = frame.undo.side;
    finish(search, value);
    return;
  }
  unmakeMove(position, frame.buffer, frame.moveIndex, frame.undo);
  if (frame.maximizing) {
    if (value > frame.best) frame.best = value;
    if (frame.best >= frame.beta) {
      finish(search, frame.beta);
      return;
    }
  } else {
    if (value < frame.best) frame.best = value;
    if (frame.best <= frame.alpha) {
      finish(search, frame.alpha);
      return;
    }
  }
  frame.moveIndex++;
  if (frame.moveIndex === frame.count) {
    finish(search, frame.best);
    return;
  }
  searchMove(search, frame);
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
      if (search.depth === search.maxDepth || search.nodes >= search.nodeCap) {
        search.done = true;
        return;
      }
      search.depth++;
      search.rootCursor = -1;
    }
  }
  if (search.rootCursor < 0) {
    search.rootCursor = 0;
    search.rootAlpha = LOSS_SCORE;
    search.iterationBest = -1;
  }
  const index = search.rootOrder[search.rootCursor];
  makeMove(preset, search.position, search.rootBuffer, index, search.rootThrow, search.rootUndo);
  pushChance(search, search.depth - 1, search.rootAlpha, WIN_SCORE);
}

/** Runs about `budget` nodes; true once the search has decided (then `search.chosen` is the move index). */
export function runSearch(search: Search, budget: number): boolean {
  const stopAt = search.nodes + budget;
  while (!search.done && search.nodes < stopAt) {
    if (search.depth > 1 && search.nodes >= search.nodeCap) {
      // Out of work: a move of this iteration that beat the previous best (searched first) is trusted.
      if (search.iterationBest >= 0) search.chosen = search.iterationBest;
      search.done = true;
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
