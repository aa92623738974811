// The one-ply choice of the lower levels: the position after each move, as the player sees it.
// A player who overlooks the water sees a fall as progress to 27; one who overlooks a capture
// does not count what it costs the opponent's piece; a noisy player misjudges each move's value by
// a random amount, so that it confuses moves close in value often and moves far apart seldom. It
// can be judged one move at a time. (A choice of two moves or more never ends the game: the mover
// keeps a piece on the board.)

import { Player, Position, WATER, clonePosition } from "../board";
import { MoveBuffer, Undo, createUndo, makeMove, unmakeMove } from "../movebuffer";
import { Rng, randomNormal } from "../rng";
import { EvalContext, evaluate, rawScore } from "./evaluate";

export interface Oversights {
  water: boolean;
  capture: boolean;
}

/** How a one-ply player misjudges: the noise's standard deviation (in the evaluation's units) and its generator. */
export interface Noise {
  deviation: number;
  rng: Rng | undefined;
}

const NO_NOISE: Noise = { deviation: 0, rng: undefined };

/** A one-ply choice under way: the moves judged so far and the best of them. */
export interface OnePly {
  context: EvalContext;
  board: Position;
  me: Player;
  throwValue: number;
  buffer: MoveBuffer;
  oversights: Oversights;
  noise: Noise;
  undo: Undo;
  /** The next move to judge. */
  index: number;
  bestIndex: number;
  bestScore: number;
}

export function startOnePly(context: EvalContext, position: Position, throwValue: number, buffer: MoveBuffer, oversights: Oversights, noise: Noise = NO_NOISE): OnePly {
  const me = position.side;
  return { context, board: clonePosition(position), me, throwValue, buffer, oversights, noise, undo: createUndo(), index: 0, bestIndex: 0, bestScore: 0 };
}

/**
 * The value of the board after the move `index` for the mover, as the player sees it: the
 * network's, in (-1, 1); else the hand-made raw score, squashed into (-1, 1) only where noise is
 * added to it (the same order of moves either way).
 */
function seenValue(choice: OnePly, index: number, squashed: boolean): number {
  const context = choice.context;
  const board = choice.board;
  if (context.net !== undefined) return evaluate(context, board, choice.me);
  const buffer = choice.buffer;
  let score = rawScore(context, board, choice.me);
  if (choice.oversights.water && buffer.water[index]) score += WATER - buffer.to[index];
  if (choice.oversights.capture && buffer.capture[index]) score -= buffer.to[index] - buffer.capturedTo[index];
  if (!squashed) return score;
  const magnitude = score < 0 ? -score : score;
  return score / (magnitude + context.weights.scale);
}

/** Judges the next move; true once every move is judged (then `bestIndex` is the choice, the first of equals). */
export function stepOnePly(choice: OnePly): boolean {
  const buffer = choice.buffer;
  if (choice.index >= buffer.count) return true;
  const index = choice.index;
  const noise = choice.noise;
  const noisy = noise.rng !== undefined && noise.deviation > 0;
  makeMove(choice.context.preset, choice.board, buffer, index, choice.throwValue, choice.undo);
  let score = seenValue(choice, index, noisy);
  unmakeMove(choice.board, buffer, index, choice.undo);
  if (noise.rng !== undefined && noisy) score += noise.deviation * randomNormal(noise.rng);
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
