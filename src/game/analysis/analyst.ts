// The analysis of a game while it is played and after it: the decision of the player on turn
// first (its hint and the tutor's question wait for it), then the review of every throw so far.
// It runs a step at a time against a clock the caller gives, in the spare time of its frames, as
// the computer thinks (ai/index.ts's thinkUntil): a step starts only where it is predicted to end
// in time (the dearest step lately, slowly forgotten, with a margin), and a call stops after a
// given work where the clock does not move within a frame. The results do not depend on the slicing.

import { Position } from "../board";
import { GameHistory } from "../history";
import { Preset } from "../variants";
import { ThinkTimer } from "../ai/index";
import { DecisionAnalysis, decisionReach, decisionStep, startDecision } from "./decision";
import { GameReview, offerDecision, reviewCaughtUp, reviewStep, startReview } from "./review";
import { countedStep, judgedStep } from "./steps";

export interface Analyst {
  review: GameReview;
  /** The decision of the throw `currentIndex` (the next entry of the history), for a hint and the tutor. */
  current: DecisionAnalysis | undefined;
  currentIndex: number;
  /** Work done so far (search.ts's units). */
  work: number;
}

/** The dearest step's cost is forgotten by this factor each call; the next is predicted at this many times it. */
const STEP_MEMORY = 0.95;
const STEP_MARGIN = 1.5;

/** The analyst of a game of `preset` whose history is `history` (followed as it grows). */
export function createAnalyst(preset: Preset, history: GameHistory): Analyst {
  return { review: startReview(preset, history), current: undefined, currentIndex: -1, work: 0 };
}

/**
 * Starts the analysis of the decision the player on turn faces now (its throw is the history's
 * next entry), ahead of the review; the same decision asked again keeps the analysis under way.
 */
export function analyseDecision(analyst: Analyst, position: Position, throwValue: number): DecisionAnalysis {
  const index = analyst.review.history.entries.length;
  const current = analyst.current;
  if (current !== undefined && analyst.currentIndex === index && current.throwValue === throwValue) return current;
  analyst.current = startDecision(analyst.review.judge, position, throwValue);
  analyst.currentIndex = index;
  return analyst.current;
}

/** The decision of the throw to be played now, once analysed (undefined while under way, or for another throw). */
export function currentDecision(analyst: Analyst): DecisionAnalysis | undefined {
  const current = analyst.current;
  if (current === undefined || !current.done || analyst.currentIndex !== analyst.review.history.entries.length) return undefined;
  return current;
}

/** Whether nothing is left to do: the decision on turn analysed and every throw so far reviewed. */
export function analystIdle(analyst: Analyst): boolean {
  return (analyst.current === undefined || analyst.current.done) && reviewCaughtUp(analyst.review);
}

/** One step: of the decision on turn while it is under way (of the judge first where it needs it), else of the review. */
export function analystStep(analyst: Analyst): void {
  const current = analyst.current;
  const review = analyst.review;
  if (current !== undefined && !current.done) {
    analyst.work += judgedStep(review.judge, current.position, decisionReach(current), current, decisionStep);
    if (current.done) offerDecision(review, analyst.currentIndex, current);
    return;
  }
  analyst.work += countedStep(review, reviewStep);
}

/**
 * Works until `until` on the timer's clock at most, and at most `maxWork` work; true once idle.
 * The first step of a call runs even where the time is too short for it, so that the analysis
 * always moves on.
 */
export function analyseUntil(analyst: Analyst, timer: ThinkTimer, until: number, maxWork: number): boolean {
  const clock = timer.clock;
  const limit = analyst.work + maxWork;
  timer.stepMs *= STEP_MEMORY;
  let now = clock();
  let steps = 0;
  while (!analystIdle(analyst) && analyst.work < limit) {
    if (steps > 0 && now + timer.stepMs * STEP_MARGIN > until) break;
    analystStep(analyst);
    steps++;
    const after = clock();
    if (after - now > timer.stepMs) timer.stepMs = after - now;
    now = after;
  }
  return analystIdle(analyst);
}
