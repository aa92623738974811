// Game over: the winner with their piece, the record against this computer level, a rematch, and
// the review of the game (its analysis goes on here in the frames' spare time).

import { Player } from "../../game/board";
import { pieceImage, pieceTint } from "../board-view";
import * as C from "../colors";
import { App, MatchSetup, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { playerColor, playerName } from "../match";
import { recordOf } from "../settings";
import { fill, fitSize } from "../text";
import { Menu, buttonWidth, drawLabel, drawPanel } from "../widgets";
import { drawNotice } from "./backdrop";
import { levelKey } from "./names";
import { FrameThinker } from "./frame-thinker";
import { Analyst } from "../../game/analysis/analyst";

const PANEL = { x: 30, y: 100, width: L.SCREEN_WIDTH - 60, height: 326 };
/** The lines and the buttons, from the panel's top down. */
const AT = { titleY: PANEL.y + 20, headlineY: PANEL.y + 72, recordY: PANEL.y + 134, buttonsY: PANEL.y + 196, reviewY: PANEL.y + 252, buttonHeight: 44 };
/** The winner's piece stands either side of the headline. */
const PIECE = { size: 56, gap: 14, margin: 12 };

export class GameOverScreen implements Screen {
  readonly name = "game over";
  private readonly menu = new Menu(true);
  private readonly headline: string;
  private readonly record: string;
  private readonly pieceLeftX: number;
  private readonly pieceRightX: number;

  private readonly thinker: FrameThinker;

  constructor(app: App, private readonly setup: MatchSetup, private readonly winner: Player, private readonly under: Screen, private readonly analyst: Analyst | undefined) {
    this.thinker = new FrameThinker(() => app.clock());
    if (setup.mode === "ai") {
      this.headline = app.text(winner === "a" ? "msgYouWin" : "msgYouLose");
      const entry = recordOf(app.store.settings, setup.preset, setup.level);
      this.record = fill(fill(fill(app.text("recordLine"), "level", app.text(levelKey(setup.level))), "w", `${entry.won}`), "l", `${entry.lost}`);
    } else {
      this.headline = fill(app.text("msgWinner"), "p", playerName(app, setup, winner));
      this.record = "";
    }
    const half = native.textWidth(this.headline, fitSize(this.headline, BOX.title.size, BOX.title.width)) / 2;
    const reach = Math.min(half + PIECE.gap + PIECE.size, PANEL.width / 2 - PIECE.margin);
    this.pieceLeftX = L.SCREEN_WIDTH / 2 - reach;
    this.pieceRightX = L.SCREEN_WIDTH / 2 + reach - PIECE.size;
    const width = buttonWidth(BOX.smallButton);
    const gap = (L.SCREEN_WIDTH - 2 * PANEL.x - 3 * width) / 4;
    const keys: StringKey[] = ["btnRematch", "btnNewGame", "btnMainMenu"];
    for (let index = 0; index < keys.length; index++) this.menu.add(PANEL.x + gap + index * (width + gap), AT.buttonsY, width, AT.buttonHeight, BOX.smallButton, keys[index]);
    const review = this.menu.add((L.SCREEN_WIDTH - width) / 2, AT.reviewY, width, AT.buttonHeight, BOX.smallButton, "btnReview");
    review.enabled = analyst !== undefined;
  }

  update(app: App): void {
    this.menu.update(app, -1);
    if (this.menu.activated === 0) app.nav.play(this.setup);
    else if (this.menu.activated === 1) app.nav.newGame();
    else if (this.menu.activated === 2) app.nav.title();
    else if (this.menu.activated === 3 && this.analyst !== undefined) app.nav.review(this.setup, this.analyst, this);
    else if (this.analyst !== undefined) this.thinker.analyse(this.analyst, app.input.frameDeadline);
  }

  draw(app: App): void {
    this.thinker.beginDraw();
    this.under.draw(app);
    native.rect(0, 0, L.SCREEN_WIDTH, L.SCREEN_HEIGHT, C.SHADE);
    drawPanel(PANEL.x, PANEL.y, PANEL.width, PANEL.height);
    drawLabel(app.text("gameOverTitle"), BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, AT.titleY, C.INK, true);
    const pieceY = AT.headlineY + (BOX.title.size - PIECE.size) / 2;
    native.image(pieceImage(this.winner), this.pieceLeftX, pieceY, PIECE.size, PIECE.size, pieceTint(this.winner));
    native.image(pieceImage(this.winner), this.pieceRightX, pieceY, PIECE.size, PIECE.size, pieceTint(this.winner));
    drawLabel(this.headline, BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, AT.headlineY, playerColor(this.winner), true);
    if (this.record.length > 0) drawLabel(this.record, BOX.status, (L.SCREEN_WIDTH - BOX.status.width) / 2, AT.recordY, C.INK, true);
    this.menu.draw(app);
    drawNotice(app);
    this.thinker.endDraw();
  }
}
