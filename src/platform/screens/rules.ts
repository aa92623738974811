// The rules of one preset, four short paragraphs wrapped to the screen; the pass is told by the
// buttons of the controller that opened them.

import { PresetName } from "../../game/variants";
import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import * as L from "../layout";
import { fillButtons } from "../controllers";
import { fill, wrapText } from "../text";
import { Menu, buttonWidth, drawLabel, drawLines, drawPanel } from "../widgets";
import { drawStone } from "./backdrop";
import { presetKey, rulesKeys } from "./names";

const PANEL_MARGIN = { x: 20, y: 16 };
/** The title, the paragraphs (their lines and the gap after each) and the Back button. */
const AT = { titleY: 28, textY: 78, lineHeight: 21, paragraphGap: 12, buttonY: 408, buttonHeight: 44 };

export class RulesScreen implements Screen {
  readonly name = "rules";
  private readonly menu = new Menu(true);
  private readonly paragraphs: string[][] = [];
  private readonly title: string;

  constructor(app: App, preset: PresetName, private readonly back: Screen) {
    const box = BOX.body;
    // the pass, where a paragraph tells it, by the buttons of the controller that opened the rules
    const kind = app.input.activeKind();
    for (const key of rulesKeys(preset)) {
      this.paragraphs.push(wrapText(fillButtons(app.text(key), kind), box.size, box.width));
    }
    this.title = fill(app.text("rulesTitle"), "preset", app.text(presetKey(preset)));
    const width = buttonWidth(BOX.smallButton);
    this.menu.add((L.SCREEN_WIDTH - width) / 2, AT.buttonY, width, AT.buttonHeight, BOX.smallButton, "btnBack");
  }

  update(app: App): void {
    this.menu.update(app, -1);
    if (this.menu.activated === 0 || app.input.anyPressed("home") || app.input.anyPressed("b")) app.nav.show(this.back);
  }

  draw(app: App): void {
    drawStone();
    drawPanel(PANEL_MARGIN.x, PANEL_MARGIN.y, L.SCREEN_WIDTH - 2 * PANEL_MARGIN.x, L.SCREEN_HEIGHT - 2 * PANEL_MARGIN.y);
    drawLabel(this.title, BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, AT.titleY, C.INK, true);
    let y = AT.textY;
    for (const lines of this.paragraphs) {
      drawLines(lines, (L.SCREEN_WIDTH - BOX.body.width) / 2, y, BOX.body.size, AT.lineHeight, C.INK);
      y += lines.length * AT.lineHeight + AT.paragraphGap;
    }
    this.menu.draw(app);
  }

  /** The panel and its Back button stand where the status area would: none. */
  status(_app: App, _area: StatusLines): boolean {
    return false;
  }
}
