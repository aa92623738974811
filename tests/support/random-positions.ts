// Random rules positions for property tests: any preset (kendall with any of its options), 1..7
// pieces, both sides still playing; pieces anywhere but 27, except in kendall, where a piece may
// wait on 27, a piece of each side on 1-15 may be rescued, and `a` may wait for its first 1.

import fc from "fast-check";
import { Cell, EMPTY, Player, Position, REBIRTH, SQUARES, WATER, plainPosition } from "../../src/game/board";
import { KENDALL_OPTIONS } from "../../src/game/presets";
import { PRESET_NAMES, Preset, PresetOption, getPreset, waterKeepsPiece } from "../../src/game/variants";

export interface RulesCase {
  preset: Preset;
  position: Position;
}

const PLAYABLE_SQUARES: number[] = [];
for (let square = 1; square <= SQUARES; square++) {
  if (square !== WATER) PLAYABLE_SQUARES.push(square);
}
const ALL_SQUARES = [...PLAYABLE_SQUARES, WATER];

/** What decides kendall's extras: a chance of a piece on 27, a rescued piece per side, `a` waiting. */
export interface KendallDraw {
  water: number;
  rescueA: number;
  rescueB: number;
  waiting: boolean;
}

export const kendallDraw: fc.Arbitrary<KendallDraw> = fc.record({
  water: fc.nat(99),
  rescueA: fc.nat(99),
  rescueB: fc.nat(99),
  waiting: fc.boolean(),
});

/** Marks one piece of `side` on 1-15 rescued, picked by `pick` (about half the time none). */
function rescueOne(position: Position, side: Player, pick: number): void {
  const candidates: number[] = [];
  for (let square = 1; square <= REBIRTH; square++) if (position.board[square - 1] === side) candidates.push(square);
  if (candidates.length === 0 || pick < 50) return;
  const square = candidates[pick % candidates.length];
  if (side === "a") position.rescuedA = square;
  else position.rescuedB = square;
}

/**
 * Kendall's extras on a position whose squares were drawn: the piece on `squares[0]` moved to 27
 * a third of the time, rescued pieces, and the wait of Starting Throw.
 */
export function decorateKendall(preset: Preset, position: Position, firstSquare: number, draw: KendallDraw): void {
  if (!waterKeepsPiece(preset)) return;
  if (draw.water < 33 && position.board[WATER - 1] === EMPTY && position.board[firstSquare - 1] !== EMPTY) {
    position.board[WATER - 1] = position.board[firstSquare - 1];
    position.board[firstSquare - 1] = EMPTY;
  }
  rescueOne(position, "a", draw.rescueA);
  rescueOne(position, "b", draw.rescueB);
  position.waiting = preset.startingThrow && draw.waiting;
}

/** A preset by name with a random set of options where it takes them. */
export const presetArbitrary = (pieces: fc.Arbitrary<number | undefined>): fc.Arbitrary<Preset> =>
  fc
    .record({ name: fc.constantFrom(...PRESET_NAMES), pieces, options: fc.subarray(KENDALL_OPTIONS) })
    .map(({ name, pieces: count, options }) => getPreset(name, count, name === "kendall" ? (options as PresetOption[]) : []));

function caseFrom(preset: Preset, squares: number[], onBoardA: number, side: Player, draw: KendallDraw): RulesCase {
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(EMPTY);
  squares.forEach((square, index) => {
    board[square - 1] = index < onBoardA ? "a" : "b";
  });
  const onBoardB = squares.length - onBoardA;
  const position = plainPosition(board, side, preset.pieces - onBoardA, preset.pieces - onBoardB);
  decorateKendall(preset, position, squares[0], draw);
  return { preset, position };
}

/** A position where each side has 1..pieces pieces on the board, the rest borne off. */
export const rulesCase: fc.Arbitrary<RulesCase> = presetArbitrary(fc.integer({ min: 1, max: 7 })).chain((preset) =>
  fc
    .shuffledSubarray(waterKeepsPiece(preset) ? ALL_SQUARES : PLAYABLE_SQUARES, { minLength: 2, maxLength: 2 * preset.pieces })
    .chain((squares) =>
      fc.record({
        squares: fc.constant(squares),
        onBoardA: fc.integer({ min: Math.max(1, squares.length - preset.pieces), max: Math.min(preset.pieces, squares.length - 1) }),
        side: fc.constantFrom<Player>("a", "b"),
        draw: kendallDraw,
      }),
    )
    .map(({ squares, onBoardA, side, draw }) => caseFrom(preset, squares, onBoardA, side, draw)),
);
