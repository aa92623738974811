// Legal moves for a throw, and playing a move or a pass: the rules of docs/rules.md as plain
// objects, read from the one move generator (movebuffer.ts).

import { Player, Position, WATER, clonePosition, winnerOf } from "./board";
import { MoveBuffer, createMoveBuffer, createUndo, generateMoves, holdOneMove, isStay, makeMove, makePass } from "./movebuffer";
import { Preset } from "./preset";

export { isProtected, jumpBlocked } from "./geometry";
export { backwardTarget, forwardTarget, waterSquare } from "./targets";

export interface Move {
  from: number;
  /** Where the piece finally stands: 31 when borne off, 15 or lower after the water (27 where it stays there). */
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

/** The generator's scratch: legalMoves copies out of it at once; `single` holds a move being played. */
const scratch: MoveBuffer = createMoveBuffer();
const single: MoveBuffer = createMoveBuffer();

/** The buffer's move `index` as an object; undefined for the stay, which is played as a pass. */
export function bufferedMove(buffer: MoveBuffer, index: number): Move | undefined {
  if (isStay(buffer, index)) return undefined;
  return {
    from: buffer.from[index], to: buffer.to[index], capture: buffer.capture[index], backward: buffer.backward[index],
    water: buffer.water[index], capturedTo: buffer.capturedTo[index],
  };
}

/** The moves of the buffer as objects, the stay left out. */
function movesOf(buffer: MoveBuffer): Move[] {
  const moves: Move[] = [];
  for (let index = 0; index < buffer.count; index++) {
    const move = bufferedMove(buffer, index);
    if (move !== undefined) moves.push(move);
  }
  return moves;
}

/** Every legal move of the player on turn for `throwValue`, by `from` ascending; [] means pass. */
export function legalMoves(preset: Preset, position: Position, throwValue: number): Move[] {
  generateMoves(preset, position, throwValue, scratch);
  return movesOf(scratch);
}

/** Kendall's water's choice is open: the waiting piece may be left on 27 (a pass) though a move exists. */
export function mayLeaveInWater(preset: Preset, position: Position, throwValue: number): boolean {
  const count = generateMoves(preset, position, throwValue, scratch);
  for (let index = 0; index < count; index++) {
    if (isStay(scratch, index)) return true;
  }
  return false;
}

/** Whether the player on turn may pass `throwValue`: no move exists, or the water's choice is open. */
export function mayPass(preset: Preset, position: Position, throwValue: number): boolean {
  return legalMoves(preset, position, throwValue).length === 0 || mayLeaveInWater(preset, position, throwValue);
}

/** Plays a move returned by `legalMoves` for `throwValue`. */
export function applyMove(preset: Preset, position: Position, move: Move, throwValue: number): Outcome {
  const after = clonePosition(position);
  holdOneMove(single, move.from, move.to, move.capture, move.capturedTo);
  makeMove(preset, after, single, 0, throwValue, createUndo());
  return { position: after, extra: after.side === position.side, winner: winnerOf(after, preset.pieces) };
}

/**
 * Passes `throwValue` (only where `mayPass`): the turn passes, some presets keeping the extra
 * throw; leaving Kendall's waiting piece on 27 ends the turn whatever the throw.
 */
export function applyPass(preset: Preset, position: Position, throwValue: number): Outcome {
  const after = clonePosition(position);
  if (mayLeaveInWater(preset, position, throwValue)) {
    holdOneMove(single, WATER, WATER, false, 0);
    makeMove(preset, after, single, 0, throwValue, createUndo());
  } else {
    makePass(preset, after, throwValue, createUndo());
  }
  return { position: after, extra: after.side === position.side, winner: undefined };
}
