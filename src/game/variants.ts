// The four rule presets of docs/rules.md, as parameters of one rules engine.
//
// Parameters (see `Preset`): pieces per side, the throw, extra throws, forfeits, blockades,
// backward moves, safe squares, the water fallback, the approach to 26, the exits from 28-30,
// the bearing-off condition, hits in 28-30 and the Chamber of Set. Defaults: the `wii` preset.

export type PresetName = "wii" | "morales" | "antik" | "egyptian";

/** Four two-sided sticks (the count of light faces; none light scores `allDark`) or one die. */
export type ThrowKind = "sticks" | "die";

/** Which opposing pieces a move may not jump. */
export type Blockade = "runOfThree" | "protected" | "none";

/** When a piece may move backward: never, or (obligatorily) when no piece can move forward. */
export type BackwardRule = "none" | "whenNoForward";

/** How a piece on 28, 29 or 30 moves. */
export type LastSquaresRule =
  | "ordinary" //          like any square; bears off with any throw reaching 31 or beyond
  | "exactExit" //         only bears off, with exactly 3 / 2 / 1
  | "exactExitAnyFrom30"; // only bears off, with exactly 3 / 2; from 30 with any throw

/** Where a drowned piece goes when square 15 is taken. */
export type WaterFallback = "lowestFree" | "highestFreeBelowRebirth";

/** What happens to a piece hit on 28, 29 or 30. */
export type LastSquaresHit = "exchange" | "water";

export interface Preset {
  name: PresetName;
  /** Pieces per side at the start (a house rule may choose 1..7). */
  pieces: number;
  throwKind: ThrowKind;
  /** The sticks' score when no face is light (ignored for the die). */
  allDark: number;
  /** Every value a throw can produce, ascending. */
  throwValues: number[];
  /** Throws after which the same player throws again. */
  extraThrows: number[];
  /** Whether an extra-throw value still gives the extra throw when the player has to pass. */
  extraKeptOnPass: boolean;
  /** A throw that ends the turn at once without a move (0: none). */
  forfeit: number;
  blockade: Blockade;
  backward: BackwardRule;
  /** Pieces on these squares never move backward. */
  neverBackwardFrom: number[];
  /** Squares where no piece can be captured. */
  safeSquares: number[];
  waterFallback: WaterFallback;
  /**
   * The farthest square a move starting below 26 may end on: 26 where every piece must stop on 26
   * first, 27 where the water can still be reached past 26, 31 (off) where 26 is like any square.
   */
  approachLimit: number;
  lastSquares: LastSquaresRule;
  /** Bearing off needs the player's first row (1-10) empty. */
  bearOffNeedsEmptyFirstRow: boolean;
  lastSquaresHit: LastSquaresHit;
  /** Square 21 lets a piece leave only with 1, 4 or 6. */
  chamberOfSet: boolean;
  /** Players throw in turn until one throws a 1; that player starts (an app ritual). */
  openingRitual: boolean;
}

export const MIN_PIECES = 1;
export const MAX_PIECES = 7;

const WII: Preset = {
  name: "wii",
  pieces: 5,
  throwKind: "sticks",
  allDark: 6,
  throwValues: [1, 2, 3, 4, 6],
  extraThrows: [1, 3, 6],
  extraKeptOnPass: false,
  forfeit: 0,
  blockade: "runOfThree",
  backward: "whenNoForward",
  neverBackwardFrom: [],
  safeSquares: [26, 28, 29],
  waterFallback: "lowestFree",
  approachLimit: 31,
  lastSquares: "ordinary",
  bearOffNeedsEmptyFirstRow: false,
  lastSquaresHit: "exchange",
  chamberOfSet: false,
  openingRitual: false,
};

const MORALES: Preset = {
  name: "morales",
  pieces: 7,
  throwKind: "die",
  allDark: 0,
  throwValues: [1, 2, 3, 4, 5, 6],
  extraThrows: [1, 4],
  extraKeptOnPass: true,
  forfeit: 5,
  blockade: "runOfThree",
  backward: "none",
  neverBackwardFrom: [],
  safeSquares: [26, 28, 29],
  waterFallback: "highestFreeBelowRebirth",
  approachLimit: 27,
  lastSquares: "exactExit",
  bearOffNeedsEmptyFirstRow: true,
  lastSquaresHit: "exchange",
  chamberOfSet: true,
  openingRitual: false,
};

const ANTIK: Preset = {
  name: "antik",
  pieces: 5,
  throwKind: "sticks",
  allDark: 5,
  throwValues: [1, 2, 3, 4, 5],
  extraThrows: [],
  extraKeptOnPass: false,
  forfeit: 0,
  blockade: "protected",
  backward: "whenNoForward",
  neverBackwardFrom: [28, 29, 30],
  safeSquares: [],
  waterFallback: "highestFreeBelowRebirth",
  approachLimit: 26,
  lastSquares: "exactExitAnyFrom30",
  bearOffNeedsEmptyFirstRow: false,
  // Only a piece leaving 26 can reach 28-30 here, so "capture there only from 26" needs no rule.
  lastSquaresHit: "exchange",
  chamberOfSet: false,
  openingRitual: true,
};

const EGYPTIAN: Preset = {
  name: "egyptian",
  pieces: 7,
  throwKind: "sticks",
  allDark: 5,
  throwValues: [1, 2, 3, 4, 5],
  extraThrows: [1, 4, 5],
  extraKeptOnPass: true,
  forfeit: 0,
  blockade: "none",
  backward: "none",
  neverBackwardFrom: [],
  safeSquares: [],
  waterFallback: "highestFreeBelowRebirth",
  approachLimit: 26,
  lastSquares: "exactExit",
  bearOffNeedsEmptyFirstRow: false,
  lastSquaresHit: "water",
  chamberOfSet: false,
  openingRitual: false,
};

export const PRESET_NAMES: PresetName[] = ["wii", "morales", "antik", "egyptian"];
export const DEFAULT_PRESET: PresetName = "wii";

export function isPresetName(name: string): name is PresetName {
  return PRESET_NAMES.includes(name as PresetName);
}

/** A preset by name, optionally with a house-rule number of pieces (1..7). */
export function getPreset(name: PresetName, pieces?: number): Preset {
  const base = name === "wii" ? WII : name === "morales" ? MORALES : name === "antik" ? ANTIK : EGYPTIAN;
  return { ...base, pieces: pieces ?? base.pieces };
}

export function givesExtraThrow(preset: Preset, throwValue: number): boolean {
  return preset.extraThrows.includes(throwValue);
}
