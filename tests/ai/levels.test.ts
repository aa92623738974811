// The easy level's mistakes are a beginner's, by design: now and then it does not see the water
// or what a capture does, and otherwise races; the master never walks into the water for nothing.
// Medium and hard rush a share of their moves: the best race now instead of their judgement.

import { describe, expect, it } from "vitest";
import { Cell, EMPTY, Position, SQUARES } from "../../src/game/board";
import { legalMoves } from "../../src/game/moves";
import { getPreset } from "../../src/game/variants";
import fc from "fast-check";
import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { AiLevel, chooseMove } from "../../src/game/ai/index";
import { evalContextFor } from "../../src/game/ai/evaluate";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { FULL_WEIGHTS, RACE_WEIGHTS } from "../../src/game/ai/weights";
import { situationArbitrary } from "./positions";

const SEEDS = 200;
const WII = getPreset("wii");

function position(a: number[], b: number[]): Position {
  const board: Cell[] = Array.from({ length: SQUARES }, () => EMPTY);
  a.forEach((square) => (board[square - 1] = "a"));
  b.forEach((square) => (board[square - 1] = "b"));
  return { board, side: "a", offA: WII.pieces - a.length, offB: WII.pieces - b.length };
}

/** How many of the seeds make `level` move the piece on `from`. */
function timesChosen(level: AiLevel, start: Position, throwValue: number, from: number): number {
  let count = 0;
  for (let seed = 0; seed < SEEDS; seed++) {
    if (chooseMove(WII, start, throwValue, level, seed)?.from === from) count++;
  }
  return count;
}

describe("the easy level's oversights", () => {
  // A 4: 23 falls into the water (back to 15), 30 bears off. Seen, the fall is clearly worse.
  const waterChoice = position([23, 30], [5, 7, 9, 11, 13]);

  it("sometimes takes a fall into the water for progress to 27, about two times in five", () => {
    expect(legalMoves(WII, waterChoice, 4).map((move) => `${move.from}>${move.to}${move.water ? "w" : ""}`)).toEqual(["23>15w", "30>31"]);
    const falls = timesChosen("easy", waterChoice, 4, 23);
    expect(falls).toBeGreaterThan(SEEDS * 0.2);
    expect(falls).toBeLessThan(SEEDS * 0.6);
  });

  it("the master never does", () => {
    expect(timesChosen("master", waterChoice, 4, 23)).toBe(0);
  });

  // A 2: 10 captures the lone piece on 12 (sending it to 10), 5 just moves.
  const captureChoice = position([5, 10], [12, 18, 20, 22, 24]);

  it("sometimes overlooks a capture, about two times in five", () => {
    expect(legalMoves(WII, captureChoice, 2).map((move) => `${move.from}>${move.to}${move.capture ? "x" : ""}`)).toEqual(["5>7", "10>12x"]);
    const misses = timesChosen("easy", captureChoice, 2, 5);
    expect(misses).toBeGreaterThan(SEEDS * 0.2);
    expect(misses).toBeLessThan(SEEDS * 0.6);
  });
});

describe("rushing", () => {
  // The first random wii position where the best race now and the full judgement disagree.
  const NO_OVERSIGHTS = { water: false, capture: false };
  const situation = fc.sample(situationArbitrary(true), { numRuns: 400, seed: 70 }).find(({ preset, position, throwValue }) => {
    if (preset.name !== "wii") return false;
    const buffer = createMoveBuffer();
    if (generateMoves(preset, position, throwValue, buffer) < 2) return false;
    const race = onePlyChoice(evalContextFor(preset, RACE_WEIGHTS), position, throwValue, buffer, NO_OVERSIGHTS);
    return race !== onePlyChoice(evalContextFor(preset, FULL_WEIGHTS.wii), position, throwValue, buffer, NO_OVERSIGHTS);
  });
  if (situation === undefined) throw new Error("no position where racing and judging differ");
  const { position, throwValue } = situation;
  const buffer = createMoveBuffer();
  generateMoves(WII, position, throwValue, buffer);
  const raceFrom = buffer.from[onePlyChoice(evalContextFor(WII, RACE_WEIGHTS), position, throwValue, buffer, NO_OVERSIGHTS)];

  it("makes hard take the racing move about one time in ten", () => {
    const rushes = timesChosen("hard", position, throwValue, raceFrom);
    expect(rushes).toBeGreaterThan(SEEDS * 0.03);
    expect(rushes).toBeLessThan(SEEDS * 0.2);
  });

  it("makes medium take it about half the time or more (it also forgets threats)", () => {
    const rushes = timesChosen("medium", position, throwValue, raceFrom);
    expect(rushes).toBeGreaterThan(SEEDS * 0.3);
    expect(rushes).toBeLessThan(SEEDS * 0.9);
  });
});
