// The AI never returns an illegal move, and passes only when no move exists: every level, every
// preset, random positions; the same seed gives the same move.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { legalMoves } from "../../src/game/moves";
import { AI_LEVELS, chooseMove } from "../../src/game/ai/index";
import { strongestMove } from "../../src/game/ai/choose";
import { situationArbitrary } from "./positions";

describe("AI legality", () => {
  it("every level returns one of legalMoves, or a pass exactly when there is none", () => {
    fc.assert(
      fc.property(situationArbitrary(), fc.constantFrom(...AI_LEVELS), fc.nat(), ({ preset, position, throwValue }, level, seed) => {
        const legal = legalMoves(preset, position, throwValue);
        const move = chooseMove(preset, position, throwValue, level, seed);
        if (legal.length === 0) expect(move).toBeUndefined();
        else expect(legal).toContainEqual(move);
        expect(chooseMove(preset, position, throwValue, level, seed)).toEqual(move);
      }),
      { numRuns: 400, seed: 50 },
    );
  });

  it("the protocol's best move is the master's, deterministic", () => {
    fc.assert(
      fc.property(situationArbitrary(), ({ preset, position, throwValue }) => {
        const move = strongestMove(preset, position, throwValue);
        expect(strongestMove(preset, position, throwValue)).toEqual(move);
        const legal = legalMoves(preset, position, throwValue);
        if (legal.length === 0) expect(move).toBeUndefined();
        else expect(legal).toContainEqual(move);
      }),
      { numRuns: 100, seed: 51 },
    );
  });
});
