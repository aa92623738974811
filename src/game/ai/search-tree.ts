// Expectiminimax below the root, a node a step over the search's stack of frames: alpha-beta at
// decision nodes, Star1 at chance nodes (Star2 above the last decisions, search-star2.ts). Every
// cut returns the bound it crossed (fail-hard). Values are for the root player in [-1, 1]. After a
// move the side in the position says who throws next, so an extra throw simply makes the next
// chance node the same player's.

import { generateMoves, makeMove, makePass, unmakeMove, unmakePass } from "../movebuffer";
import { LOSS_SCORE, WIN_SCORE } from "./evaluate";
import { followMove, judgeMove, judgePosition, terminalScore } from "./search-leaf";
import { replySlot } from "./search-root";
import { handProbe, probeOutcome, probedWindow, probes } from "./search-star2";
import { Frame, PASS_INDEX, PROBED, Search, UNEXPANDED, finish, pushChance, pushDecision } from "./search-state";
import { EXPAND_WORK, NODE_WORK } from "./work";

/**
 * Searches the chance outcome `frame.outcome` with the Star1 window that can still matter, or
 * after a probe Star2's, handing the decision the moves its probe generated.
 */
function enterOutcome(search: Search, frame: Frame): void {
  const outcomes = search.outcomes;
  const outcome = frame.outcome;
  if (frame.probe < 0) {
    const probability = outcomes[outcome].probability;
    const rest = search.probabilityAfter[outcome];
    frame.childAlpha = (frame.alpha - frame.sum - WIN_SCORE * rest) / probability;
    frame.childBeta = (frame.beta - frame.sum - LOSS_SCORE * rest) / probability;
  } else {
    probedWindow(search, frame);
  }
  const alpha = frame.childAlpha > LOSS_SCORE ? frame.childAlpha : LOSS_SCORE;
  const beta = frame.childBeta < WIN_SCORE ? frame.childBeta : WIN_SCORE;
  pushDecision(search, frame.depth, frame.level, outcomes[outcome].value, alpha, beta);
  if (frame.probe >= 0) handProbe(frame, search.frames[search.top]);
}

/** A chance frame's step: its start (a won game, a leaf, or its probes or first outcome), a probe, or an outcome's value taken. */
export function stepChance(search: Search, frame: Frame): void {
  if (frame.outcome < 0) {
    search.nodes++;
    const terminal = terminalScore(search);
    if (terminal !== 0) {
      search.work += NODE_WORK;
      finish(search, terminal);
      return;
    }
    if (frame.depth === 0) {
      finish(search, judgePosition(search, frame.level));
      return;
    }
    search.work += NODE_WORK;
    if (probes(frame)) {
      frame.probe = 0;
      frame.outcome = 0;
      return;
    }
    frame.outcome = 0;
    frame.sum = 0;
    enterOutcome(search, frame);
    return;
  }
  if (frame.probe >= 0 && frame.probe < search.outcomes.length) {
    if (!probeOutcome(search, frame)) return;
    frame.outcome = 0;
    frame.sum = 0;
    enterOutcome(search, frame);
    return;
  }
  const value = search.returned;
  if (value <= frame.childAlpha) {
    finish(search, frame.alpha);
    return;
  }
  if (value >= frame.childBeta) {
    finish(search, frame.beta);
    return;
  }
  frame.sum += search.outcomes[frame.outcome].probability * value;
  frame.outcome++;
  if (frame.outcome === search.outcomes.length) {
    finish(search, frame.sum);
    return;
  }
  enterOutcome(search, frame);
}

/** Plays the frame's move and searches the chance node after it. */
function searchMove(search: Search, frame: Frame): void {
  makeMove(search.context.preset, search.position, frame.buffer, frame.moveIndex, frame.throwValue, frame.undo);
  followMove(search, frame.level, frame.buffer, frame.moveIndex, frame.undo.side);
  if (frame.maximizing) pushChance(search, frame.depth - 1, frame.level + 1, frame.best, frame.beta);
  else pushChance(search, frame.depth - 1, frame.level + 1, frame.alpha, frame.best);
}

/** Returns the decision's value, keeping its best move when it is the reply to a root move. */
function finishDecision(search: Search, frame: Frame, value: number): void {
  if (search.top === 1 && frame.bestMove >= 0) search.replies[replySlot(search, search.frames[0].outcome)] = frame.bestMove;
  finish(search, value);
}

/** A decision frame's step: its moves generated (or its probe's taken) or its pass, or a move's value taken and the next move. */
export function stepDecision(search: Search, frame: Frame): void {
  const position = search.position;
  if (frame.moveIndex === UNEXPANDED || frame.moveIndex === PROBED) {
    search.nodes++;
    const probed = frame.moveIndex === PROBED;
    if (probed) {
      search.work += NODE_WORK;
    } else {
      search.work += EXPAND_WORK;
      frame.count = generateMoves(search.context.preset, position, frame.throwValue, frame.buffer);
      frame.firstKnown = false;
    }
    frame.maximizing = position.side === search.me;
    if (frame.count === 0) {
      frame.moveIndex = PASS_INDEX;
      makePass(search.context.preset, position, frame.throwValue, frame.undo);
      pushChance(search, frame.depth - 1, frame.level, frame.alpha, frame.beta);
      return;
    }
    frame.best = frame.maximizing ? frame.alpha : frame.beta;
    frame.bestMove = -1;
    if (!probed) frame.first = search.top === 1 ? search.replies[replySlot(search, search.frames[0].outcome)] : -1;
    frame.cursor = 0;
    frame.moveIndex = frame.first >= 0 ? frame.first : 0;
    if (frame.depth > 1) searchMove(search, frame);
    return;
  }
  let value: number;
  if (frame.moveIndex === PASS_INDEX) {
    unmakePass(position, frame.undo);
    finish(search, search.returned);
    return;
  }
  if (frame.depth === 1) {
    value = frame.firstKnown && frame.moveIndex === frame.first ? frame.firstValue : judgeMove(search, frame.level, frame.buffer, frame.moveIndex, frame.throwValue, frame.undo);
  } else {
    value = search.returned;
    unmakeMove(position, frame.buffer, frame.moveIndex, frame.undo);
  }
  if (frame.maximizing ? value > frame.best : value < frame.best) {
    frame.best = value;
    frame.bestMove = frame.moveIndex;
  }
  if (frame.maximizing ? frame.best >= frame.beta : frame.best <= frame.alpha) {
    finishDecision(search, frame, frame.maximizing ? frame.beta : frame.alpha);
    return;
  }
  frame.cursor++;
  if (frame.cursor === frame.count) {
    finishDecision(search, frame, frame.best);
    return;
  }
  const first = frame.first;
  // In generation order, with the move searched first left out.
  frame.moveIndex = first < 0 || frame.cursor > first ? frame.cursor : frame.cursor - 1;
  if (frame.depth > 1) searchMove(search, frame);
}
