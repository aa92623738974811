// A calibration curve's shape: monotone, through its pools, and (for the house-rule counts) flat
// across its outermost pools, where a straight line on to a lost game would invent a slope.

import { describe, expect, it } from "vitest";
import { curveChance } from "../../src/game/analysis/chance";
import { Sample, fitCurve } from "../../tools/train/calibrate";

const COUNT = 20000;

/**
 * Evaluations spread evenly over (-0.9, 0.9); below 0 every other position is won whatever its
 * evaluation (the evaluation tells nothing there), above it the chance rises with it.
 */
function samples(): Sample[] {
  const drawn: Sample[] = [];
  for (let index = 0; index < COUNT; index++) {
    const value = -0.9 + (1.8 * index) / (COUNT - 1);
    const rising = ((index * 7919) % 1000) / 1000 < 0.5 + value / 2;
    drawn.push({ value, stage: 0.5, chance: 0.5, exact: false, won: value < 0 ? index % 2 === 0 : rising, game: index });
  }
  return drawn;
}

function expectRising(values: number[]): void {
  for (let index = 1; index < values.length; index++) expect(values[index]).toBeGreaterThan(values[index - 1]);
}

describe("a calibration curve", () => {
  const plain = fitCurve(samples(), () => 1);
  const flat = fitCurve(samples(), () => 1, true);

  it("rises from a lost game at -1 to a won one at 1", () => {
    for (const curve of [plain, flat]) {
      expect([curve.x[0], curve.p[0], curve.x[curve.x.length - 1], curve.p[curve.p.length - 1]]).toEqual([-1, 0, 1, 1]);
      expectRising(curve.x);
      expectRising(curve.p);
    }
  });

  it("passes through the pool where the evaluation tells nothing at its win rate", () => {
    for (const curve of [plain, flat]) expect(curveChance(curve, -0.45)).toBeCloseTo(0.5, 2);
  });

  it("slopes on from that pool's middle to a lost game, unless its end is held flat", () => {
    // Positions at -0.85 are won half the time, as all below 0 are.
    expect(curveChance(plain, -0.85)).toBeLessThan(0.2);
    expect(curveChance(flat, -0.85)).toBeCloseTo(0.5, 2);
    // Beyond the lowest bin's mean the flat curve falls away to -1 as before.
    expect(curveChance(flat, -0.95)).toBeLessThan(0.5);
  });
});
