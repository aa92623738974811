// Work, in units in proportion to the time each kind of step takes on Lua 5.1 (a unit is some 3.5
// microseconds of the development machine's lua5.1; `make bench-ai` and `make bench-search` print
// it): what a work budget counts, so that it is a time budget that does not depend on a clock.

/** A leaf judged by a network: a base and a share per hidden unit. */
export const NET_LEAF_WORK = 9.5;
export const NET_LEAF_WORK_PER_UNIT = 0.075;
/** A leaf judged by the hand-made evaluation (and a move judged so by a one-ply level). */
export const HANDMADE_LEAF_WORK = 8;
/**
 * A move judged by a one-ply level with a network: the network's whole board, not a move's change
 * as the search's leaves are, about two of their cost (the analysis counts a position the same).
 */
export const NET_BOARD_WORK = 20;
/** A decision's moves generated (a probe's too). */
export const EXPAND_WORK = 3;
/** Any other node or step: a leaf judged before, a chance node, a won game, a slice of the evaluation's tables. */
export const NODE_WORK = 1;
