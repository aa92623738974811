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
import { ChanceOutcome } from "../throws";
import { EXPAND_WORK } from "../ai/search";
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
  /** Stepping: the move being judged, the throw after it, its replies and the best of them. */
  moveIndex: number;
  outcome: number;
  replies: MoveBuffer;
  replyCount: number;
  replyIndex: number;
  replyBest: number;
  sum: number;
  /** The position after the move being judged (played in place and taken back). */
  after: Position;
  undo: Undo;
  replyUndo: Undo;
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
  return {
    judge, position: clonePosition(position), throwValue, mover: position.side, moves, chances, best: moves.length > 0 ? 0 : -1, depth,
    done: none, work: 0, blocked: false, moveIndex: 0, outcome: -1, replies: none ? SPENT_BUFFER : takeBuffer(), replyCount: 0, replyIndex: 0, replyBest: 0, sum: 0,
    after: none ? SPENT_POSITION : takeCopy(position), undo: { side: position.side }, replyUndo: { side: position.side }, buffer,
  };
}

function outcomesOf(analysis: DecisionAnalysis): ChanceOutcome[] {
  return analysis.judge.context.outcomes;
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
  analysis.outcome = -1;
  if (analysis.moveIndex < analysis.moves.length) return;
  analysis.done = true;
  giveBuffer(analysis.buffer);
  giveBuffer(analysis.replies);
  givePosition(analysis.after);
  analysis.buffer = SPENT_BUFFER;
  analysis.replies = SPENT_BUFFER;
  analysis.after = SPENT_POSITION;
}

/** The throw `outcome` after the move: its replies generated (one step), or judged one a step. */
function stepReply(analysis: DecisionAnalysis): void {
  const after = analysis.after;
  const outcomes = outcomesOf(analysis);
  const outcome = outcomes[analysis.outcome];
  const replier = after.side;
  if (analysis.replyIndex < 0) {
    analysis.work += EXPAND_WORK;
    analysis.replyCount = generateMoves(analysis.judge.preset, after, outcome.value, analysis.replies);
    analysis.replyIndex = 0;
    analysis.replyBest = 0;
    return;
  }
  let chance = 0;
  if (analysis.replyCount === 0) {
    // A pass: the position as it stands, with the throw to whoever throws after it.
    after.side = sideAfterPass(analysis.judge.preset, after, outcome.value);
    chance = chanceIfReady(analysis.judge, after, replier);
    after.side = replier;
  } else {
    makeMove(analysis.judge.preset, after, analysis.replies, analysis.replyIndex, outcome.value, analysis.replyUndo);
    chance = chanceIfReady(analysis.judge, after, replier);
    unmakeMove(after, analysis.replies, analysis.replyIndex, analysis.replyUndo);
  }
  analysis.blocked = chance < 0;
  if (analysis.blocked) return;
  analysis.work += ANALYSIS_LEAF_WORK;
  if (analysis.replyIndex === 0 || chance > analysis.replyBest) analysis.replyBest = chance;
  analysis.replyIndex++;
  if (analysis.replyIndex < analysis.replyCount) return;
  analysis.sum += outcome.probability * (replier === analysis.mover ? analysis.replyBest : 1 - analysis.replyBest);
  analysis.outcome++;
  analysis.replyIndex = -1;
  if (analysis.outcome === outcomes.length) finishMove(analysis, analysis.sum);
}

/** One step: a move played and judged (or its throws begun), a throw's replies generated, or one reply judged. True once done. */
export function decisionStep(analysis: DecisionAnalysis): boolean {
  if (analysis.done) return true;
  if (analysis.outcome < 0) {
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
      analysis.outcome = 0;
      analysis.replyIndex = -1;
      analysis.sum = 0;
    }
    return analysis.done;
  }
  stepReply(analysis);
  return analysis.done;
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
  position: Position;
  thrower: Player;
  /** Per outcome, the thrower's chance after that throw and its best move. */
  after: number[];
  /** The thrower's chance before the throw (the average of `after`), once done. */
  before: number;
  done: boolean;
  work: number;
  /** As a decision's: the last step met a position of the last race before its table. */
  blocked: boolean;
  outcome: number;
  count: number;
  index: number;
  buffer: MoveBuffer;
  undo: Undo;
}

export function startLuck(judge: ChanceJudge, position: Position): ThrowLuck {
  const after: number[] = [];
  for (let index = 0; index < judge.context.outcomes.length; index++) after.push(0);
  return {
    judge, position: takeCopy(position), thrower: position.side, after, before: 0, done: false, work: 0, blocked: false, outcome: 0, count: 0, index: -1,
    buffer: takeBuffer(), undo: { side: position.side },
  };
}

/** One step: a throw's moves generated, or one of them judged. True once done. */
export function luckStep(luck: ThrowLuck): boolean {
  if (luck.done) return true;
  const outcomes = luck.judge.context.outcomes;
  const outcome = outcomes[luck.outcome];
  const position = luck.position;
  if (luck.index < 0) {
    luck.work += EXPAND_WORK;
    luck.count = generateMoves(luck.judge.preset, position, outcome.value, luck.buffer);
    luck.index = 0;
    return false;
  }
  let chance = 0;
  if (luck.count === 0) {
    position.side = sideAfterPass(luck.judge.preset, position, outcome.value);
    chance = chanceIfReady(luck.judge, position, luck.thrower);
    position.side = luck.thrower;
  } else {
    makeMove(luck.judge.preset, position, luck.buffer, luck.index, outcome.value, luck.undo);
    chance = chanceIfReady(luck.judge, position, luck.thrower);
    unmakeMove(position, luck.buffer, luck.index, luck.undo);
  }
  luck.blocked = chance < 0;
  if (luck.blocked) return false;
  luck.work += ANALYSIS_LEAF_WORK;
  if (luck.index === 0 || chance > luck.after[luck.outcome]) luck.after[luck.outcome] = chance;
  luck.index++;
  if (luck.index < luck.count) return false;
  luck.before += outcome.probability * luck.after[luck.outcome];
  luck.outcome++;
  luck.index = -1;
  luck.done = luck.outcome === outcomes.length;
  if (luck.done) {
    giveBuffer(luck.buffer);
    givePosition(luck.position);
    luck.buffer = SPENT_BUFFER;
    luck.position = SPENT_POSITION;
  }
  return luck.done;
}

/** The thrower's chance after throwing `throwValue` (and playing its best move), once done. */
export function chanceAfterThrow(luck: ThrowLuck, throwValue: number): number {
  const outcomes = luck.judge.context.outcomes;
  for (let index = 0; index < outcomes.length; index++) if (outcomes[index].value === throwValue) return luck.after[index];
  return luck.before;
}
