// The moves of the game so far, as the pause menu lists them: a row per throw with its number and
// the move as a player reads it (move-notation.ts): the piece of who threw, the throw, from square
// to square, a hit or the water marked.

import { HistoryEntry } from "../../game/history";
import * as C from "../colors";
import { App } from "../context";
import { BOX } from "../i18n/boxes";
import { Strings } from "../i18n/strings";
import { NotationRow, drawNotationRow, entryRow } from "../move-notation";
import { ScrollList } from "../scroll-list";
import { drawLabel } from "../widgets";

const ROW_HEIGHT = 21;
const NUMBER_WIDTH = 40;
const NUMBER_SIZE = 16;
const ROW_X = 48;
const TEXT_SIZE = 17;

export class MoveList {
  readonly scroll: ScrollList;
  private readonly numbers: string[] = [];
  private readonly rows: NotationRow[] = [];

  /** `forfeit`: the preset's forfeited throw (0: none), which reads as such; `hitSentBack`: a hit piece goes back, not into the water (jequier). */
  constructor(strings: Strings, entries: HistoryEntry[], forfeit: number, x: number, y: number, width: number, height: number, hitSentBack = false) {
    this.scroll = new ScrollList(x, y, width, height, ROW_HEIGHT);
    for (let index = 0; index < entries.length; index++) {
      this.numbers.push(`${index + 1}.`);
      this.rows.push(entryRow(strings, entries[index], forfeit, hitSentBack));
    }
    this.scroll.setRows(entries.length);
  }

  update(app: App): void {
    this.scroll.update(app);
  }

  /** The row shown in the `slot`-th place on screen (for tests), or undefined past the last. */
  shownRow(slot: number): NotationRow | undefined {
    const row = this.scroll.top + slot;
    return slot < this.scroll.visible && row < this.rows.length ? this.rows[row] : undefined;
  }

  draw(app: App): void {
    const scroll = this.scroll;
    scroll.drawFrame();
    const x = scroll.x;
    if (scroll.rows === 0) {
      drawLabel(app.text("movesNone"), BOX.moveList, x + (scroll.width - BOX.moveList.width) / 2, scroll.rowY(0), C.TEXT_DIM, true);
      return;
    }
    for (let slot = 0; slot < scroll.visible; slot++) {
      const row = scroll.top + slot;
      if (row >= scroll.rows) break;
      const y = scroll.rowY(slot);
      const number = this.numbers[row];
      native.text(number, x + NUMBER_WIDTH - native.textWidth(number, NUMBER_SIZE), y + (ROW_HEIGHT - NUMBER_SIZE) / 2, NUMBER_SIZE, C.TEXT_DIM);
      drawNotationRow(this.rows[row], x + ROW_X, y, ROW_HEIGHT, TEXT_SIZE, C.TEXT_LIGHT, true);
    }
  }
}
