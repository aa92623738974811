// Anderson mixing, which lets the exact solver settle jequier's slowly shrinking sweeps.

import { describe, expect, it } from "vitest";
import { AndersonMixer } from "../../tools/train/anderson";

/** A linear map x -> M x + b whose changes shrink by 0.999 and 0.5 a step; fixed point (1, 2, 3). */
function step(x: Float64Array): Float64Array {
  const slow = 0.999 * x[0] + 0.001;
  const mixed = 0.5 * x[1] + 0.0005 * x[0] + 0.9995;
  const fast = 0.1 * x[2] + 2.7;
  return Float64Array.from([slow, mixed, fast]);
}

function stepsToSettle(mixer: AndersonMixer | undefined, limit: number): number {
  let x: Float64Array = new Float64Array(3);
  for (let count = 1; count <= limit; count++) {
    const next = step(x);
    const residual = next.map((value, index) => value - x[index]);
    if (Math.max(...residual.map(Math.abs)) < 1e-12) return count;
    mixer?.mix(next, residual);
    x = next;
  }
  return Infinity;
}

describe("Anderson mixing", () => {
  it("settles a slowly shrinking fixed-point iteration in a few steps where plain steps take thousands", () => {
    expect(stepsToSettle(undefined, 100000)).toBeGreaterThan(20000);
    expect(stepsToSettle(new AndersonMixer(3, 3), 100)).toBeLessThan(20);
  });

  it("reaches the same fixed point as plain steps, and again after it forgets its steps", () => {
    const mixer = new AndersonMixer(3, 2);
    let x: Float64Array = new Float64Array(3);
    for (let count = 0; count < 200; count++) {
      const next = step(x);
      if (count === 50) mixer.reset();
      mixer.mix(next, next.map((value, index) => value - x[index]));
      x = next;
    }
    expect(Array.from(x).map((value) => Number(value.toFixed(9)))).toEqual([1, 2, 3]);
  });
});
