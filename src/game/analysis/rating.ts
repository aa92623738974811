// A player's rating: the level whose error rate (the mean chance given away per decision, over
// games against the master: level-rates.ts) is nearest the player's own mean. Nearest on
// a log scale, since the rungs of the ladder are spaced by a factor rather than a step: a rate twice
// the mean lies as far from it as a rate half of it, so rates are compared by their ratios to the
// mean (no logarithm, so Node and Lua 5.1 agree to the bit). A tie goes to the
// stronger level, the later of AI_LEVELS (weakest first); a mean of nothing at all, to the level
// that gives away the least.

import { AI_LEVELS, AiLevel } from "../ai/levels";
import { LEVEL_ERROR_RATES } from "./level-rates";
import { PresetName } from "../variants";

/** Means are rated, and kept in the record, in whole millionths of the chance to win per decision. */
export const RATING_SCALE = 1000000;

/** A mean chance given away per decision in whole millionths, as it is rated and kept. */
export function ratingUnits(meanLoss: number): number {
  return Math.floor(meanLoss * RATING_SCALE + 0.5);
}

/** How many times the larger of `mean` and `rate` is the smaller (both above 0). */
function ratioApart(mean: number, rate: number): number {
  return mean > rate ? mean / rate : rate / mean;
}

/** Whether `rate` lies at least as near `mean` as `other` does, on a log scale. */
function atLeastAsNear(mean: number, rate: number, other: number): boolean {
  if (mean <= 0) return rate <= other;
  // a rate of nothing lies infinitely far from any mean above nothing
  if (rate <= 0 || other <= 0) return other <= 0;
  return ratioApart(mean, rate) <= ratioApart(mean, other);
}

/** Each level's error rate: a share of the chance to win given away per decision. */
export type LevelRates = { [level in AiLevel]: number };

/** The level of `preset` whose error rate is nearest `meanLoss` (a share of the chance per decision). */
export function nearestLevel(preset: PresetName, meanLoss: number): AiLevel {
  return nearestOf(LEVEL_ERROR_RATES[preset], meanLoss);
}

/** The level whose rate in `rates` is nearest `meanLoss`. */
export function nearestOf(rates: LevelRates, meanLoss: number): AiLevel {
  let nearest = AI_LEVELS[0];
  for (const level of AI_LEVELS) if (atLeastAsNear(meanLoss, rates[level], rates[nearest])) nearest = level;
  return nearest;
}

/** The rating of a game's `lost` chance over `decisions`: undefined without a decision. */
export function gameRating(preset: PresetName, lost: number, decisions: number): AiLevel | undefined {
  return decisions > 0 ? nearestLevel(preset, ratingUnits(lost / decisions) / RATING_SCALE) : undefined;
}
