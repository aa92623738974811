// The benchmark's own screen: what it is about to run and what in its file it will not obey, or,
// at the end, that it could not write its result. English only: it is a developer's tool.

import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import * as L from "../layout";
import { drawBackdrop } from "../screens/backdrop";
import { wrapText } from "../text";

const TITLE = "Self-play benchmark";
const TITLE_SIZE = 24;
const TITLE_Y = 4;
const TEXT_X = 20;
const TEXT_WIDTH = L.SCREEN_WIDTH - 2 * TEXT_X;
const TEXT_SIZE = 15;
const LINE_STEP = 19;
const FIRST_LINE_Y = 60;
const LAST_LINE_Y = L.SCREEN_HEIGHT - 40;

export interface BenchLine {
  text: string;
  warning: boolean;
}

export class BenchScreen implements Screen {
  readonly name = "bench";
  private lines: BenchLine[] = [];

  /** Replaces what the screen says, wrapping each line to the screen's width. */
  show(lines: BenchLine[]): void {
    this.lines = [];
    for (const line of lines) {
      for (const part of wrapText(line.text, TEXT_SIZE, TEXT_WIDTH)) this.lines.push({ text: part, warning: line.warning });
    }
  }

  update(_app: App): void {
    // The benchmark drives everything; the screen only shows.
  }

  draw(_app: App): void {
    drawBackdrop();
    native.text(TITLE, (L.SCREEN_WIDTH - native.textWidth(TITLE, TITLE_SIZE)) / 2, TITLE_Y, TITLE_SIZE, C.GOLD);
    let y = FIRST_LINE_Y;
    for (let index = 0; index < this.lines.length; index++) {
      if (y + LINE_STEP > LAST_LINE_Y && index < this.lines.length - 1) {
        native.text("...", TEXT_X, y, TEXT_SIZE, C.TEXT_DIM);
        return;
      }
      const line = this.lines[index];
      native.text(line.text, TEXT_X, y, TEXT_SIZE, line.warning ? C.GOLD : C.TEXT_LIGHT);
      y += LINE_STEP;
    }
  }

  /** Its lines end above the status area: the notice can stand there. */
  status(_app: App, _area: StatusLines): boolean {
    return true;
  }
}
