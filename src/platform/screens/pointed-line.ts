// The game screen's line under the status: what the move of the piece pointed at (or picked with
// the D-pad) would do, or the name of the special square pointed at. While the master's hint shows,
// the hint writes it instead (teacher/hint.ts): what that move gives away.

import { OFF, WATER } from "../../game/board";
import { Move } from "../../game/moves";
import { App } from "../context";
import { StringKey } from "../i18n/strings";
import { fill } from "../text";
import { squareNameKey } from "./names";

/** What a move does, as the line says it (`hitSentBack`: a hit piece goes back, not into the water: jequier). */
function moveKey(move: Move, hitSentBack: boolean): StringKey {
  if (move.to === OFF) return "pointedBearOff";
  if (move.water) return "pointedWater";
  // Kendall's water: a piece that ends on 27 waits there; one that leaves it for the board is rescued
  if (move.to === WATER) return "pointedIntoWater";
  if (move.from === WATER) return "pointedRescue";
  if (move.capture && move.capturedTo === move.from) return "pointedCapture";
  if (move.capture) return hitSentBack ? "pointedHitBack" : "pointedHitWater";
  return move.backward ? "pointedBack" : "pointedMove";
}

export class PointedLine {
  text = "";
  /** The square the text was written for (-1: none, to be written again). */
  private writtenFor = -1;

  constructor(private readonly chamberOfSet: boolean, private readonly hitSentBack = false) {}

  /** The line for `square`, whose move (if it has one to show) is `preview`; written again only for another square. */
  describe(app: App, square: number, preview: Move | undefined): void {
    if (square === this.writtenFor) return;
    this.writtenFor = square;
    if (preview !== undefined) {
      this.text = fill(fill(app.text(moveKey(preview, this.hitSentBack)), "n", `${preview.to}`), "m", `${preview.capturedTo}`);
      return;
    }
    const nameKey = squareNameKey(square, this.chamberOfSet);
    this.text = nameKey === undefined ? "" : fill(fill(app.text("squareName"), "n", `${square}`), "name", app.text(nameKey));
  }

  /** The next `describe` writes the line whatever the square. */
  forget(): void {
    this.writtenFor = -1;
  }
}
