// A decision's analysis: every move's chance for the mover, one throw deep, as a plain recursive
// expectimax over the chance judge gives it; the master's choice is the best of them and a move's
// loss what it gives away; a throw's luck is its chance after against the throws' average.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Player, Position, clonePosition, plainPosition, winnerOf } from "../../src/game/board";
import { createMoveBuffer } from "../../src/game/movebuffer";
import { createScan, scanStep, startScan } from "../../src/game/analysis/throw-scan";
import { applyMove, applyPass, legalMoves } from "../../src/game/moves";
import { chanceOutcomes } from "../../src/game/throws";
import { getPreset } from "../../src/game/variants";
import { EXPAND_WORK } from "../../src/game/ai/work";
import { ANALYSIS_LEAF_WORK, ChanceJudge, chanceJudge, chanceOf, readyJudge } from "../../src/game/analysis/chance";
import { bestMove, decisionStep, masterStays, moveIndexFrom, moveLoss, startDecision } from "../../src/game/analysis/decision";
import { BAD_LOSS } from "../../src/game/analysis/marks";
import { parsePosition } from "../../src/game/notation";
import { chanceAfterThrow, luckStep, startLuck } from "../../src/game/analysis/luck";
import { situationArbitrary } from "../ai/positions";

/** `player`'s chance after the side on throw in `position` plays its best move for `throwValue`, judged right after. */
function bestReply(judge: ChanceJudge, position: Position, throwValue: number, player: Player): number {
  const preset = judge.preset;
  const replier = position.side;
  const moves = legalMoves(preset, position, throwValue);
  let best = -1;
  if (moves.length === 0) best = chanceOf(judge, applyPass(preset, position, throwValue).position, replier);
  for (const move of moves) best = Math.max(best, chanceOf(judge, applyMove(preset, position, move, throwValue).position, replier));
  return replier === player ? best : 1 - best;
}

/** The mover's chance after `move`: every throw after it with its best reply (the reference). */
function reference(judge: ChanceJudge, position: Position, throwValue: number, index: number): number {
  const preset = judge.preset;
  return referenceAfter(judge, position, applyMove(preset, position, legalMoves(preset, position, throwValue)[index], throwValue).position);
}

/** The chance of the side on throw in `position` once it has made `after` of it: every throw after with its best reply. */
function referenceAfter(judge: ChanceJudge, position: Position, after: Position): number {
  const preset = judge.preset;
  if (winnerOf(after, preset.pieces) !== undefined) return chanceOf(judge, after, position.side);
  let total = 0;
  for (const outcome of chanceOutcomes(preset)) total += outcome.probability * bestReply(judge, after, outcome.value, position.side);
  return total;
}

function analysed(judge: ChanceJudge, position: Position, throwValue: number, replies?: boolean) {
  const analysis = startDecision(judge, position, throwValue, replies);
  let steps = 0;
  while (!decisionStep(analysis)) steps++;
  return { analysis, steps };
}

const situations = fc.sample(situationArbitrary(true), { numRuns: 120, seed: 71 }).filter(
  (situation) => winnerOf(situation.position, situation.preset.pieces) === undefined && legalMoves(situation.preset, situation.position, situation.throwValue).length > 1,
);

describe("a decision's analysis", () => {
  it("gives every move the chance a plain expectimax one throw deep gives it, and the best as the master's choice", () => {
    expect(situations.length).toBeGreaterThan(40);
    for (const { preset, position, throwValue } of situations) {
      const judge = readyJudge(chanceJudge(preset));
      const { analysis } = analysed(judge, position, throwValue);
      const chances = analysis.moves.map((_, index) => reference(judge, position, throwValue, index));
      for (let index = 0; index < chances.length; index++) expect(analysis.chances[index]).toBeCloseTo(chances[index], 12);
      // The first of the best, and the reference's best too.
      expect(analysis.best).toBe(analysis.chances.indexOf(Math.max(...analysis.chances)));
      expect(chances[analysis.best]).toBeCloseTo(Math.max(...chances), 12);
      for (let index = 0; index < chances.length; index++) {
        expect(moveLoss(analysis, index)).toBeGreaterThanOrEqual(0);
        expect(moveLoss(analysis, index)).toBe(analysis.chances[analysis.best] - analysis.chances[index]);
        expect(moveIndexFrom(analysis, analysis.moves[index].from)).toBe(index);
      }
    }
  });

  it("without replies, judges the positions right after the moves", () => {
    for (const { preset, position, throwValue } of situations.slice(0, 20)) {
      const judge = readyJudge(chanceJudge(preset));
      const { analysis } = analysed(judge, position, throwValue, false);
      analysis.moves.forEach((move, index) => expect(analysis.chances[index]).toBe(chanceOf(judge, applyMove(preset, position, move, throwValue).position, position.side)));
    }
  });

  it("counts its work by what each step did, a position judged or a throw's moves generated", () => {
    const { preset, position, throwValue } = situations[0];
    const judge = readyJudge(chanceJudge(preset));
    const analysis = startDecision(judge, position, throwValue);
    let last = 0;
    while (!decisionStep(analysis)) {
      const step = analysis.work - last;
      last = analysis.work;
      expect([0, EXPAND_WORK, ANALYSIS_LEAF_WORK]).toContain(step);
    }
    expect(analysis.work).toBeGreaterThan(ANALYSIS_LEAF_WORK * analysis.moves.length);
  });

  it("knows that bearing off the last piece wins, and bearing off another does not", () => {
    const preset = getPreset("wii");
    const judge = readyJudge(chanceJudge(preset));
    const board = Array.from({ length: 30 }, () => ".") as Position["board"];
    board[28] = "a";
    board[9] = "a";
    board[2] = "b";
    const position: Position = plainPosition(board, "a", 3, 4);
    const { analysis } = analysed(judge, position, 2);
    const off = moveIndexFrom(analysis, 29);
    expect(analysis.moves[off].to).toBe(31);
    expect(analysis.chances[off]).toBeLessThan(1);
    position.offA = 4;
    board[9] = ".";
    const last = analysed(judge, position, 2).analysis;
    expect(last.moves.length).toBe(1);
    expect(last.chances).toEqual([1]);
  });
});

describe("Kendall's water in a decision", () => {
  const kendall = getPreset("kendall");
  const judge = readyJudge(chanceJudge(kendall));
  /** A position of Kendall's in the protocol's notation. */
  const at = (text: string): Position => parsePosition(text.split(" "), kendall).position!;
  // a's only piece waits on 27 (a 4 bears it off) against two far back: leaving it there is best.
  const stayBetter = at("b.b.......................a... a 6 5");
  // a's piece on 27 and two more against two of b's, one on 15 and one on 30: moving it out to 14 is best.
  const rescueBetter = at(".......a......b....a......a..b a 4 5");

  it("judges leaving the waiting piece on 27 as a choice after the moves, by every throw after it", () => {
    for (const position of [stayBetter, rescueBetter]) {
      for (const throwValue of [1, 2, 3, 5]) {
        const { analysis } = analysed(judge, position, throwValue);
        expect(analysis.moves.map((move) => move.from)).toEqual([27]);
        expect(analysis.stay).toBe(1);
        expect(analysis.chances.length).toBe(2);
        expect(analysis.chances[0]).toBeCloseTo(reference(judge, position, throwValue, 0), 12);
        expect(analysis.chances[1]).toBeCloseTo(referenceAfter(judge, position, applyPass(kendall, position, throwValue).position), 12);
        expect(moveLoss(analysis, analysis.best)).toBe(0);
        expect(masterStays(analysis)).toBe(analysis.chances[1] > analysis.chances[0]);
      }
    }
  });

  it("takes the stay for the master's choice where it is better, and the rescue where that is", () => {
    const staying = analysed(judge, stayBetter, 2).analysis;
    expect(masterStays(staying)).toBe(true);
    expect(staying.best).toBe(staying.stay);
    expect(bestMove(staying)).toBeUndefined();
    expect(moveLoss(staying, moveIndexFrom(staying, 27))).toBeGreaterThan(BAD_LOSS);
    const rescuing = analysed(judge, rescueBetter, 2).analysis;
    expect(masterStays(rescuing)).toBe(false);
    expect(bestMove(rescuing)).toMatchObject({ from: 27, to: 14 });
    expect(moveLoss(rescuing, rescuing.stay)).toBeGreaterThan(BAD_LOSS);
    // A 4 bears the piece off: no choice to leave it.
    const exit = analysed(judge, rescueBetter, 4).analysis;
    expect(exit.stay).toBe(-1);
    expect(exit.chances.length).toBe(exit.moves.length);
  });

  it("under Home Row, never takes a shut water's stay for the master's choice, and counts it as giving nothing away where it is judged better", () => {
    const homeRow = getPreset("kendall", undefined, ["trap", "home-row"]);
    const homeRowJudge = readyJudge(chanceJudge(homeRow));
    // a waits on 27 with pieces on 7, 8 and 10: its exit is shut, and staying is judged a little better.
    const shut = parsePosition("......aa.abb.bbbaa.....a..a.b. a 0 1".split(" "), homeRow).position!;
    const { analysis } = analysed(homeRowJudge, shut, 2);
    expect(analysis.stayShut).toBe(true);
    expect(analysis.chances[analysis.stay]).toBeGreaterThan(analysis.chances[0]);
    expect(masterStays(analysis)).toBe(false);
    expect(bestMove(analysis)).toMatchObject({ from: 27 });
    expect(moveLoss(analysis, analysis.stay)).toBe(0);
    // The replies follow the computer too: a's throws in the shut water are answered by the
    // rescue, though the stay is judged better right after a 2.
    const scan = createScan(homeRowJudge);
    startScan(scan, clonePosition(shut), createMoveBuffer());
    while (!scan.done) scanStep(homeRowJudge, scan);
    const two = homeRowJudge.outcomes.findIndex((outcome) => outcome.value === 2);
    const rescued = chanceOf(homeRowJudge, applyMove(homeRow, shut, legalMoves(homeRow, shut, 2)[0], 2).position, "a");
    expect(chanceOf(homeRowJudge, applyPass(homeRow, shut, 2).position, "a")).toBeGreaterThan(rescued);
    expect(scan.best[two]).toBe(rescued);
    // Where the water's 4 can bear it off the same stay is a choice like any other.
    const open = analysed(readyJudge(chanceJudge(getPreset("kendall", undefined, ["trap"]))), shut, 2).analysis;
    expect(open.stayShut).toBe(false);
    expect(analysed(homeRowJudge, stayBetter, 2).analysis.stayShut).toBe(false);
  });

  it("without replies, judges the position right after the stay", () => {
    const { analysis } = analysed(judge, stayBetter, 2, false);
    expect(analysis.chances[analysis.stay]).toBe(chanceOf(judge, applyPass(kendall, stayBetter, 2).position, "a"));
  });
});

describe("a throw's luck", () => {
  it("is the chance after the throw, with its best move, against the throws' average", () => {
    for (const { preset, position } of situations.slice(0, 30)) {
      const judge = readyJudge(chanceJudge(preset));
      const luck = startLuck(judge, position);
      while (!luckStep(luck)) {
        // a step at a time
      }
      let average = 0;
      for (const outcome of chanceOutcomes(preset)) {
        const after = bestReply(judge, position, outcome.value, position.side);
        expect(chanceAfterThrow(luck, outcome.value)).toBeCloseTo(after, 12);
        average += outcome.probability * after;
      }
      expect(luck.before).toBeCloseTo(average, 12);
    }
  });
});
