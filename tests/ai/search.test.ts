// The pruned, resumable search chooses a move as good as plain expectiminimax finds best (with the
// hand-made evaluation and with the networks, whose sums it keeps across moves and whose leaves it
// caches), where Star2's probes cut chance nodes its best move's value is the exact one, slicing
// the work does not change its choice, and a search stopped early answers with the best move it
// has found.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Player, Position } from "../../src/game/board";
import { applyMove, applyPass, legalMoves, mayPass } from "../../src/game/moves";
import { chanceOutcomes } from "../../src/game/throws";
import { Preset } from "../../src/game/variants";
import { EvalContext, LOSS_SCORE, WIN_SCORE, createEvalContext, evaluate } from "../../src/game/ai/evaluate";
import { createSearch, runSearch, stepSearch, stopSearch } from "../../src/game/ai/search";
import { EvalWeights } from "../../src/game/ai/eval-context";
import { FULL_WEIGHTS, LEARNED_WEIGHTS } from "../../src/game/ai/weights";
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
  const values = moves.map((move) => chanceValue(context, applyMove(preset, position, move, throwValue).position, depth - 1, me));
  // A pass where no move exists, or where Kendall's water lets the piece stay.
  if (mayPass(preset, position, throwValue)) values.push(chanceValue(context, applyPass(preset, position, throwValue).position, depth - 1, me));
  return position.side === me ? Math.max(...values) : Math.min(...values);
}

function searched(context: EvalContext, position: Position, throwValue: number, depth: number, slice: number, workCap = Number.MAX_SAFE_INTEGER): number {
  const search = createSearch(context, position, throwValue, depth, workCap);
  while (!runSearch(search, slice)) {
    // keep going
  }
  return search.chosen;
}

const EVALUATIONS: { name: string; weights: (preset: Preset) => EvalWeights; standard: boolean }[] = [
  { name: "the hand-made evaluation", weights: (preset) => FULL_WEIGHTS[preset.name], standard: false },
  { name: "the networks", weights: (preset) => LEARNED_WEIGHTS[preset.name], standard: true },
];

describe("search", () => {
  for (const evaluation of EVALUATIONS) {
    for (const depth of [1, 2, 3]) {
      it(`at depth ${depth} with ${evaluation.name} chooses a move of the best expectiminimax value${depth > 1 ? ", which it finds exactly where Star2's probes cut chance nodes" : ""}`, () => {
        let cuts = 0;
        fc.assert(
          fc.property(situationArbitrary(evaluation.standard), ({ preset, position, throwValue }) => {
            const moves = legalMoves(preset, position, throwValue);
            if (moves.length < 2) return;
            const context = createEvalContext(preset, evaluation.weights(preset));
            const values = moves.map((move) => chanceValue(context, applyMove(preset, position, move, throwValue).position, depth - 1, position.side));
            const search = createSearch(context, position, throwValue, depth, Number.MAX_SAFE_INTEGER);
            while (!runSearch(search, 1000000)) {
              // to the end
            }
            expect(values[search.chosen]).toBeCloseTo(Math.max(...values), 12);
            expect(search.rootValues[0]).toBeCloseTo(Math.max(...values), 12);
            cuts += search.probeCuts;
          }),
          { numRuns: depth === 3 ? 60 : 400, seed: 20 + depth + (evaluation.standard ? 10 : 0) },
        );
        if (depth > 1) expect(cuts).toBeGreaterThan(depth === 3 ? 200 : 100);
      });
    }
  }

  it("chooses the same move whatever the slice size, with a work cap or without", () => {
    fc.assert(
      fc.property(situationArbitrary(), situationArbitrary(true), fc.integer({ min: 1, max: 50 }), fc.constantFrom(2000, Number.MAX_SAFE_INTEGER), (seven, standard, slice, cap) => {
        for (const [{ preset, position, throwValue }, weights] of [[seven, FULL_WEIGHTS], [standard, LEARNED_WEIGHTS]] as const) {
          if (legalMoves(preset, position, throwValue).length < 2) continue;
          const context = createEvalContext(preset, weights[preset.name]);
          const depth = cap === 2000 ? 3 : 2;
          expect(searched(context, position, throwValue, depth, slice, cap)).toBe(searched(context, position, throwValue, depth, 1000000, cap));
        }
      }),
      { numRuns: 200, seed: 30 },
    );
  });

  it("settles two decisions deep where one decision deep one move led by the settle lead and stayed best, and searches on otherwise", () => {
    let settled = 0;
    let searchedOn = 0;
    fc.assert(
      fc.property(situationArbitrary(true), fc.constantFrom(0, 800), ({ preset, position, throwValue }, work) => {
        if (legalMoves(preset, position, throwValue).length < 2) return;
        const context = createEvalContext(preset, LEARNED_WEIGHTS[preset.name]);
        const settle = { work, lead: 0.003 };
        const search = createSearch(context, position, throwValue, 3, Number.MAX_SAFE_INTEGER, undefined, settle);
        while (!runSearch(search, 1000000)) {
          // to the end
        }
        const one = searched(context, position, throwValue, 1, 1000000);
        const two = searched(context, position, throwValue, 2, 1000000);
        if (search.lead >= settle.lead && two === one && search.work >= work && search.finishedDepth === 2) {
          expect(search.chosen).toBe(two);
          settled++;
          return;
        }
        if (search.finishedDepth === 2) {
          // Stopped in depth 3 once its work was done: the settle held at that node.
          expect(search.lead).toBeGreaterThanOrEqual(settle.lead);
          expect(two).toBe(one);
          expect(search.work).toBeGreaterThanOrEqual(work);
          settled++;
          return;
        }
        expect(search.finishedDepth).toBe(3);
        expect(search.lead >= settle.lead && two === one && search.work >= work).toBe(false);
        expect(search.chosen).toBe(searched(context, position, throwValue, 3, 1000000));
        searchedOn++;
      }),
      { numRuns: 200, seed: 32 },
    );
    expect(settled).toBeGreaterThan(10);
    expect(searchedOn).toBeGreaterThan(10);
  });

  it("stopped at any node, answers with a legal move: after a finished depth, that depth's choice or a better one found since", () => {
    let inDepthThree = 0;
    let improved = 0;
    fc.assert(
      fc.property(situationArbitrary(true), fc.integer({ min: 0, max: 1500 }), ({ preset, position, throwValue }, stopAt) => {
        const count = legalMoves(preset, position, throwValue).length;
        if (count < 2) return;
        const context = createEvalContext(preset, LEARNED_WEIGHTS[preset.name]);
        const search = createSearch(context, position, throwValue, 3, Number.MAX_SAFE_INTEGER);
        let depthTwoChoice = -1;
        while (!search.done && search.nodes < stopAt) {
          stepSearch(search);
          if (search.depth === 3 && depthTwoChoice < 0) depthTwoChoice = search.chosen;
        }
        const finished = search.done;
        stopSearch(search);
        expect(search.done).toBe(true);
        expect(search.chosen).toBeGreaterThanOrEqual(0);
        expect(search.chosen).toBeLessThan(count);
        if (finished || depthTwoChoice < 0) return;
        // Stopped in depth 3: the depth-2 choice unless a move searched since proved better at depth 3.
        expect(depthTwoChoice).toBe(searched(context, position, throwValue, 2, 1000000));
        inDepthThree++;
        if (search.chosen !== depthTwoChoice) {
          improved++;
          const values = legalMoves(preset, position, throwValue).map((move) => chanceValue(context, applyMove(preset, position, move, throwValue).position, 2, position.side));
          expect(values[search.chosen]).toBeGreaterThan(values[depthTwoChoice] - 1e-9);
        }
      }),
      { numRuns: 300, seed: 31 },
    );
    expect(inDepthThree).toBeGreaterThan(20);
    expect(improved).toBeGreaterThan(0);
  });
});
