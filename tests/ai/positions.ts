// Random positions for AI and move-generator tests: legal by the notation's rules, any preset,
// any number of pieces borne off, pieces anywhere but the water. Games of seven pieces a side
// unless `standardPieces` asks for each preset's own count (what its value network knows).

import fc from "fast-check";
import { Cell, EMPTY, Position, SQUARES, WATER, plainPosition } from "../../src/game/board";
import { PRESET_NAMES, Preset, PresetName, getPreset } from "../../src/game/variants";

export interface Situation {
  preset: Preset;
  position: Position;
  throwValue: number;
}

/** Squares a piece may stand on. */
const STANDING = Array.from({ length: SQUARES }, (_, index) => index + 1).filter((square) => square !== WATER);

export function situationArbitrary(standardPieces = false): fc.Arbitrary<Situation> {
  return fc
    .record({
      name: fc.constantFrom(...PRESET_NAMES),
      squares: fc.shuffledSubarray(STANDING, { minLength: 14, maxLength: 14 }),
      onBoardA: fc.integer({ min: 0, max: 7 }),
      onBoardB: fc.integer({ min: 0, max: 7 }),
      side: fc.constantFrom<"a" | "b">("a", "b"),
      throwIndex: fc.nat(),
    })
    .map((draw) => {
      const name = draw.name as PresetName;
      const pieces = standardPieces ? getPreset(name).pieces : 7;
      const onBoardA = Math.min(draw.onBoardA, pieces);
      const onBoardB = Math.min(draw.onBoardB, pieces);
      const preset = getPreset(name, pieces);
      const board: Cell[] = Array.from({ length: SQUARES }, () => EMPTY);
      draw.squares.slice(0, onBoardA).forEach((square) => (board[square - 1] = "a"));
      draw.squares.slice(7, 7 + onBoardB).forEach((square) => (board[square - 1] = "b"));
      const position: Position = plainPosition(board, draw.side, pieces - onBoardA, pieces - onBoardB);
      const throwValue = preset.throwValues[draw.throwIndex % preset.throwValues.length];
      return { preset, position, throwValue };
    })
    .filter((situation) => situation.position.offA < situation.preset.pieces || situation.position.offB < situation.preset.pieces);
}
