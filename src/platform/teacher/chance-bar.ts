// The chance to win beside the players (a setting): both sides' chances in the position on the
// board, worked out again only when the position changes and the analysis's judge can give them.

import { Position } from "../../game/board";
import { Analyst } from "../../game/analysis/analyst";
import { chanceIfReady } from "../../game/analysis/chance";
import { App } from "../context";
import { drawChanceBar } from "../players-view";
import { fill } from "../text";

export class ChanceBar {
  /** a's chance in the position it was worked out for (-1: none yet). */
  chanceA = -1;
  private workedOutFor: Position | undefined = undefined;
  /** Each side's figure, in words. */
  private textA = "";
  private textB = "";

  /** `analyst`: the game's analysis; none, no bar (the benchmark's computer games). */
  constructor(private readonly analyst: Analyst | undefined) {}

  update(app: App, position: Position): void {
    const analyst = this.analyst;
    if (analyst === undefined || !app.store.settings.chanceBar || position === this.workedOutFor || !analyst.review.judge.context.ready) return;
    const chance = chanceIfReady(analyst.review.judge, position, "a");
    if (chance < 0) return;
    this.workedOutFor = position;
    this.chanceA = chance;
    const template = app.text("chancePercent");
    this.textA = fill(template, "pct", `${Math.floor(chance * 100 + 0.5)}`);
    this.textB = fill(template, "pct", `${100 - Math.floor(chance * 100 + 0.5)}`);
  }

  draw(app: App): void {
    if (this.chanceA >= 0 && app.store.settings.chanceBar) drawChanceBar(this.chanceA, this.textA, this.textB);
  }
}
