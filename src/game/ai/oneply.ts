// The one-ply choice of the lower levels: the position after each move, as the player sees it.
// A player who overlooks the water sees a fall as progress to 27; one who overlooks a capture
// does not count what it costs the opponent's piece.

import { Position, WATER, clonePosition } from "../board";
import { MoveBuffer, Undo, makeMove, unmakeMove } from "../movebuffer";
import { EvalContext, rawScore } from "./evaluate";

export interface Oversights {
  water: boolean;
  capture: boolean;
}

/** The index of the move in `buffer` that looks best (the first of equals). */
export function onePlyChoice(context: EvalContext, position: Position, throwValue: number, buffer: MoveBuffer, oversights: Oversights): number {
  const board = clonePosition(position);
  const me = position.side;
  const undo: Undo = { side: me };
  let bestIndex = 0;
  let bestScore = 0;
  for (let index = 0; index < buffer.count; index++) {
    makeMove(context.preset, board, buffer, index, throwValue, undo);
    let score = rawScore(context, board, me);
    unmakeMove(board, buffer, index, undo);
    if (oversights.water && buffer.water[index]) score += WATER - buffer.to[index];
    if (oversights.capture && buffer.capture[index]) score -= buffer.to[index] - buffer.capturedTo[index];
    if (index === 0 || score > bestScore) {
      bestScore = score;
      bestIndex = index;
    }
  }
  return bestIndex;
}
