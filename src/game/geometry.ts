// Which pieces stand together in a preset: a piece protected by a neighbour of its own side, runs
// of pieces, and the pieces a move may not jump. Neighbours are along the path, or, where the
// preset says so (jequier), only within a row of ten (10-11 and 20-21 are not neighbours).

import { EMPTY, FIRST_ROW_END, MIDDLE_ROW_END, Player, Position, SQUARES } from "./board";
import { Preset } from "./preset";

/** Whether `square` and `square + 1` are neighbours. */
function linked(preset: Preset, square: number): boolean {
  return preset.adjacency === "path" || (square !== FIRST_ROW_END && square !== MIDDLE_ROW_END);
}

/** A piece with a piece of its own side on a neighbouring square. */
export function isProtected(preset: Preset, position: Position, square: number): boolean {
  const board = position.board;
  const owner = board[square - 1];
  if (owner === EMPTY) return false;
  // Along the path (most presets, and the search's hot path) with no call for the rows.
  if (preset.adjacency === "path") return (square > 1 && board[square - 2] === owner) || (square < SQUARES && board[square] === owner);
  return (square > 1 && board[square - 2] === owner && linked(preset, square - 1)) ||
    (square < SQUARES && board[square] === owner && linked(preset, square));
}

/** How many pieces of the owner of `square` stand in an unbroken line of neighbours through it. */
function runLength(preset: Preset, position: Position, square: number): number {
  const board = position.board;
  const owner = board[square - 1];
  let low = square;
  while (low > 1 && board[low - 2] === owner && linked(preset, low - 1)) low--;
  let high = square;
  while (high < SQUARES && board[high] === owner && linked(preset, high)) high++;
  return high - low + 1;
}

function blocksJump(preset: Preset, position: Position, square: number): boolean {
  if (preset.blockade === "runOfThree") return runLength(preset, position, square) >= 3;
  if (preset.blockade === "protected") return isProtected(preset, position, square);
  return false;
}

/** Whether any square strictly between `low` and `high` holds a piece the mover may not jump. */
export function jumpBlocked(preset: Preset, position: Position, low: number, high: number, mover: Player): boolean {
  if (preset.blockade === "none") return false;
  const board = position.board;
  for (let square = low + 1; square < high; square++) {
    // Most squares jumped are empty or the mover's own: no call for those (the search asks often).
    const cell = board[square - 1];
    if (cell !== EMPTY && cell !== mover && blocksJump(preset, position, square)) return true;
  }
  return false;
}
