// The game waits here while a player's controller is gone (pulled out, switched off, a Classic
// Controller taken out of its Wiimote): one line names the player over the dimmed game, which
// stays as it was saved. A button on a controller that may play for that player (match.ts: in a
// game of two, not the opponent's) makes it theirs and the game goes on; Home opens the pause menu.

import { Player } from "../../game/board";
import { HistoryEntry } from "../../game/history";
import { PresetName } from "../../game/variants";
import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import * as L from "../layout";
import { Seats, playerColor, playerName } from "../match";
import { fill } from "../text";
import { drawLabel, drawPanel } from "../widgets";

const PANEL_X = 10;
const PANEL_Y = 170;
const PANEL_HEIGHT = 120;
const TITLE_Y = PANEL_Y + 16;
const LINE_Y = PANEL_Y + 70;

export class ControllerGoneScreen implements Screen {
  readonly name = "controller gone";
  private readonly line: string;

  constructor(app: App, private readonly under: Screen, readonly player: Player, private readonly seats: Seats,
    private readonly preset: PresetName, private readonly entries: HistoryEntry[]) {
    this.line = seats.setup.mode === "ai" ? app.text("controllerGoneYou") : fill(app.text("controllerGone"), "p", playerName(app, seats.setup, player));
    native.log(`controller gone: ${player}`);
  }

  update(app: App): void {
    const input = app.input;
    if (input.anyPressed("home")) {
      app.nav.pause(this.under, this.preset, this.entries, this.seats.setup.options);
      return;
    }
    const slot = this.seats.pressingFor(this.player, input, true);
    if (slot < 0) return;
    this.seats.claim(this.player, slot, input);
    app.nav.show(this.under);
  }

  draw(app: App): void {
    this.under.draw(app);
    native.rect(0, 0, L.SCREEN_WIDTH, L.SCREEN_HEIGHT, C.SHADE);
    drawPanel(PANEL_X, PANEL_Y, L.SCREEN_WIDTH - 2 * PANEL_X, PANEL_HEIGHT);
    drawLabel(app.text("pauseTitle"), BOX.panelTitle, (L.SCREEN_WIDTH - BOX.panelTitle.width) / 2, TITLE_Y, C.INK, true);
    drawLabel(this.line, BOX.status, (L.SCREEN_WIDTH - BOX.status.width) / 2, LINE_Y, playerColor(this.player), true);
  }

  /** Nothing of its own in the status area (the game's lines under it are not shown): the notice can stand there. */
  status(_app: App, _area: StatusLines): boolean {
    return true;
  }
}
