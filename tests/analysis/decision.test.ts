// A decision's analysis: every move's chance for the mover, one throw deep, as a plain recursive
// expectimax over the chance judge gives it; the master's choice is the best of them and a move's
// loss what it gives away; a throw's luck is its chance after against the throws' average.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Player, Position, plainPosition, winnerOf } from "../../src/game/board";
import { applyMove, applyPass, legalMoves } from "../../src/game/moves";
import { chanceOutcomes } from "../../src/game/throws";
import { getPreset } from "../../src/game/variants";
import { EXPAND_WORK } from "../../src/game/ai/work";
import { ANALYSIS_LEAF_WORK, ChanceJudge, chanceJudge, chanceOf, readyJudge } from "../../src/game/analysis/chance";
import { decisionStep, moveIndexFrom, moveLoss, startDecision } from "../../src/game/analysis/decision";
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
  const after = applyMove(preset, position, legalMoves(preset, position, throwValue)[index], throwValue).position;
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
