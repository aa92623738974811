// Scratch the analyses share: move buffers and positions handed back when an analysis is done and
// taken by the next, so that a game's review allocates little (Lua's collector would otherwise
// make a console's frames late) and keeps only its figures.

import { Position, clonePosition, plainPosition } from "../board";
import { MoveBuffer, createMoveBuffer } from "../movebuffer";

const spareBuffers: MoveBuffer[] = [];
const sparePositions: Position[] = [];
const SPARE_LIMIT = 8;

/** What a done analysis holds instead of its scratch (never written to). */
export const SPENT_BUFFER: MoveBuffer = createMoveBuffer();
export const SPENT_POSITION: Position = plainPosition([], "a", 0, 0);

export function takeBuffer(): MoveBuffer {
  const buffer = spareBuffers.pop();
  return buffer !== undefined ? buffer : createMoveBuffer();
}

export function giveBuffer(buffer: MoveBuffer): void {
  if (spareBuffers.length < SPARE_LIMIT && spareBuffers.indexOf(buffer) < 0) spareBuffers.push(buffer);
}

/** A copy of `position` in a spare one. */
export function takeCopy(position: Position): Position {
  const copy = sparePositions.pop();
  if (copy === undefined) return clonePosition(position);
  for (let square = 0; square < position.board.length; square++) copy.board[square] = position.board[square];
  copy.side = position.side;
  copy.offA = position.offA;
  copy.offB = position.offB;
  return copy;
}

export function givePosition(position: Position): void {
  if (sparePositions.length < SPARE_LIMIT && sparePositions.indexOf(position) < 0) sparePositions.push(position);
}
