// A player's rating: the mean chance given away per decision (with two moves or more) and the level
// whose error rate is nearest it on a log scale, on hand-built reviews (no decisions, one, a tie)
// and on rate tables made for the rule; Node and Lua 5.1 rate alike, at the ladder's boundaries too.

import { describe, expect, it } from "vitest";
import { AI_LEVELS } from "../../src/game/ai/index";
import { LEVEL_ERROR_RATES } from "../../src/game/analysis/level-rates";
import { Player } from "../../src/game/board";
import { newHistory } from "../../src/game/history";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";
import { DecisionAnalysis } from "../../src/game/analysis/decision";
import { MARKS, markOf } from "../../src/game/analysis/marks";
import { LevelRates, RATING_SCALE, gameRating, nearestLevel, nearestOf, ratingUnits } from "../../src/game/analysis/rating";
import { GameReview, startReview, summaryOf } from "../../src/game/analysis/review";
import { harnessOnBoth } from "../support/both";

/** A review of `wii` whose throws are made up: each a player's, with a decision (its loss) or without. */
function handBuiltReview(throws: { player: Player; loss?: number; hinted?: boolean }[]): GameReview {
  const preset = getPreset("wii");
  const review = startReview(preset, newHistory(1));
  throws.forEach((made, index) => {
    const decided = made.loss !== undefined;
    const loss = made.loss ?? 0;
    review.throws.push({
      index, player: made.player, kind: "move", throwValue: 1, position: review.state.position, before: 0.5, after: 0.5,
      decision: decided ? ({} as DecisionAnalysis) : undefined, move: undefined, left: false, played: 0, loss, mark: decided ? markOf(loss) : 0,
      mastersMove: false, hinted: made.hinted ?? false,
    });
  });
  return review;
}

/** Rates four times apart: each boundary, their geometric mean, is exactly twice the lower rate. */
const QUARTERS: LevelRates = { beginner: 0.0256, casual: 0.0064, club: 0.0016, expert: 0.0004, master: 0.0001 };

describe("the nearest level", () => {
  it("is each level itself at its own rate, in every preset", () => {
    for (const preset of PRESET_NAMES) for (const level of AI_LEVELS) expect(nearestLevel(preset, LEVEL_ERROR_RATES[preset][level])).toBe(level);
  });

  it("is nearest on a log scale: the boundary between two rungs is their geometric mean", () => {
    // wii's expert gives away 0.148% a decision, its master 0.016%: 0.06% lies nearer master on a
    // line (0.044 points against 0.088) but 2.5 times below expert and 3.7 times above master.
    expect(nearestLevel("wii", 0.0006)).toBe("expert");
    const boundary = Math.sqrt(LEVEL_ERROR_RATES.wii.expert * LEVEL_ERROR_RATES.wii.master);
    expect(nearestLevel("wii", boundary * 1.0001)).toBe("expert");
    expect(nearestLevel("wii", boundary * 0.9999)).toBe("master");
    expect(nearestOf(QUARTERS, 0.0031)).toBe("club");
    expect(nearestOf(QUARTERS, 0.0033)).toBe("casual");
    expect(nearestOf(QUARTERS, 0.00079)).toBe("expert");
    expect(nearestOf(QUARTERS, 0.00081)).toBe("club");
  });

  it("gives a tie to the stronger level", () => {
    expect(nearestOf(QUARTERS, 0.0128)).toBe("casual");
    expect(nearestOf(QUARTERS, 0.0032)).toBe("club");
    expect(nearestOf(QUARTERS, 0.0008)).toBe("expert");
    expect(nearestOf(QUARTERS, 0.0002)).toBe("master");
    // two levels at one rate: the later, the stronger
    expect(nearestOf({ beginner: 0.008, casual: 0.004, club: 0.002, expert: 0.002, master: 0.0005 }, 0.002)).toBe("expert");
  });

  it("rates a game that gave nothing away as the level that gives away least, and any blunder above the weakest as it", () => {
    for (const preset of PRESET_NAMES) {
      expect(nearestLevel(preset, 0)).toBe("master");
      expect(nearestLevel(preset, 0.5)).toBe("beginner");
    }
    expect(nearestOf({ beginner: 0.008, casual: 0.004, club: 0.002, expert: 0.001, master: 0 }, 0)).toBe("master");
    // a rate of nothing lies infinitely far from any mean above nothing
    expect(nearestOf({ beginner: 0.008, casual: 0.004, club: 0.002, expert: 0.001, master: 0 }, 0.000001)).toBe("expert");
  });
});

describe("a player's mean and rating in a review", () => {
  it("counts only the decisions with a choice: the mean of their losses, rated", () => {
    const review = handBuiltReview([{ player: "a", loss: 0.01 }, { player: "b", loss: 0.1 }, { player: "a" }, { player: "a", loss: 0.002 }, { player: "a" }, { player: "a", loss: 0 }]);
    const a = summaryOf(review, "a");
    expect(a.decisions).toBe(3);
    expect(a.lost).toBeCloseTo(0.012, 15);
    expect(a.meanLoss).toBe(a.lost / 3);
    // 0.4% a decision: 1.20 times above wii's club (0.33%), 1.40 times below its casual (0.56%)
    expect(a.rating).toBe("club");
    const b = summaryOf(review, "b");
    expect(b.decisions).toBe(1);
    expect(b.meanLoss).toBe(0.1);
    expect(b.rating).toBe("beginner");
    expect(b.marks).toEqual(MARKS.map((mark) => (mark === markOf(0.1) ? 1 : 0)));
  });

  it("has no rating for a player with no decision", () => {
    const review = handBuiltReview([{ player: "a" }, { player: "b", loss: 0.0003 }, { player: "a", hinted: true }]);
    const a = summaryOf(review, "a");
    expect(a.decisions).toBe(0);
    expect(a.meanLoss).toBe(0);
    expect(a.rating).toBeUndefined();
    expect(a.hints).toBe(1);
    expect(summaryOf(review, "b").rating).toBe("master");
    expect(summaryOf(handBuiltReview([]), "a").rating).toBeUndefined();
  });

  it("rates a player's one decision by its loss alone", () => {
    for (const level of AI_LEVELS) {
      const rate = LEVEL_ERROR_RATES.wii[level];
      const summary = summaryOf(handBuiltReview([{ player: "b", loss: rate }]), "b");
      expect(summary.decisions).toBe(1);
      expect(summary.meanLoss).toBe(rate);
      expect(summary.rating).toBe(level);
    }
  });

  it("gives two players of the same mean the same rating, however many their decisions", () => {
    const review = handBuiltReview([{ player: "a", loss: 0.0042 }, { player: "b", loss: 0.0084 }, { player: "b", loss: 0 }]);
    expect(summaryOf(review, "a").meanLoss).toBe(summaryOf(review, "b").meanLoss);
    expect(summaryOf(review, "a").rating).toBe("club");
    expect(summaryOf(review, "b").rating).toBe("club");
  });

  it("rates the mean as it is kept, to a millionth, so the record rates it the same later", () => {
    const boundary = Math.sqrt(LEVEL_ERROR_RATES.wii.expert * LEVEL_ERROR_RATES.wii.master);
    const units = boundary * RATING_SCALE;
    // A little off the boundary, on the side from which rounding to a millionth crosses it: just
    // above it (nearer the expert) where it rounds down, else just below.
    const fraction = units - Math.floor(units);
    const roundsDown = fraction < 0.5;
    const mean = (units + (roundsDown ? 1 : -1) * (Math.abs(fraction - 0.5) / 2)) / RATING_SCALE;
    expect(nearestLevel("wii", mean)).toBe(roundsDown ? "expert" : "master");
    expect(ratingUnits(mean)).toBe(roundsDown ? Math.floor(units) : Math.ceil(units));
    expect(gameRating("wii", mean, 1)).toBe(roundsDown ? "master" : "expert");
    expect(gameRating("wii", 0.1, 0)).toBeUndefined();
  });
});

describe("the rating on Node and Lua 5.1", () => {
  it("rates alike across every preset's ladder, at and around its boundaries", () => {
    const lines: string[] = [];
    for (const preset of PRESET_NAMES) {
      for (let lost = 0; lost <= 9000; lost += 37) lines.push(`rating ${preset} ${lost} 1`, `rating ${preset} ${lost * 7} 7`);
      const rates = AI_LEVELS.map((level) => LEVEL_ERROR_RATES[preset][level]);
      for (let index = 0; index + 1 < rates.length; index++) {
        const boundary = Math.floor(Math.sqrt(rates[index] * rates[index + 1]) * RATING_SCALE);
        for (let near = boundary - 2; near <= boundary + 2; near++) lines.push(`rating ${preset} ${near} 1`, `rating ${preset} ${near * 3} 3`);
      }
      lines.push(`rating ${preset} 5000 0`);
    }
    const replies = harnessOnBoth(lines);
    for (const reply of replies) expect(reply).toMatch(new RegExp(`^-?\\d+ -?\\d+ \\d+ (${AI_LEVELS.join("|")}|unrated)$`));
    // Every level is met along the way, in every preset.
    for (const preset of PRESET_NAMES) {
      const met = new Set(replies.filter((_, index) => lines[index].startsWith(`rating ${preset} `)).map((reply) => reply.split(" ")[3]));
      expect([...met].sort()).toEqual([...AI_LEVELS, "unrated"].sort());
    }
    expect(harnessOnBoth(["rating chess 10 1", "rating wii x 1", "rating wii 10"])).toEqual(["error", "error", "error"]);
  });
});
