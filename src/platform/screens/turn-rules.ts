// The rules a turn's lines explain beyond "choose a piece": Kendall's water (a piece on 27 may be
// moved out or left there), the rescued piece that alone moves, and Starting Throw's wait for a
// first 1 (docs/rules.md).

import { WATER, rescuedOf } from "../../game/board";
import { GameState } from "../../game/game";
import { Move, mayLeaveInWater } from "../../game/moves";
import { waterExitShut } from "../../game/targets";

/**
 * What the choice's help line explains: the water's choice (`waterShut` where Home Row keeps the
 * piece from bearing off there, so that moving it out is what plays on), the rescued piece that
 * must move, or nothing.
 */
export type ChoiceRule = "water" | "waterShut" | "rescued" | "none";

export function choiceRule(state: GameState): ChoiceRule {
  if (state.phase !== "move") return "none";
  if (mayLeaveInWater(state.preset, state.position, state.throwValue)) return waterExitShut(state.preset, state.position) ? "waterShut" : "water";
  return rescuedOf(state.position, state.position.side) !== 0 ? "rescued" : "none";
}

/** Whether the choice is the water's: the piece may be moved out or left there. */
export function isWaterChoice(rule: ChoiceRule): boolean {
  return rule === "water" || rule === "waterShut";
}

/** Where the water's choice would move the piece out to (0: no such move among `moves`). */
export function rescueTarget(moves: Move[]): number {
  for (const move of moves) if (move.from === WATER && move.to < WATER) return move.to;
  return 0;
}

/**
 * Whether `a`, on turn, still waits under Starting Throw for its first 1: before its throw, or
 * with a throw to play that is not that 1 (and so is passed).
 */
export function waitsForFirstOne(state: GameState): boolean {
  return state.position.waiting && state.position.side === "a" && state.throwValue !== 1;
}
