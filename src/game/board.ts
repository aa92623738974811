// Squares, players and positions: the vocabulary every rules file shares.

/** Squares are numbered 1..30 along the path; 31 stands for "borne off". */
export const SQUARES = 30;
export const OFF = 31;
/** The House of Rebirth: where a drowned piece comes back. */
export const REBIRTH = 15;
/** The Chamber of Set (`morales` only). */
export const CHAMBER_OF_SET = 21;
/** The House of Happiness / Beauty. */
export const HAPPINESS = 26;
/** The water: no piece ever stays here. */
export const WATER = 27;

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
  return { board: [...position.board], side: position.side, offA: position.offA, offB: position.offB };
}

/** The start: `pieces` of each side alternating a, b, a, b… from square 1, `a` to throw. */
export function startPosition(pieces: number): Position {
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) {
    if (square > 2 * pieces) board.push(EMPTY);
    else board.push(square % 2 === 1 ? "a" : "b");
  }
  return { board, side: "a", offA: 0, offB: 0 };
}

/** The winner, once one side has borne off every piece. */
export function winnerOf(position: Position, pieces: number): Player | undefined {
  if (position.offA === pieces) return "a";
  if (position.offB === pieces) return "b";
  return undefined;
}
