// The moves of the game so far, as the pause menu lists them: a row per throw with its number,
// the piece of the player who threw, and what was done in the engine protocol's notation.

import { Player } from "../../game/board";
import { HistoryEntry, entryNotation } from "../../game/history";
import { pieceImage, pieceTint } from "../board-view";
import * as C from "../colors";
import { App } from "../context";
import { BOX } from "../i18n/boxes";
import { ScrollList } from "../scroll-list";
import { drawLabel } from "../widgets";

const ROW_HEIGHT = 21;
const NUMBER_WIDTH = 40;
const NUMBER_SIZE = 16;
const ICON = 18;
const ICON_X = 48;
const TEXT_X = 74;
const TEXT_SIZE = 17;

export class MoveList {
  readonly scroll: ScrollList;
  private readonly numbers: string[] = [];
  private readonly notations: string[] = [];
  private readonly players: Player[] = [];

  constructor(entries: HistoryEntry[], x: number, y: number, width: number, height: number) {
    this.scroll = new ScrollList(x, y, width, height, ROW_HEIGHT);
    for (let index = 0; index < entries.length; index++) {
      this.numbers.push(`${index + 1}.`);
      this.notations.push(entryNotation(entries[index]));
      this.players.push(entries[index].player);
    }
    this.scroll.setRows(entries.length);
  }

  update(app: App): void {
    this.scroll.update(app);
  }

  /** The notation shown in the `slot`-th row on screen (for tests), or undefined past the last. */
  shownRow(slot: number): string | undefined {
    const row = this.scroll.top + slot;
    return slot < this.scroll.visible && row < this.notations.length ? this.notations[row] : undefined;
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
      const player = this.players[row];
      native.image(pieceImage(player), x + ICON_X, y + (ROW_HEIGHT - ICON) / 2, ICON, ICON, pieceTint(player));
      native.text(this.notations[row], x + TEXT_X, y + (ROW_HEIGHT - TEXT_SIZE) / 2, TEXT_SIZE, C.TEXT_LIGHT);
    }
  }
}
