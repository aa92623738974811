// What a decision is worth: for a position and a throw, every legal move's chance to win for the
// player who moves, by the chances of chance.ts looked one throw further (every throw after the
// move, each answered by the best move for whoever throws it), and the master's choice, the move
// with the best chance. A move's loss is the chance it gives away against that choice. The same
// one ply deep, for every throw of a position, gives the luck of a throw: the chance after it
// (with its best move) against the chance before it (the throws' average).
//
// Both are worked out a leaf at a time (one position judged, or one throw's moves generated), so
// that the caller can spread them over frames by their work (search.ts's units). A step that meets
// a position of the last race before the judge's table is built judges nothing and says so
// (`blocked`): the caller builds the table first (judgeStep), so that the figures never depend on
// when they were worked out.

import { Player, Position, clonePosition } from "../board";
import { MoveBuffer, Undo, createMoveBuffer, generateMoves, makeMove, sideAfterPass, unmakeMove } from "../movebuffer";
import { Move, legalMoves } from "../moves";
import { EXPAND_WORK } from "../ai/work";
import { ChanceJudge, chanceIfReady } from "./chance";

/**
 * A position judged by the chance judge, in work units: the network's full evaluation (its inputs
 * from the board, not a move's change as the search's leaves) costs about two of the search's
 * network leaves on lua5.1 (tools/bench/analysis-lua.ts measures it).
 */
export const ANALYSIS_LEAF_WORK = 20;
/** How deep a decision is analysed: the move, then every throw after it answered by its best move. */
export const DECISION_DEPTH = 2;

/**
 * Scratch kept between analyses: move buffers and positions are handed back when an analysis is
 * done and taken by the next, so that a game's review allocates little (Lua's collector would
 * otherwise make a console's frames late) and keeps only its figures.
 */
const spareBuffers: MoveBuffer[] = [];
/** What a done analysis holds instead of its scratch (never written to). */
const SPENT_BUFFER: MoveBuffer = createMoveBuffer();
const SPENT_POSITION: Position = { board: [], side: "a", offA: 0, offB: 0 };
const sparePositions: Position[] = [];
const SPARE_LIMIT = 8;

function takeBuffer(): MoveBuffer {
  const buffer = spareBuffers.pop();
  return buffer !== undefined ? buffer : createMoveBuffer();
}

function giveBuffer(buffer: MoveBuffer): void {
  if (spareBuffers.length < SPARE_LIMIT && spareBuffers.indexOf(buffer) < 0) spareBuffers.push(buffer);
}

/** A copy of `position` in a spare one. */
function takeCopy(position: Position): Position {
  const copy = sparePositions.pop();
  if (copy === undefined) return clonePosition(position);
  for (let square = 0; square < position.board.length; square++) copy.board[square] = position.board[square];
  copy.side = position.side;
  copy.offA = position.offA;
  copy.offB = position.offB;
  return copy;
}

function givePosition(position: Position): void {
  if (sparePositions.length < SPARE_LIMIT && sparePositions.indexOf(position) < 0) sparePositions.push(position);
}

/**
 * Every throw of a position, each answered by the best move of whoever throws it (the side on
 * throw, or a pass): that side's chance after each throw, and their average, a step at a time
 * (a throw's moves generated, or one of them judged). The position is played in place and given
 * back as it was.
 */
interface ThrowScan {
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
  /** The last step judged nothing: it met a position of the last race before the judge's table was built. */
  blocked: boolean;
}

function createScan(judge: ChanceJudge): ThrowScan {
  const best: number[] = [];
  for (let index = 0; index < judge.context.outcomes.length; index++) best.push(0);
  return { position: SPENT_POSITION, thrower: "a", best, average: 0, outcome: 0, count: -1, index: 0, buffer: SPENT_BUFFER, undo: { side: "a" }, done: true, blocked: false };
}

/** Starts `scan` over `position` (its moves generated into `buffer`). */
function startScan(scan: ThrowScan, position: Position, buffer: MoveBuffer): void {
  scan.position = position;
  scan.thrower = position.side;
  scan.buffer = buffer;
  scan.average = 0;
  scan.outcome = 0;
  scan.count = -1;
  scan.index = 0;
  scan.done = false;
  scan.blocked = false;
}

/** One step of the scan; its work (0 when blocked). */
function scanStep(judge: ChanceJudge, scan: ThrowScan): number {
  const outcomes = judge.context.outcomes;
  const outcome = outcomes[scan.outcome];
  if (scan.count < 0) {
    scan.count = generateMoves(judge.preset, scan.position, outcome.value, scan.buffer);
    scan.index = 0;
    return EXPAND_WORK;
  }
  const chance = answerChance(judge, scan.position, scan.buffer, scan.count, scan.index, outcome.value, scan.undo, scan.thrower);
  scan.blocked = chance < 0;
  if (scan.blocked) return 0;
  if (scan.index === 0 || chance > scan.best[scan.outcome]) scan.best[scan.outcome] = chance;
  scan.index++;
  if (scan.index < scan.count) return ANALYSIS_LEAF_WORK;
  scan.average += outcome.probability * scan.best[scan.outcome];
  scan.outcome++;
  scan.count = -1;
  scan.done = scan.outcome === outcomes.length;
  return ANALYSIS_LEAF_WORK;
}

/** A decision under analysis, and once done every move's chance and the master's choice. */
export interface DecisionAnalysis {
  judge: ChanceJudge;
  position: Position;
  throwValue: number;
  mover: Player;
  /** The legal moves (legalMoves order), and each one's chance for the mover once done. */
  moves: Move[];
  chances: number[];
  /** The move with the best chance (the first of equals); -1 with no move. */
  best: number;
  depth: number;
  done: boolean;
  work: number;
  /** The last step judged nothing: it met a position of the last race before the judge's table was built. */
  blocked: boolean;
  /** Stepping: the move being judged, and (one throw deeper) the throws after it. */
  moveIndex: number;
  scanning: boolean;
  scan: ThrowScan;
  /** The position after the move being judged (played in place and taken back). */
  after: Position;
  undo: Undo;
  buffer: MoveBuffer;
}

/** Starts the analysis of `position` (not over) with `throwValue`; `depth` 1 judges the positions right after the moves. */
export function startDecision(judge: ChanceJudge, position: Position, throwValue: number, depth = DECISION_DEPTH): DecisionAnalysis {
  const moves = legalMoves(judge.preset, position, throwValue);
  const chances: number[] = [];
  for (let index = 0; index < moves.length; index++) chances.push(0);
  const none = moves.length === 0;
  const buffer = none ? SPENT_BUFFER : takeBuffer();
  if (!none) generateMoves(judge.preset, position, throwValue, buffer);
  const scan = createScan(judge);
  if (!none) scan.buffer = takeBuffer();
  return {
    judge, position: clonePosition(position), throwValue, mover: position.side, moves, chances, best: moves.length > 0 ? 0 : -1, depth,
    done: none, work: 0, blocked: false, moveIndex: 0, scanning: false, scan, after: none ? SPENT_POSITION : takeCopy(position), undo: { side: position.side }, buffer,
  };
}

/** Whether the game is over in the position after the move. */
function over(analysis: DecisionAnalysis): boolean {
  const pieces = analysis.judge.preset.pieces;
  return analysis.after.offA === pieces || analysis.after.offB === pieces;
}

function finishMove(analysis: DecisionAnalysis, chance: number): void {
  const index = analysis.moveIndex;
  analysis.chances[index] = chance;
  if (chance > analysis.chances[analysis.best]) analysis.best = index;
  unmakeMove(analysis.after, analysis.buffer, index, analysis.undo);
  analysis.moveIndex = index + 1;
  analysis.scanning = false;
  if (analysis.moveIndex < analysis.moves.length) return;
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
 * `player`'s chance once the side on throw in `position` has played the move `index` of `moves`
 * (`count` of them; none: a pass, the throw going to whoever throws after it) for `throwValue`,
 * played in place and taken back; -1 while the last race's table is missing (chanceIfReady).
 */
function answerChance(judge: ChanceJudge, position: Position, moves: MoveBuffer, count: number, index: number, throwValue: number, undo: Undo, player: Player): number {
  if (count === 0) {
    const side = position.side;
    position.side = sideAfterPass(judge.preset, position, throwValue);
    const passed = chanceIfReady(judge, position, player);
    position.side = side;
    return passed;
  }
  makeMove(judge.preset, position, moves, index, throwValue, undo);
  const chance = chanceIfReady(judge, position, player);
  unmakeMove(position, moves, index, undo);
  return chance;
}

/** One step: a move played and judged (or its throws begun), a throw's replies generated, or one reply judged. True once done. */
export function decisionStep(analysis: DecisionAnalysis): boolean {
  if (analysis.done) return true;
  if (analysis.scanning) {
    const scan = analysis.scan;
    analysis.work += scanStep(analysis.judge, scan);
    analysis.blocked = scan.blocked;
    // The throw after the move is the replier's: its chance is the mover's where the mover throws again.
    if (scan.done) finishMove(analysis, scan.thrower === analysis.mover ? scan.average : 1 - scan.average);
    return analysis.done;
  }
  makeMove(analysis.judge.preset, analysis.after, analysis.buffer, analysis.moveIndex, analysis.throwValue, analysis.undo);
  if (over(analysis)) {
    analysis.work += EXPAND_WORK;
    finishMove(analysis, 1);
  } else if (analysis.depth < 2) {
    const chance = chanceIfReady(analysis.judge, analysis.after, analysis.mover);
    analysis.blocked = chance < 0;
    if (analysis.blocked) {
      unmakeMove(analysis.after, analysis.buffer, analysis.moveIndex, analysis.undo);
      return false;
    }
    analysis.work += ANALYSIS_LEAF_WORK;
    finishMove(analysis, chance);
  } else {
    startScan(analysis.scan, analysis.after, analysis.scan.buffer);
    analysis.scanning = true;
  }
  return analysis.done;
}

/** Runs one step of `job` (a decision's analysis or a throw's luck); the work it did. */
export function countedStep<T extends { work: number }>(job: T, step: (this: void, job: T) => boolean): number {
  const before = job.work;
  step(job);
  return job.work - before;
}

/** The chance move `index` gives away against the master's choice (0 for that one). */
export function moveLoss(analysis: DecisionAnalysis, index: number): number {
  return analysis.chances[analysis.best] - analysis.chances[index];
}

/** The index of the move from `from` among the decision's moves, or -1. */
export function moveIndexFrom(analysis: DecisionAnalysis, from: number): number {
  for (let index = 0; index < analysis.moves.length; index++) if (analysis.moves[index].from === from) return index;
  return -1;
}

/**
 * A throw's luck under way: for every throw of the position, the chance after it with its best
 * move (one ply deep), so that the chance before the throw is their average.
 */
export interface ThrowLuck {
  judge: ChanceJudge;
  thrower: Player;
  /** Per outcome, the thrower's chance after that throw and its best move. */
  after: number[];
  /** The thrower's chance before the throw (the average of `after`), once done. */
  before: number;
  done: boolean;
  work: number;
  /** As a decision's: the last step met a position of the last race before its table. */
  blocked: boolean;
  scan: ThrowScan;
}

export function startLuck(judge: ChanceJudge, position: Position): ThrowLuck {
  const scan = createScan(judge);
  startScan(scan, takeCopy(position), takeBuffer());
  return { judge, thrower: position.side, after: scan.best, before: 0, done: false, work: 0, blocked: false, scan };
}

/** One step: a throw's moves generated, or one of them judged. True once done. */
export function luckStep(luck: ThrowLuck): boolean {
  if (luck.done) return true;
  const scan = luck.scan;
  luck.work += scanStep(luck.judge, scan);
  luck.blocked = scan.blocked;
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
  const outcomes = luck.judge.context.outcomes;
  for (let index = 0; index < outcomes.length; index++) if (outcomes[index].value === throwValue) return luck.after[index];
  return luck.before;
}
