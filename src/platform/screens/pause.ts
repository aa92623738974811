// The pause menu on Home: resume, the rules of this preset, back to the title, leave the program.

import { PresetName } from "../../game/variants";
import * as C from "../colors";
import { App, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { Menu, buttonWidth, drawLabel, drawPanel } from "../widgets";

const PANEL_WIDTH = 360;
const PANEL_HEIGHT = 300;
const PANEL_X = (L.SCREEN_WIDTH - PANEL_WIDTH) / 2;
const PANEL_Y = 90;
const MENU_Y = PANEL_Y + 70;
const BUTTON_HEIGHT = 40;
const BUTTON_STEP = 52;

export class PauseScreen implements Screen {
  readonly name = "pause";
  private readonly menu = new Menu(false);

  constructor(private readonly under: Screen, private readonly preset: PresetName) {
    const width = buttonWidth(BOX.menuButton);
    // as on the title: the Wii leaves to the loader, the desktop program ends
    const keys: StringKey[] = ["btnResume", "btnRules", "btnToTitle", native.platform() === "desktop" ? "btnQuit" : "btnExit"];
    for (let index = 0; index < keys.length; index++) {
      this.menu.add((L.SCREEN_WIDTH - width) / 2, MENU_Y + index * BUTTON_STEP, width, BUTTON_HEIGHT, BOX.menuButton, keys[index]);
    }
  }

  update(app: App): void {
    this.menu.update(app, -1);
    const chosen = this.menu.activated;
    if (chosen === 0 || app.input.anyPressed("home")) app.nav.show(this.under);
    else if (chosen === 1) app.nav.rules(this.preset, this);
    else if (chosen === 2) app.nav.title();
    else if (chosen === 3) app.quit();
  }

  draw(app: App): void {
    this.under.draw(app);
    native.rect(0, 0, L.SCREEN_WIDTH, L.SCREEN_HEIGHT, C.SHADE);
    drawPanel(PANEL_X, PANEL_Y, PANEL_WIDTH, PANEL_HEIGHT);
    drawLabel(app.text("pauseTitle"), BOX.panelTitle, (L.SCREEN_WIDTH - BOX.panelTitle.width) / 2, PANEL_Y + 18, C.INK, true);
    this.menu.draw(app);
  }
}
