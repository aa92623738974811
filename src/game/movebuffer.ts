// An allocation-light twin of legalMoves/applyMove for search: moves are written into reusable
// parallel arrays and played and taken back in place. Results are identical to legalMoves.

import { EMPTY, OFF, Player, Position, SQUARES, WATER, cellAt, opponent, winnerOf } from "./board";
import { Move, backwardTarget, forwardTarget, isProtected, jumpBlocked, rebirthSquare } from "./moves";
import { Preset, givesExtraThrow } from "./variants";

const LAST_SQUARES_START = 28;

/** Moves as parallel arrays; `count` entries are valid after `generateMoves`. */
export interface MoveBuffer {
  count: number;
  from: number[];
  to: number[];
  capture: boolean[];
  backward: boolean[];
  water: boolean[];
  capturedTo: number[];
}

/** What playing a move in place changed, so that it can be taken back. */
export interface Undo {
  side: Player;
}

export function createMoveBuffer(): MoveBuffer {
  const buffer: MoveBuffer = { count: 0, from: [], to: [], capture: [], backward: [], water: [], capturedTo: [] };
  // Room for every piece of the largest preset, filled so the arrays never have holes.
  for (let index = 0; index < SQUARES; index++) {
    buffer.from.push(0);
    buffer.to.push(0);
    buffer.capture.push(false);
    buffer.backward.push(false);
    buffer.water.push(false);
    buffer.capturedTo.push(0);
  }
  return buffer;
}

function pushMove(buffer: MoveBuffer, from: number, to: number, capture: boolean, backward: boolean, water: boolean, capturedTo: number): void {
  const index = buffer.count;
  buffer.from[index] = from;
  buffer.to[index] = to;
  buffer.capture[index] = capture;
  buffer.backward[index] = backward;
  buffer.water[index] = water;
  buffer.capturedTo[index] = capturedTo;
  buffer.count = index + 1;
}

/** Where a piece hit on 28-30 goes when the preset sends it to the water (the mover already moved). */
function waterHitSquare(preset: Preset, position: Position, from: number, target: number, mover: Player): number {
  const board = position.board;
  const hit = board[target - 1];
  board[from - 1] = EMPTY;
  board[target - 1] = mover;
  const square = rebirthSquare(preset, position, 0);
  board[target - 1] = hit;
  board[from - 1] = mover;
  return square;
}

/** Adds the move of the piece on `from` to `target` when the landing rules allow it (moveTo's rules). */
function addMove(preset: Preset, position: Position, from: number, target: number, buffer: MoveBuffer): void {
  const mover = position.side;
  const backward = target < from;
  const low = backward ? target : from;
  const high = backward ? from : target;
  if (jumpBlocked(preset, position, low, high, mover)) return;
  if (target === OFF) {
    pushMove(buffer, from, target, false, backward, false, 0);
    return;
  }
  if (target === WATER) {
    pushMove(buffer, from, rebirthSquare(preset, position, from), false, backward, true, 0);
    return;
  }
  const occupant = cellAt(position, target);
  if (occupant === mover) return;
  if (occupant === EMPTY) {
    pushMove(buffer, from, target, false, backward, false, 0);
    return;
  }
  if (preset.safeSquares.includes(target) || isProtected(position, target)) return;
  const capturedTo = target >= LAST_SQUARES_START && preset.lastSquaresHit === "water"
    ? waterHitSquare(preset, position, from, target, mover)
    : from;
  pushMove(buffer, from, target, true, backward, false, capturedTo);
}

/** Fills `buffer` with exactly the moves of legalMoves, in the same order; returns their number. */
export function generateMoves(preset: Preset, position: Position, throwValue: number, buffer: MoveBuffer): number {
  buffer.count = 0;
  if (throwValue === preset.forfeit || winnerOf(position, preset.pieces) !== undefined) return 0;
  const side = position.side;
  const board = position.board;
  for (let from = 1; from <= SQUARES; from++) {
    if (board[from - 1] !== side) continue;
    const target = forwardTarget(preset, position, from, throwValue);
    if (target !== 0) addMove(preset, position, from, target, buffer);
  }
  if (buffer.count > 0 || preset.backward === "none") return buffer.count;
  for (let from = 1; from <= SQUARES; from++) {
    if (board[from - 1] !== side) continue;
    const target = backwardTarget(preset, from, throwValue);
    if (target !== 0) addMove(preset, position, from, target, buffer);
  }
  return buffer.count;
}

/** The buffer's move `index` as a Move object, as legalMoves would give it. */
export function bufferedMove(buffer: MoveBuffer, index: number): Move {
  return {
    from: buffer.from[index],
    to: buffer.to[index],
    capture: buffer.capture[index],
    backward: buffer.backward[index],
    water: buffer.water[index],
    capturedTo: buffer.capturedTo[index],
  };
}

/** Plays the buffer's move `index` in place, as applyMove would; `undo` records what to restore. */
export function makeMove(preset: Preset, position: Position, buffer: MoveBuffer, index: number, throwValue: number, undo: Undo): void {
  const board = position.board;
  const mover = position.side;
  const other: Player = mover === "a" ? "b" : "a";
  const to = buffer.to[index];
  undo.side = mover;
  board[buffer.from[index] - 1] = EMPTY;
  if (buffer.capture[index]) board[buffer.capturedTo[index] - 1] = other;
  if (to === OFF) {
    if (mover === "a") position.offA++;
    else position.offB++;
  } else {
    board[to - 1] = mover;
  }
  // Only bearing off can end the game (no move is played in a game already over).
  const over = to === OFF && winnerOf(position, preset.pieces) !== undefined;
  position.side = !over && givesExtraThrow(preset, throwValue) ? mover : other;
}

/** Takes back the buffer's move `index` played by makeMove. */
export function unmakeMove(position: Position, buffer: MoveBuffer, index: number, undo: Undo): void {
  const board = position.board;
  const mover = undo.side;
  const to = buffer.to[index];
  const capture = buffer.capture[index];
  if (capture) board[buffer.capturedTo[index] - 1] = EMPTY;
  if (to === OFF) {
    if (mover === "a") position.offA--;
    else position.offB--;
  } else {
    board[to - 1] = capture ? opponent(mover) : EMPTY;
  }
  board[buffer.from[index] - 1] = mover;
  position.side = mover;
}

/** The side to throw after a pass, as applyPass decides it. */
export function sideAfterPass(preset: Preset, position: Position, throwValue: number): Player {
  const extra = preset.extraKeptOnPass && throwValue !== preset.forfeit && givesExtraThrow(preset, throwValue);
  return extra ? position.side : opponent(position.side);
}
