// Harness command for locked games (src/game/lock.ts): whether a position is locked, and what the
// turn flow makes of a throw there (a pass that ends a locked game with no winner).

import { currentMoves, newGame, passTurn, throwForTurn } from "../../src/game/game";
import { isLocked } from "../../src/game/lock";
import { parsePosition } from "../../src/game/notation";
import { parseCount } from "../../src/game/text";
import { parseVariant, withPieces } from "../../src/game/variants";

/**
 * `lock VARIANT PIECES SEED POSITION...`: `locked` or `open`; then, from the position, the turn
 * flow's next throw (from SEED) as `T=value`, the phase after it is passed (or `move` where a
 * move exists) and the winner (`-`: none).
 */
export function lockCommand(args: string[]): string {
  const variant = parseVariant(args[0] ?? "").preset;
  const pieces = parseCount(args[1] ?? "");
  const seed = parseCount(args[2] ?? "");
  if (variant === undefined || pieces === undefined || seed === undefined) return "error";
  const preset = withPieces(variant, pieces);
  const parsed = parsePosition(args.slice(3), preset);
  if (parsed.position === undefined) return "error";
  const state = newGame(preset, seed);
  state.phase = "throw";
  state.position = parsed.position;
  const verdict = isLocked(preset, parsed.position) ? "locked" : "open";
  const thrown = throwForTurn(state).value;
  if (currentMoves(state).length === 0) passTurn(state);
  return `${verdict} T=${thrown} ${state.phase} ${state.winner ?? "-"}`;
}
