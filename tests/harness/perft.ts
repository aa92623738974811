// Perft, as chess engines use it: every throw-and-move sequence of a given depth from a position,
// counted, with a checksum of the positions they end on. Cheap to compare between the Node and Lua
// builds and against a second reading of the rules.

import { Position, winnerOf } from "../../src/game/board";
import { applyMove, applyPass, legalMoves, mayPass } from "../../src/game/moves";
import { formatPosition } from "../../src/game/notation";
import { Preset } from "../../src/game/variants";

export const CHECKSUM_MODULUS = 2147483629;

export interface PerftCount {
  /** Sequences of `depth` throws (fewer where the game ends), each throw played or passed. */
  leaves: number;
  /** The sum of `hash` over the positions the sequences end on, modulo CHECKSUM_MODULUS. */
  checksum: number;
}

export function perft(preset: Preset, position: Position, depth: number, hash: (text: string) => number): PerftCount {
  if (depth === 0 || winnerOf(position, preset.pieces) !== undefined) {
    return { leaves: 1, checksum: hash(formatPosition(position, preset)) };
  }
  const total: PerftCount = { leaves: 0, checksum: 0 };
  const add = (next: Position) => {
    const count = perft(preset, next, depth - 1, hash);
    total.leaves += count.leaves;
    total.checksum = (total.checksum + count.checksum) % CHECKSUM_MODULUS;
  };
  for (const throwValue of preset.throwValues) {
    if (mayPass(preset, position, throwValue)) add(applyPass(preset, position, throwValue).position);
    for (const move of legalMoves(preset, position, throwValue)) add(applyMove(preset, position, move, throwValue).position);
  }
  return total;
}
