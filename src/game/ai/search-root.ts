// The root of the search: iterative deepening, one decision deeper an iteration up to the search's
// depth, each iteration searching the root moves in the order the last one found best and, one
// decision below the root, the reply found best to each root move and throw first. It stops at
// the full depth, at the work cap, or sooner where the decision is settled (see `Settle`).

import { makeMove, unmakeMove } from "../movebuffer";
import { LOSS_SCORE, WIN_SCORE } from "./evaluate";
import { boardName } from "./leaf-cache";
import { boardSums } from "./network";
import { followMove } from "./search-leaf";
import { Search, finishSearch, pushChance, sumsAt } from "./search-state";

/** Where the best reply to the root move being searched is kept, for the throw `outcome`. */
export function replySlot(search: Search, outcome: number): number {
  return search.rootOrder[search.rootCursor] * search.outcomes.length + outcome;
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

/** Whether the search may stop before its work cap (see `Settle`). */
export function settled(search: Search): boolean {
  const settle = search.settle;
  return search.work >= settle.work && search.finishedDepth >= 2 && search.chosen === search.shallowBest && search.lead >= settle.lead;
}

/** Between root moves: takes the last root move's value, starts the next one or the next depth. */
export function stepRoot(search: Search): void {
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
