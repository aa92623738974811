// The stage of the game and the chance's curves: the stage moves with the pieces, a move changing
// it by its throw at most, and the curves fitted at stages are blended between them, so the chance
// of an evaluation changes little from one stage to the next. In particular a piece borne off is
// not judged on another curve than the other moves of its throw: with curves per number of pieces
// borne off it was, and a move that bore a piece off could look like a gain of several points
// that the position did not have.

import { describe, expect, it } from "vitest";
import { OFF, Position, emptyPosition, startPosition, winnerOf } from "../../src/game/board";
import { applyMove } from "../../src/game/moves";
import { PRESET_NAMES, Preset, getPreset, withPieces } from "../../src/game/variants";
import { ChanceCalibration, HANDMADE_CURVES, NET_CURVES } from "../../src/game/analysis/calibration";
import { calibratedChance, chanceJudge, rawValue, readyJudge, stageOf } from "../../src/game/analysis/chance";
import { stageWeight } from "../../tools/train/calibrate";
import { Observer, playMatch } from "../../tools/tournament/match";
import { createPlayer } from "../../tools/tournament/players";

// Every preset, the offered ones and jequier, whose chance is ready before its rating (docs/teacher.md).
const CALIBRATIONS: [string, ChanceCalibration][] = PRESET_NAMES.flatMap((name) => [
  [`${name} network`, NET_CURVES[name]],
  [`${name} hand-made`, HANDMADE_CURVES[name]],
]);
/** Evaluations from a lost game to a won one. */
const VALUES = Array.from({ length: 199 }, (_, index) => (index - 99) / 100);

/** Plays `games` games of `player` (random moves unless named) from `seed` on; `visit` sees every decision of two moves or more. */
function gamesOf(preset: Preset, games: number, seed: number, visit: Observer, player: "random" | "greedy" = "random"): void {
  for (let game = 0; game < games; game++) playMatch(preset, { a: createPlayer(player, 2 * (seed + game)), b: createPlayer(player, 2 * (seed + game) + 1) }, seed + game, visit);
}

describe("the stage of the game", () => {
  it("is 0 at the start and 1 with every piece borne off", () => {
    for (const pieces of [1, 3, 5, 7]) {
      expect(stageOf(startPosition(withPieces(getPreset("wii"), pieces)), pieces)).toBe(0);
      const end: Position = { ...emptyPosition(), offA: pieces, offB: pieces };
      expect(stageOf(end, pieces)).toBe(1);
    }
  });

  it("moves by the squares a move advances: its throw at most, nothing for a hit that swaps the pieces, less for one that sends the piece back", () => {
    for (const name of PRESET_NAMES) {
      const preset = getPreset(name);
      const scale = 2 * preset.pieces * OFF - preset.pieces * (2 * preset.pieces + 1);
      let hits = 0;
      gamesOf(preset, 40, 900, (state, moves) => {
        const before = stageOf(state.position, preset.pieces);
        for (const move of moves) {
          const squares = Math.round((stageOf(applyMove(preset, state.position, move, state.throwValue).position, preset.pieces) - before) * scale);
          expect(squares, `${name} ${move.from} ${state.throwValue}`).toBeLessThanOrEqual(state.throwValue);
          // The hit piece goes from the mover's target to capturedTo: to the mover's square in a
          // swap (nothing moves on), lower in jequier (the stage goes back by what it lost).
          if (move.capture && !move.water) {
            hits++;
            expect(squares, `${name} ${move.from}>${move.to}, hit to ${move.capturedTo}`).toBe(move.capturedTo - move.from);
          }
        }
      });
      expect(hits, name).toBeGreaterThan(20);
    }
  });
});

describe("the chance's curves", () => {
  it("rise with the evaluation at every stage", () => {
    for (const [name, calibration] of CALIBRATIONS) {
      for (let stage = 0; stage <= 1; stage += 0.01) {
        for (let index = 1; index < VALUES.length; index++) {
          const lower = calibratedChance(calibration, stage, VALUES[index - 1]);
          expect(calibratedChance(calibration, stage, VALUES[index]), `${name} at ${stage}`).toBeGreaterThan(lower);
        }
      }
    }
  });

  it("are fitted with each throw weighted as the blend weighs each curve for it", () => {
    for (const [name, calibration] of CALIBRATIONS) {
      const stages = calibration.stages;
      const weight = (index: number, stage: number) => stageWeight(stage, stages[index - 1], stages[index], stages[index + 1]);
      for (let stage = 0; stage <= 1; stage += 0.005) {
        const weights = stages.map((_, index) => weight(index, stage));
        expect(weights.filter((share) => share > 0).length, `${name} at ${stage}`).toBeLessThanOrEqual(2);
        expect(weights.reduce((sum, share) => sum + share, 0), `${name} at ${stage}`).toBeCloseTo(1, 12);
        // A value's chance is its curves' chances in those shares.
        const blended = stages.reduce((sum, _, index) => sum + weights[index] * calibratedChance({ stages: [0], curves: [calibration.curves[index]] }, 0, 0.1), 0);
        expect(calibratedChance(calibration, stage, 0.1), `${name} at ${stage}`).toBeCloseTo(blended, 12);
      }
    }
  });

  it("meet at every stage they were fitted at: no jump from one to the next", () => {
    for (const [name, calibration] of CALIBRATIONS) {
      expect(calibration.stages.length, name).toBeGreaterThan(4);
      for (const stage of calibration.stages) {
        for (const value of VALUES) {
          const below = calibratedChance(calibration, stage - 1e-9, value);
          const above = calibratedChance(calibration, stage + 1e-9, value);
          expect(Math.abs(above - below), `${name} at ${stage}, ${value}`).toBeLessThan(1e-6);
        }
      }
    }
  });

  it("judge a piece borne off on nearly the curve of the other moves of its throw", () => {
    for (const name of PRESET_NAMES) {
      const preset = getPreset(name);
      const judge = readyJudge(chanceJudge(preset));
      const gaps: number[] = [];
      // Random moves in jequier seldom bring every piece to 21-30 (5 decisions to bear off in 150
      // games): there the games are 300 of the greedy racer's (the race weights one ply deep).
      const greedy = name === "jequier";
      gamesOf(preset, greedy ? 300 : 150, 4000, (state, moves) => {
        const stage = stageOf(state.position, preset.pieces);
        const afters = moves.map((move) => applyMove(preset, state.position, move, state.throwValue).position).filter((after) => winnerOf(after, preset.pieces) === undefined);
        const off = state.position.offA + state.position.offB;
        const bearing = afters.find((after) => after.offA + after.offB > off);
        const forward = afters.find((after) => after.offA + after.offB === off && stageOf(after, preset.pieces) >= stage);
        if (bearing === undefined || forward === undefined) return;
        // The same evaluation, judged at the stages the two moves lead to.
        const value = rawValue(judge, bearing);
        const gap = calibratedChance(judge.calibration, stageOf(bearing, preset.pieces), value) - calibratedChance(judge.calibration, stageOf(forward, preset.pieces), value);
        gaps.push(Math.abs(gap));
      }, greedy ? "greedy" : "random");
      gaps.sort((first, second) => first - second);
      // Curves per number of pieces borne off: 4-13 points in one decision of a hundred, up to 35.
      expect(gaps.length, name).toBeGreaterThan(1000);
      const figures = `${name}: ${gaps.length} decisions, the 99th percentile ${gaps[Math.floor(0.99 * gaps.length)]}, the largest ${gaps[gaps.length - 1]}`;
      expect(gaps[Math.floor(0.99 * gaps.length)], figures).toBeLessThan(0.01);
      expect(gaps[gaps.length - 1], figures).toBeLessThan(0.05);
    }
  });
});
