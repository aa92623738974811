// Who acts for each side in a match: which Wiimote, or the computer, and the players' names.

import { Player } from "../game/board";
import * as C from "./colors";
import { App, MatchSetup } from "./context";
import { InputState } from "./input";

/** The remote (0..3) that acts for `player`, or -1 when the computer plays that side. */
export function controllerOf(setup: MatchSetup, player: Player, input: InputState): number {
  if (isComputer(setup, player)) return -1;
  if (setup.mode === "twoRemotes" && player === "b" && input.remotes[1].connected) return 1;
  return 0;
}

export function isComputer(setup: MatchSetup, player: Player): boolean {
  return setup.mode === "computers" || (setup.mode === "ai" && player === "b");
}

export function playerName(app: App, setup: MatchSetup, player: Player): string {
  if (setup.mode === "ai") return app.text(player === "a" ? "nameYou" : "nameComputer");
  return app.text(player === "a" ? "nameBlue" : "nameRed");
}

export function playerColor(player: Player): number {
  return player === "a" ? C.LAPIS : C.CARNELIAN;
}

/**
 * The original's pass: the player on turn holds Plus while the opponent presses Minus (on one
 * Wiimote: hold Plus and press Minus); against the computer Plus alone.
 */
export function passRequested(setup: MatchSetup, player: Player, input: InputState): boolean {
  const own = controllerOf(setup, player, input);
  if (setup.mode === "ai") return input.pressed(own, "plus");
  const other = controllerOf(setup, player === "a" ? "b" : "a", input);
  return input.held(own, "plus") && input.pressed(other, "minus");
}

/** The colour of each remote's pointer: the side it plays (remote 1 in a shared game: the side on turn). */
export function pointerColor(setup: MatchSetup | undefined, remoteIndex: number, onTurn: Player): number {
  if (setup === undefined) return remoteIndex === 0 ? C.LAPIS : remoteIndex === 1 ? C.CARNELIAN : C.NEUTRAL_POINTER;
  if (setup.mode === "oneRemote" && remoteIndex === 0) return playerColor(onTurn);
  if (remoteIndex === 0) return C.LAPIS;
  if (remoteIndex === 1 && setup.mode === "twoRemotes") return C.CARNELIAN;
  return C.NEUTRAL_POINTER;
}
