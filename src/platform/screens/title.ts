// The title screen: the title art with the program's version under it and the main menu, with
// "Continue" first while a game is saved; after a saved game was refused, one line saying so (in
// the status area's upper row); and while the program's sound could not be made ready, one line at
// the top saying the copy is damaged.

import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { VERSION } from "../version";
import { Menu, buttonWidth, drawLabel } from "../widgets";
import { drawBackdrop } from "./backdrop";

/** The title art: the box it is fitted in. */
const ART = { maxWidth: 420, maxHeight: 170, y: 40 };
/** The version, small, right-aligned under the title art (the same in every language). */
const VERSION_LINE = { text: "v" + VERSION, size: 14, gap: 4 };
const SUBTITLE_Y = 226;
/**
 * The menu; four buttons (with Continue) stand closer and higher, clear of the status area's
 * bottom line; three leave its upper row free for a refused save's line (there is no Continue then).
 */
const MENU = { y: 280, step: 52, yContinue: 256, stepContinue: 50, buttonHeight: 40 };
/** Below the top frieze, clear of a television's overscan. */
const SOUND_FAILED_Y = 48;
/** The ankh and the eye of Horus stand either side of the menu. */
const GLYPH = { size: 84, margin: 52 };

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
    this.menuY = saved ? MENU.yContinue : MENU.y;
    this.step = saved ? MENU.stepContinue : MENU.step;
    for (let index = 0; index < this.keys.length; index++) {
      this.menu.add((L.SCREEN_WIDTH - width) / 2, this.menuY + index * this.step, width, MENU.buttonHeight, BOX.menuButton, this.keys[index]);
    }
    const size = native.imageSize("title");
    const scale = Math.min(ART.maxWidth / size.width, ART.maxHeight / size.height);
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
    const artX = (L.SCREEN_WIDTH - this.artWidth) / 2;
    const artY = ART.y + (ART.maxHeight - this.artHeight) / 2;
    native.image("title", artX, artY, this.artWidth, this.artHeight, C.WHITE);
    const versionX = artX + this.artWidth - native.textWidth(VERSION_LINE.text, VERSION_LINE.size);
    native.text(VERSION_LINE.text, versionX, artY + this.artHeight + VERSION_LINE.gap, VERSION_LINE.size, C.TEXT_DIM);
    drawLabel(app.text("appSubtitle"), BOX.subtitle, (L.SCREEN_WIDTH - BOX.subtitle.width) / 2, SUBTITLE_Y, C.TEXT_DIM, true);
    const glyphY = this.menuY + ((this.keys.length - 1) * this.step + MENU.buttonHeight - GLYPH.size) / 2;
    native.image("glyph-15", GLYPH.margin, glyphY, GLYPH.size, GLYPH.size, C.WHITE);
    native.image("glyph-30", L.SCREEN_WIDTH - GLYPH.margin - GLYPH.size, glyphY, GLYPH.size, GLYPH.size, C.WHITE);
    this.menu.draw(app);
    if (app.soundBankFailed) drawLabel(app.text("soundBankFailed"), BOX.line, (L.SCREEN_WIDTH - BOX.line.width) / 2, SOUND_FAILED_Y, C.GOLD, true);
  }

  status(app: App, area: StatusLines): boolean {
    const refusal = app.games.refusal;
    if (refusal !== undefined) area.upperRow(app.text(refusal), BOX.line, C.GOLD);
    return true;
  }
}
