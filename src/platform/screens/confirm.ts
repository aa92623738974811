// A question over the screen it interrupts, with a button to go ahead and one to go back (Home
// goes back too): asked before a new game replaces the saved one.

import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { wrapText } from "../text";
import { Menu, buttonWidth, drawLines, drawPanel } from "../widgets";

const PANEL = { x: (L.SCREEN_WIDTH - 560) / 2, y: 130, width: 560, height: 220 };
/** The question's lines and the two buttons, within the panel. */
const AT = { textY: PANEL.y + 30, lineStep: 26, buttonsY: PANEL.y + PANEL.height - 70, buttonHeight: 44 };
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
    const gap = (PANEL.width - 2 * width) / 3;
    this.menu.add(PANEL.x + gap, AT.buttonsY, width, AT.buttonHeight, BOX.smallButton, yes);
    this.menu.add(PANEL.x + 2 * gap + width, AT.buttonsY, width, AT.buttonHeight, BOX.smallButton, no);
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
    drawPanel(PANEL.x, PANEL.y, PANEL.width, PANEL.height);
    drawLines(this.lines, (L.SCREEN_WIDTH - BOX.question.width) / 2, AT.textY, BOX.question.size, AT.lineStep, C.INK);
    this.menu.draw(app);
  }

  /** Nothing of its own in the status area (that of the screen under it is not shown): the notice can stand there. */
  status(_app: App, _area: StatusLines): boolean {
    return true;
  }
}
