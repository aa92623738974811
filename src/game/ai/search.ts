// The search of the levels that look ahead, anytime and resumable: expectiminimax over moves and
// throws (search-tree.ts, with Star2 above the last decisions, search-star2.ts), iterative
// deepening at the root (search-root.ts), leaves judged by the hand-made evaluation or a value
// network whose sums follow the moves (search-leaf.ts), all run a node a step over an explicit
// stack (search-state.ts), so that it can stop after any node and resume next frame. It ends at
// its full depth, at its work cap, where the decision is settled, or when its caller stops it (a
// deadline), and answers with the best move found.

import { settled, stepRoot } from "./search-root";
import { CHANCE, Search, finishSearch } from "./search-state";
import { stepChance, stepDecision } from "./search-tree";

export { NEVER_SETTLED, Search, Settle, createSearch } from "./search-state";

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
