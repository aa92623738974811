// The one owner of the judge's readiness (steps.ts, chance.ts's judgeCovers): a job's step runs
// only once the judge can judge every position within the job's reach. judgeCovers never says so
// for a position from which a position of the last race can be reached while that race's table is
// missing, and judgedStep builds the judge, a slice a call, until it can.

import fc from "fast-check";
import { Position, plainPosition, winnerOf } from "../../src/game/board";
import { applyMove, applyPass, legalMoves } from "../../src/game/moves";
import { chanceOutcomes } from "../../src/game/throws";
import { Preset, getPreset } from "../../src/game/variants";
import { describe, expect, it } from "vitest";
import { ChanceJudge, chanceJudge, judgeCovers, judgeStep, readyJudge } from "../../src/game/analysis/chance";
import { decisionReach, decisionStep, startDecision } from "../../src/game/analysis/decision";
import { createRaceTable } from "../../src/game/analysis/race-table";
import { judgedStep } from "../../src/game/analysis/steps";
import { situationArbitrary } from "../ai/positions";

/** The preset's judge with its evaluation's tables built and the last race's table still to build. */
function judgeWithoutRace(preset: Preset): ChanceJudge {
  const judge: ChanceJudge = { ...chanceJudge(preset), race: createRaceTable(preset) };
  while (!judge.context.ready) judgeStep(judge);
  return judge;
}

/** Every position `plies` throws or fewer after `position`, each throw moved or passed (games over end there). */
function reachable(preset: Preset, position: Position, plies: number): Position[] {
  const found = [position];
  let frontier = [position];
  for (let ply = 0; ply < plies; ply++) {
    const next: Position[] = [];
    for (const from of frontier) {
      if (winnerOf(from, preset.pieces) !== undefined) continue;
      for (const outcome of chanceOutcomes(preset)) {
        const moves = legalMoves(preset, from, outcome.value);
        if (moves.length === 0) next.push(applyPass(preset, from, outcome.value).position);
        for (const move of moves) next.push(applyMove(preset, from, move, outcome.value).position);
      }
    }
    found.push(...next);
    frontier = next;
  }
  return found;
}

function lastRace(preset: Preset, position: Position): boolean {
  return winnerOf(position, preset.pieces) === undefined && position.offA === preset.pieces - 1 && position.offB === preset.pieces - 1;
}

describe("the judge's readiness", () => {
  const situations = [...fc.sample(situationArbitrary(true), { numRuns: 150, seed: 41 }), ...fc.sample(situationArbitrary(false), { numRuns: 150, seed: 42 })];

  it("covers a position's reach without the last race's table only where no position of the last race lies within it", () => {
    const judges = new Map<string, ChanceJudge>();
    let covered = 0;
    let uncovered = 0;
    for (const { preset, position } of situations) {
      const key = `${preset.name} ${preset.pieces}`;
      if (!judges.has(key)) judges.set(key, judgeWithoutRace(preset));
      const judge = judges.get(key)!;
      for (const reach of [0, 1, 2]) {
        if (!judgeCovers(judge, position, reach)) {
          uncovered++;
          continue;
        }
        covered++;
        expect(reachable(preset, position, reach).filter((after) => lastRace(preset, after))).toEqual([]);
      }
    }
    // Both answers are met often, so that the check above can fail.
    expect(covered).toBeGreaterThan(200);
    expect(uncovered).toBeGreaterThan(50);
  });

  it("lets a decision step only once the last race's table is built where it needs it, and gives the figures of a ready judge", () => {
    const preset = getPreset("wii");
    const judge = judgeWithoutRace(preset);
    // One piece a side: every position after the move is of the last race.
    const board: Position["board"] = Array.from({ length: 30 }, (_, index) => (index === 8 ? "a" : index === 11 ? "b" : "."));
    const position: Position = plainPosition(board, "a", 4, 4);
    const analysis = startDecision(judge, position, 3);
    let slices = 0;
    while (!judge.race.ready) {
      expect(judgedStep(judge, analysis.position, decisionReach(analysis), analysis, decisionStep)).toBeGreaterThan(0);
      expect(analysis.work).toBe(0);
      slices++;
    }
    expect(slices).toBeGreaterThan(1000);
    while (!analysis.done) judgedStep(judge, analysis.position, decisionReach(analysis), analysis, decisionStep);
    const ready = startDecision(readyJudge(chanceJudge(preset)), position, 3);
    while (!decisionStep(ready)) {
      // a step at a time
    }
    expect(analysis.chances).toEqual(ready.chances);
  });
});
