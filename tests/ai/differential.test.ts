// Lua 5.1 and Node choose the same moves: every level of every preset on random positions, both
// run to completion and in one-node slices, through the harness's `ai` command; with seven
// pieces a side and with each preset's own count (where a learned network judges).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPosition } from "../../src/game/notation";
import { PRESET_NAMES } from "../../src/game/variants";
import { AI_LEVELS } from "../../src/game/ai/index";
import { harnessOnBoth } from "../support/both";
import { situationArbitrary } from "./positions";

const POSITIONS = 80;

describe("AI on Node and Lua 5.1", () => {
  it("chooses the same move from the same position and seed, whole or sliced", () => {
    const situations = [
      ...fc.sample(situationArbitrary(), { numRuns: POSITIONS, seed: 40 }),
      ...fc.sample(situationArbitrary(true), { numRuns: POSITIONS, seed: 41 }),
    ];
    const lines: string[] = [];
    situations.forEach((situation, index) => {
      for (const level of AI_LEVELS) {
        lines.push(`ai ${situation.preset.name} ${level} ${index * 7 + 3} ${situation.throwValue} ${formatPosition(situation.position, situation.preset)} ${situation.preset.pieces}`);
      }
    });
    const replies = harnessOnBoth(lines);
    for (const reply of replies) {
      const [whole, sliced] = reply.split(" ");
      expect(sliced).toBe(whole);
    }
    expect(replies.filter((reply) => reply !== "null null").length).toBeGreaterThan(2 * POSITIONS);
  });

  it("evaluates positions to the same last bit, the learned networks included", () => {
    const situations = fc.sample(situationArbitrary(true), { numRuns: 525, seed: 42 });
    const lines = situations
      .filter((situation) => situation.position.offA < situation.preset.pieces && situation.position.offB < situation.preset.pieces)
      .map((situation) => `eval ${situation.preset.name} master ${formatPosition(situation.position, situation.preset)}`);
    const replies = harnessOnBoth(lines);
    expect(replies).not.toContain("error");
    expect(new Set(replies).size).toBeGreaterThan(lines.length / 2);
    for (const preset of PRESET_NAMES) {
      expect(lines.filter((line) => line.startsWith(`eval ${preset} `)).length).toBeGreaterThan(30);
    }
  });

  it("holds the learned networks' weights to the same last bit", () => {
    const replies = harnessOnBoth(PRESET_NAMES.map((name) => `net ${name}`));
    for (const reply of replies) expect(reply.split(" ").length).toBeGreaterThan(2000);
  });

  it("answers bad requests with an error", () => {
    expect(
      harnessOnBoth([
        "ai wii grandmaster 1 2 ababababab.................... a 0 0",
        "ai wii easy 1 5 ababababab.................... a 0 0",
        "ai wii easy 1 2 ababababab.................... a 0 0 8",
      ]),
    ).toEqual(["error", "error", "error"]);
  });
});
