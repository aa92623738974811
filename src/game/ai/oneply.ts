// The one-ply choice of the lower levels: the position after each move, as the player sees it.
// A player who overlooks the water sees a fall as progress to 27; one who overlooks a capture
// does not count what it costs the opponent's piece. It can be judged one move at a time.

import { Player, Position, WATER, clonePosition } from "../board";
import { MoveBuffer, Undo, makeMove, unmakeMove } from "../movebuffer";
import { EvalContext, rawScore } from "./evaluate";

export interface Oversights {
  water: boolean;
  capture: boolean;
}

/** A one-ply choice under way: the moves judged so far and the best of them. */
export interface OnePly {
  context: EvalContext;
  board: Position;
  me: Player;
  throwValue: number;
  buffer: MoveBuffer;
  oversights: Oversights;
  undo: Undo;
  /** The next move to judge. */
  index: number;
  bestIndex: number;
  bestScore: number;
}

export function startOnePly(context: EvalContext, position: Position, throwValue: number, buffer: MoveBuffer, oversights: Oversights): OnePly {
  const me = position.side;
  return { context, board: clonePosition(position), me, throwValue, buffer, oversights, undo: { side: me }, index: 0, bestIndex: 0, bestScore: 0 };
}

/** Judges the next move; true once every move is judged (then `bestIndex` is the choice, the first of equals). */
export function stepOnePly(choice: OnePly): boolean {
  const buffer = choice.buffer;
  if (choice.index >= buffer.count) return true;
  const index = choice.index;
  const oversights = choice.oversights;
  makeMove(choice.context.preset, choice.board, buffer, index, choice.throwValue, choice.undo);
  let score = rawScore(choice.context, choice.board, choice.me);
  unmakeMove(choice.board, buffer, index, choice.undo);
  if (oversights.water && buffer.water[index]) score += WATER - buffer.to[index];
  if (oversights.capture && buffer.capture[index]) score -= buffer.to[index] - buffer.capturedTo[index];
  if (index === 0 || score > choice.bestScore) {
    choice.bestScore = score;
    choice.bestIndex = index;
  }
  choice.index = index + 1;
  return choice.index >= buffer.count;
}

/** The index of the move in `buffer` that looks best (the first of equals). */
export function onePlyChoice(context: EvalContext, position: Position, throwValue: number, buffer: MoveBuffer, oversights: Oversights): number {
  const choice = startOnePly(context, position, throwValue, buffer, oversights);
  while (!stepOnePly(choice)) {
    // one move at a time
  }
  return choice.bestIndex;
}
