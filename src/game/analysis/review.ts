// The review of a game: every throw of its history replayed from its seed, with its luck (the
// thrower's chance after the throw against before it) and, where there was a choice, the move
// played (or Kendall's waiting piece left on 27, a choice as a move is) against the master's
// choice: the chance it gave away and its mark (never worse than ?! for the computer's master's
// own choice, masters-move.ts); and each player's figures, its mean loss per decision and the
// rating it earns among them (rating.ts). Worked out a step at a time (luck.ts's and decision.ts's
// steps, run by steps.ts), so that it can run in the frames' spare time while the game is played
// and after it; it follows a history that is still growing, and takes a decision already analysed
// for a hint instead of analysing it again.

import { Player, Position, clonePosition } from "../board";
import { GameState, currentMoves, newGame, passTurn, playMove, throwForTurn } from "../game";
import { EntryKind, GameHistory, HistoryEntry, leftInWater, wasHinted } from "../history";
import { Move, mayLeaveInWater } from "../moves";
import { Preset } from "../variants";
import { NODE_WORK } from "../ai/work";
import { AiLevel, AiThinking } from "../ai/index";
import { ChanceJudge, chanceJudge } from "./chance";
import { DecisionAnalysis, decisionReach, decisionStep, moveIndexFrom, moveLoss, startDecision } from "./decision";
import { LUCK_REACH, ThrowLuck, chanceAfterThrow, luckStep, startLuck } from "./luck";
import { MARKS, Mark, NO_MARK, markOf } from "./marks";
import { gameRating } from "./rating";
import { judgedStep } from "./steps";
import { isMastersMove, isMastersStay, mastersMoveStep, needsMastersMove, reviewMark, startMastersMove } from "./masters-move";

/** One throw of the game, reviewed. */
export interface ReviewedThrow {
  /** Its index in the history's entries. */
  index: number;
  player: Player;
  kind: EntryKind;
  throwValue: number;
  /** The position before the throw. */
  position: Position;
  /** The thrower's chance before the throw and after it (with its best move, one ply deep); equal for an opening throw. */
  before: number;
  after: number;
  /** The decision, where there were two choices or more (else undefined). */
  decision: DecisionAnalysis | undefined;
  /** The move played (undefined: a pass or an opening throw), its index among the decision's moves. */
  move: Move | undefined;
  /** Kendall's waiting piece was left on 27 (a pass that was a choice): `played` is the decision's stay. */
  left: boolean;
  /** The choice played: its index among the decision's chances (-1: none). */
  played: number;
  /** The chance the choice gave away against the master's choice, and its mark. */
  loss: number;
  mark: Mark;
  /** The computer's master makes the same choice (looked at only where the loss would mark it worse than ?!). */
  mastersMove: boolean;
  /** The master's hint was shown before the move. */
  hinted: boolean;
}

/** A player's game in figures. */
export interface PlayerSummary {
  /** Throws with a choice of moves. */
  decisions: number;
  /** Those decisions by their mark (index NO_MARK: not marked). */
  marks: number[];
  /** The chance given away over the whole game (the sum of the losses). */
  lost: number;
  /** The chance given away per decision (0 without one). */
  meanLoss: number;
  /** The level that gives away about as much per decision (rating.ts); undefined without a decision. */
  rating: AiLevel | undefined;
  /** What the throws alone moved the player's chance: the sum over its throws of after minus before. */
  luck: number;
  hints: number;
}

export interface GameReview {
  judge: ChanceJudge;
  history: GameHistory;
  /** The game replayed to the throw under review. */
  state: GameState;
  throws: ReviewedThrow[];
  luck: ThrowLuck | undefined;
  decision: DecisionAnalysis | undefined;
  /** Decisions analysed elsewhere (for a hint), by their throw's index. */
  readyIndices: number[];
  readyDecisions: DecisionAnalysis[];
  /** The master's thinking about the decision under review, where its loss would mark it worse than ?!. */
  master: AiThinking | undefined;
  /** Something in the history did not replay (never for a history the game made). */
  broken: boolean;
  work: number;
}

/** Starts the review of `history` (a game of `preset`); it follows the history as it grows. */
export function startReview(preset: Preset, history: GameHistory): GameReview {
  return {
    judge: chanceJudge(preset), history, state: newGame(preset, history.seed), throws: [], luck: undefined, decision: undefined,
    readyIndices: [], readyDecisions: [], master: undefined, broken: false, work: 0,
  };
}

/** Whether every throw of the history so far is reviewed. */
export function reviewCaughtUp(review: GameReview): boolean {
  return review.broken || review.throws.length >= review.history.entries.length;
}

/** Hands the review the analysis of throw `index`'s decision (done for a hint), so it is not made again. */
export function offerDecision(review: GameReview, index: number, analysis: DecisionAnalysis): void {
  if (index < review.throws.length) return;
  review.readyIndices.push(index);
  review.readyDecisions.push(analysis);
}

function takeReady(review: GameReview, index: number, position: Position, throwValue: number): DecisionAnalysis | undefined {
  for (let slot = 0; slot < review.readyIndices.length; slot++) {
    if (review.readyIndices[slot] !== index) continue;
    const analysis = review.readyDecisions[slot];
    review.readyIndices.splice(slot, 1);
    review.readyDecisions.splice(slot, 1);
    let same = analysis.throwValue === throwValue && analysis.position.side === position.side;
    for (let square = 0; same && square < position.board.length; square++) same = analysis.position.board[square] === position.board[square];
    return same ? analysis : undefined;
  }
  return undefined;
}

/** The index among `decision`'s chances of what `entry` did: its move, or the stay; -1 for neither. */
function playedChoice(decision: DecisionAnalysis, entry: HistoryEntry): number {
  if (entry.kind === "move") return moveIndexFrom(decision, entry.from);
  return leftInWater(entry) ? decision.stay : -1;
}

/** Finishes the throw under review: records it and plays it on the replayed game. */
function finishThrow(review: GameReview, before: number, after: number, moves: Move[], position: Position): void {
  const index = review.throws.length;
  const entry = review.history.entries[index];
  const state = review.state;
  const decision = review.decision;
  let move: Move | undefined = undefined;
  let played = -1;
  for (let slot = 0; slot < moves.length; slot++) {
    if (entry.kind === "move" && moves[slot].from === entry.from) {
      move = moves[slot];
      played = slot;
    }
  }
  const left = leftInWater(entry);
  if ((entry.kind === "move") !== (move !== undefined) || (left && (decision === undefined || decision.stay < 0))) {
    review.broken = true;
    return;
  }
  if (left && decision !== undefined) played = decision.stay;
  const loss = decision !== undefined && played >= 0 ? moveLoss(decision, played) : 0;
  const master = review.master;
  const mastersMove = master !== undefined && (left ? isMastersStay(master) : move !== undefined && isMastersMove(master, move.from));
  review.throws.push({
    index, player: entry.player, kind: entry.kind, throwValue: entry.throwValue, position, before, after, decision, move, left, played, loss,
    mark: decision !== undefined ? reviewMark(loss, mastersMove) : NO_MARK, mastersMove, hinted: wasHinted(review.history, index),
  });
  review.luck = undefined;
  review.decision = undefined;
  review.master = undefined;
  if (move !== undefined) playMove(state, move);
  else if (entry.kind === "pass") passTurn(state);
}

/** One step of the review: of the throw under review (of the judge first where it needs it). True once caught up. */
export function reviewStep(review: GameReview): boolean {
  if (reviewCaughtUp(review)) return true;
  const index = review.throws.length;
  const entry = review.history.entries[index];
  const state = review.state;
  if (entry.kind === "opening") {
    review.work += NODE_WORK;
    const position = clonePosition(state.position);
    const opening = state.phase === "opening";
    const thrown = throwForTurn(state);
    if (!opening || thrown.value !== entry.throwValue) review.broken = true;
    else finishThrow(review, 0.5, 0.5, [], position);
    return reviewCaughtUp(review);
  }
  if (review.luck === undefined) review.luck = startLuck(review.judge, state.position);
  const luck = review.luck;
  if (!luck.done) {
    review.work += judgedStep(review.judge, state.position, LUCK_REACH, luck, luckStep);
    return false;
  }
  if (review.decision === undefined) {
    // A throw leaves the position as it is: the decision's copy of it is the one kept.
    if (state.phase !== "throw" || throwForTurn(state).value !== entry.throwValue) {
      review.broken = true;
      return true;
    }
    const moves = currentMoves(state);
    // Leaving Kendall's waiting piece on 27 is a choice beside the moves.
    const choices = moves.length + (mayLeaveInWater(state.preset, state.position, entry.throwValue) ? 1 : 0);
    if (choices < 2) {
      review.work += NODE_WORK;
      finishThrow(review, luck.before, chanceAfterThrow(luck, entry.throwValue), moves, clonePosition(state.position));
      return reviewCaughtUp(review);
    }
    review.decision = takeReady(review, index, state.position, entry.throwValue) ?? startDecision(review.judge, state.position, entry.throwValue);
  }
  const decision = review.decision;
  if (!decision.done) {
    review.work += judgedStep(review.judge, decision.position, decisionReach(decision), decision, decisionStep);
    return false;
  }
  const played = playedChoice(decision, entry);
  if (review.master === undefined && played >= 0 && needsMastersMove(moveLoss(decision, played))) {
    review.master = startMastersMove(review.judge.preset, decision.position, entry.throwValue);
    review.work += NODE_WORK;
    return false;
  }
  if (review.master !== undefined && !review.master.done) {
    review.work += mastersMoveStep(review.master);
    return false;
  }
  finishThrow(review, luck.before, chanceAfterThrow(luck, entry.throwValue), decision.moves, decision.position);
  return reviewCaughtUp(review);
}

/** Runs the review until it has caught up with its history (at once). */
export function reviewAll(review: GameReview): GameReview {
  while (!reviewStep(review)) {
    // a step at a time
  }
  return review;
}

/** A player's figures from the throws reviewed so far. */
export function summaryOf(review: GameReview, player: Player): PlayerSummary {
  const summary: PlayerSummary = { decisions: 0, marks: MARKS.map(() => 0), lost: 0, meanLoss: 0, rating: undefined, luck: 0, hints: 0 };
  for (const reviewed of review.throws) {
    if (reviewed.player !== player) continue;
    summary.luck += reviewed.after - reviewed.before;
    if (reviewed.hinted) summary.hints++;
    if (reviewed.decision === undefined) continue;
    summary.decisions++;
    summary.lost += reviewed.loss;
    summary.marks[reviewed.mark]++;
  }
  if (summary.decisions > 0) summary.meanLoss = summary.lost / summary.decisions;
  summary.rating = gameRating(review.judge.preset.name, summary.lost, summary.decisions);
  return summary;
}

/** The reviewed throws with a mark, in the game's order. */
export function markedThrows(review: GameReview): ReviewedThrow[] {
  const marked: ReviewedThrow[] = [];
  for (const reviewed of review.throws) if (reviewed.mark !== NO_MARK) marked.push(reviewed);
  return marked;
}

/** The share of the history reviewed so far, 0 to 1 (1 for an empty one), without making a table. */
export function reviewShare(review: GameReview): number {
  const total = review.history.entries.length;
  return total > 0 ? review.throws.length / total : 1;
}
