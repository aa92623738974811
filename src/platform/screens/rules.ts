// The rules of one preset, four short paragraphs wrapped to the screen.

import { PresetName } from "../../game/variants";
import * as C from "../colors";
import { App, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import * as L from "../layout";
import { fillButtons } from "../controllers";
import { fill, wrapText } from "../text";
import { Menu, buttonWidth, drawLabel, drawLines, drawPanel } from "../widgets";
import { drawStone } from "./backdrop";
import { presetKey, rulesKeys } from "./names";

const PANEL_X = 20;
const PANEL_Y = 16;
const TITLE_Y = 28;
const TEXT_Y = 78;
const LINE_HEIGHT = 21;
const PARAGRAPH_GAP = 12;
const BUTTON_Y = 408;
const BUTTON_HEIGHT = 44;

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
    this.menu.add((L.SCREEN_WIDTH - width) / 2, BUTTON_Y, width, BUTTON_HEIGHT, BOX.smallButton, "btnBack");
  }

  update(app: App): void {
    this.menu.update(app, -1);
    if (this.menu.activated === 0 || app.input.anyPressed("home") || app.input.anyPressed("b")) app.nav.show(this.back);
  }

  draw(app: App): void {
    drawStone();
    drawPanel(PANEL_X, PANEL_Y, L.SCREEN_WIDTH - 2 * PANEL_X, L.SCREEN_HEIGHT - 2 * PANEL_Y);
    drawLabel(this.title, BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, TITLE_Y, C.INK, true);
    let y = TEXT_Y;
    for (const lines of this.paragraphs) {
      drawLines(lines, (L.SCREEN_WIDTH - BOX.body.width) / 2, y, BOX.body.size, LINE_HEIGHT, C.INK);
      y += lines.length * LINE_HEIGHT + PARAGRAPH_GAP;
    }
    this.menu.draw(app);
  }
}
