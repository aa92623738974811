// The title screen: the title art and the main menu, with "Continue" first while a game is saved;
// after a saved game was refused, one line saying so; and while the program's sound could not be
// made ready, one line at the top saying the copy is damaged.

import * as C from "../colors";
import { App, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { Menu, buttonWidth, drawLabel } from "../widgets";
import { drawBackdrop, drawNotice } from "./backdrop";

const ART_MAX_WIDTH = 420;
const ART_MAX_HEIGHT = 170;
const ART_Y = 40;
const SUBTITLE_Y = 226;
const MENU_Y = 280;
const BUTTON_STEP = 52;
/** Four buttons (with Continue) stand closer and higher, clear of the bottom frieze. */
const MENU_Y_CONTINUE = 256;
const BUTTON_STEP_CONTINUE = 50;
const BUTTON_HEIGHT = 40;
const REFUSAL_Y = 434;
/** The save-failure notice under the refusal's line (removing a refused save can fail too). */
const NOTICE_UNDER_REFUSAL_Y = REFUSAL_Y + 19;
/** Below the top frieze, clear of a television's overscan. */
const SOUND_FAILED_Y = 48;
/** The ankh and the eye of Horus stand either side of the menu. */
const GLYPH_SIZE = 84;
const GLYPH_MARGIN = 52;

export class TitleScreen implements Screen {
  readonly name = "title";
  private readonly menu = new Menu(false);
  private readonly keys: StringKey[] = [];
  private readonly menuY: number;
  private readonly step: number;
  private artWidth = 0;
  private artHeight = 0;

  constructor(app: App) {
    const width = buttonWidth(BOX.menuButton);
    const saved = app.games.hasGame();
    if (saved) this.keys.push("menuContinue");
    // the Wii leaves to the loader it was started from; the desktop program simply ends
    this.keys.push("menuPlay", "menuSettings", native.platform() === "desktop" ? "menuQuit" : "menuExit");
    this.menuY = saved ? MENU_Y_CONTINUE : MENU_Y;
    this.step = saved ? BUTTON_STEP_CONTINUE : BUTTON_STEP;
    for (let index = 0; index < this.keys.length; index++) {
      this.menu.add((L.SCREEN_WIDTH - width) / 2, this.menuY + index * this.step, width, BUTTON_HEIGHT, BOX.menuButton, this.keys[index]);
    }
    const size = native.imageSize("title");
    const scale = Math.min(ART_MAX_WIDTH / size.width, ART_MAX_HEIGHT / size.height);
    this.artWidth = Math.floor(size.width * scale);
    this.artHeight = Math.floor(size.height * scale);
  }

  update(app: App): void {
    this.menu.update(app, -1);
    if (this.menu.activated < 0) return;
    // The refusal was read once the player moves on.
    app.games.refusal = undefined;
    const chosen = this.keys[this.menu.activated];
    if (chosen === "menuContinue") app.nav.continueGame();
    else if (chosen === "menuPlay") app.nav.newGame();
    else if (chosen === "menuSettings") app.nav.settings();
    else app.quit();
  }

  draw(app: App): void {
    drawBackdrop();
    native.image("title", (L.SCREEN_WIDTH - this.artWidth) / 2, ART_Y + (ART_MAX_HEIGHT - this.artHeight) / 2, this.artWidth, this.artHeight, C.WHITE);
    drawLabel(app.text("appSubtitle"), BOX.subtitle, (L.SCREEN_WIDTH - BOX.subtitle.width) / 2, SUBTITLE_Y, C.TEXT_DIM, true);
    const glyphY = this.menuY + ((this.keys.length - 1) * this.step + BUTTON_HEIGHT - GLYPH_SIZE) / 2;
    native.image("glyph-15", GLYPH_MARGIN, glyphY, GLYPH_SIZE, GLYPH_SIZE, C.WHITE);
    native.image("glyph-30", L.SCREEN_WIDTH - GLYPH_MARGIN - GLYPH_SIZE, glyphY, GLYPH_SIZE, GLYPH_SIZE, C.WHITE);
    this.menu.draw(app);
    const refusal = app.games.refusal;
    if (refusal !== undefined) drawLabel(app.text(refusal), BOX.hint, (L.SCREEN_WIDTH - BOX.hint.width) / 2, REFUSAL_Y, C.GOLD, true);
    drawNotice(app, refusal !== undefined ? NOTICE_UNDER_REFUSAL_Y : undefined);
    if (app.soundBankFailed) drawLabel(app.text("soundBankFailed"), BOX.hint, (L.SCREEN_WIDTH - BOX.hint.width) / 2, SOUND_FAILED_Y, C.GOLD, true);
  }
}
