// What a decision is worth: for a position and a throw, every legal move's chance to win for the
// player who moves, by the chances of chance.ts looked one throw further (every throw after the
// move, each answered by the best move for whoever throws it: throw-scan.ts), and the master's
// choice, the move with the best chance. A move's loss is the chance it gives away against that
// choice. Kendall's water adds one choice that is no move: leaving the waiting piece on 27 (the
// stay, played as a pass), judged after the moves as the move generator lists it; where Home Row
// shuts the water's exit it is never the master's choice, as no computer level takes it there
// (ai/index.ts), and gives nothing away where it is judged better. Worked out a
// step at a time (one position judged, or one throw's moves generated), so that the caller can
// spread it over frames by its work (steps.ts runs it).

import { Player, Position, clonePosition, winnerOf } from "../board";
import { MoveBuffer, Undo, createUndo, generateMoves, isStay, makeMove, unmakeMove } from "../movebuffer";
import { Move, legalMoves } from "../moves";
import { waterExitShut } from "../targets";
import { EXPAND_WORK } from "../ai/work";
import { ANALYSIS_LEAF_WORK, ChanceJudge, chanceOf } from "./chance";
import { SPENT_BUFFER, SPENT_POSITION, giveBuffer, givePosition, takeBuffer, takeCopy } from "./scratch";
import { ThrowScan, createScan, scanStep, startScan } from "./throw-scan";

/** A decision under analysis, and once done every move's chance and the master's choice. */
export interface DecisionAnalysis {
  judge: ChanceJudge;
  position: Position;
  throwValue: number;
  mover: Player;
  /** The legal moves (legalMoves order). */
  moves: Move[];
  /** Each choice's chance for the mover once done: the moves', then the stay's where there is one. */
  chances: number[];
  /** The index in `chances` of leaving Kendall's waiting piece on 27 (after the moves), or -1 where that is no choice. */
  stay: number;
  /** Whether the stay is one where the water's exit is shut (targets.ts's waterExitShut): never `best`. */
  stayShut: boolean;
  /** The choice with the best chance (the first of equals; the stay where it is best, but a shut one); -1 with no move. */
  best: number;
  /** Whether each move is judged by the best replies to every throw after it (else as it stands right after the move). */
  replies: boolean;
  done: boolean;
  work: number;
  /** Stepping: the move being judged, and (with replies) the throws after it. */
  moveIndex: number;
  scanning: boolean;
  scan: ThrowScan;
  /** The position after the move being judged (played in place and taken back). */
  after: Position;
  undo: Undo;
  buffer: MoveBuffer;
}

/** Starts the analysis of `position` (not over) with `throwValue`; without `replies` it judges the positions right after the moves. */
export function startDecision(judge: ChanceJudge, position: Position, throwValue: number, replies = true): DecisionAnalysis {
  const moves = legalMoves(judge.preset, position, throwValue);
  const none = moves.length === 0;
  const buffer = none ? SPENT_BUFFER : takeBuffer();
  // The buffer holds the moves in the same order, and the stay after them.
  const count = none ? 0 : generateMoves(judge.preset, position, throwValue, buffer);
  const stay = count > 0 && isStay(buffer, count - 1) ? count - 1 : -1;
  const chances: number[] = [];
  for (let index = 0; index < count; index++) chances.push(0);
  const scan = createScan(judge);
  if (!none) scan.buffer = takeBuffer();
  return {
    judge, position: clonePosition(position), throwValue, mover: position.side, moves, chances, stay,
    stayShut: stay >= 0 && waterExitShut(judge.preset, position), best: moves.length > 0 ? 0 : -1, replies,
    done: none, work: 0, moveIndex: 0, scanning: false, scan, after: none ? SPENT_POSITION : takeCopy(position), undo: createUndo(), buffer,
  };
}

/** How many moves after its position the analysis judges: the move, and with replies the reply to the throw after it. */
export function decisionReach(analysis: DecisionAnalysis): number {
  return analysis.replies ? 2 : 1;
}

function finishMove(analysis: DecisionAnalysis, chance: number): void {
  const index = analysis.moveIndex;
  analysis.chances[index] = chance;
  if (chance > analysis.chances[analysis.best] && !(index === analysis.stay && analysis.stayShut)) analysis.best = index;
  unmakeMove(analysis.after, analysis.buffer, index, analysis.undo);
  analysis.moveIndex = index + 1;
  analysis.scanning = false;
  if (analysis.moveIndex < analysis.chances.length) return;
  analysis.done = true;
  giveBuffer(analysis.buffer);
  giveBuffer(analysis.scan.buffer);
  givePosition(analysis.after);
  analysis.buffer = SPENT_BUFFER;
  analysis.scan.buffer = SPENT_BUFFER;
  analysis.after = SPENT_POSITION;
  analysis.scan.position = SPENT_POSITION;
}

/**
 * One step: a move played and judged (or its throws begun), a throw's replies generated, or one
 * reply judged. True once done. The judge must be able to judge every position within the
 * analysis's reach (steps.ts's judgedStep makes sure of it).
 */
export function decisionStep(analysis: DecisionAnalysis): boolean {
  if (analysis.done) return true;
  if (analysis.scanning) {
    const scan = analysis.scan;
    analysis.work += scanStep(analysis.judge, scan);
    // The throw after the move is the replier's: its chance is the mover's where the mover throws again.
    if (scan.done) finishMove(analysis, scan.thrower === analysis.mover ? scan.average : 1 - scan.average);
    return analysis.done;
  }
  makeMove(analysis.judge.preset, analysis.after, analysis.buffer, analysis.moveIndex, analysis.throwValue, analysis.undo);
  if (winnerOf(analysis.after, analysis.judge.preset.pieces) !== undefined) {
    analysis.work += EXPAND_WORK;
    finishMove(analysis, 1);
  } else if (!analysis.replies) {
    analysis.work += ANALYSIS_LEAF_WORK;
    finishMove(analysis, chanceOf(analysis.judge, analysis.after, analysis.mover));
  } else {
    startScan(analysis.scan, analysis.after, analysis.scan.buffer);
    analysis.scanning = true;
  }
  return analysis.done;
}

/**
 * The chance choice `index` (a move's, or the stay's) gives away against the master's choice (0
 * for that one, and for a shut stay judged better than it).
 */
export function moveLoss(analysis: DecisionAnalysis, index: number): number {
  return Math.max(0, analysis.chances[analysis.best] - analysis.chances[index]);
}

/** The master's choice as a move: undefined where it is the stay (or there is no move). */
export function bestMove(analysis: DecisionAnalysis): Move | undefined {
  const best = analysis.best;
  return best >= 0 && best !== analysis.stay ? analysis.moves[best] : undefined;
}

/** Whether the master's choice is to leave the waiting piece on 27. */
export function masterStays(analysis: DecisionAnalysis): boolean {
  return analysis.stay >= 0 && analysis.best === analysis.stay;
}

/** The index of the move from `from` among the decision's moves, or -1. */
export function moveIndexFrom(analysis: DecisionAnalysis, from: number): number {
  for (let index = 0; index < analysis.moves.length; index++) if (analysis.moves[index].from === from) return index;
  return -1;
}
