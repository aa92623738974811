// The move generator's in-place play: a move or a pass played in the search's own position and
// taken back leaves exactly the position before (rescued pieces and a's wait included), and the
// buffer holds legalMoves' moves plus, where the water's choice is open, the stay.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WATER, clonePosition } from "../../src/game/board";
import { applyMove, applyPass, bufferedMove, legalMoves, mayLeaveInWater } from "../../src/game/moves";
import { createMoveBuffer, createUndo, generateMoves, isStay, makeMove, makePass, unmakeMove, unmakePass } from "../../src/game/movebuffer";
import { rulesCase } from "../support/random-positions";

describe("the move generator's buffer", () => {
  it("holds legalMoves' moves in order, and the stay exactly where the water's choice is open", () => {
    fc.assert(
      fc.property(rulesCase, ({ preset, position }) => {
        for (const throwValue of preset.throwValues) {
          const buffer = createMoveBuffer();
          const count = generateMoves(preset, position, throwValue, buffer);
          const stays = Array.from({ length: count }, (_, index) => index).filter((index) => isStay(buffer, index));
          expect(stays.length).toBe(mayLeaveInWater(preset, position, throwValue) ? 1 : 0);
          for (const index of stays) expect([buffer.from[index], buffer.to[index], position.board[WATER - 1]]).toEqual([WATER, WATER, position.side]);
          const moves = Array.from({ length: count }, (_, index) => bufferedMove(buffer, index)).filter((move) => move !== undefined);
          expect(moves).toEqual(legalMoves(preset, position, throwValue));
        }
      }),
      { numRuns: 5000, seed: 11 },
    );
  });

  it("plays a move or a pass in place as applyMove and applyPass do, and takes it back exactly", () => {
    fc.assert(
      fc.property(rulesCase, ({ preset, position }) => {
        const before = clonePosition(position);
        const undo = createUndo();
        for (const throwValue of preset.throwValues) {
          const buffer = createMoveBuffer();
          const count = generateMoves(preset, position, throwValue, buffer);
          for (let index = 0; index < count; index++) {
            const move = bufferedMove(buffer, index);
            const expected = move === undefined ? applyPass(preset, position, throwValue) : applyMove(preset, position, move, throwValue);
            makeMove(preset, position, buffer, index, throwValue, undo);
            expect(position).toEqual(expected.position);
            unmakeMove(position, buffer, index, undo);
            expect(position).toEqual(before);
          }
          if (count === 0) {
            const expected = applyPass(preset, position, throwValue).position;
            makePass(preset, position, throwValue, undo);
            expect(position).toEqual(expected);
            unmakePass(position, undo);
            expect(position).toEqual(before);
          }
        }
      }),
      { numRuns: 5000, seed: 12 },
    );
  });
});
