// The move generator of docs/rules.md, allocation-light for the AI's search: moves are written
// into reusable parallel arrays and played and taken back in place. legalMoves (moves.ts) reads
// its moves from here too, so the rules are written once.
//
// Kendall's water adds one entry no other list has: leaving the waiting piece on 27 (a "stay",
// from 27 to 27), which the protocol and the app call a pass; legalMoves leaves it out.

import { EMPTY, FIRST_ROW_END, OFF, Player, Position, SQUARES, WATER, winnerOf } from "./board";
import { isProtected, jumpBlocked } from "./geometry";
import { Preset } from "./preset";
import { backwardTarget, forwardTarget, lowestEmpty, rescueSquare, waterExitShut, waterSquare } from "./targets";
import { givesExtraThrow } from "./variants";

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

/** What playing a move or a pass in place changed, so that it can be taken back. */
export interface Undo {
  side: Player;
  rescuedA: number;
  rescuedB: number;
  waiting: boolean;
}

export function createUndo(): Undo {
  return { side: "a", rescuedA: 0, rescuedB: 0, waiting: false };
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

/** The buffer's move `index` leaves the waiting piece on 27. */
export function isStay(buffer: MoveBuffer, index: number): boolean {
  return buffer.from[index] === WATER && buffer.to[index] === WATER;
}

/**
 * The moves a computer weighs among `buffer`'s `count`: all of them, but the water's stay where
 * its exit is shut (targets.ts's waterExitShut), which every level and the analysis's replies
 * leave out. Staying there waits, the side frozen, for the opponent to open the exit, which it
 * seldom can, and two computers could wait for ever (docs/ai.md). Returns the moves left.
 */
export function withoutShutStay(preset: Preset, position: Position, buffer: MoveBuffer, count: number): number {
  if (count === 2 && isStay(buffer, 1) && waterExitShut(preset, position)) buffer.count = 1;
  return buffer.count;
}

/** Where a piece hit on 28-30 goes when the preset sends it into the water: 27 where it stays (0 while 27 is held), else where the water sends it once the mover has taken its square. */
function waterHitSquare(preset: Preset, position: Position, from: number, target: number, mover: Player): number {
  const board = position.board;
  if (preset.waterLanding === "stays") return board[WATER - 1] === EMPTY ? WATER : 0;
  const hit = board[target - 1];
  board[from - 1] = EMPTY;
  board[target - 1] = mover;
  const square = waterSquare(preset, position, 0);
  board[target - 1] = hit;
  board[from - 1] = mover;
  return square;
}

/** Where the piece on `target`, hit by a move from `from`, goes (0: it cannot be hit this way). */
function hitDestination(preset: Preset, position: Position, from: number, target: number, mover: Player): number {
  if (target >= LAST_SQUARES_START && preset.lastSquaresHit === "water") return waterHitSquare(preset, position, from, target, mover);
  return preset.capture === "toLowestEmpty" ? lowestEmpty(position) : from;
}

/** Adds the move of the piece on `from` to `target` when the landing rules allow it. */
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
  const board = position.board;
  if (target === WATER) {
    if (preset.waterLanding !== "stays") pushMove(buffer, from, waterSquare(preset, position, from), false, backward, true, 0);
    else if (board[WATER - 1] === EMPTY) pushMove(buffer, from, WATER, false, backward, false, 0);
    return;
  }
  const occupant = board[target - 1];
  if (occupant === mover) return;
  if (occupant === EMPTY) {
    pushMove(buffer, from, target, false, backward, false, 0);
    return;
  }
  if ((backward && !preset.backwardCaptures) || preset.safeSquares.includes(target) || isProtected(preset, position, target)) return;
  const capturedTo = hitDestination(preset, position, from, target, mover);
  if (capturedTo !== 0) pushMove(buffer, from, target, true, backward, false, capturedTo);
}

/** Kendall's rescued piece, the only one of its side to move: forward by the throw if it can, else backward. */
function addRescuedMove(preset: Preset, position: Position, from: number, throwValue: number, buffer: MoveBuffer): void {
  const forward = forwardTarget(preset, position, from, throwValue);
  if (forward !== 0) addMove(preset, position, from, forward, buffer);
  if (buffer.count > 0) return;
  const back = backwardTarget(preset, from, throwValue);
  if (back !== 0) addMove(preset, position, from, back, buffer);
}

/** Kendall's waiting piece, the only one of its side to move: its exit throw bears it off, any other rescues it or leaves it. */
function addWaterChoices(preset: Preset, position: Position, throwValue: number, buffer: MoveBuffer): void {
  if (throwValue === preset.waterExit) {
    if (forwardTarget(preset, position, WATER, throwValue) === OFF) addMove(preset, position, WATER, OFF, buffer);
    return;
  }
  pushMove(buffer, WATER, rescueSquare(position), false, false, false, 0);
  pushMove(buffer, WATER, WATER, false, false, false, 0);
}

/** The side's ordinary moves: forward, then backward where the preset allows it. */
function addOrdinaryMoves(preset: Preset, position: Position, throwValue: number, buffer: MoveBuffer): void {
  const side = position.side;
  const board = position.board;
  const perPiece = preset.backward === "perPiece";
  // Jequier's first row: a piece there moves only while the square ahead of it is empty.
  const firstRowWaits = preset.firstRowWaits;
  for (let from = 1; from <= SQUARES; from++) {
    if (board[from - 1] !== side || (firstRowWaits && from <= FIRST_ROW_END && board[from] !== EMPTY)) continue;
    const before = buffer.count;
    const target = forwardTarget(preset, position, from, throwValue);
    if (target !== 0) addMove(preset, position, from, target, buffer);
    if (perPiece && buffer.count === before) {
      const back = backwardTarget(preset, from, throwValue);
      if (back !== 0) addMove(preset, position, from, back, buffer);
    }
  }
  if (buffer.count > 0 || preset.backward !== "whenNoForward") return;
  for (let from = 1; from <= SQUARES; from++) {
    if (board[from - 1] !== side || (firstRowWaits && from <= FIRST_ROW_END && board[from] !== EMPTY)) continue;
    const target = backwardTarget(preset, from, throwValue);
    if (target !== 0) addMove(preset, position, from, target, buffer);
  }
}

/**
 * Fills `buffer` with the moves of the side on turn for `throwValue`, by `from` ascending (a
 * stay after the rescue); returns their number, 0 when the side must pass.
 */
export function generateMoves(preset: Preset, position: Position, throwValue: number, buffer: MoveBuffer): number {
  buffer.count = 0;
  if (throwValue === preset.forfeit || winnerOf(position, preset.pieces) !== undefined) return 0;
  const side = position.side;
  if (position.waiting && side === "a" && throwValue !== 1) return 0;
  if (preset.waterLanding === "stays") {
    const rescued = side === "a" ? position.rescuedA : position.rescuedB;
    if (rescued !== 0) {
      addRescuedMove(preset, position, rescued, throwValue, buffer);
      return buffer.count;
    }
    if (position.board[WATER - 1] === side) {
      addWaterChoices(preset, position, throwValue, buffer);
      return buffer.count;
    }
  }
  addOrdinaryMoves(preset, position, throwValue, buffer);
  return buffer.count;
}

/**
 * Kendall's water after `mover`'s move: a piece leaving 27 for the board is rescued, a rescued
 * piece that leaves its square (captured included) no longer is. False when the move gives no
 * extra throw (the waiting or the rescued piece moved).
 */
function settleWater(position: Position, mover: Player, from: number, to: number, capture: boolean): boolean {
  const rescued = mover === "a" ? position.rescuedA : position.rescuedB;
  let next = rescued;
  let mayThrowAgain = true;
  if (from === rescued) {
    next = 0;
    mayThrowAgain = false;
  }
  if (from === WATER) {
    mayThrowAgain = false;
    if (to !== OFF && to !== WATER) next = to;
  }
  if (mover === "a") {
    position.rescuedA = next;
    if (capture && position.rescuedB === to) position.rescuedB = 0;
  } else {
    position.rescuedB = next;
    if (capture && position.rescuedA === to) position.rescuedA = 0;
  }
  return mayThrowAgain;
}

/** Plays the buffer's move `index` in place (the rules of applyMove); `undo` records what to restore. */
export function makeMove(preset: Preset, position: Position, buffer: MoveBuffer, index: number, throwValue: number, undo: Undo): void {
  const board = position.board;
  const mover = position.side;
  const other: Player = mover === "a" ? "b" : "a";
  const from = buffer.from[index];
  const to = buffer.to[index];
  const capture = buffer.capture[index];
  undo.side = mover;
  undo.rescuedA = position.rescuedA;
  undo.rescuedB = position.rescuedB;
  undo.waiting = position.waiting;
  board[from - 1] = EMPTY;
  if (capture) board[buffer.capturedTo[index] - 1] = other;
  if (to === OFF) {
    if (mover === "a") position.offA++;
    else position.offB++;
  } else {
    board[to - 1] = mover;
  }
  let extra = givesExtraThrow(preset, throwValue);
  if (preset.waterLanding === "stays" && !settleWater(position, mover, from, to, capture)) extra = false;
  // A waiting `a` moves only with its first 1, which ends the wait.
  if (mover === "a") position.waiting = false;
  // Only bearing off can end the game (no move is played in a game already over).
  const over = to === OFF && winnerOf(position, preset.pieces) !== undefined;
  position.side = !over && extra ? mover : other;
}

/** Makes `buffer` hold the one move given (for playing a move object, or the stay, in place). */
export function holdOneMove(buffer: MoveBuffer, from: number, to: number, capture: boolean, capturedTo: number): void {
  buffer.count = 0;
  pushMove(buffer, from, to, capture, false, false, capturedTo);
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
    board[to - 1] = capture ? (mover === "a" ? "b" : "a") : EMPTY;
  }
  board[buffer.from[index] - 1] = mover;
  position.side = mover;
  position.rescuedA = undo.rescuedA;
  position.rescuedB = undo.rescuedB;
  position.waiting = undo.waiting;
}

/** The side to throw after a pass for a throw with no move: some presets keep the extra throw. */
export function sideAfterPass(preset: Preset, position: Position, throwValue: number): Player {
  const extra = preset.extraKeptOnPass && throwValue !== preset.forfeit && givesExtraThrow(preset, throwValue);
  return extra ? position.side : position.side === "a" ? "b" : "a";
}

/** Passes a throw with no move in place (a waiting `a`'s 1 ends its wait); `undo` records what to restore. */
export function makePass(preset: Preset, position: Position, throwValue: number, undo: Undo): void {
  undo.side = position.side;
  undo.rescuedA = position.rescuedA;
  undo.rescuedB = position.rescuedB;
  undo.waiting = position.waiting;
  if (position.side === "a" && throwValue === 1) position.waiting = false;
  position.side = sideAfterPass(preset, position, throwValue);
}

/** Takes back a pass played by makePass. */
export function unmakePass(position: Position, undo: Undo): void {
  position.side = undo.side;
  position.waiting = undo.waiting;
}
