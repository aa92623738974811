// What a rule preset is: the parameters of the one rules engine and what each means
// (docs/rules.md). The seven presets' values are in presets.ts; variants.ts finds them by name.

export type PresetName = "wii" | "morales" | "antik" | "egyptian" | "kendall" | "jequier" | "modern";

/** Four two-sided sticks (the count of light faces; none light scores `allDark`) or one die. */
export type ThrowKind = "sticks" | "die";

/** Which squares are neighbours for protection and blockades: along the path, or only within a row of ten. */
export type Adjacency = "path" | "row";

/** Which opposing pieces a move may not jump. */
export type Blockade = "runOfThree" | "protected" | "none";

/**
 * When a piece may move backward: never; (obligatorily) when no piece of the side can move
 * forward; or piece by piece, when that piece has no forward move.
 */
export type BackwardRule = "none" | "whenNoForward" | "perPiece";

/** Where a captured piece goes: the square the mover came from, or the lowest-numbered empty square. */
export type CaptureRule = "exchange" | "toLowestEmpty";

/**
 * Where a piece whose move ends on 27 goes: 15, or when 15 is held the lowest free square or the
 * highest free square below 15; straight to the lowest free square; or nowhere (it stays on 27,
 * waits there and is rescued: Kendall's water).
 */
export type WaterLanding = "rebirthThenLowest" | "rebirthThenBelow" | "lowest" | "stays";

/** How a piece on 28, 29 or 30 moves. */
export type LastSquaresRule =
  | "ordinary" //          like any square; bears off with any throw reaching 31 or beyond
  | "exactExit" //         only bears off, with exactly 3 / 2 / 1
  | "exactExitAnyFrom30"; // only bears off, with exactly 3 / 2; from 30 with any throw

/** What happens to a piece hit on 28, 29 or 30: as anywhere, or it goes into the water. */
export type LastSquaresHit = "ordinary" | "water";

/** What bearing off needs beside the move itself. */
export type BearOffRule = "always" | "firstRowEmpty" | "allInLastRow";

/** How a game starts: `a` on the odd squares and `b` on the even ones, `a` to throw; or after the even side's opening 1. */
export type StartRule = "alternate" | "afterOpening";

/**
 * The app's opening ritual (players throw in turn until one throws a 1): none; the first to
 * throw a 1 starts and throws again (antik); the first to throw a 1 takes the even side, whose
 * front piece that 1 moves (kendall, jequier: the rules engine starts after it).
 */
export type Opening = "none" | "firstOneStarts" | "firstOneTakesEvenSide";

/** Kendall's options, as they are written after the name: `kendall+trap+home-row+starting-throw`. */
export type PresetOption = "trap" | "home-row" | "starting-throw";

export interface Preset {
  name: PresetName;
  /** The options on, in the order of `KENDALL_OPTIONS` (none but in `kendall`). */
  options: PresetOption[];
  /** Pieces per side at the start (a house rule may choose 1..7). */
  pieces: number;
  start: StartRule;
  opening: Opening;
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
  adjacency: Adjacency;
  blockade: Blockade;
  capture: CaptureRule;
  backward: BackwardRule;
  /** A backward move may capture (else it only goes to an empty square). */
  backwardCaptures: boolean;
  /** Pieces on these squares never move backward. */
  neverBackwardFrom: number[];
  /** A piece on 1-10 moves (either way) only while the square just ahead of it is empty. */
  firstRowWaits: boolean;
  /** Squares where no piece can be captured. */
  safeSquares: number[];
  waterLanding: WaterLanding;
  /** (A piece waiting on 27) the throw that bears it off; any other throw may rescue it (0: no piece waits). */
  waterExit: number;
  /**
   * The farthest square a move starting below 26 may end on: 26 where every piece must stop on 26
   * first, 27 where the water can still be reached past 26, 31 (off) where 26 is like any square.
   */
  approachLimit: number;
  /** (Trap) a move from below 26 that would pass 26 ends on 27 instead, when 27 is empty. */
  trap: boolean;
  lastSquares: LastSquaresRule;
  bearOff: BearOffRule;
  lastSquaresHit: LastSquaresHit;
  /** Square 21 lets a piece leave only with 1, 4 or 6. */
  chamberOfSet: boolean;
  /** (Starting Throw) `a` moves no piece before its first 1. */
  startingThrow: boolean;
}
