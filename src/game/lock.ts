// A locked game: a position where neither side has a move for any throw, so that every throw is
// passed and the board never changes again. Searched over every board, only `kendall` has such
// positions (a rescued piece that cannot move freezes its side, and the other side jams behind
// it); jequier's long games are not locks. A locked game ends as a draw (docs/rules.md, A game
// that cannot end).

import { Player, Position, clonePosition, winnerOf } from "./board";
import { MoveBuffer, createMoveBuffer, generateMoves } from "./movebuffer";
import { Preset } from "./preset";

const SIDES: Player[] = ["a", "b"];
const scratch: MoveBuffer = createMoveBuffer();

/**
 * Whether the position can never change: the game is not won and neither side has a move (nor
 * Kendall's stay or rescue) for any of the preset's throws. A pass changes only who throws, and
 * Starting Throw's wait, which a passed 1 ends: the sides are judged as if it were over already.
 * Twelve or fourteen calls of the move generator: cheap enough for every pass, not every frame.
 */
export function isLocked(preset: Preset, position: Position): boolean {
  if (winnerOf(position, preset.pieces) !== undefined) return false;
  const probe = clonePosition(position);
  probe.waiting = false;
  for (const side of SIDES) {
    probe.side = side;
    for (const throwValue of preset.throwValues) {
      if (generateMoves(preset, probe, throwValue, scratch) > 0) return false;
    }
  }
  return true;
}
