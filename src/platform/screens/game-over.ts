// Game over: the winner with their piece (or, for a locked game, a draw, why, and both sides'
// pieces), the record against this computer level, the players' ratings once the review of the game
// is complete (its progress until then), a rematch, and the review of the game (its analysis goes
// on here in the frames' spare time).

import { Player } from "../../game/board";
import { reviewShare, summaryOf } from "../../game/analysis/review";
import { pieceImage, pieceTint } from "../board-view";
import * as C from "../colors";
import { App, Screen, StatusLines } from "../context";
import { FinishedGame } from "../store/finished-game";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { isComputer, playerColor, playerName } from "../match";
import { ratedSides } from "../store/ratings";
import { firstPlayerSide } from "../store/match-setup";
import { ratingText } from "../rating-text";
import { setupVariant } from "../store/match-setup";
import { recordOf } from "../store/settings";
import { fill, fitSize } from "../text";
import { Menu, buttonWidth, drawLabel, drawPanel } from "../widgets";
import { levelKey } from "./names";
import { FrameThinker } from "./frame-thinker";

const PANEL = { x: 30, y: 100, width: L.SCREEN_WIDTH - 60, height: 326 };
/** The lines and the buttons, from the panel's top down: the record's or a rating's, then a rating's. */
const AT = { titleY: PANEL.y + 20, headlineY: PANEL.y + 72, firstY: PANEL.y + 134, secondY: PANEL.y + 162, buttonsY: PANEL.y + 196, reviewY: PANEL.y + 252, buttonHeight: 44 };
/** The winner's piece stands either side of the headline. */
const PIECE = { size: 56, gap: 14, margin: 12 };

export class GameOverScreen implements Screen {
  readonly name = "game over";
  private readonly menu = new Menu(true);
  private readonly headline: string;
  /** Where the ratings' lines (or the review's progress) begin in `lines`. */
  private readonly firstRatingLine: number;
  private readonly pieceLeftX: number;
  private readonly pieceRightX: number;
  private readonly thinker: FrameThinker;
  /** The lines under the headline: the record's (against the computer), then the ratings' once the review is complete, before that its progress. */
  readonly lines: string[] = [];
  private rated = false;
  private workingShown = -1;

  /** `winner`: undefined where the game was locked (a draw). */
  constructor(app: App, readonly game: FinishedGame, private readonly winner: Player | undefined, private readonly under: Screen) {
    const setup = game.setup;
    this.thinker = new FrameThinker(() => app.clock());
    if (winner === undefined) {
      this.headline = app.text("msgLockedDraw");
      if (setup.mode === "ai") this.lines.push(this.recordLine(app));
    } else if (setup.mode === "ai") {
      this.headline = app.text(isComputer(setup, winner) ? "msgYouLose" : "msgYouWin");
      this.lines.push(this.recordLine(app));
    } else {
      this.headline = fill(app.text("msgWinner"), "p", playerName(app, setup, winner));
    }
    this.firstRatingLine = this.lines.length;
    const half = native.textWidth(this.headline, fitSize(this.headline, BOX.title.size, BOX.title.width)) / 2;
    const reach = Math.min(half + PIECE.gap + PIECE.size, PANEL.width / 2 - PIECE.margin);
    this.pieceLeftX = L.SCREEN_WIDTH / 2 - reach;
    this.pieceRightX = L.SCREEN_WIDTH / 2 + reach - PIECE.size;
    const width = buttonWidth(BOX.smallButton);
    const gap = (L.SCREEN_WIDTH - 2 * PANEL.x - 3 * width) / 4;
    const keys: StringKey[] = ["btnRematch", "btnNewGame", "btnMainMenu"];
    for (let index = 0; index < keys.length; index++) this.menu.add(PANEL.x + gap + index * (width + gap), AT.buttonsY, width, AT.buttonHeight, BOX.smallButton, keys[index]);
    const review = this.menu.add((L.SCREEN_WIDTH - width) / 2, AT.reviewY, width, AT.buttonHeight, BOX.smallButton, "btnReview");
    review.enabled = game.analysed();
    this.followReview(app);
  }

  /** The record against the computer's level. */
  private recordLine(app: App): string {
    const setup = this.game.setup;
    const entry = recordOf(app.store.settings, setupVariant(setup), setup.level);
    return fill(fill(fill(app.text("recordLine"), "level", app.text(levelKey(setup.level))), "w", `${entry.won}`), "l", `${entry.lost}`);
  }

  /** The ratings once the review is complete (recorded then, once), else its progress. */
  private followReview(app: App): void {
    const game = this.game;
    const analyst = game.analyst;
    if (analyst === undefined || this.rated) return;
    if (game.reviewed()) {
      if (game.recordRatings(app.store.settings)) app.store.save();
      this.rated = true;
      this.lines.splice(this.firstRatingLine);
      for (const side of ratedSides(game.setup.mode, firstPlayerSide(game.setup))) {
        const rating = summaryOf(analyst.review, side.player).rating;
        if (rating !== undefined) this.lines.push(ratingText(app, game.setup, side.player, rating));
      }
      return;
    }
    const percent = Math.floor(reviewShare(analyst.review) * 100);
    if (percent === this.workingShown) return;
    this.workingShown = percent;
    this.lines[this.firstRatingLine] = fill(app.text("reviewWorking"), "pct", `${percent}`);
  }

  update(app: App): void {
    this.menu.update(app, -1);
    const analyst = this.game.analyst;
    if (this.menu.activated === 0) app.nav.play(this.game.setup);
    else if (this.menu.activated === 1) app.nav.newGame();
    else if (this.menu.activated === 2) app.nav.title();
    else if (this.menu.activated === 3 && this.game.analysed()) app.nav.review(this.game, this);
    else if (analyst !== undefined) {
      this.thinker.analyse(analyst, app.input.frameDeadline);
      this.followReview(app);
    }
  }

  draw(app: App): void {
    this.thinker.beginDraw();
    this.under.draw(app);
    native.rect(0, 0, L.SCREEN_WIDTH, L.SCREEN_HEIGHT, C.SHADE);
    drawPanel(PANEL.x, PANEL.y, PANEL.width, PANEL.height);
    drawLabel(app.text("gameOverTitle"), BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, AT.titleY, C.INK, true);
    const pieceY = AT.headlineY + (BOX.title.size - PIECE.size) / 2;
    // a draw shows both sides' pieces
    const left = this.winner ?? "a";
    const right = this.winner ?? "b";
    native.image(pieceImage(left), this.pieceLeftX, pieceY, PIECE.size, PIECE.size, pieceTint(left));
    native.image(pieceImage(right), this.pieceRightX, pieceY, PIECE.size, PIECE.size, pieceTint(right));
    drawLabel(this.headline, BOX.title, (L.SCREEN_WIDTH - BOX.title.width) / 2, AT.headlineY, this.winner !== undefined ? playerColor(this.winner) : C.INK, true);
    for (let index = 0; index < this.lines.length && index < 2; index++) {
      drawLabel(this.lines[index], BOX.status, (L.SCREEN_WIDTH - BOX.status.width) / 2, index === 0 ? AT.firstY : AT.secondY, C.INK, true);
    }
    this.menu.draw(app);
    this.thinker.endDraw();
  }

  /** Nothing of its own in the status area (the game's lines under it are not shown): the notice can stand there. */
  status(_app: App, _area: StatusLines): boolean {
    return true;
  }
}
