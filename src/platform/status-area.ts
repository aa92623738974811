// The status area along the bottom of the screen, the one place that decides what stands there:
// an upper row (a game's announcement, the title's refused save) and the bottom line over the
// frieze, where lines take turns: the save-failure notice while it shows (five seconds from the
// first frame it is seen), else the screen's own line (the game's help line). The app draws it
// after the screen on show and for that screen alone, so a screen drawn under another (paused,
// game over) shows none of its lines there. A screen whose own things stand there (the rules'
// panel, the review's buttons, the tutor's question) keeps no area: a notice not yet seen waits.

import * as C from "./colors";
import type { App, Screen } from "./context";
import { BOX, TextBox } from "./i18n/boxes";
import * as L from "./layout";
import { saveNoticeText } from "./save-notice";
import type { StatusLines } from "./status-lines";
import { drawLabel } from "./widgets";

const NOTICE_MS = 5000;

/** Where `box` stands centred across the screen. */
function left(box: TextBox): number {
  return (L.SCREEN_WIDTH - box.width) / 2;
}

export class StatusArea implements StatusLines {
  private upper = "";
  private upperBox: TextBox = BOX.status;
  private upperColor = C.GOLD;
  private lower = "";
  private lowerColor = C.TEXT_LIGHT;
  /** The notice: the first frame it was seen (-1: not yet), and its words. */
  private noticeSince = -1;
  private noticeText = "";

  /** The upper row this frame: `text` in `box` (no taller than the status box). */
  upperRow(text: string, box: TextBox, color: number): void {
    this.upper = text;
    this.upperBox = box;
    this.upperColor = color;
  }

  /** The bottom line this frame, in the line box, unless the notice takes it. */
  bottomLine(text: string, color: number): void {
    this.lower = text;
    this.lowerColor = color;
  }

  /** Whether the notice stands in the bottom line at `now`. */
  noticeShown(now: number): boolean {
    return this.noticeSince >= 0 && now - this.noticeSince <= NOTICE_MS;
  }

  /** The area of `screen`, over it; nothing when it keeps none this frame. */
  draw(app: App, screen: Screen): void {
    this.upper = "";
    this.lower = "";
    if (!screen.status(app, this)) return;
    if (app.store.noticePending) {
      app.store.noticePending = false;
      this.noticeSince = app.now;
      this.noticeText = saveNoticeText(app.strings(), app.store.failure);
      native.log("notice: " + this.noticeText);
    }
    if (this.upper.length > 0) {
      drawLabel(this.upper, this.upperBox, left(this.upperBox), L.STATUS_ROW_Y + (BOX.status.size - this.upperBox.size) / 2, this.upperColor, true);
    }
    if (this.noticeShown(app.now)) {
      drawLabel(this.noticeText, BOX.notice, left(BOX.notice), L.BOTTOM_LINE_Y + (BOX.line.size - BOX.notice.size) / 2, C.GOLD, true);
    } else if (this.lower.length > 0) {
      drawLabel(this.lower, BOX.line, left(BOX.line), L.BOTTOM_LINE_Y, this.lowerColor, true);
    }
  }
}
