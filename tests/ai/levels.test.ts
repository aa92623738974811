// The easy level's mistakes are a beginner's, by design: now and then it does not see the water
// or what a capture does, and otherwise races; the master never walks into the water for nothing.

import { describe, expect, it } from "vitest";
import { Cell, EMPTY, Position, SQUARES } from "../../src/game/board";
import { legalMoves } from "../../src/game/moves";
import { getPreset } from "../../src/game/variants";
import { AiLevel, chooseMove } from "../../src/game/ai/index";

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
