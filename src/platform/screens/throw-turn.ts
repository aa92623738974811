// The throw on the game screen: recorded in the game's history, the sticks (or the die) shown
// tumbling in the thrower's colour and heard, landed once they settle; and in the opening throws
// (antik: who throws a 1 starts; kendall, jequier: who throws a 1 takes the even side, the red
// pieces, whose front piece the 1 moves), what the throw decided, announced.

import { Player } from "../../game/board";
import { GameState, currentPlayer } from "../../game/game";
import { GameHistory, throwRecorded } from "../../game/history";
import { Throw } from "../../game/throws";
import { App } from "../context";
import { playerColor } from "../match";
import { playLanding, playThrow } from "../sound";
import { THROW_ANIMATION_MS, ThrowShow, showThrow, throwSettled } from "../sticks-view";
import { instant } from "./pace";
import { PlayView } from "./play-view";

export class ThrowTurn {
  private wasOpening = false;
  private thrower: Player = "a";

  constructor(private readonly show: ThrowShow) {}

  /** The side on turn throws now. */
  throwNow(app: App, state: GameState, history: GameHistory): void {
    this.wasOpening = state.phase === "opening";
    this.thrower = currentPlayer(state);
    this.showThrown(state, throwRecorded(state, history), app.now);
    playThrow(state.preset.throwKind === "die");
  }

  /** A continued game's throw that was not played yet, shown as it fell. */
  resume(app: App, state: GameState, thrown: Throw): void {
    this.wasOpening = false;
    this.thrower = currentPlayer(state);
    this.showThrown(state, thrown, app.now - THROW_ANIMATION_MS);
  }

  settled(app: App): boolean {
    return instant(app) || throwSettled(this.show, app.now);
  }

  /** The sticks land, heard; an opening throw's outcome is announced (true then: the turn goes on to the next throw). */
  land(app: App, state: GameState, view: PlayView): boolean {
    playLanding(state.preset.throwKind === "die");
    if (!this.wasOpening) return false;
    if (state.phase === "throw") view.announce(app, state.preset.opening === "firstOneTakesEvenSide" ? "msgEvenSideWon" : "msgOpeningWon", this.thrower);
    else view.announce(app, "msgOpeningMissed", currentPlayer(state));
    return true;
  }

  private showThrown(state: GameState, thrown: Throw, at: number): void {
    showThrow(this.show, state.preset.throwKind === "die", thrown.value, thrown.lightFaces, at, playerColor(this.thrower));
  }
}
