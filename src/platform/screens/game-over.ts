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

const PANEL_X = 30;
const PANEL_Y = 100;
const PANEL_WIDTH = L.SCREEN_WIDTH - 2 * PANEL_X;
const PANEL_HEIGHT = 326;
const TITLE_Y = PANEL_Y + 20;
const HEADLINE_Y = PANEL_Y + 72;
const RECORD_Y = PANEL_Y + 134;
const BUTTONS_Y = PANEL_Y + 196;
const BUTTON_HEIGHT = 44;
const REVIEW_Y = BUTTONS_Y + 56;
/** The winner's piece stands either side of the headline. */
const PIECE_SIZE = 56;
const PIECE_GAP = 14;
const PIECE_MARGIN = 12;

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
    const reach = Math.min(half + PIECE_GAP + PIECE_SIZE, PANEL_WIDTH / 2 - PIECE_MARGIN);
    this.pieceLeftX = L.SCREEN_WIDTH / 2 - reach;
    this.pieceRightX = L.SCREEN_WIDTH / 2 + reach - PIECE_SIZE;
    const width = buttonWidth(BOX.smallButton);
    const gap = (L.SCREEN_WIDTH - 2 * PANEL_X - 3 * width) / 4;
    const keys: StringKey[] = ["btnRematch", "btnNewGame", "btnMainMenu"];
    for (let index = 0; index < keys.length; index++) this.menu.add(PANEL_X + gap + index * (width + gap), BUTTONS_Y, width, BUTTON_HEIGHT, BOX.smallButton, keys[index]);
    const review = this.menu.add((L.SCREEN_WIDTH - width) / 2, REVIEW_Y, width, BUTTON_HEIGHT, BOX.smallButton, "btnReview");
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
    drawPanel(PANEL_X, PANEL_Y, PANEL_WIDTH, PANEL_HEIGHT);
    drawLabel(app.text("gameOverTitle"), BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, TITLE_Y, C.INK, true);
    const pieceY = HEADLINE_Y + (BOX.title.size - PIECE_SIZE) / 2;
    native.image(pieceImage(this.winner), this.pieceLeftX, pieceY, PIECE_SIZE, PIECE_SIZE, pieceTint(this.winner));
    native.image(pieceImage(this.winner), this.pieceRightX, pieceY, PIECE_SIZE, PIECE_SIZE, pieceTint(this.winner));
    drawLabel(this.headline, BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, HEADLINE_Y, playerColor(this.winner), true);
    if (this.record.length > 0) drawLabel(this.record, BOX.status, (L.SCREEN_WIDTH - BOX.status.width) / 2, RECORD_Y, C.INK, true);
    this.menu.draw(app);
    drawNotice(app);
    this.thinker.endDraw();
  }
}
