// The pause menu on Home: resume, the rules of this preset, back to the title, leave the program,
// and beside them the moves of the game so far (D-pad right and left move between the two, and a
// pointer that moves onto either); under the panel, the controls of the controller that opened it.

import { HistoryEntry } from "../../game/history";
import { PresetName, PresetOption, getPreset } from "../../game/variants";
import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import { controlsLine } from "../controllers";
import { ButtonLinesCache } from "../lines-cache";
import * as L from "../layout";
import { PointerLead } from "../pointer-lead";
import { Menu, buttonWidth, drawLabel, drawPanel } from "../widgets";
import { MoveList } from "./move-list";

const PANEL_X = 20;
const PANEL_Y = 70;
const PANEL_WIDTH = L.SCREEN_WIDTH - 2 * PANEL_X;
const PANEL_HEIGHT = 340;
const TITLE_Y = PANEL_Y + 12;
const MENU_X = PANEL_X + 20;
const MENU_Y = PANEL_Y + 80;
const BUTTON_HEIGHT = 40;
const BUTTON_STEP = 52;
const LIST_X = 360;
const LIST_Y = PANEL_Y + 70;
const LIST_WIDTH = PANEL_X + PANEL_WIDTH - 20 - LIST_X;
const LIST_HEIGHT = 252;
const LIST_TITLE_Y = LIST_Y - 24;
// above the diagnostics overlay's corner (y 436), which a line as wide as the longest would cross
const CONTROLS_Y = PANEL_Y + PANEL_HEIGHT + 6;
const CONTROLS_BAND = 3;

export class PauseScreen implements Screen {
  readonly name = "pause";
  private readonly menu = new Menu(false);
  readonly moves: MoveList;
  /** The controls line, of the controller that acted last. */
  private controls = "";
  private readonly controlsFor = new ButtonLinesCache();
  /** Which pointers moved: only a move onto the buttons or into the list gives it the focus. */
  private readonly pointers = new PointerLead();

  /** `options`: the preset options of the game paused (its rules page says which are on). */
  constructor(app: App, private readonly under: Screen, private readonly preset: PresetName, entries: HistoryEntry[], private readonly options: PresetOption[] = []) {
    const width = buttonWidth(BOX.menuButton);
    // as on the title: the Wii leaves to the loader, the desktop program ends
    const keys: StringKey[] = ["btnResume", "btnRules", "btnToTitle", native.platform() === "desktop" ? "btnQuit" : "btnExit"];
    for (let index = 0; index < keys.length; index++) {
      this.menu.add(MENU_X, MENU_Y + index * BUTTON_STEP, width, BUTTON_HEIGHT, BOX.menuButton, keys[index]);
    }
    const rules = getPreset(preset);
    this.moves = new MoveList(app.strings(), entries, rules.forfeit, LIST_X, LIST_Y, LIST_WIDTH, LIST_HEIGHT, rules.capture === "toLowestEmpty");
  }

  /** Whether slot `slot`'s pointer is on one of the buttons. */
  private pointsAtMenu(app: App, slot: number): boolean {
    for (const item of this.menu.items) {
      if (app.input.pointsAt(slot, item.x, item.y, item.width, item.height)) return true;
    }
    return false;
  }

  /** A pointer that moves onto the buttons takes the focus from the list, one that moves into the list gives it the list. */
  private followPointers(app: App): void {
    const scroll = this.moves.scroll;
    this.pointers.look(app.input);
    for (let slot = 0; slot < app.input.slots.length; slot++) {
      if (!this.pointers.movedNow(slot)) continue;
      if (this.pointsAtMenu(app, slot)) scroll.focused = false;
      else if (scroll.pointedBy(app, slot)) scroll.focused = true;
    }
  }

  update(app: App): void {
    const scroll = this.moves.scroll;
    this.followPointers(app);
    if (scroll.focused) {
      this.moves.update(app);
    } else {
      this.menu.update(app, -1);
      if (this.menu.stepped === 1 && scroll.rows > 0) scroll.focused = true;
    }
    const chosen = scroll.focused ? -1 : this.menu.activated;
    if (chosen === 0 || app.input.anyPressed("home")) app.nav.show(this.under);
    else if (chosen === 1) app.nav.rules(this.preset, this, this.options);
    else if (chosen === 2) app.nav.title();
    else if (chosen === 3) app.quit();
  }

  draw(app: App): void {
    this.under.draw(app);
    native.rect(0, 0, L.SCREEN_WIDTH, L.SCREEN_HEIGHT, C.SHADE);
    drawPanel(PANEL_X, PANEL_Y, PANEL_WIDTH, PANEL_HEIGHT);
    drawLabel(app.text("pauseTitle"), BOX.panelTitle, (L.SCREEN_WIDTH - BOX.panelTitle.width) / 2, TITLE_Y, C.INK, true);
    drawLabel(app.text("movesTitle"), BOX.moveList, LIST_X + (LIST_WIDTH - BOX.moveList.width) / 2, LIST_TITLE_Y, C.INK, true);
    this.menu.draw(app, !this.moves.scroll.focused);
    this.moves.draw(app);
    const box = BOX.line;
    const kind = app.input.activeKind();
    if (this.controlsFor.stale(-1, kind)) this.controls = controlsLine(app.strings(), kind);
    native.rect(PANEL_X, CONTROLS_Y - CONTROLS_BAND, PANEL_WIDTH, box.size + 2 * CONTROLS_BAND, C.EBONY);
    drawLabel(this.controls, box, (L.SCREEN_WIDTH - box.width) / 2, CONTROLS_Y, C.TEXT_LIGHT, true);
  }

  /** The controls line stands where the area's upper row would; its bottom line is free for the notice (the game's lines are not shown). */
  status(_app: App, _area: StatusLines): boolean {
    return true;
  }
}
