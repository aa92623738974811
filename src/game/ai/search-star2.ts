// Star2 at the chance nodes above the last decisions: before any throw is searched, each throw's
// decision is probed with one move, which bounds the decision's value (from below where it
// maximizes, from above where it minimizes; exactly for a pass or a single move). Where the bounds
// put the chance node beyond its window it is cut; else its throws are searched with windows that
// bound the throws still to come by their probes, each decision starting with the moves and the
// value its probe made.

import { createMoveBuffer, generateMoves, makePass, unmakePass } from "../movebuffer";
import { LOSS_SCORE, WIN_SCORE } from "./evaluate";
import { judgeMove, judgePosition } from "./search-leaf";
import { replySlot } from "./search-root";
import { Frame, PROBED, Search, finish } from "./search-state";
import { EXPAND_WORK } from "./work";

/** Whether a chance node probes: above the last decisions, where a probe is one leaf. */
export function probes(frame: Frame): boolean {
  return frame.depth === 1;
}

/**
 * The probe of the outcome `frame.probe`: the decision's moves after that throw, and the value of
 * one (the reply searched first where the decision is just below the root, else the first). After
 * the last outcome the chance node is cut where the bounds settle it against its window (its value
 * then lies beyond the window, as Star1 would find). True once every outcome is probed and none
 * cut: the outcomes are to be searched.
 */
export function probeOutcome(search: Search, frame: Frame): boolean {
  search.nodes++;
  search.work += EXPAND_WORK;
  const outcomes = search.outcomes;
  const probe = frame.probe;
  const throwValue = outcomes[probe].value;
  const maximizing = search.position.side === search.me;
  while (frame.buffers.length <= probe) {
    frame.buffers.push(createMoveBuffer());
    frame.probed.push(-1);
    frame.probeValues.push(0);
    frame.lower.push(LOSS_SCORE);
    frame.upper.push(WIN_SCORE);
  }
  const buffer = frame.buffers[probe];
  const count = generateMoves(search.context.preset, search.position, throwValue, buffer);
  buffer.count = count;
  let move = -1;
  let value = 0;
  if (count > 0) {
    const reply = search.top === 0 ? search.replies[replySlot(search, probe)] : -1;
    move = reply >= 0 ? reply : 0;
    value = judgeMove(search, frame.level, buffer, move, throwValue, frame.undo);
  } else {
    // A pass (or `morales`'s forfeit): the position after it judged, as the search proper will judge it.
    makePass(search.context.preset, search.position, throwValue, frame.undo);
    value = judgePosition(search, frame.level);
    unmakePass(search.position, frame.undo);
  }
  frame.probed[probe] = move;
  frame.probeValues[probe] = value;
  // With one move or none the probe is the decision's value.
  const exact = count < 2;
  frame.lower[probe] = maximizing || exact ? value : LOSS_SCORE;
  frame.upper[probe] = !maximizing || exact ? value : WIN_SCORE;
  frame.probe++;
  if (frame.probe < outcomes.length) return false;
  let lowest = 0;
  let highest = 0;
  for (let index = 0; index < outcomes.length; index++) {
    lowest += outcomes[index].probability * frame.lower[index];
    highest += outcomes[index].probability * frame.upper[index];
  }
  if (lowest >= frame.beta || highest <= frame.alpha) {
    search.probeCuts++;
    finish(search, lowest >= frame.beta ? frame.beta : frame.alpha);
    return false;
  }
  return true;
}

/** Star2's window for the outcome `frame.outcome` of a probed chance node: the outcomes to come bounded by their probes. */
export function probedWindow(search: Search, frame: Frame): void {
  const outcomes = search.outcomes;
  const outcome = frame.outcome;
  let restUpper = 0;
  let restLower = 0;
  for (let later = outcome + 1; later < outcomes.length; later++) {
    restUpper += outcomes[later].probability * frame.upper[later];
    restLower += outcomes[later].probability * frame.lower[later];
  }
  const probability = outcomes[outcome].probability;
  frame.childAlpha = (frame.alpha - frame.sum - restUpper) / probability;
  frame.childBeta = (frame.beta - frame.sum - restLower) / probability;
}

/** Hands the decision `child` of the probed chance node `frame` the moves and the value its probe made. */
export function handProbe(frame: Frame, child: Frame): void {
  const outcome = frame.outcome;
  const moves = child.buffer;
  child.buffer = frame.buffers[outcome];
  frame.buffers[outcome] = moves;
  child.count = child.buffer.count;
  child.moveIndex = PROBED;
  child.first = frame.probed[outcome];
  child.firstKnown = child.first >= 0;
  child.firstValue = frame.probeValues[outcome];
}
