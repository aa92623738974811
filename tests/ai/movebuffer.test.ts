// The allocation-light move generator gives exactly legalMoves, and playing in place then taking
// back gives exactly applyMove's position and then the original.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clonePosition } from "../../src/game/board";
import { applyMove, legalMoves } from "../../src/game/moves";
import { bufferedMove, createMoveBuffer, generateMoves, makeMove, unmakeMove } from "../../src/game/movebuffer";
import { situationArbitrary } from "./positions";

describe("allocation-light move generation", () => {
  it("generates the moves of legalMoves, in order, on random positions of every preset", () => {
    fc.assert(
      fc.property(situationArbitrary(), ({ preset, position, throwValue }) => {
        const buffer = createMoveBuffer();
        const count = generateMoves(preset, position, throwValue, buffer);
        const moves = Array.from({ length: count }, (_, index) => bufferedMove(buffer, index));
        expect(moves).toEqual(legalMoves(preset, position, throwValue));
      }),
      { numRuns: 20000, seed: 11 },
    );
  });

  it("plays a move in place as applyMove does, and takes it back exactly", () => {
    fc.assert(
      fc.property(situationArbitrary(), ({ preset, position, throwValue }) => {
        const buffer = createMoveBuffer();
        const count = generateMoves(preset, position, throwValue, buffer);
        const before = clonePosition(position);
        const undo = { side: position.side };
        for (let index = 0; index < count; index++) {
          const expected = applyMove(preset, position, bufferedMove(buffer, index), throwValue).position;
          makeMove(preset, position, buffer, index, throwValue, undo);
          expect(position).toEqual(expected);
          unmakeMove(position, buffer, index, undo);
          expect(position).toEqual(before);
        }
      }),
      { numRuns: 20000, seed: 12 },
    );
  });
});
