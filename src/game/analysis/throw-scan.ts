// The throw scan: every throw of a position, each answered by the best move of whoever throws it
// (the side on throw, or a pass; never a shut water's stay, which no computer takes), judged one step at a time (a throw's moves generated, or one of
// them judged): the thrower's chance after each throw and their average. A decision scans the
// throws after each of its moves; a throw's luck scans the throws of its position.

import { Player, Position } from "../board";
import { MoveBuffer, Undo, createUndo, generateMoves, makeMove, makePass, unmakeMove, unmakePass, withoutShutStay } from "../movebuffer";
import { EXPAND_WORK } from "../ai/work";
import { ANALYSIS_LEAF_WORK, ChanceJudge, chanceOf } from "./chance";
import { SPENT_BUFFER, SPENT_POSITION } from "./scratch";

/** A scan under way; the position is played in place and given back as it was. */
export interface ThrowScan {
  position: Position;
  thrower: Player;
  /** Per outcome, the thrower's chance after that throw and its best move; their average once done. */
  best: number[];
  average: number;
  /** The outcome under way, its moves (-1: not generated yet) and the next to judge. */
  outcome: number;
  count: number;
  index: number;
  buffer: MoveBuffer;
  undo: Undo;
  done: boolean;
}

/** A scan with nothing to scan yet (`startScan` gives it a position). */
export function createScan(judge: ChanceJudge): ThrowScan {
  const best: number[] = [];
  for (let index = 0; index < judge.outcomes.length; index++) best.push(0);
  return { position: SPENT_POSITION, thrower: "a", best, average: 0, outcome: 0, count: -1, index: 0, buffer: SPENT_BUFFER, undo: createUndo(), done: true };
}

/** Starts `scan` over `position` (its moves generated into `buffer`). */
export function startScan(scan: ThrowScan, position: Position, buffer: MoveBuffer): void {
  scan.position = position;
  scan.thrower = position.side;
  scan.buffer = buffer;
  scan.average = 0;
  scan.outcome = 0;
  scan.count = -1;
  scan.index = 0;
  scan.done = false;
}

/**
 * `player`'s chance once the side on throw in `position` has played the move `index` of `moves`
 * (`count` of them; none: a pass, the throw going to whoever throws after it) for `throwValue`,
 * played in place and taken back.
 */
function replyChance(judge: ChanceJudge, position: Position, moves: MoveBuffer, count: number, index: number, throwValue: number, undo: Undo, player: Player): number {
  if (count === 0) {
    makePass(judge.preset, position, throwValue, undo);
    const passed = chanceOf(judge, position, player);
    unmakePass(position, undo);
    return passed;
  }
  makeMove(judge.preset, position, moves, index, throwValue, undo);
  const chance = chanceOf(judge, position, player);
  unmakeMove(position, moves, index, undo);
  return chance;
}

/** One step of the scan; its work. */
export function scanStep(judge: ChanceJudge, scan: ThrowScan): number {
  const outcome = judge.outcomes[scan.outcome];
  if (scan.count < 0) {
    scan.count = withoutShutStay(judge.preset, scan.position, scan.buffer, generateMoves(judge.preset, scan.position, outcome.value, scan.buffer));
    scan.index = 0;
    return EXPAND_WORK;
  }
  const chance = replyChance(judge, scan.position, scan.buffer, scan.count, scan.index, outcome.value, scan.undo, scan.thrower);
  if (scan.index === 0 || chance > scan.best[scan.outcome]) scan.best[scan.outcome] = chance;
  scan.index++;
  if (scan.index < scan.count) return ANALYSIS_LEAF_WORK;
  scan.average += outcome.probability * scan.best[scan.outcome];
  scan.outcome++;
  scan.count = -1;
  scan.done = scan.outcome === judge.outcomes.length;
  return ANALYSIS_LEAF_WORK;
}
