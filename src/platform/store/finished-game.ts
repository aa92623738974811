// A game that has ended, with its analysis: its players' ratings go into the record once its review
// is complete. The navigator asks at game over (with the win or loss, in one save), the game-over
// and review screens every frame after; whichever finds the review complete first records them,
// and nobody again, however often the review is opened.

import { Analyst, analystIdle } from "../../game/analysis/analyst";
import { summaryOf } from "../../game/analysis/review";
import { ratingUnits } from "../../game/analysis/rating";
import { MatchSetup, firstPlayerSide, setupVariant } from "./match-setup";
import { addRating, ratedSides } from "./ratings";
import { Settings } from "./settings";

/** A finished game that has its analysis (all but the benchmark's), which the review screen shows. */
export type AnalysedGame = FinishedGame & { readonly analyst: Analyst };

export class FinishedGame {
  private recorded = false;

  /** `analyst`: the game's analysis (none in the benchmark's games of the computer against itself). */
  constructor(readonly setup: MatchSetup, readonly analyst: Analyst | undefined) {}

  analysed(): this is AnalysedGame {
    return this.analyst !== undefined;
  }

  /** Every throw of the game reviewed, whole. */
  reviewed(): boolean {
    const analyst = this.analyst;
    return analyst !== undefined && analystIdle(analyst) && !analyst.review.broken;
  }

  /**
   * Adds the rated sides' ratings to `settings` once the review is complete (a side with no
   * decision has none; the benchmark's games have no rated side); true in the one call that adds
   * any, so the caller saves the settings.
   */
  recordRatings(settings: Settings): boolean {
    const analyst = this.analyst;
    if (this.recorded || analyst === undefined || !this.reviewed()) return false;
    this.recorded = true;
    let added = false;
    for (const rated of ratedSides(this.setup.mode, firstPlayerSide(this.setup))) {
      const summary = summaryOf(analyst.review, rated.player);
      if (summary.rating === undefined) continue;
      addRating(settings.ratings, setupVariant(this.setup), rated.side, ratingUnits(summary.meanLoss));
      added = true;
    }
    return added;
  }
}
