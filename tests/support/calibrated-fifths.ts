// What "calibrated" means to the chance's tests (tests/analysis/calibration*.test.ts): over the
// samples of many games, every fifth of the chances that holds enough positions is won about as
// often as it predicts, and the fifths around 30% and 70% are among those judged.

import { expect } from "vitest";
import { Sample, buckets } from "../../tools/train/calibrate";

/** How far a fifth's win rate may lie from its mean prediction, and the standard error that makes that a tight test. */
const TOLERANCE = 0.05;
const LARGEST_ERROR = 0.03;
/** A fifth is judged when it holds this share of the positions. */
const SHARE = 0.01;

export function expectCalibratedFifths(name: string, samples: Sample[]): void {
  const judged = buckets(samples, 5).filter((bucket) => bucket.positions >= SHARE * samples.length);
  // The fifths around 30% and 70% are judged, and the middle.
  expect(judged.map((bucket) => bucket.low)).toEqual(expect.arrayContaining([0.2, 0.4, 0.6]));
  for (const bucket of judged) {
    const where = `${name} ${bucket.low}-${bucket.high}: predicted ${bucket.predicted}, won ${bucket.observed} (${bucket.positions} positions, ${bucket.games} games)`;
    expect(bucket.standardError, where).toBeLessThan(LARGEST_ERROR);
    expect(Math.abs(bucket.observed - bucket.predicted), where).toBeLessThan(TOLERANCE);
  }
}
