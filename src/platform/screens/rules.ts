// The rules of one preset, four short paragraphs wrapped to the screen; the pass is told by the
// buttons of the controller that opened them. A preset that takes options (Kendall's) has a second
// page, one paragraph an option, saying which are on in the game the rules were opened from.

import { PresetName, PresetOption } from "../../game/variants";
import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import * as L from "../layout";
import { fillButtons } from "../controllers";
import { optionsOf } from "../store/kept-variants";
import { fill, wrapText } from "../text";
import { Menu, buttonWidth, drawLabel, drawLines, drawPanel } from "../widgets";
import { drawStone } from "./backdrop";
import { optionHelpKey, optionKey, presetKey, rulesKeys } from "./names";

const PANEL_MARGIN = { x: 20, y: 16 };
/** The title, the paragraphs (their lines and the gap after each) and the buttons. */
const AT = { titleY: 28, textY: 78, lineHeight: 21, paragraphGap: 12, buttonY: 408, buttonHeight: 44 };
/** Back is the first button; with a second page, the second turns the page. */
const PAGE_BUTTON = 1;

/** The options' page: an introduction, then each option, on or off, and what it does. */
function optionParagraphs(app: App, preset: PresetName, on: PresetOption[]): string[] {
  const paragraphs = [app.text("rulesOptionsIntro")];
  for (const option of optionsOf(preset)) paragraphs.push(`${app.text(optionKey(option, on.includes(option)))}. ${app.text(optionHelpKey(option))}`);
  return paragraphs;
}

export class RulesScreen implements Screen {
  readonly name = "rules";
  private readonly menu = new Menu(true);
  /** Each page's paragraphs, each paragraph's lines. */
  private readonly pages: string[][][] = [];
  /** The page shown. */
  page = 0;
  private readonly title: string;

  /** `options`: those on in the game the rules were opened from. */
  constructor(app: App, preset: PresetName, private readonly back: Screen, options: PresetOption[] = []) {
    const box = BOX.body;
    // the pass, where a paragraph tells it, by the buttons of the controller that opened the rules
    const kind = app.input.activeKind();
    const wrap = (text: string): string[] => wrapText(fillButtons(text, kind), box.size, box.width);
    this.pages.push(rulesKeys(preset).map((key) => wrap(app.text(key))));
    if (optionsOf(preset).length > 0) this.pages.push(optionParagraphs(app, preset, options).map((text) => wrap(text)));
    this.title = fill(app.text("rulesTitle"), "preset", app.text(presetKey(preset)));
    const width = buttonWidth(BOX.smallButton);
    const count = this.pages.length;
    const gap = (L.SCREEN_WIDTH - count * width) / (count + 1);
    this.menu.add(gap, AT.buttonY, width, AT.buttonHeight, BOX.smallButton, "btnBack");
    if (count > 1) this.menu.add(2 * gap + width, AT.buttonY, width, AT.buttonHeight, BOX.smallButton, "btnOptions");
  }

  update(app: App): void {
    this.menu.update(app, -1);
    // the second button turns the page, and names the other one
    if (this.menu.activated === PAGE_BUTTON) {
      this.page = 1 - this.page;
      this.menu.items[PAGE_BUTTON].key = this.page === 0 ? "btnOptions" : "btnRulesPage";
      return;
    }
    if (this.menu.activated === 0 || app.input.anyPressed("home") || app.input.anyPressed("b")) app.nav.show(this.back);
  }

  draw(app: App): void {
    drawStone();
    drawPanel(PANEL_MARGIN.x, PANEL_MARGIN.y, L.SCREEN_WIDTH - 2 * PANEL_MARGIN.x, L.SCREEN_HEIGHT - 2 * PANEL_MARGIN.y);
    drawLabel(this.title, BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, AT.titleY, C.INK, true);
    let y = AT.textY;
    for (const lines of this.pages[this.page]) {
      drawLines(lines, (L.SCREEN_WIDTH - BOX.body.width) / 2, y, BOX.body.size, AT.lineHeight, C.INK);
      y += lines.length * AT.lineHeight + AT.paragraphGap;
    }
    this.menu.draw(app);
  }

  /** The panel and its buttons stand where the status area would: none. */
  status(_app: App, _area: StatusLines): boolean {
    return false;
  }
}
