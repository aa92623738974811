// The network's judgements of one search's leaves, kept by position: about a quarter of a search's
// leaves are positions it has judged before (the same moves in another order, extra throws). A
// position is named by the sum of a random 48-bit key per piece and square (and one for b on
// throw): sums of whole numbers below 2^53 are exact, so a move changes the name by adding and
// taking away keys, and Node and Lua agree.

import { OFF, Player, Position, SQUARES } from "../board";
import { createRng, randomInt } from "../rng";

const HALF_KEY = 16777216;
const KEY_SEED = 1931;
/** Slots in a full cache (a power of two); a search adds GROWTH more per leaf until full. */
export const CACHE_SLOTS = 4096;
const GROWTH = 32;

function keys(rng: ReturnType<typeof createRng>, count: number): number[] {
  const made: number[] = [];
  for (let index = 0; index < count; index++) made.push(randomInt(rng, HALF_KEY) * HALF_KEY + randomInt(rng, HALF_KEY));
  return made;
}

const rng = createRng(KEY_SEED);
/** A piece of a on square n (index n - 1), of b, and b to throw. */
const KEYS_A = keys(rng, SQUARES);
const KEYS_B = keys(rng, SQUARES);
const B_TO_THROW = keys(rng, 1)[0];

export interface LeafCache {
  /** Per slot: the search that filled it, the position's name, the judgement (for the side on throw). */
  owner: number[];
  name: number[];
  value: number[];
  /** Slots in use: a power of two, up to CACHE_SLOTS. */
  slots: number;
  /**
   * Slots this search has made ready (the arrays may be longer, kept from earlier searches): the
   * cache grows in each search as from empty, so that which judgements it keeps, and so the
   * search's result, never depends on the searches before it.
   */
  ready: number;
  /** The search filling it now: slots of other searches do not count. */
  search: number;
}

export function createLeafCache(): LeafCache {
  return { owner: [], name: [], value: [], slots: 0, ready: 0, search: 0 };
}

let searches = 0;

/** Starts a search's use of the cache: whatever earlier searches left no longer counts. */
export function claimLeafCache(cache: LeafCache): void {
  searches++;
  cache.search = searches;
  cache.slots = 0;
  cache.ready = 0;
}

/** Adds a few slots (allocating them in small steps, so that no step is large). */
function grow(cache: LeafCache): void {
  cache.ready += GROWTH;
  while (cache.owner.length < cache.ready) {
    cache.owner.push(0);
    cache.name.push(0);
    cache.value.push(0);
  }
  while (cache.slots * 2 <= cache.ready) cache.slots = cache.slots === 0 ? 1 : cache.slots * 2;
}

/** The name of a board (the side on throw is added at lookup). */
export function boardName(position: Position): number {
  const board = position.board;
  let name = 0;
  for (let square = 1; square <= SQUARES; square++) {
    const cell = board[square - 1];
    if (cell === "a") name += KEYS_A[square - 1];
    else if (cell === "b") name += KEYS_B[square - 1];
  }
  return name;
}

/** The board's name after `mover`'s move from `from` to `to` (OFF: borne off), sending a captured piece to `capturedTo`. */
export function movedName(name: number, mover: Player, from: number, to: number, capture: boolean, capturedTo: number): number {
  const own = mover === "a" ? KEYS_A : KEYS_B;
  let moved = name - own[from - 1];
  if (to !== OFF) moved += own[to - 1];
  if (capture) {
    const other = mover === "a" ? KEYS_B : KEYS_A;
    moved = moved - other[to - 1] + other[capturedTo - 1];
  }
  return moved;
}

function fullName(boardNameValue: number, side: Player): number {
  return side === "b" ? boardNameValue + B_TO_THROW : boardNameValue;
}

/** The slot of a position's name; -1 while the cache has no slot yet. */
function slotOf(cache: LeafCache, name: number): number {
  return cache.slots === 0 ? -1 : name % cache.slots;
}

/** This search's judgement of the position, or undefined. */
export function cachedJudgement(cache: LeafCache, boardNameValue: number, side: Player): number | undefined {
  const name = fullName(boardNameValue, side);
  const slot = slotOf(cache, name);
  if (slot < 0 || cache.owner[slot] !== cache.search || cache.name[slot] !== name) return undefined;
  return cache.value[slot];
}

/** Keeps a judgement (over whatever the slot held), and grows the cache a little while it is not full. */
export function keepJudgement(cache: LeafCache, boardNameValue: number, side: Player, value: number): void {
  if (cache.ready < CACHE_SLOTS) grow(cache);
  const name = fullName(boardNameValue, side);
  const slot = slotOf(cache, name);
  cache.owner[slot] = cache.search;
  cache.name[slot] = name;
  cache.value[slot] = value;
}
