// The random games' move chooser, shared by the harness's commands (and so by Node and Lua 5.1).

import { Move } from "../../src/game/moves";
import { Rng, randomInt } from "../../src/game/rng";
import { Preset } from "../../src/game/variants";

/** One move in this many is picked among all in jequier; the rest among the forward ones. */
const JEQUIER_ANY_MOVE = 4;

/**
 * A random move's index. Uniform, but in jequier mostly a forward one: there, captures and the
 * water send pieces to the first row, where each waits for the square ahead, and a piece stopped
 * may go backward, so games of blind moves almost never end (docs/rules.md, how long a game lasts).
 */
export function randomMoveIndex(preset: Preset, moves: Move[], rng: Rng): number {
  const pick = randomInt(rng, moves.length);
  if (preset.name !== "jequier" || randomInt(rng, JEQUIER_ANY_MOVE) === 0) return pick;
  const forward: number[] = [];
  for (let index = 0; index < moves.length; index++) if (!moves[index].backward && !moves[index].water) forward.push(index);
  return forward.length > 0 ? forward[pick % forward.length] : pick;
}
