// Perft (chess.js style): every throw-and-move sequence of a few throws from chosen positions,
// counted with a checksum of where they end, on Node and Lua 5.1 and by a second, plain reading
// of docs/rules.md (tests/support/reference-rules).

import { describe, expect, it } from "vitest";
import { Position, startPosition } from "../../src/game/board";
import { formatPosition, parsePosition } from "../../src/game/notation";
import { PRESET_NAMES, PresetName, getPreset } from "../../src/game/variants";
import { digest } from "../harness/harness";
import { CHECKSUM_MODULUS, PerftCount } from "../harness/perft";
import { harnessOnBoth } from "../support/both";
import { referenceMoves, referencePlay } from "../support/reference-rules";
import { boardText } from "../support/scenario";

const DEPTH = 3;

function referencePerft(name: PresetName, pieces: number, position: Position, depth: number): PerftCount {
  const finished = position.offA === pieces || position.offB === pieces;
  if (depth === 0 || finished) return { leaves: 1, checksum: digest(formatPosition(position)) };
  const total: PerftCount = { leaves: 0, checksum: 0 };
  for (const throwValue of getPreset(name).throwValues) {
    const moves = referenceMoves(name, position, throwValue);
    const children = moves.length === 0 ? [undefined] : moves;
    for (const move of children) {
      const count = referencePerft(name, pieces, referencePlay(name, pieces, position, move, throwValue), depth - 1);
      total.leaves += count.leaves;
      total.checksum = (total.checksum + count.checksum) % CHECKSUM_MODULUS;
    }
  }
  return total;
}

interface PerftCase {
  name: PresetName;
  pieces: number;
  /** Protocol notation, or undefined for the start. */
  position?: string;
}

function positionOf(perftCase: PerftCase): Position {
  if (perftCase.position === undefined) return startPosition(perftCase.pieces);
  const parsed = parsePosition(perftCase.position.split(" "), perftCase.pieces);
  if (parsed.position === undefined) throw new Error(parsed.error);
  return parsed.position;
}

const CASES: PerftCase[] = [
  ...PRESET_NAMES.map((name) => ({ name, pieces: getPreset(name).pieces })),
  ...PRESET_NAMES.map((name) => ({ name, pieces: 3 })),
  // A middle game: runs, pairs and lone pieces across the rows.
  ...PRESET_NAMES.map((name) => ({ name, pieces: 5, position: `${boardText([3, 11, 12, 13, 19], [9, 10, 16, 20, 22])} a 0 0` })),
  // The end: 21 and 26-30 busy, with pieces still on the first row.
  ...PRESET_NAMES.map((name) => ({ name, pieces: 5, position: `${boardText([6, 21, 26, 29], [15, 24, 25, 28, 30])} b 1 0` })),
  ...PRESET_NAMES.map((name) => ({ name, pieces: 4, position: `${boardText([22, 25], [14, 15, 26])} a 2 1` })),
];

describe("perft", () => {
  it(`depth ${DEPTH}: Node, Lua 5.1 and the plain reading of the rules count the same sequences`, () => {
    const lines = CASES.map(({ name, pieces, position }) => `perft ${name} ${pieces} ${DEPTH} ${position ?? ""}`.trimEnd());
    const replies = harnessOnBoth(lines);
    CASES.forEach((perftCase, index) => {
      const expected = referencePerft(perftCase.name, perftCase.pieces, positionOf(perftCase), DEPTH);
      expect(`${lines[index]} → ${replies[index]}`).toBe(`${lines[index]} → ${expected.leaves} ${expected.checksum}`);
    });
  });
});
