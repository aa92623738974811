// The luck of a throw: the thrower's chance after it (with its best move, one move deep) against
// the chance before it, the average over every throw of the position (throw-scan.ts). Worked out
// a step at a time, for all the position's throws at once, so that a review finds any throw's luck
// in it (steps.ts runs it).

import { Player, Position } from "../board";
import { ChanceJudge } from "./chance";
import { SPENT_BUFFER, SPENT_POSITION, giveBuffer, givePosition, takeBuffer, takeCopy } from "./scratch";
import { ThrowScan, createScan, scanStep, startScan } from "./throw-scan";

/** How many moves after its position a throw's luck judges: the thrower's. */
export const LUCK_REACH = 1;

/** A throw's luck under way, and once done the chance before the throw and after each. */
export interface ThrowLuck {
  judge: ChanceJudge;
  thrower: Player;
  /** Per outcome, the thrower's chance after that throw and its best move. */
  after: number[];
  /** The thrower's chance before the throw (the average of `after`), once done. */
  before: number;
  done: boolean;
  work: number;
  scan: ThrowScan;
}

export function startLuck(judge: ChanceJudge, position: Position): ThrowLuck {
  const scan = createScan(judge);
  startScan(scan, takeCopy(position), takeBuffer());
  return { judge, thrower: position.side, after: scan.best, before: 0, done: false, work: 0, scan };
}

/**
 * One step: a throw's moves generated, or one of them judged. True once done. The judge must be
 * able to judge every position a move after the luck's (steps.ts's judgedStep makes sure of it).
 */
export function luckStep(luck: ThrowLuck): boolean {
  if (luck.done) return true;
  const scan = luck.scan;
  luck.work += scanStep(luck.judge, scan);
  if (!scan.done) return false;
  luck.done = true;
  luck.before = scan.average;
  giveBuffer(scan.buffer);
  givePosition(scan.position);
  scan.buffer = SPENT_BUFFER;
  scan.position = SPENT_POSITION;
  return true;
}

/** The thrower's chance after throwing `throwValue` (and playing its best move), once done. */
export function chanceAfterThrow(luck: ThrowLuck, throwValue: number): number {
  const outcomes = luck.judge.outcomes;
  for (let index = 0; index < outcomes.length; index++) if (outcomes[index].value === throwValue) return luck.after[index];
  return luck.before;
}
