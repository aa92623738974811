// Where a piece may go: the square a throw carries it to forward or backward, and where a piece
// goes that the water takes, a rescue places or a capture sends back (docs/rules.md).

import { CHAMBER_OF_SET, EMPTY, FIRST_ROW_END, HAPPINESS, OFF, Player, Position, REBIRTH, SQUARES, WATER } from "./board";
import { Preset } from "./preset";

const CHAMBER_OF_SET_THROWS = [1, 4, 6];
const LAST_SQUARES_START = 28;
const LAST_ROW_START = 21;

/** A square that is empty or is `freed`. A plain function, not a closure: the AI's search calls this without allocating. */
function isFree(position: Position, square: number, freed: number): boolean {
  return square === freed || position.board[square - 1] === EMPTY;
}

function lowestFree(position: Position, freed: number): number {
  for (let square = 1; square <= SQUARES; square++) {
    if (square !== WATER && isFree(position, square, freed)) return square;
  }
  // Unreachable with at most 7 pieces a side: 14 pieces cannot fill 29 squares.
  return freed;
}

function highestFreeBelowRebirth(position: Position, freed: number): number {
  for (let square = REBIRTH - 1; square >= 1; square--) {
    if (isFree(position, square, freed)) return square;
  }
  // Unreachable with at most 7 pieces a side: 14 pieces cannot fill 15 squares.
  return freed;
}

/**
 * Where a piece that ends on 27 comes back (the presets where it does not stay there): 15, or
 * when 15 is taken the preset's fallback, or at once the lowest free square. `freed` is a square
 * that counts as free (the one the moving piece has just left).
 */
export function waterSquare(preset: Preset, position: Position, freed: number): number {
  if (preset.waterLanding !== "lowest" && isFree(position, REBIRTH, freed)) return REBIRTH;
  if (preset.waterLanding === "rebirthThenBelow") return highestFreeBelowRebirth(position, freed);
  return lowestFree(position, freed);
}

/** Where a piece waiting on 27 is rescued to: 15, or when 15 is held the highest empty square below it. */
export function rescueSquare(position: Position): number {
  return isFree(position, REBIRTH, 0) ? REBIRTH : highestFreeBelowRebirth(position, 0);
}

/** The lowest-numbered empty square of the board as it stands (where jequier's captured piece goes). */
export function lowestEmpty(position: Position): number {
  return lowestFree(position, 0);
}

function hasPieceIn(position: Position, player: Player, low: number, high: number): boolean {
  const board = position.board;
  for (let square = low; square <= high; square++) {
    if (board[square - 1] === player) return true;
  }
  return false;
}

/** Whether the preset lets `player` bear a piece off in this position (beside the move's own rules). */
export function bearOffAllowed(preset: Preset, position: Position, player: Player): boolean {
  if (preset.bearOff === "firstRowEmpty") return !hasPieceIn(position, player, 1, FIRST_ROW_END);
  if (preset.bearOff === "allInLastRow") return !hasPieceIn(position, player, 1, LAST_ROW_START - 1);
  return true;
}

/** The square a forward move from `from` would end on (OFF to bear off), or 0 if it cannot move. */
export function forwardTarget(preset: Preset, position: Position, from: number, throwValue: number): number {
  if (preset.chamberOfSet && from === CHAMBER_OF_SET && !CHAMBER_OF_SET_THROWS.includes(throwValue)) return 0;
  let target = Math.min(from + throwValue, OFF);
  if (from >= LAST_SQUARES_START && preset.lastSquares !== "ordinary") {
    const exact = from + throwValue === OFF || (preset.lastSquares === "exactExitAnyFrom30" && from === SQUARES);
    if (!exact) return 0;
  }
  if (from < HAPPINESS && target > preset.approachLimit) {
    if (!preset.trap) return 0;
    target = WATER;
  }
  if (target === OFF && !bearOffAllowed(preset, position, position.side)) return 0;
  return target;
}

/**
 * Whether the side on turn has a piece waiting on 27 that cannot be borne off from there: Home
 * Row forbids it while the side has a piece on 1-10. While one waits no other piece of its side
 * moves, so only the opponent can open the exit again, by a backward move that captures that
 * piece by exchange and lifts it past 10.
 */
export function waterExitShut(preset: Preset, position: Position): boolean {
  return position.board[WATER - 1] === position.side && forwardTarget(preset, position, WATER, preset.waterExit) !== OFF;
}

/** The square a backward move from `from` would end on, or 0 if it cannot move backward. */
export function backwardTarget(preset: Preset, from: number, throwValue: number): number {
  if (preset.neverBackwardFrom.includes(from)) return 0;
  const target = from - throwValue;
  return target >= 1 ? target : 0;
}
