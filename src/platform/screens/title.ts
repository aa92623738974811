// The title screen: the title art and the main menu.

import * as C from "../colors";
import { App, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { Menu, buttonWidth, drawLabel } from "../widgets";
import { drawBackdrop } from "./backdrop";

const ART_MAX_WIDTH = 420;
const ART_MAX_HEIGHT = 170;
const ART_Y = 40;
const SUBTITLE_Y = 226;
const MENU_Y = 280;
const BUTTON_HEIGHT = 40;
const BUTTON_STEP = 52;
/** The ankh and the eye of Horus stand either side of the menu. */
const GLYPH_SIZE = 84;
const GLYPH_MARGIN = 52;

export class TitleScreen implements Screen {
  readonly name = "title";
  private readonly menu = new Menu(false);
  private artWidth = 0;
  private artHeight = 0;

  constructor() {
    const width = buttonWidth(BOX.menuButton);
    // the Wii leaves to the loader it was started from; the desktop program simply ends
    const keys: StringKey[] = ["menuPlay", "menuSettings", native.platform() === "desktop" ? "menuQuit" : "menuExit"];
    for (let index = 0; index < keys.length; index++) {
      this.menu.add((L.SCREEN_WIDTH - width) / 2, MENU_Y + index * BUTTON_STEP, width, BUTTON_HEIGHT, BOX.menuButton, keys[index]);
    }
    const size = native.imageSize("title");
    const scale = Math.min(ART_MAX_WIDTH / size.width, ART_MAX_HEIGHT / size.height);
    this.artWidth = Math.floor(size.width * scale);
    this.artHeight = Math.floor(size.height * scale);
  }

  update(app: App): void {
    this.menu.update(app, -1);
    if (this.menu.activated === 0) app.nav.newGame();
    else if (this.menu.activated === 1) app.nav.settings();
    else if (this.menu.activated === 2) app.quit();
  }

  draw(app: App): void {
    drawBackdrop();
    native.image("title", (L.SCREEN_WIDTH - this.artWidth) / 2, ART_Y + (ART_MAX_HEIGHT - this.artHeight) / 2, this.artWidth, this.artHeight, C.WHITE);
    drawLabel(app.text("appSubtitle"), BOX.subtitle, (L.SCREEN_WIDTH - BOX.subtitle.width) / 2, SUBTITLE_Y, C.TEXT_DIM, true);
    const glyphY = MENU_Y + (2 * BUTTON_STEP + BUTTON_HEIGHT - GLYPH_SIZE) / 2;
    native.image("glyph-15", GLYPH_MARGIN, glyphY, GLYPH_SIZE, GLYPH_SIZE, C.WHITE);
    native.image("glyph-30", L.SCREEN_WIDTH - GLYPH_MARGIN - GLYPH_SIZE, glyphY, GLYPH_SIZE, GLYPH_SIZE, C.WHITE);
    this.menu.draw(app);
  }
}
