// Game over: the winner, the record against this computer level, and a rematch.

import { Player } from "../../game/board";
import * as C from "../colors";
import { App, MatchSetup, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { playerColor, playerName } from "../match";
import { recordOf } from "../settings";
import { fill } from "../text";
import { Menu, buttonWidth, drawLabel, drawPanel } from "../widgets";
import { drawNotice } from "./backdrop";
import { levelKey } from "./names";

const PANEL_X = 30;
const PANEL_Y = 110;
const PANEL_HEIGHT = 250;
const BUTTONS_Y = PANEL_Y + 180;
const BUTTON_HEIGHT = 44;

export class GameOverScreen implements Screen {
  readonly name = "game over";
  private readonly menu = new Menu(true);
  private readonly headline: string;
  private readonly record: string;

  constructor(app: App, private readonly setup: MatchSetup, private readonly winner: Player, private readonly under: Screen) {
    if (setup.mode === "ai") {
      this.headline = app.text(winner === "a" ? "msgYouWin" : "msgYouLose");
      const entry = recordOf(app.store.settings, setup.preset, setup.level);
      this.record = fill(fill(fill(app.text("recordLine"), "level", app.text(levelKey(setup.level))), "w", `${entry.won}`), "l", `${entry.lost}`);
    } else {
      this.headline = fill(app.text("msgWinner"), "p", playerName(app, setup, winner));
      this.record = "";
    }
    const width = buttonWidth(BOX.smallButton);
    const gap = (L.SCREEN_WIDTH - 2 * PANEL_X - 3 * width) / 4;
    const keys: StringKey[] = ["btnRematch", "btnNewGame", "btnMainMenu"];
    for (let index = 0; index < keys.length; index++) this.menu.add(PANEL_X + gap + index * (width + gap), BUTTONS_Y, width, BUTTON_HEIGHT, BOX.smallButton, keys[index]);
  }

  update(app: App): void {
    this.menu.update(app, -1);
    if (this.menu.activated === 0) app.nav.play(this.setup);
    else if (this.menu.activated === 1) app.nav.newGame();
    else if (this.menu.activated === 2) app.nav.title();
  }

  draw(app: App): void {
    this.under.draw(app);
    native.rect(0, 0, L.SCREEN_WIDTH, L.SCREEN_HEIGHT, C.SHADE);
    drawPanel(PANEL_X, PANEL_Y, L.SCREEN_WIDTH - 2 * PANEL_X, PANEL_HEIGHT);
    drawLabel(app.text("gameOverTitle"), BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, PANEL_Y + 16, C.INK, true);
    drawLabel(this.headline, BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, PANEL_Y + 64, playerColor(this.winner), true);
    if (this.record.length > 0) drawLabel(this.record, BOX.status, (L.SCREEN_WIDTH - BOX.status.width) / 2, PANEL_Y + 118, C.INK, true);
    this.menu.draw(app);
    drawNotice(app);
  }
}
