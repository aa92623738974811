// The game screen's lines that name the buttons of the controller the side on turn plays on: the
// status line (throw; point or use the D-pad to choose) and the help line under the announcement
// (how to ask for the master's hint during a choice, how to pass when no move exists). A side's
// controller can change mid-turn (match.ts), so the lines follow it, written again only when it
// changes.

import { Player } from "../../game/board";
import { App } from "../context";
import { fillButtons, hasPointer, profileOf } from "../controllers";
import { StringKey } from "../i18n/strings";
import { ButtonLinesCache } from "../lines-cache";
import { Seats, isComputer } from "../match";
import { MasterHint } from "../teacher/hint";
import { fill } from "../text";
import type { Stage } from "./play";

/** Where the status line is written (play-view.ts). */
export interface StatusLine {
  setStatus(app: App, key: StringKey, player: Player, kind: NativeControllerKind): void;
}

export class HelpLine {
  text = "";
  private readonly writtenFor = new ButtonLinesCache();
  private statusKey: StringKey = "statusThrow";

  constructor(private readonly status: StatusLine, private readonly seats: Seats, private readonly hint: MasterHint) {}

  /** The status line `key` for `side`, naming the buttons as `side`'s controller calls them. */
  writeStatus(app: App, key: StringKey, side: Player): void {
    this.statusKey = key;
    this.status.setStatus(app, key, side, this.kindOf(app, side));
  }

  /** The choice's status line and how to ask for the hint, by `side`'s controller. */
  writeChoice(app: App, side: Player): void {
    this.writeStatus(app, hasPointer(this.kindOf(app, side)) ? "statusChoose" : "statusChooseDpad", side);
    if (this.hint.available() && !this.hint.shown) this.writeHintHelp(app, this.seats.of(side));
    else this.text = "";
    this.hint.rewrite();
  }

  /** The hint shown or hidden on `slot`: the line tells how to ask for it only while it is hidden. */
  hintToggled(app: App, slot: number): void {
    if (this.hint.shown) this.text = "";
    else this.writeHintHelp(app, slot);
  }

  /** The kind of controller `side` plays on: its own, or the last one used before it has one. */
  private kindOf(app: App, side: Player): NativeControllerKind {
    const slot = this.seats.of(side);
    return slot >= 0 ? app.input.slots[slot].kind : app.input.activeKind();
  }

  /** How to ask for the hint, by the name the controller in `slot` gives its button. */
  writeHintHelp(app: App, slot: number): void {
    this.text = fillButtons(app.text("hintHelp"), app.input.slots[slot].kind);
  }

  /** How to pass: Plus against the computer, else Plus+Minus on one controller or across two, by the controllers' names. */
  writePass(app: App, side: Player): void {
    const own = this.seats.of(side);
    const other = this.seats.of(side === "a" ? "b" : "a");
    const key: StringKey = this.seats.setup.mode === "ai" ? "msgPassAi" : own === other ? "msgPassOne" : "msgPassTwo";
    const otherKind = other >= 0 ? app.input.slots[other].kind : app.input.slots[own].kind;
    this.text = fill(fill(app.text(key), "plus", profileOf(app.input.slots[own].kind).buttons.plus), "minus", profileOf(otherKind).buttons.minus);
  }

  /**
   * The lines follow the controller a human `side` on turn plays on now, however it changed: taken
   * up on its turn (match.ts's Seats), claimed on the controller-gone screen, or its kind changed in
   * place (a Classic Controller plugged into a Wiimote). Only the throw, the choice and the pass
   * have such lines; a change elsewhere waits for them (the tutor's "choose again" returns to the
   * choice).
   */
  follow(app: App, side: Player, stage: Stage): void {
    const slot = this.seats.of(side);
    if (isComputer(this.seats.setup, side) || slot < 0 || (stage !== "await" && stage !== "choose" && stage !== "pass")) return;
    if (!this.writtenFor.stale(slot, app.input.slots[slot].kind)) return;
    if (stage === "await") this.writeStatus(app, this.statusKey, side);
    else if (stage === "choose") this.writeChoice(app, side);
    else if (this.text.length > 0) this.writePass(app, side);
  }
}
