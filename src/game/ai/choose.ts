// The engine's choice of move. Placeholder until the search lands: the first legal move.

import { Position } from "../board";
import { Move, legalMoves } from "../moves";
import { Preset } from "../variants";

/** The strongest level's move for `throwValue`, or undefined when the player must pass. */
export function strongestMove(preset: Preset, position: Position, throwValue: number): Move | undefined {
  const moves = legalMoves(preset, position, throwValue);
  return moves.length > 0 ? moves[0] : undefined;
}
