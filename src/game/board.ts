// Squares, players and positions: the vocabulary every rules file shares.

import { Preset } from "./preset";

/** Squares are numbered 1..30 along the path; 31 stands for "borne off". */
export const SQUARES = 30;
export const OFF = 31;
/** The House of Rebirth: where a drowned piece comes back. */
export const REBIRTH = 15;
/** The Chamber of Set (`morales` only). */
export const CHAMBER_OF_SET = 21;
/** The House of Happiness / Beauty. */
export const HAPPINESS = 26;
/** The water: a piece that ends here goes on elsewhere, except in Kendall's water, where it waits. */
export const WATER = 27;
/** The last square of the first row (1-10) and of the middle one (11-20). */
export const FIRST_ROW_END = 10;
export const MIDDLE_ROW_END = 20;

export type Player = "a" | "b";
/** One square's content: a player's piece or `EMPTY`. */
export type Cell = Player | ".";
export const EMPTY = ".";

export interface Position {
  /** `board[n - 1]` is square n; always 30 cells. */
  board: Cell[];
  /** The player who throws next. */
  side: Player;
  offA: number;
  offB: number;
  /** Kendall's water: the square of a's and of b's rescued piece (0: none), which alone moves on its side's next throw. */
  rescuedA: number;
  rescuedB: number;
  /** Starting Throw: `a` has not yet thrown its first 1, so it moves no piece. */
  waiting: boolean;
}

export function opponent(player: Player): Player {
  return player === "a" ? "b" : "a";
}

export function cellAt(position: Position, square: number): Cell {
  return position.board[square - 1];
}

export function borneOff(position: Position, player: Player): number {
  return player === "a" ? position.offA : position.offB;
}

export function countOnBoard(position: Position, player: Player): number {
  let count = 0;
  for (const cell of position.board) {
    if (cell === player) count++;
  }
  return count;
}

export function clonePosition(position: Position): Position {
  return {
    board: [...position.board], side: position.side, offA: position.offA, offB: position.offB, rescuedA: position.rescuedA,
    rescuedB: position.rescuedB, waiting: position.waiting,
  };
}

/** A position with nothing rescued and no one waiting: the only kind outside Kendall's. */
export function plainPosition(board: Cell[], side: Player, offA: number, offB: number): Position {
  return { board, side, offA, offB, rescuedA: 0, rescuedB: 0, waiting: false };
}

/** A board with no piece on it, `a` to throw (a scratch position the tools fill in). */
export function emptyPosition(): Position {
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(EMPTY);
  return plainPosition(board, "a", 0, 0);
}

/** The square of `player`'s rescued piece (0: none). */
export function rescuedOf(position: Position, player: Player): number {
  return player === "a" ? position.rescuedA : position.rescuedB;
}

/**
 * The start of a game of the preset: its pieces alternating a, b, a, b… from square 1, `a` to
 * throw; or, after the opening, `b`'s front piece one square on and `b` to throw. Under Starting
 * Throw `a` waits for its first 1.
 */
export function startPosition(preset: Preset): Position {
  const pieces = preset.pieces;
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) {
    if (square > 2 * pieces) board.push(EMPTY);
    else board.push(square % 2 === 1 ? "a" : "b");
  }
  const position = plainPosition(board, "a", 0, 0);
  if (preset.start === "afterOpening") {
    board[2 * pieces - 1] = EMPTY;
    board[2 * pieces] = "b";
    position.side = "b";
  }
  position.waiting = preset.startingThrow;
  return position;
}

/** The winner, once one side has borne off every piece. */
export function winnerOf(position: Position, pieces: number): Player | undefined {
  if (position.offA === pieces) return "a";
  if (position.offB === pieces) return "b";
  return undefined;
}
