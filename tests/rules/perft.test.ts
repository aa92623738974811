// Perft (chess.js style): every throw-and-move sequence of a few throws from chosen positions,
// counted with a checksum of where they end, on Node and Lua 5.1 and by a second, plain reading
// of docs/rules.md (tests/support/reference-rules).

import { describe, expect, it } from "vitest";
import { Position, startPosition } from "../../src/game/board";
import { formatPosition, parsePosition } from "../../src/game/notation";
import { PRESET_NAMES, Preset, getPreset, parseVariant, withPieces } from "../../src/game/variants";
import { digest } from "../harness/harness";
import { CHECKSUM_MODULUS, PerftCount } from "../harness/perft";
import { harnessOnBoth } from "../support/both";
import { referenceAfter, referenceLegal, referenceMayPass } from "../support/reference-rules";
import { boardText } from "../support/scenario";

const DEPTH = 3;

function referencePerft(preset: Preset, position: Position, depth: number): PerftCount {
  const finished = position.offA === preset.pieces || position.offB === preset.pieces;
  if (depth === 0 || finished) return { leaves: 1, checksum: digest(formatPosition(position, preset)) };
  const total: PerftCount = { leaves: 0, checksum: 0 };
  for (const throwValue of preset.throwValues) {
    const children: (string | undefined)[] = referenceLegal(preset, position, throwValue);
    if (referenceMayPass(preset, position, throwValue)) children.unshift(undefined);
    for (const move of children) {
      const count = referencePerft(preset, referenceAfter(preset, position, move, throwValue), depth - 1);
      total.leaves += count.leaves;
      total.checksum = (total.checksum + count.checksum) % CHECKSUM_MODULUS;
    }
  }
  return total;
}

interface PerftCase {
  /** A preset's name, with kendall's options (`kendall+trap`). */
  variant: string;
  pieces: number;
  /** Protocol notation, or undefined for the start. */
  position?: string;
}

function presetOf(perftCase: PerftCase): Preset {
  const variant = parseVariant(perftCase.variant).preset;
  if (variant === undefined) throw new Error(`no variant ${perftCase.variant}`);
  return withPieces(variant, perftCase.pieces);
}

function positionOf(perftCase: PerftCase): Position {
  const preset = presetOf(perftCase);
  if (perftCase.position === undefined) return startPosition(preset);
  const parsed = parsePosition(perftCase.position.split(" "), preset);
  if (parsed.position === undefined) throw new Error(parsed.error);
  return parsed.position;
}

const ALL_OPTIONS = "kendall+trap+home-row+starting-throw";
/** A board of kendall's with b waiting on 27, a rescued on 14 (`A`), pieces in the first row and around 26. */
const KENDALL_WATER = `${boardText([3, 14, 24, 26], [6, 15, 27, 29])}`.split("");
KENDALL_WATER[13] = "A";

const CASES: PerftCase[] = [
  ...PRESET_NAMES.map((name) => ({ variant: name, pieces: getPreset(name).pieces })),
  ...PRESET_NAMES.map((name) => ({ variant: name, pieces: 3 })),
  { variant: ALL_OPTIONS, pieces: 4 },
  // A middle game: runs, pairs and lone pieces across the rows.
  ...PRESET_NAMES.map((name) => ({ variant: name, pieces: 5, position: `${boardText([3, 11, 12, 13, 19], [9, 10, 16, 20, 22])} a 0 0` })),
  // The end: 21 and 26-30 busy, with pieces still on the first row.
  ...PRESET_NAMES.map((name) => ({ variant: name, pieces: 5, position: `${boardText([6, 21, 26, 29], [15, 24, 25, 28, 30])} b 1 0` })),
  ...PRESET_NAMES.map((name) => ({ variant: name, pieces: 4, position: `${boardText([22, 25], [14, 15, 26])} a 2 1` })),
  // Kendall's water: a piece waiting on 27, a rescued piece, the options on.
  { variant: "kendall", pieces: 4, position: `${KENDALL_WATER.join("")} b 0 0` },
  { variant: "kendall+trap", pieces: 4, position: `${KENDALL_WATER.join("")} a 0 0` },
  { variant: ALL_OPTIONS, pieces: 4, position: `${KENDALL_WATER.join("")} a 0 0 s` },
];

describe("perft", () => {
  it(`depth ${DEPTH}: Node, Lua 5.1 and the plain reading of the rules count the same sequences`, () => {
    const lines = CASES.map(({ variant, pieces, position }) => `perft ${variant} ${pieces} ${DEPTH} ${position ?? ""}`.trimEnd());
    const replies = harnessOnBoth(lines);
    CASES.forEach((perftCase, index) => {
      const expected = referencePerft(presetOf(perftCase), positionOf(perftCase), DEPTH);
      expect(`${lines[index]} → ${replies[index]}`).toBe(`${lines[index]} → ${expected.leaves} ${expected.checksum}`);
    });
  });
});
