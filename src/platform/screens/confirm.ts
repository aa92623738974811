// A question over the screen it interrupts, with a button to go ahead and one to go back (Home
// goes back too): asked before a new game replaces the saved one.

import * as C from "../colors";
import { App, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { wrapText } from "../text";
import { Menu, buttonWidth, drawLines, drawPanel } from "../widgets";

const PANEL_WIDTH = 560;
const PANEL_HEIGHT = 220;
const PANEL_X = (L.SCREEN_WIDTH - PANEL_WIDTH) / 2;
const PANEL_Y = 130;
const TEXT_Y = PANEL_Y + 30;
const LINE_STEP = 26;
const BUTTONS_Y = PANEL_Y + PANEL_HEIGHT - 70;
const BUTTON_HEIGHT = 44;
const YES = 0;
const NO = 1;

export class ConfirmScreen implements Screen {
  readonly name = "confirm";
  private readonly menu = new Menu(true);
  private readonly lines: string[];

  constructor(
    app: App,
    private readonly under: Screen,
    question: StringKey,
    yes: StringKey,
    no: StringKey,
    private readonly onYes: () => void,
    private readonly onNo: () => void,
  ) {
    const width = buttonWidth(BOX.smallButton);
    const gap = (PANEL_WIDTH - 2 * width) / 3;
    this.menu.add(PANEL_X + gap, BUTTONS_Y, width, BUTTON_HEIGHT, BOX.smallButton, yes);
    this.menu.add(PANEL_X + 2 * gap + width, BUTTONS_Y, width, BUTTON_HEIGHT, BOX.smallButton, no);
    // Going back is what a stray press should do.
    this.menu.focus = NO;
    this.lines = wrapText(app.text(question), BOX.question.size, BOX.question.width);
  }

  update(app: App): void {
    this.menu.update(app, -1);
    if (this.menu.activated === YES) this.onYes();
    else if (this.menu.activated === NO || app.input.anyPressed("home")) this.onNo();
  }

  draw(app: App): void {
    this.under.draw(app);
    native.rect(0, 0, L.SCREEN_WIDTH, L.SCREEN_HEIGHT, C.SHADE);
    drawPanel(PANEL_X, PANEL_Y, PANEL_WIDTH, PANEL_HEIGHT);
    drawLines(this.lines, (L.SCREEN_WIDTH - BOX.question.width) / 2, TEXT_Y, BOX.question.size, LINE_STEP, C.INK);
    this.menu.draw(app);
  }
}
