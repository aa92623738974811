// Thinking against a clock: a think call never runs past its budget (it predicts its next step's
// cost), a decision ends by its deadline with a legal move, a clock that does not move is bounded
// by the work cap of a call, and without a deadline the decision is the one chooseMove gives,
// however the thinking is sliced.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Position, SQUARES, plainPosition } from "../../src/game/board";
import { legalMoves } from "../../src/game/moves";
import { createRng, randomInt } from "../../src/game/rng";
import { getPreset } from "../../src/game/variants";
import { AiLevel, AiThinking, THINK_DEADLINE_MS, chooseMove, createThinkTimer, decision, startThinking, thinkUntil } from "../../src/game/ai/index";
import { situationArbitrary } from "./positions";
import { WII_MS_PER_WORK, WorkClock } from "../support/work-clock";

const preset = getPreset("wii");
// A middle game with real choices for a 2.
const CELLS = "..a.b.a.ab..b.a..b.a..b.......";

function position(): Position {
  const board: Position["board"] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(CELLS[square - 1] === "a" ? "a" : CELLS[square - 1] === "b" ? "b" : ".");
  return plainPosition(board, "a", 0, 0);
}

/** Thinks frame by frame with `budgetMs` a frame (frames `frameMs` apart) until decided; returns each call's time. */
function thinkInFrames(thinking: AiThinking, clock: WorkClock, budgetMs: number, frameMs: number, deadline: number): number[] {
  const timer = createThinkTimer(clock.read);
  const calls: number[] = [];
  for (let frame = 0; frame < 100000; frame++) {
    clock.now = Math.max(clock.now, frame * frameMs);
    const started = clock.read();
    const done = thinkUntil(thinking, timer, started + budgetMs, deadline, Infinity);
    calls.push(clock.read() - started);
    if (done) return calls;
  }
  throw new Error("no decision");
}

describe("thinking against a clock", () => {
  it("never runs a think call past its budget, with steps whose costs vary threefold", () => {
    // The Wii's speed: a unit of work about 0.12 ms, so a leaf of the network about 1.7 ms (2.6 at its dearest here).
    const thinking = startThinking(preset, position(), 2, "master", 9);
    const clock = new WorkClock(() => thinking.work, WII_MS_PER_WORK, [0.5, 1.5], 7);
    const calls = thinkInFrames(thinking, clock, 10, 1000 / 60, Infinity);
    expect(calls.length).toBeGreaterThan(5);
    expect(Math.max(...calls)).toBeLessThanOrEqual(10);
    // And it uses the budget: most calls end within two of the dearest steps of the end.
    expect(calls.slice(0, -1).filter((spent) => spent > 10 - 2 * 2.6).length).toBeGreaterThan((calls.length - 1) * 0.8);
    expect(decision(thinking)).toEqual(chooseMove(preset, position(), 2, "master", 9));
  });

  // Budgets from one that fits the dearest step (2.4 ms) with its margin (1.5 times) up; a shorter one is a later test's case.
  it("never runs past the budget on random positions of every preset, and decides as chooseMove does", () => {
    fc.assert(
      fc.property(situationArbitrary(true), fc.integer({ min: 5, max: 12 }), ({ preset: drawn, position: start, throwValue }, budget) => {
        if (legalMoves(drawn, start, throwValue).length < 2) return;
        const thinking = startThinking(drawn, start, throwValue, "master", 3);
        const clock = new WorkClock(() => thinking.work, WII_MS_PER_WORK, [0.6, 1.4], 7);
        const calls = thinkInFrames(thinking, clock, budget, 1000 / 60, Infinity);
        expect(Math.max(...calls)).toBeLessThanOrEqual(budget);
        expect(decision(thinking)).toEqual(chooseMove(drawn, start, throwValue, "master", 3));
      }),
      { numRuns: 40, seed: 90 },
    );
  });

  it("ends a decision at its deadline with a legal move, on a console far slower than planned", () => {
    const levels: AiLevel[] = ["master", "expert"];
    fc.assert(
      fc.property(situationArbitrary(true), fc.constantFrom(...levels), ({ preset: drawn, position: start, throwValue }, level) => {
        const moves = legalMoves(drawn, start, throwValue);
        if (moves.length < 2) return;
        const thinking = startThinking(drawn, start, throwValue, level, 5);
        // Ten times the Wii's slowness: a full search would take many seconds.
        const clock = new WorkClock(() => thinking.work, 0.35, [0.8, 1.2], 7);
        const deadline = 300;
        thinkInFrames(thinking, clock, 10, 1000 / 60, deadline);
        const chosen = decision(thinking);
        expect(moves).toContainEqual(chosen);
        // Decided at the first look at the clock past the deadline: at most one step and one frame late.
        expect(clock.now).toBeLessThan(deadline + 1000 / 60 + 10);
        // A master's search that had not finished by then was cut by it.
        if (level === "master" && clock.now >= deadline) expect(thinking.cut).toBe("deadline");
      }),
      { numRuns: 40, seed: 91 },
    );
  });

  it("keeps its deadline well inside the 2 s a decision may take", () => {
    expect(THINK_DEADLINE_MS + 2 * (1000 / 60)).toBeLessThan(2000);
  });

  it("bounds a call by its work where the clock does not move, and decides the same", () => {
    const thinking = startThinking(preset, position(), 2, "master", 9);
    const timer = createThinkTimer(() => 0);
    let calls = 0;
    let before = 0;
    while (!thinkUntil(thinking, timer, 5, Infinity, 200)) {
      calls++;
      // A call stops at the first step past its work: a step is far less than 100.
      expect(thinking.work - before).toBeGreaterThanOrEqual(200);
      expect(thinking.work - before).toBeLessThan(300);
      before = thinking.work;
    }
    expect(calls).toBeGreaterThan(3);
    expect(decision(thinking)).toEqual(chooseMove(preset, position(), 2, "master", 9));
  });

  it("takes a step even when the budget is shorter than any step, so that thinking moves on", () => {
    const thinking = startThinking(preset, position(), 2, "master", 9);
    const clock = new WorkClock(() => thinking.work, WII_MS_PER_WORK, [1, 1], 7);
    const timer = createThinkTimer(clock.read);
    // Progress: the work done, and the search made (a step of its own that counts no work).
    const progress = (): number => thinking.work + (thinking.search !== undefined ? 0.5 : 0);
    let before = progress();
    for (let call = 0; call < 3; call++) {
      thinkUntil(thinking, timer, clock.read() + 0.01, Infinity, Infinity);
      expect(progress()).toBeGreaterThan(before);
      before = progress();
    }
  });

  it("counts the time spent in think calls and their number, for the decision", () => {
    const thinking = startThinking(preset, position(), 2, "master", 9);
    const clock = new WorkClock(() => thinking.work, WII_MS_PER_WORK, [1, 1], 7);
    const calls = thinkInFrames(thinking, clock, 5, 1000 / 60, Infinity);
    expect(thinking.calls).toBe(calls.length);
    expect(thinking.thinkMs).toBeCloseTo(calls.reduce((sum, spent) => sum + spent, 0), 9);
  });
});
