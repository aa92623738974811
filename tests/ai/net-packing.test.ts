// The learned networks' packed weights (src/game/ai/packed-net.ts, written by
// tools/train/net-encoding.ts): every decimal of five significant digits comes back as the very
// double its literal gives, mostly in three printable characters that need no escape in a string;
// and a network is unpacked only when a game of its preset first asks for it, a row at a time.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evalContextFor, prepareStep } from "../../src/game/ai/eval-context";
import { NET_FEATURES } from "../../src/game/ai/evaluate";
import { startThinking } from "../../src/game/ai/index";
import { BOARD_INPUTS, createValueNet } from "../../src/game/ai/network";
import { PackedNet, decodeWeights, packedNet, unpackNet, unpackStep } from "../../src/game/ai/packed-net";
import { CHANCE_WEIGHTS, LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { SQUARES } from "../../src/game/board";
import { legalMoves } from "../../src/game/moves";
import { getPreset } from "../../src/game/variants";
import { createRng } from "../../src/game/rng";
import { createDenseNet, netSource } from "../../tools/train/dense-net";
import { encodeWeights } from "../../tools/train/net-encoding";
import { situationArbitrary } from "./positions";

/** A decimal literal: `digits` (no leading zero) over 10^scale, as a fixed-point string. */
function literal(negative: boolean, digits: number, scale: number): string {
  const text = String(digits).padStart(scale + 1, "0");
  const point = text.length - scale;
  return `${negative ? "-" : ""}${text.slice(0, point)}${scale > 0 ? "." + text.slice(point) : ""}`;
}

/** Whether `values` come back from their packed string as the very same doubles. */
function roundTrips(values: number[]): boolean {
  const { scale, weights } = encodeWeights(values);
  const decoded = decodeWeights(weights, scale);
  return decoded.length === values.length && decoded.every((value, index) => Object.is(value, values[index]));
}

const decimalLiteral = fc
  .tuple(fc.boolean(), fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 0, max: 22 }))
  .map(([negative, digits, scale]) => Number(literal(negative, digits, scale)));

describe("packed weights", () => {
  it("unpack to the doubles their decimal literals give, to the last bit, at every scale a weight can have", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(decimalLiteral, fc.constant(0)), { minLength: 1, maxLength: 40 }), (values) => {
        expect(roundTrips(values)).toBe(true);
      }),
      { numRuns: 3000, seed: 71 },
    );
  });

  it("unpack every double a trainer writes (rounded to five significant digits) as it was", () => {
    const trained = fc.double({ min: -1000, max: 1000, noNaN: true }).map((raw) => Number(raw.toPrecision(5)))
      .filter((value) => !Object.is(value, -0) && (value === 0 || Math.abs(value) >= 1e-17));
    fc.assert(
      fc.property(fc.array(trained, { minLength: 1, maxLength: 40 }), (values) => {
        expect(roundTrips(values)).toBe(true);
      }),
      { numRuns: 3000, seed: 72 },
    );
  });

  it("take three characters for a five-digit weight of the network's four commonest scales, five for any other", () => {
    const common = [0.30581, -0.093209, 1.3892, -0.0022553, 0.4062];
    expect(encodeWeights(common).weights).toHaveLength(3 * common.length);
    const others = [0, 262143, -778687, 1e-22, -9.9999e-18, 12.5, 40000, 1.5];
    const { scale, weights } = encodeWeights([...common, ...others]);
    expect(decodeWeights(weights, scale)).toEqual([...common, ...others]);
    expect(roundTrips([...common, ...others])).toBe(true);
    expect(weights.length).toBeGreaterThanOrEqual(3 * common.length + 3 * others.length);
    expect(weights.length).toBeLessThanOrEqual(5 * (common.length + others.length));
  });

  it("refuse a weight they could not give back exactly", () => {
    for (const value of [778688, 1.234567, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e-23, 1.5e-22]) {
      expect(() => encodeWeights([0.5, value]), String(value)).toThrow();
    }
  });

  it("use 92 printable characters, none a double quote or a backslash", () => {
    const values = fc.sample(fc.oneof(decimalLiteral, fc.integer({ min: 0, max: 778687 })), { numRuns: 5000, seed: 73 });
    const { scale, weights } = encodeWeights(values);
    expect(decodeWeights(weights, scale)).toEqual(values);
    const characters = new Set(weights.split(""));
    expect(characters.size).toBe(92);
    for (const character of characters) {
      expect(character.charCodeAt(0)).toBeGreaterThan(32);
      expect(character.charCodeAt(0)).toBeLessThan(127);
      expect(`"\\`).not.toContain(character);
    }
  });

  it("take about three characters a weight in every shipped network", () => {
    // The master's networks and the chance's own (jequier's).
    const shipped = [...Object.entries(LEARNED_WEIGHTS), ...Object.entries(CHANCE_WEIGHTS).map(([name, weights]) => [`${name} chance`, weights] as const)];
    for (const [name, weights] of shipped) {
      const packed = weights.net;
      if (packed === undefined) continue;
      const count = decodeWeights(packed.weights, packed.scale).length;
      expect(count, name).toBe((BOARD_INPUTS + NET_FEATURES + 2) * packed.hidden + 1);
      expect(packed.weights.length, name).toBeLessThan(3.1 * count);
    }
  });
});

describe("a packed network", () => {
  it("is what a trainer writes: each weight to five significant digits, a tiny one or -0 as 0", () => {
    const dense = createDenseNet(BOARD_INPUTS + NET_FEATURES, 2, createRng(1));
    dense.weights[0] = 0.123456789;
    dense.weights[1] = -0;
    dense.weights[2] = 1.2345e-20;
    dense.weights[3] = -98765.4321;
    const found = /packedNet\((\d+), (\d+), (\d+),\n {2}"([^"]*)"\);/.exec(netSource(dense, "wii", 5, "a test", "td.ts", "none"));
    expect(found).not.toBeNull();
    if (found === null) return;
    expect([found[1], found[2]]).toEqual(["5", "2"]);
    const weights = decodeWeights(found[4], Number(found[3]));
    expect(weights.slice(0, 4)).toEqual([0.12346, 0, 0, -98765]);
    expect(Object.is(weights[1], 0)).toBe(true);
    expect(weights.slice(4)).toEqual(Array.from(dense.weights.slice(4), (weight) => Number(weight.toPrecision(5))));
  });

  it("unpacks into the network of its weights in order: input weights, hidden biases, output weights, output bias", () => {
    const inputWeights = [0.5, -0.25, 1.5, 0.125, -2, 0.0625];
    const { scale, weights } = encodeWeights([...inputWeights, 0.75, -0.5, 1, -1.25, 0.375]);
    const packed = packedNet(5, 2, scale, weights);
    const net = unpackNet(packed);
    expect(net).toEqual(createValueNet(5, 2, inputWeights, [0.5 + 0.25, -0.5], [1, -1.25], 0.375));
    expect(unpackNet(packed)).toBe(net);
  });

  it("unpacks a row of weights a step, so that no step pays for the whole network", () => {
    const { scale, weights } = encodeWeights(Array.from({ length: 4 * 3 + 2 * 3 + 1 }, (_, index) => (index - 9) / 8));
    const packed = packedNet(5, 3, scale, weights);
    for (let row = 1; row < 7; row++) {
      expect(unpackStep(packed)).toBeUndefined();
      expect(packed.decoded).toHaveLength(3 * row);
    }
    const net = unpackStep(packed);
    expect(net?.inputWeights).toEqual([-9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2].map((eighths) => eighths / 8));
    expect(net?.outputBias).toBe(9 / 8);
    expect(unpackStep(packed)).toBe(net);
  });

  it("is unpacked by the context's first slices when a game of its preset first asks for it, not before", () => {
    const jequier = LEARNED_WEIGHTS.jequier.net as PackedNet;
    expect(jequier.unpacked).toBeUndefined();
    expect(LEARNED_WEIGHTS.modern.net?.unpacked).toBeUndefined();
    const preset = getPreset("jequier");
    // a decision with a choice to make: the master waits for its context, built in the think calls
    const situation = fc.sample(situationArbitrary(true), { numRuns: 400, seed: 74 })
      .find(({ preset: { name }, position, throwValue }) => name === "jequier" && legalMoves(preset, position, throwValue).length > 1);
    expect(situation).toBeDefined();
    if (situation === undefined) return;
    expect(startThinking(preset, situation.position, situation.throwValue, "master", 3).done).toBe(false);
    expect(jequier.unpacked).toBeUndefined();
    const context = evalContextFor(preset, LEARNED_WEIGHTS.jequier);
    expect(context.net).toBeUndefined();
    expect(prepareStep(context)).toBe(false);
    expect(jequier.decoded).toHaveLength(jequier.hidden);
    // a slice a row of weights, then a square's targets a slice (no race table: the network judges)
    let slices = 1;
    while (!prepareStep(context)) slices++;
    expect(slices + 1).toBe(Math.ceil(((BOARD_INPUTS + NET_FEATURES + 2) * jequier.hidden + 1) / jequier.hidden) + SQUARES);
    expect(context.net).toBeDefined();
    expect(context.net).toBe(jequier.unpacked);
    expect(LEARNED_WEIGHTS.modern.net?.unpacked).toBeUndefined();
  });
});
