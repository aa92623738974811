// The game screen's lines that name the buttons of the controller the side on turn plays on: the
// help line under the announcement (how to ask for the master's hint during a choice, how to pass
// when no move exists) and which status line the choice takes (pointing, or the D-pad). The side's
// controller can change mid-turn (match.ts), so they follow it, written again only when it changes.

import { Player } from "../../game/board";
import { App } from "../context";
import { fillButtons, hasPointer, profileOf } from "../controllers";
import { StringKey } from "../i18n/strings";
import { ButtonLinesCache } from "../lines-cache";
import { Seats } from "../match";
import { fill } from "../text";

export class HelpLine {
  text = "";
  private readonly writtenFor = new ButtonLinesCache();

  /**
   * Whether the controller in `slot` is another than the lines were written for. Only the choice
   * and the pass have such lines; a change elsewhere waits for them (the tutor's "choose again"
   * goes back to the choice without a new throw).
   */
  controllerChanged(app: App, slot: number, choosing: boolean, passing: boolean): boolean {
    if (slot < 0 || (!choosing && !passing)) return false;
    return this.writtenFor.stale(slot, app.input.slots[slot].kind);
  }

  /** The choice's status line, by whether the controller in `slot` points. */
  choiceStatus(app: App, slot: number): StringKey {
    return hasPointer(app.input.slots[slot].kind) ? "statusChoose" : "statusChooseDpad";
  }

  /** How to ask for the hint, by the name the controller in `slot` gives its button. */
  writeHintHelp(app: App, slot: number): void {
    this.text = fillButtons(app.text("hintHelp"), app.input.slots[slot].kind);
  }

  /** How to pass: Plus against the computer, else Plus+Minus on one controller or across two, by the controllers' names. */
  writePassHelp(app: App, seats: Seats, side: Player): void {
    const own = seats.of(side);
    const other = seats.of(side === "a" ? "b" : "a");
    const key: StringKey = seats.setup.mode === "ai" ? "msgPassAi" : own === other ? "msgPassOne" : "msgPassTwo";
    const otherKind = other >= 0 ? app.input.slots[other].kind : app.input.slots[own].kind;
    this.text = fill(fill(app.text(key), "plus", profileOf(app.input.slots[own].kind).buttons.plus), "minus", profileOf(otherKind).buttons.minus);
  }
}
