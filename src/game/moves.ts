// Legal moves for a throw, and playing a move or a pass: the rules of docs/rules.md.

import {
  CHAMBER_OF_SET,
  EMPTY,
  HAPPINESS,
  OFF,
  Player,
  Position,
  REBIRTH,
  SQUARES,
  WATER,
  cellAt,
  clonePosition,
  opponent,
  winnerOf,
} from "./board";
import { Preset, givesExtraThrow } from "./variants";

export interface Move {
  from: number;
  /** Where the piece finally stands: 31 when borne off, 15 or lower after the water. */
  to: number;
  capture: boolean;
  backward: boolean;
  /** The move ended on 27 and the piece went on to `to`. */
  water: boolean;
  /** Where the captured piece goes (0 when nothing is captured). */
  capturedTo: number;
}

export interface Outcome {
  position: Position;
  /** The same player throws again. */
  extra: boolean;
  winner: Player | undefined;
}

const CHAMBER_OF_SET_THROWS = [1, 4, 6];
const FIRST_ROW_END = 10;
const LAST_SQUARES_START = 28;

/** A piece with a piece of its own side on a neighbouring square of the path. */
export function isProtected(position: Position, square: number): boolean {
  const board = position.board;
  const owner = board[square - 1];
  if (owner === EMPTY) return false;
  return (square > 1 && board[square - 2] === owner) || (square < SQUARES && board[square] === owner);
}

/** How many pieces of the owner of `square` stand in an unbroken line through it. */
function runLength(position: Position, square: number): number {
  const owner = cellAt(position, square);
  let low = square;
  while (low > 1 && cellAt(position, low - 1) === owner) low--;
  let high = square;
  while (high < SQUARES && cellAt(position, high + 1) === owner) high++;
  return high - low + 1;
}

function blocksJump(preset: Preset, position: Position, square: number, mover: Player): boolean {
  const cell = cellAt(position, square);
  if (cell === EMPTY || cell === mover) return false;
  if (preset.blockade === "runOfThree") return runLength(position, square) >= 3;
  if (preset.blockade === "protected") return isProtected(position, square);
  return false;
}

/** Whether any square strictly between `low` and `high` holds a piece the mover may not jump. */
export function jumpBlocked(preset: Preset, position: Position, low: number, high: number, mover: Player): boolean {
  const board = position.board;
  for (let square = low + 1; square < high; square++) {
    // Most squares jumped are empty or the mover's own: no call for those (the search asks often).
    const cell = board[square - 1];
    if (cell !== EMPTY && cell !== mover && blocksJump(preset, position, square, mover)) return true;
  }
  return false;
}

/** A square that is empty or is `freed`. A plain function, not a closure: the AI's search calls this without allocating. */
function isFree(position: Position, square: number, freed: number): boolean {
  return square === freed || cellAt(position, square) === EMPTY;
}

/**
 * Where a piece sent to the water comes back: 15, or when 15 is taken the preset's fallback.
 * `freed` is a square that counts as free (the one the moving piece has just left).
 */
export function rebirthSquare(preset: Preset, position: Position, freed: number): number {
  if (isFree(position, REBIRTH, freed)) return REBIRTH;
  if (preset.waterFallback === "lowestFree") {
    for (let square = 1; square <= SQUARES; square++) {
      if (square !== WATER && isFree(position, square, freed)) return square;
    }
  } else {
    for (let square = REBIRTH - 1; square >= 1; square--) {
      if (isFree(position, square, freed)) return square;
    }
  }
  // Unreachable with at most 7 pieces a side: 14 pieces cannot fill 15 squares.
  return freed;
}

function hasPieceInFirstRow(position: Position, player: Player): boolean {
  for (let square = 1; square <= FIRST_ROW_END; square++) {
    if (cellAt(position, square) === player) return true;
  }
  return false;
}

/** The square a forward move from `from` would end on (OFF to bear off), or 0 if it cannot move. */
export function forwardTarget(preset: Preset, position: Position, from: number, throwValue: number): number {
  if (preset.chamberOfSet && from === CHAMBER_OF_SET && !CHAMBER_OF_SET_THROWS.includes(throwValue)) return 0;
  const target = Math.min(from + throwValue, OFF);
  if (from >= LAST_SQUARES_START && preset.lastSquares !== "ordinary") {
    const exact = from + throwValue === OFF || (preset.lastSquares === "exactExitAnyFrom30" && from === SQUARES);
    if (!exact) return 0;
  }
  if (from < HAPPINESS && target > preset.approachLimit) return 0;
  if (target === OFF && preset.bearOffNeedsEmptyFirstRow && hasPieceInFirstRow(position, position.side)) return 0;
  return target;
}

export function backwardTarget(preset: Preset, from: number, throwValue: number): number {
  if (preset.neverBackwardFrom.includes(from)) return 0;
  const target = from - throwValue;
  return target >= 1 ? target : 0;
}

/** The move of the piece on `from` to `target`, or undefined where the landing rules forbid it. */
function moveTo(preset: Preset, position: Position, from: number, target: number): Move | undefined {
  const mover = position.side;
  const backward = target < from;
  const low = backward ? target : from;
  const high = backward ? from : target;
  if (jumpBlocked(preset, position, low, high, mover)) return undefined;
  const move: Move = { from, to: target, capture: false, backward, water: false, capturedTo: 0 };
  if (target === OFF) return move;
  if (target === WATER) {
    move.water = true;
    move.to = rebirthSquare(preset, position, from);
    return move;
  }
  const occupant = cellAt(position, target);
  if (occupant === mover) return undefined;
  if (occupant === EMPTY) return move;
  if (preset.safeSquares.includes(target) || isProtected(position, target)) return undefined;
  move.capture = true;
  if (target >= LAST_SQUARES_START && preset.lastSquaresHit === "water") {
    const after = clonePosition(position);
    after.board[from - 1] = EMPTY;
    after.board[target - 1] = mover;
    move.capturedTo = rebirthSquare(preset, after, 0);
  } else {
    move.capturedTo = from;
  }
  return move;
}

/** Every legal move of the player on turn for `throwValue`, by `from` ascending; [] means pass. */
export function legalMoves(preset: Preset, position: Position, throwValue: number): Move[] {
  const moves: Move[] = [];
  if (throwValue === preset.forfeit || winnerOf(position, preset.pieces) !== undefined) return moves;
  const side = position.side;
  for (let from = 1; from <= SQUARES; from++) {
    if (cellAt(position, from) !== side) continue;
    const target = forwardTarget(preset, position, from, throwValue);
    const move = target === 0 ? undefined : moveTo(preset, position, from, target);
    if (move !== undefined) moves.push(move);
  }
  if (moves.length > 0 || preset.backward === "none") return moves;
  for (let from = 1; from <= SQUARES; from++) {
    if (cellAt(position, from) !== side) continue;
    const target = backwardTarget(preset, from, throwValue);
    const move = target === 0 ? undefined : moveTo(preset, position, from, target);
    if (move !== undefined) moves.push(move);
  }
  return moves;
}

/** Plays a move returned by `legalMoves` for `throwValue`. */
export function applyMove(preset: Preset, position: Position, move: Move, throwValue: number): Outcome {
  const after = clonePosition(position);
  const mover = position.side;
  after.board[move.from - 1] = EMPTY;
  if (move.capture) after.board[move.capturedTo - 1] = opponent(mover);
  if (move.to === OFF) {
    if (mover === "a") after.offA++;
    else after.offB++;
  } else {
    after.board[move.to - 1] = mover;
  }
  const winner = winnerOf(after, preset.pieces);
  const extra = winner === undefined && givesExtraThrow(preset, throwValue);
  after.side = extra ? mover : opponent(mover);
  return { position: after, extra, winner };
}

/** The turn passes for a throw with no legal move; some presets keep the extra throw. */
export function applyPass(preset: Preset, position: Position, throwValue: number): Outcome {
  const after = clonePosition(position);
  const extra = preset.extraKeptOnPass && throwValue !== preset.forfeit && givesExtraThrow(preset, throwValue);
  after.side = extra ? position.side : opponent(position.side);
  return { position: after, extra, winner: undefined };
}
