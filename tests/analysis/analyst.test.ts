// The analyst works in slices against a clock, as the computer thinks: the decision on turn first
// (from the start, with the judge's tables still to build), then the review; no call runs past
// its budget on the Wii's clock, a clock that stands still is bounded by the work of a call, and
// the results do not depend on the slicing.

import { describe, expect, it } from "vitest";
import { Position, plainPosition } from "../../src/game/board";
import { currentMoves, newGame } from "../../src/game/game";
import { GameHistory, moveRecorded, newHistory, passRecorded, playRecorded, throwRecorded } from "../../src/game/history";
import { createRng, randomInt } from "../../src/game/rng";
import { Preset, getPreset } from "../../src/game/variants";
import { createThinkTimer } from "../../src/game/ai/index";
import { Analyst, analyseDecision, analyseUntil, analystIdle, createAnalyst, currentDecision } from "../../src/game/analysis/analyst";
import { ChanceJudge, chanceJudge } from "../../src/game/analysis/chance";
import { DecisionAnalysis } from "../../src/game/analysis/decision";
import { createRaceTable } from "../../src/game/analysis/race-table";
import { reviewAll, startReview } from "../../src/game/analysis/review";
import { WII_MS_PER_WORK, WorkClock } from "../support/work-clock";

const FRAME_MS = 1000 / 60;

function playedGame(preset: Preset, seed: number): GameHistory {
  const history = newHistory(seed);
  const chooser = createRng(seed + 1);
  playRecorded(newGame(preset, seed), history, (moves) => randomInt(chooser, moves.length), 1000000);
  return history;
}

/** A judge with its tables still to build (the cached one made anew), as on a console's first analysis. */
function freshJudge(preset: Preset): ChanceJudge {
  const judge = chanceJudge(preset);
  judge.race = createRaceTable(preset);
  return judge;
}

/** Analyses frame by frame with `budgetMs` a frame until idle; each call's time. */
function analyseInFrames(analyst: Analyst, clock: WorkClock, budgetMs: number): number[] {
  const timer = createThinkTimer(clock.read);
  const calls: number[] = [];
  for (let frame = 0; frame < 1000000; frame++) {
    clock.now = Math.max(clock.now, frame * FRAME_MS);
    const started = clock.read();
    const idle = analyseUntil(analyst, timer, started + budgetMs, Infinity);
    calls.push(clock.read() - started);
    if (idle) return calls;
  }
  throw new Error("never idle");
}

describe("the analyst", () => {
  const preset = getPreset("wii");

  it("analyses the decision on turn before anything else, from the start of a game, without waiting for the last race's table", () => {
    const judge = freshJudge(preset);
    const history = newHistory(3);
    const state = newGame(preset, 3);
    const analyst = createAnalyst(preset, history);
    const position: Position = state.position;
    analyseDecision(analyst, position, 2);
    expect(currentDecision(analyst)).toBeUndefined();
    const timer = createThinkTimer(() => 0);
    let calls = 0;
    while (currentDecision(analyst) === undefined) {
      analyseUntil(analyst, timer, 10, 100);
      calls++;
    }
    expect(calls).toBeGreaterThan(1);
    expect(currentDecision(analyst)?.moves.length).toBeGreaterThan(0);
    expect(judge.race.ready).toBe(false);
    // Asked again for the same throw, it keeps what it has.
    expect(analyseDecision(analyst, position, 2)).toBe(currentDecision(analyst));
  });

  it("builds the last race's table first where the decision on turn needs it, and gives the figures it would with the table built", () => {
    const judge = freshJudge(preset);
    // One piece a side: every position after the move is of the last race.
    const board: Position["board"] = [];
    for (let square = 1; square <= 30; square++) board.push(square === 9 ? "a" : square === 12 ? "b" : ".");
    const position: Position = plainPosition(board, "a", 4, 4);
    const analyst = createAnalyst(preset, newHistory(1));
    analyseDecision(analyst, position, 3);
    const timer = createThinkTimer(() => 0);
    while (currentDecision(analyst) === undefined) analyseUntil(analyst, timer, 10, 500);
    expect(judge.race.ready).toBe(true);
    const again = createAnalyst(preset, newHistory(1));
    analyseDecision(again, position, 3);
    while (currentDecision(again) === undefined) analyseUntil(again, timer, 10, 500);
    expect(currentDecision(again)!.chances).toEqual(currentDecision(analyst)!.chances);
  });

  it("never runs a call past its budget on the Wii's clock, steps of every kind varying threefold, tables included", () => {
    freshJudge(preset);
    const history = playedGame(preset, 7);
    const analyst = createAnalyst(preset, history);
    const clock = new WorkClock(() => analyst.work, WII_MS_PER_WORK, [0.5, 1.5], 11);
    const calls = analyseInFrames(analyst, clock, 10);
    // The tables and a whole game's review: some seconds of the Wii's spare time.
    expect(calls.length).toBeGreaterThan(300);
    expect(Math.max(...calls)).toBeLessThanOrEqual(10);
    // It uses the budget: most calls end within about two of the dearest steps (5.2 ms together) of its end.
    expect(calls.slice(0, -1).filter((spent) => spent > 10 - 5.2).length).toBeGreaterThan((calls.length - 1) * 0.8);
    expect(analystIdle(analyst)).toBe(true);
  });

  it("bounds a call by its work where the clock does not move, and reviews the same however it is sliced", () => {
    const history = playedGame(getPreset("antik"), 9);
    const analyst = createAnalyst(getPreset("antik"), history);
    const timer = createThinkTimer(() => 0);
    let before = 0;
    while (!analyseUntil(analyst, timer, 5, 300)) {
      // A call stops at the first step past its work: a step is far less than 100.
      expect(analyst.work - before).toBeGreaterThanOrEqual(300);
      expect(analyst.work - before).toBeLessThan(400);
      before = analyst.work;
    }
    const whole = reviewAll(startReview(getPreset("antik"), history));
    expect(analyst.review.throws.map((reviewed) => [reviewed.before, reviewed.after, reviewed.loss])).toEqual(whole.throws.map((reviewed) => [reviewed.before, reviewed.after, reviewed.loss]));
  });

  it("gives the review the decisions it analysed for the player on turn, as they were", () => {
    const game = newGame(preset, 12);
    const history = newHistory(12);
    const analyst = createAnalyst(preset, history);
    const chooser = createRng(13);
    const timer = createThinkTimer(() => 0);
    const offered: DecisionAnalysis[] = [];
    const indices: number[] = [];
    while (game.phase !== "over") {
      if (game.phase !== "move") {
        throwRecorded(game, history);
        continue;
      }
      const moves = currentMoves(game);
      if (moves.length === 0) {
        passRecorded(game, history);
        continue;
      }
      if (moves.length > 1) {
        offered.push(analyseDecision(analyst, game.position, game.throwValue));
        indices.push(history.entries.length);
        while (currentDecision(analyst) === undefined) analyseUntil(analyst, timer, 5, 200);
      }
      moveRecorded(game, history, moves[randomInt(chooser, moves.length)]);
    }
    while (!analyseUntil(analyst, timer, 5, 100000)) {
      // to the end
    }
    expect(offered.length).toBeGreaterThan(20);
    indices.forEach((index, slot) => expect(analyst.review.throws[index].decision).toBe(offered[slot]));
  });
});
