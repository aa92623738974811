// The engine protocol's `best T`: the strongest level with a fixed seed, so answers replay exactly.

import { Position } from "../board";
import { Move } from "../moves";
import { Preset } from "../variants";
import { chooseMove } from "./index";

const BEST_SEED = 1;

/** The strongest level's move for `throwValue`, or undefined when the player must pass. */
export function strongestMove(preset: Preset, position: Position, throwValue: number): Move | undefined {
  return chooseMove(preset, position, throwValue, "master", BEST_SEED);
}
