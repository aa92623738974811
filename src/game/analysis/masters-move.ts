// The computer's master's own move for a decision the review would mark bad or worse, thought a
// step at a time: a review never marks the master's move worse than doubtful (?!). The analysis
// looks two decisions deep by calibrated chances, the master's search three by its network, and
// now and then they disagree (docs/teacher.md); a move the master plays is not one to call bad.

import { Position } from "../board";
import { Preset } from "../variants";
import { AiThinking, continueThinking, decision, startThinking } from "../ai/index";
import { isStay } from "../movebuffer";
import { DOUBTFUL, Mark, markOf } from "./marks";

/** Whether a move with this loss needs the master's move looked up: it would be marked worse than doubtful. */
export function needsMastersMove(loss: number): boolean {
  return markOf(loss) > DOUBTFUL;
}

/** Starts the master's thinking about `position` and `throwValue` (it uses no seed: it has no oversights). */
export function startMastersMove(preset: Preset, position: Position, throwValue: number): AiThinking {
  return startThinking(preset, position, throwValue, "master", 0);
}

/** One step of the master's thinking; the work it did. */
export function mastersMoveStep(thinking: AiThinking): number {
  const before = thinking.work;
  continueThinking(thinking, 1);
  return thinking.work - before;
}

/** Whether the master, done thinking, plays the move from `from`. */
export function isMastersMove(thinking: AiThinking, from: number): boolean {
  const move = decision(thinking);
  return move !== undefined && move.from === from;
}

/** Whether the master, done thinking, leaves Kendall's waiting piece on 27. */
export function isMastersStay(thinking: AiThinking): boolean {
  return thinking.done && thinking.chosen >= 0 && isStay(thinking.buffer, thinking.chosen);
}

/** A decision's mark: by its loss, but never worse than doubtful for the master's own move. */
export function reviewMark(loss: number, mastersMove: boolean): Mark {
  const mark = markOf(loss);
  return mastersMove && mark > DOUBTFUL ? DOUBTFUL : mark;
}
