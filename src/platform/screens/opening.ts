// The opening's outcome on the game screen: in kendall and jequier the players throw until one
// throws a 1; its thrower takes the even side (b) and that 1 moves b's front piece
// (docs/rules.md). The rules engine has played the move already; the screen shows it moving.

import { Player } from "../../game/board";
import { GameState } from "../../game/game";
import { Move } from "../../game/moves";
import { MatchSetup, firstPlayerSide } from "../store/match-setup";
import { Seats } from "../match";

/** The side the first player plays in `state`: `b` once it has thrown the 1 that wins the even side, else `a`. */
export function firstPlayerSideIn(state: GameState): Player {
  return state.preset.opening === "firstOneTakesEvenSide" && state.openingWinner === "a" ? "b" : "a";
}

/**
 * The first player's side follows the opening: when it won the even side, its controller plays
 * `b` from now on (true: the sides changed, and the names beside them must follow).
 */
export function takeSides(state: GameState, setup: MatchSetup, seats: Seats): boolean {
  const side = firstPlayerSideIn(state);
  if (side === firstPlayerSide(setup)) return false;
  setup.firstPlayerSide = side;
  seats.swapSides();
  return true;
}

/** The even side's front piece moving on after the opening is won (undefined: no such move to show). */
export function openingFrontMove(state: GameState): Move | undefined {
  if (state.phase === "opening" || state.preset.opening !== "firstOneTakesEvenSide") return undefined;
  const front = 2 * state.preset.pieces;
  return { from: front, to: front + 1, capture: false, backward: false, water: false, capturedTo: 0 };
}
