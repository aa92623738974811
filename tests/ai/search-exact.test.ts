// The search against exact values: fed the exact perfect-play value of every position as its
// evaluation (two pieces a side, solved by tools/train/exact.ts), expectiminimax with its pruning,
// extra throws and passes must pick an exactly best move at every depth. Any error in how it
// combines values (a wrong side after an extra throw, a wrong probability, a cut that is not safe)
// would show as a worse move somewhere.

import { describe, expect, it, vi } from "vitest";
import { Player, Position, emptyPosition, startPosition } from "../../src/game/board";
import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { chanceOutcomes } from "../../src/game/throws";
import { getPreset } from "../../src/game/variants";
import { OFFERED_PRESETS } from "../../src/platform/presets-offered";
import { evalContextFor } from "../../src/game/ai/evaluate";
import { createSearch, runSearch } from "../../src/game/ai/search";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { Graph, buildGraph, loadState, solve, stateOf, winChance } from "../../tools/train/exact";

/** The exact values the mocked evaluation answers with while a test runs. */
const oracle: { graph?: Graph; value?: Float64Array } = {};

vi.mock("../../src/game/ai/evaluate", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/game/ai/evaluate")>();
  return {
    ...original,
    evaluate: (_context: unknown, position: Position, me: Player): number => {
      const win = oracle.value![stateOf(oracle.graph!, position)];
      return me === "a" ? 2 * win - 1 : 1 - 2 * win;
    },
  };
});

/** Every 37th position with two pieces a side, `a` to throw, every throw with a choice. */
function worseChoices(depth: number): { decisions: number; worse: number } {
  const graph = oracle.graph!;
  const value = oracle.value!;
  const preset = graph.preset;
  const outcomes = chanceOutcomes(preset);
  const worth = (code: number): number => winChance(value, code);
  const position = emptyPosition();
  const buffer = createMoveBuffer();
  let decisions = 0;
  let worse = 0;
  for (let pair = 0; pair < graph.pairs; pair += 37) {
    loadState(graph, pair * 2 + 1, position);
    outcomes.forEach((outcome, throwIndex) => {
      const count = generateMoves(preset, position, outcome.value, buffer);
      if (count < 2) return;
      const first = graph.firstSuccessor[(pair * 2 + 1) * outcomes.length + throwIndex];
      let best = 0;
      for (let index = 0; index < count; index++) best = Math.max(best, worth(graph.successors[first + index]));
      const search = createSearch(evalContextFor(preset, FULL_WEIGHTS[preset.name]), position, outcome.value, depth, Infinity);
      while (!runSearch(search, Infinity)) {
        // The search ends by itself at its depth.
      }
      decisions++;
      if (worth(graph.successors[first + search.chosen]) < best - 1e-9) worse++;
    });
  }
  return { decisions, worse };
}

describe("the search with exact leaf values", () => {
  // The presets the game offers.
  for (const name of OFFERED_PRESETS) {
    it(`${name}: picks an exactly best move at depths 1, 2 and 3`, () => {
      oracle.graph = buildGraph(getPreset(name, 2));
      oracle.value = solve(oracle.graph, undefined, "perfect");
      for (const depth of [1, 2, 3]) {
        const { decisions, worse } = worseChoices(depth);
        expect(decisions).toBeGreaterThan(10000);
        expect({ depth, worse }).toEqual({ depth, worse: 0 });
      }
    });
  }
});
