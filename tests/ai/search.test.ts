// The pruned, resumable search chooses a move as good as plain expectiminimax finds best, and
// slicing the work does not change its choice.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Player, Position } from "../../src/game/board";
import { applyMove, applyPass, legalMoves } from "../../src/game/moves";
import { chanceOutcomes } from "../../src/game/throws";
import { Preset } from "../../src/game/variants";
import { EvalContext, LOSS_SCORE, WIN_SCORE, createEvalContext, evaluate } from "../../src/game/ai/evaluate";
import { createSearch, runSearch } from "../../src/game/ai/search";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { situationArbitrary } from "./positions";

/** Textbook expectiminimax without pruning: the value for `me` of the chance node at `position`. */
function chanceValue(context: EvalContext, position: Position, depth: number, me: Player): number {
  const pieces = context.preset.pieces;
  if (position.offA === pieces) return me === "a" ? WIN_SCORE : LOSS_SCORE;
  if (position.offB === pieces) return me === "b" ? WIN_SCORE : LOSS_SCORE;
  if (depth === 0) return evaluate(context, position, me);
  let total = 0;
  for (const outcome of chanceOutcomes(context.preset)) {
    total += outcome.probability * decisionValue(context, position, outcome.value, depth, me);
  }
  return total;
}

function decisionValue(context: EvalContext, position: Position, throwValue: number, depth: number, me: Player): number {
  const preset: Preset = context.preset;
  const moves = legalMoves(preset, position, throwValue);
  if (moves.length === 0) return chanceValue(context, applyPass(preset, position, throwValue).position, depth - 1, me);
  const values = moves.map((move) => chanceValue(context, applyMove(preset, position, move, throwValue).position, depth - 1, me));
  return position.side === me ? Math.max(...values) : Math.min(...values);
}

function searched(context: EvalContext, position: Position, throwValue: number, depth: number, slice: number): number {
  const search = createSearch(context, position, throwValue, depth, Number.MAX_SAFE_INTEGER);
  while (!runSearch(search, slice)) {
    // keep going
  }
  return search.chosen;
}

const TIMEOUT_MS = 300000;

describe("search", () => {
  for (const depth of [1, 2, 3]) {
    it(`at depth ${depth} chooses a move of the best expectiminimax value`, () => {
      fc.assert(
        fc.property(situationArbitrary(), ({ preset, position, throwValue }) => {
          const moves = legalMoves(preset, position, throwValue);
          if (moves.length < 2) return;
          const context = createEvalContext(preset, FULL_WEIGHTS[preset.name]);
          const values = moves.map((move) => chanceValue(context, applyMove(preset, position, move, throwValue).position, depth - 1, position.side));
          const chosen = searched(context, position, throwValue, depth, 1000000);
          expect(values[chosen]).toBeCloseTo(Math.max(...values), 9);
        }),
        { numRuns: depth === 3 ? 60 : 400, seed: 20 + depth },
      );
    }, TIMEOUT_MS);
  }

  it("chooses the same move whatever the slice size", () => {
    fc.assert(
      fc.property(situationArbitrary(), fc.integer({ min: 1, max: 50 }), ({ preset, position, throwValue }, slice) => {
        if (legalMoves(preset, position, throwValue).length < 2) return;
        const context = createEvalContext(preset, FULL_WEIGHTS[preset.name]);
        expect(searched(context, position, throwValue, 2, slice)).toBe(searched(context, position, throwValue, 2, 1000000));
      }),
      { numRuns: 200, seed: 30 },
    );
  }, TIMEOUT_MS);
});
