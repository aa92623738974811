// Who acts for each side in a match: which input slot, or the computer; the players' names and
// colours; the pass. Each human side plays on the controller that last acted on its turn (Seats),
// so that players can change controllers mid-game and a controller gone can be replaced.

import { Player, opponent } from "../game/board";
import * as C from "./colors";
import { ACTION_BUTTONS } from "./controllers";
import { StringKey } from "./i18n/strings";
import { InputState, INPUT_SLOTS } from "./input";
import { MatchSetup, firstPlayerSide } from "./store/match-setup";

/**
 * The input slots each side plays on ("a" first); -1 for the computer, or no slot yet. At first a
 * side plays on the controller that started the game (in a game of two players, the second on
 * Wiimote 2 if it is there); any other controller pressing a button on that side's turn takes over,
 * but never the opponent's (its Minus of the pass is no change of controller), unless it is the only
 * one there (two players sharing one Wiimote). A player whose controller is gone needs another
 * than the opponent's.
 */
export class Seats {
  readonly slots: number[] = [-1, -1];
  /** What each slot held when the side took it: a Classic Controller taken out of its Wiimote is gone too. */
  readonly kinds: NativeControllerKind[] = ["wiimote", "wiimote"];

  constructor(readonly setup: MatchSetup, input: InputState) {
    const first = input.slots[input.lastActive].connected ? input.lastActive : 0;
    const firstSide = firstPlayerSide(setup);
    const secondSide = opponent(firstSide);
    if (setup.mode !== "computers") this.take(firstSide, first, input);
    if (setup.mode === "oneRemote") this.take(secondSide, first, input);
    else if (setup.mode === "twoRemotes") this.take(secondSide, first !== 1 && input.slots[1].connected ? 1 : -1, input);
  }

  /** The players change sides (the even side's opening): each keeps its controller. */
  swapSides(): void {
    const slot = this.slots[0];
    const kind = this.kinds[0];
    this.slots[0] = this.slots[1];
    this.kinds[0] = this.kinds[1];
    this.slots[1] = slot;
    this.kinds[1] = kind;
  }

  /** Makes `slot` the controller of `player` (both sides' in a game of one controller). */
  claim(player: Player, slot: number, input: InputState): void {
    this.take(player, slot, input);
    if (this.setup.mode === "oneRemote") this.take(player === "a" ? "b" : "a", slot, input);
    native.log(`controller: ${player} plays on slot ${slot + 1} (${input.slots[slot].kind})`);
  }

  private take(player: Player, slot: number, input: InputState): void {
    const side = player === "a" ? 0 : 1;
    this.slots[side] = slot;
    if (slot >= 0) this.kinds[side] = input.slots[slot].kind;
  }

  /** The slot `player` plays on: its own, else (a second player without one yet) the first's. */
  of(player: Player): number {
    const own = this.slots[player === "a" ? 0 : 1];
    if (own >= 0 || isComputer(this.setup, player)) return own;
    const other = this.slots[player === "a" ? 1 : 0];
    return other >= 0 ? other : 0;
  }

  /**
   * Whether slot `slot` may act for `player` (see the class); `another`: never the
   * opponent's, not even when it is the only one (a player whose controller is gone needs one).
   */
  mayAct(player: Player, slot: number, input: InputState, another = false): boolean {
    if (this.setup.mode !== "twoRemotes") return true;
    const opponents = this.slots[player === "a" ? 1 : 0];
    if (slot !== opponents) return true;
    if (another) return false;
    for (let index = 0; index < INPUT_SLOTS; index++) if (index !== slot && input.slots[index].connected) return false;
    return true;
  }

  /**
   * Before a frame's input is read for `player` on turn: a controller that pressed a button and
   * may act for it becomes its own (true when that changed). In a game of one controller both
   * sides follow it.
   */
  follow(player: Player, input: InputState): boolean {
    if (isComputer(this.setup, player)) return false;
    const slot = this.pressingFor(player, input);
    const side = player === "a" ? 0 : 1;
    if (slot < 0 || (this.slots[side] === slot && this.kinds[side] === input.slots[slot].kind)) return false;
    this.claim(player, slot, input);
    return true;
  }

  /** The first slot that pressed a button this frame and may act for `player` (`another`: as mayAct's), or -1. */
  pressingFor(player: Player, input: InputState, another = false): number {
    for (let slot = 0; slot < INPUT_SLOTS; slot++) if (input.pressedAny(slot) && this.mayAct(player, slot, input, another)) return slot;
    return -1;
  }

  /** The colour of `slot`'s pointer: the side it plays (both sides' controller: the side on turn), else neutral. */
  pointerColor(slot: number, onTurn: Player): number {
    const playsA = this.slots[0] === slot;
    const playsB = this.slots[1] === slot;
    if (playsA && playsB) return playerColor(onTurn);
    return playsA ? C.LAPIS : playsB ? C.CARNELIAN : C.NEUTRAL_POINTER;
  }

  /** Whether `player`'s controller is gone: pulled out, switched off, or a Classic Controller taken out. */
  gone(player: Player, input: InputState): boolean {
    const side = player === "a" ? 0 : 1;
    const slot = this.slots[side];
    if (slot < 0) return false;
    const controller = input.slots[slot];
    return !controller.connected || (this.kinds[side] !== "wiimote" && controller.kind !== this.kinds[side]);
  }

  /** The human side whose controller is gone (the side on turn first), or undefined. */
  goneSide(onTurn: Player, input: InputState): Player | undefined {
    const other: Player = onTurn === "a" ? "b" : "a";
    if (!isComputer(this.setup, onTurn) && this.gone(onTurn, input)) return onTurn;
    if (!isComputer(this.setup, other) && this.gone(other, input)) return other;
    return undefined;
  }
}

export function isComputer(setup: MatchSetup, player: Player): boolean {
  return setup.mode === "computers" || (setup.mode === "ai" && player !== firstPlayerSide(setup));
}

/** `app`: the app, or anything that gives the strings of the current language. Against the computer "You" and "Computer" whichever side each plays; in a game of two the side's colour. */
export function playerName(app: { text(key: StringKey): string }, setup: MatchSetup, player: Player): string {
  if (setup.mode === "ai") return app.text(player === firstPlayerSide(setup) ? "nameYou" : "nameComputer");
  return app.text(player === "a" ? "nameBlue" : "nameRed");
}

export function playerColor(player: Player): number {
  return player === "a" ? C.LAPIS : C.CARNELIAN;
}

/**
 * The original's pass: the player on turn holds Plus while the opponent presses Minus (on one
 * controller: hold Plus and press Minus); against the computer Plus alone. Each controller has
 * its Plus and Minus (docs/native.md#controllers).
 */
export function passRequested(seats: Seats, player: Player, input: InputState): boolean {
  const own = seats.of(player);
  if (seats.setup.mode === "ai") return input.pressed(own, ACTION_BUTTONS.plus);
  const other = seats.of(player === "a" ? "b" : "a");
  return input.held(own, ACTION_BUTTONS.plus) && input.pressed(other, ACTION_BUTTONS.minus);
}

