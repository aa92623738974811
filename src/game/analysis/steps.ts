// How the analysis's resumable jobs (a decision, a throw's luck, a review) are run a step at a
// time, each step's work counted. judgedStep is the one place that makes sure the chance judge can
// judge whatever a step may meet before the step runs, building the judge a slice at a time until
// then: so no step ever meets a position it cannot judge yet, and the figures never depend on when
// they were worked out.

import { Position } from "../board";
import { ChanceJudge, judgeCovers, judgeStep } from "./chance";

/** Runs one step of `job`; the work it did. */
export function countedStep<T extends { work: number }>(job: T, step: (this: void, job: T) => boolean): number {
  const before = job.work;
  step(job);
  return job.work - before;
}

/**
 * Runs one step of `job`, which judges positions up to `reach` moves after `position`, once
 * `judge` can judge them all, and until then a slice of building the judge instead; the work done.
 */
export function judgedStep<T extends { work: number }>(judge: ChanceJudge, position: Position, reach: number, job: T, step: (this: void, job: T) => boolean): number {
  if (!judgeCovers(judge, position, reach)) return judgeStep(judge);
  return countedStep(job, step);
}
