// A list taller than its box: while it has the focus the D-pad scrolls it a row at a time (left
// gives the focus back) and A on its arrows scrolls a page; its owner gives it the focus (a
// pointer that moves into it, pause.ts). The caller draws the rows `top` to `top + visible - 1`
// at `rowY`.

import * as C from "./colors";
import { App } from "./context";
import { INPUT_SLOTS } from "./input";

/** Hover ids (for the rumble): the list, its up arrow and its down arrow. */
const HOVER_LIST = 200;
const HOVER_UP = 201;
const HOVER_DOWN = 202;
export const ARROW_HEIGHT = 20;
const ARROW_ROWS = 7;
const BAR_WIDTH = 5;
const EDGE = 2;

export class ScrollList {
  rows = 0;
  /** The first row shown. */
  top = 0;
  focused = false;
  /** How many rows fit between the arrows. */
  readonly visible: number;

  constructor(readonly x: number, readonly y: number, readonly width: number, readonly height: number, readonly rowHeight: number) {
    this.visible = Math.floor((height - 2 * ARROW_HEIGHT) / rowHeight);
  }

  /** Sets the number of rows and shows the last ones. */
  setRows(count: number): void {
    this.rows = count;
    this.top = this.lastTop();
  }

  private lastTop(): number {
    return Math.max(0, this.rows - this.visible);
  }

  scrollBy(step: number): void {
    this.top = Math.min(Math.max(this.top + step, 0), this.lastTop());
  }

  /** The top of the `slot`-th row shown (0 for the row `top`). */
  rowY(slot: number): number {
    return this.y + ARROW_HEIGHT + slot * this.rowHeight;
  }

  /** Whether slot `slot`'s pointer is in the list. */
  pointedBy(app: App, slot: number): boolean {
    return app.input.pointsAt(slot, this.x, this.y, this.width, this.height);
  }

  /** While it has the focus. */
  update(app: App): void {
    const input = app.input;
    const page = Math.max(1, this.visible - 1);
    for (let index = 0; index < INPUT_SLOTS; index++) {
      if (!this.pointedBy(app, index)) continue;
      const controller = input.slots[index];
      const inUp = controller.y < this.y + ARROW_HEIGHT;
      const inDown = controller.y >= this.y + this.height - ARROW_HEIGHT;
      controller.hover = inUp ? HOVER_UP : inDown ? HOVER_DOWN : HOVER_LIST;
      if (input.pressed(index, "a") && inUp) this.scrollBy(-page);
      if (input.pressed(index, "a") && inDown) this.scrollBy(page);
    }
    if (!this.focused) return;
    if (input.anyPressed("up")) this.scrollBy(-1);
    if (input.anyPressed("down")) this.scrollBy(1);
    if (input.anyPressed("left")) this.focused = false;
  }

  /** The box, its arrows (lit where there is more to see), the scroll bar and the focus edge. */
  drawFrame(): void {
    if (this.focused) native.rect(this.x - EDGE, this.y - EDGE, this.width + 2 * EDGE, this.height + 2 * EDGE, C.BUTTON_EDGE);
    native.rect(this.x, this.y, this.width, this.height, C.TRAY);
    const middle = this.x + this.width / 2;
    drawArrow(middle, this.y + (ARROW_HEIGHT - ARROW_ROWS) / 2, true, this.top > 0 ? C.GOLD : C.TEXT_DIM);
    drawArrow(middle, this.y + this.height - (ARROW_HEIGHT + ARROW_ROWS) / 2, false, this.top < this.lastTop() ? C.GOLD : C.TEXT_DIM);
    if (this.rows <= this.visible) return;
    const track = this.visible * this.rowHeight;
    const thumb = Math.max(8, Math.floor((track * this.visible) / this.rows));
    const thumbY = this.rowY(0) + Math.floor(((track - thumb) * this.top) / this.lastTop());
    native.rect(this.x + this.width - BAR_WIDTH - EDGE, thumbY, BAR_WIDTH, thumb, C.GOLD);
  }
}

/** A small triangle pointing up or down, centred on `middle`, ARROW_ROWS pixels tall from `top`. */
function drawArrow(middle: number, top: number, up: boolean, color: number): void {
  for (let row = 0; row < ARROW_ROWS; row++) {
    const half = up ? row : ARROW_ROWS - 1 - row;
    native.rect(middle - half - 1, top + row, 2 * half + 2, 1, color);
  }
}
