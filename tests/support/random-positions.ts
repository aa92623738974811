// Random rules positions for property tests: any preset, 1..7 pieces, pieces anywhere but 27,
// both sides still playing.

import fc from "fast-check";
import { Cell, EMPTY, Player, Position, SQUARES, WATER } from "../../src/game/board";
import { PRESET_NAMES, Preset, getPreset } from "../../src/game/variants";

export interface RulesCase {
  preset: Preset;
  position: Position;
}

const PLAYABLE_SQUARES: number[] = [];
for (let square = 1; square <= SQUARES; square++) {
  if (square !== WATER) PLAYABLE_SQUARES.push(square);
}

function caseFrom(preset: Preset, squares: number[], onBoardA: number, side: Player): RulesCase {
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(EMPTY);
  squares.forEach((square, index) => {
    board[square - 1] = index < onBoardA ? "a" : "b";
  });
  const onBoardB = squares.length - onBoardA;
  return { preset, position: { board, side, offA: preset.pieces - onBoardA, offB: preset.pieces - onBoardB } };
}

/** A position where each side has 1..pieces pieces on the board, the rest borne off. */
export const rulesCase: fc.Arbitrary<RulesCase> = fc
  .record({ name: fc.constantFrom(...PRESET_NAMES), pieces: fc.integer({ min: 1, max: 7 }) })
  .chain(({ name, pieces }) =>
    fc
      .shuffledSubarray(PLAYABLE_SQUARES, { minLength: 2, maxLength: 2 * pieces })
      .chain((squares) =>
        fc.record({
          squares: fc.constant(squares),
          onBoardA: fc.integer({ min: Math.max(1, squares.length - pieces), max: Math.min(pieces, squares.length - 1) }),
          side: fc.constantFrom<Player>("a", "b"),
        }),
      )
      .map(({ squares, onBoardA, side }) => caseFrom(getPreset(name, pieces), squares, onBoardA, side)),
  );
