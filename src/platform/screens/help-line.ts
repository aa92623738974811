// The game screen's lines that name the buttons of the controller the side on turn plays on: the
// status line (throw; point or use the D-pad to choose) and the help line under the announcement
// (how to ask for the master's hint during a choice, how to pass when no move exists; in Kendall's
// water, how to move the piece out or leave it, and that a rescued piece must move). A side's
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
import type { Stage } from "./play-stage";
import { ChoiceRule } from "./turn-rules";

/** Where the status line is written (play-view.ts). */
export interface StatusLine {
  setStatus(app: App, key: StringKey, player: Player, kind: NativeControllerKind): void;
}

export class HelpLine {
  text = "";
  private readonly writtenFor = new ButtonLinesCache();
  private statusKey: StringKey = "statusThrow";
  /** What the choice's line explains before the hint (turn-rules.ts), and where the water's piece would go out to. */
  private rule: ChoiceRule = "none";
  private rescueTo = 0;

  constructor(private readonly status: StatusLine, private readonly seats: Seats, private readonly hint: MasterHint) {}

  /** The status line `key` for `side`, naming the buttons as `side`'s controller calls them. */
  writeStatus(app: App, key: StringKey, side: Player): void {
    this.statusKey = key;
    this.status.setStatus(app, key, side, this.kindOf(app, side));
  }

  /**
   * The choice's status line, by `side`'s controller, and its help line: the rule of the turn
   * (`rule`; `rescueTo`: where the water's piece would go out to), else how to ask for the hint.
   */
  writeChoice(app: App, side: Player, rule: ChoiceRule = this.rule, rescueTo = this.rescueTo): void {
    this.rule = rule;
    this.rescueTo = rescueTo;
    this.writeStatus(app, hasPointer(this.kindOf(app, side)) ? "statusChoose" : "statusChooseDpad", side);
    this.writeChoiceHelp(app, side);
    this.hint.rewrite();
  }

  private writeChoiceHelp(app: App, side: Player): void {
    if (this.rule === "water") this.writeWaterChoice(app, side);
    else if (this.rule === "waterShut") this.text = fill(app.text("helpWaterShut"), "n", `${this.rescueTo}`);
    else if (this.rule === "rescued") this.text = app.text("helpRescued");
    else if (this.hint.available() && !this.hint.shown) this.writeHintHelp(app, this.seats.of(side));
    else this.text = "";
  }

  /** The hint shown or hidden on `slot` by `side`: the line tells how to ask for it only while it is hidden (a rule's line stays). */
  hintToggled(app: App, side: Player): void {
    this.writeChoiceHelp(app, side);
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
    this.text = this.passLine(app, side, "msgPassAi", "msgPassOne", "msgPassTwo");
  }

  /** Kendall's water's choice: the piece moved out to `rescueTo`, or left there by the pass's buttons. */
  private writeWaterChoice(app: App, side: Player): void {
    this.text = fill(this.passLine(app, side, "helpWaterAi", "helpWaterOne", "helpWaterTwo"), "n", `${this.rescueTo}`);
  }

  /** A line naming the pass's buttons: `ai`'s against the computer, `one`'s on one controller, `two`'s across two. */
  private passLine(app: App, side: Player, ai: StringKey, one: StringKey, two: StringKey): string {
    const own = this.seats.of(side);
    const other = this.seats.of(side === "a" ? "b" : "a");
    const key = this.seats.setup.mode === "ai" ? ai : own === other ? one : two;
    const otherKind = other >= 0 ? app.input.slots[other].kind : app.input.slots[own].kind;
    return fill(fill(app.text(key), "plus", profileOf(app.input.slots[own].kind).buttons.plus), "minus", profileOf(otherKind).buttons.minus);
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
