// The review after a game: the master's progress while it goes over the game in the frames' spare
// time; then each marked decision of both players on the real board (the move played previewed, or
// Kendall's waiting piece marked where it was left on 27; the master's choice outlined in gold) and
// each player's figures (its rating, marks by kind, hints, the chance given away per decision,
// luck). D-pad left and right or A on the arrows step through the marks; Back or Home returns. The
// players' ratings are recorded once the review is complete.

import { Player, WATER } from "../../game/board";
import { bestMove } from "../../game/analysis/decision";
import { Analyst, analystIdle } from "../../game/analysis/analyst";
import { DOUBTFUL, MARKS, MARK_SIGNS } from "../../game/analysis/marks";
import { PlayerSummary, ReviewedThrow, markedThrows, reviewShare, summaryOf } from "../../game/analysis/review";
import { Preset, getPreset } from "../../game/variants";
import { BoardScene, STAY_MARK, clearHighlights, drawBoard, newScene, pieceImage, pieceTint } from "../board-view";
import * as C from "../colors";
import { App, MatchSetup, Screen, StatusLines } from "../context";
import { AnalysedGame } from "../store/finished-game";
import { BOX } from "../i18n/boxes";
import * as L from "../layout";
import { playerName } from "../match";
import { NotationRow, drawNotationRow, entryRow, moveRow, moveWords } from "../move-notation";
import { THROW_ANIMATION_MS, ThrowShow, drawThrow, newThrowShow, showThrow } from "../sticks-view";
import { fill, fitSize, hundredthsText, percentText } from "../text";
import { Menu, buttonWidth, drawLabel } from "../widgets";
import { drawBackdrop } from "./backdrop";
import { FrameThinker } from "./frame-thinker";
import { levelKey, presetKey } from "./names";
import { facesFor } from "./tutorial-steps";

/** Where things stand on the screen: the lines above the board, the progress bar, the players' figures, the buttons. */
const AT = { headerY: 12, markY: 48, moveY: 76, masterY: 102, rowHeight: 22, rowText: 17, progressY: 80, progressHeight: 10 };
const SUMMARY = { x: 300, y: 306, step: 58, width: 320, icon: 26 };
const FIGURES_X = SUMMARY.x + SUMMARY.icon + 10;
const BUTTONS = { y: 428, height: 40, arrowWidth: 64 };
/** The menu's items: the arrows, then Back. */
const PREVIOUS = 0;
const NEXT = 1;
const BACK = 2;

/** A share as signed percent figures: "+8.3", "-2.1". */
function signedPercent(share: number, decimalMark: string): string {
  return share < 0 ? `-${percentText(-share, decimalMark)}` : `+${percentText(share, decimalMark)}`;
}

export class ReviewScreen implements Screen {
  readonly name = "review";
  readonly scene: BoardScene;
  private readonly preset: Preset;
  private readonly menu = new Menu(false);
  private readonly thinker: FrameThinker;
  private readonly show: ThrowShow = newThrowShow();
  private readonly header: string;
  /** The marked decisions, once the review is done, and the one on show (-1: none). */
  marked: ReviewedThrow[] = [];
  index = -1;
  private markLine = "";
  private row: NotationRow | undefined = undefined;
  private lossLine = "";
  private masterLine = "";
  private working = "";
  private workingShown = -1;
  private summaries: PlayerSummary[] = [];
  private names: string[] = [];
  private figures: string[] = [];
  private marks: string[] = [];
  /** Each player's rating ("" without a decision) and where it starts, right-aligned on the name's line. */
  private ratings: string[] = [];
  private ratingXs: number[] = [];
  private readonly setup: MatchSetup;
  readonly analyst: Analyst;

  constructor(app: App, private readonly game: AnalysedGame, private readonly back: Screen) {
    const setup = game.setup;
    const analyst = game.analyst;
    this.setup = setup;
    this.analyst = analyst;
    this.preset = getPreset(setup.preset, setup.pieces, setup.options);
    this.thinker = new FrameThinker(() => app.clock());
    this.scene = newScene(analyst.review.state.position);
    this.scene.chamberOfSet = this.preset.chamberOfSet;
    this.scene.hitSentBack = this.preset.capture === "toLowestEmpty";
    this.header = fill(app.text("reviewTitle"), "preset", app.text(presetKey(setup.preset)));
    const width = buttonWidth(BOX.smallButton);
    this.menu.add(L.THROW_AREA_X - 12, BUTTONS.y, BUTTONS.arrowWidth, BUTTONS.height, BOX.smallButton).text = "\u2190";
    this.menu.add(L.THROW_AREA_X - 12 + BUTTONS.arrowWidth + 12, BUTTONS.y, BUTTONS.arrowWidth, BUTTONS.height, BOX.smallButton).text = "\u2192";
    this.menu.add(SUMMARY.x + SUMMARY.width - width, BUTTONS.y, width, BUTTONS.height, BOX.smallButton, "btnBack");
    this.menu.focus = BACK;
    if (analystIdle(analyst)) this.finish(app);
    else this.showProgress(app);
  }

  /** Whether the review is done and its marks are on show. */
  ready(): boolean {
    return this.summaries.length > 0;
  }

  private showProgress(app: App): void {
    const percent = Math.floor(reviewShare(this.analyst.review) * 100);
    if (percent === this.workingShown) return;
    this.workingShown = percent;
    this.working = fill(app.text("reviewWorking"), "pct", `${percent}`);
  }

  /** The review is done: the figures of both players, and the first mark. */
  private finish(app: App): void {
    if (this.game.recordRatings(app.store.settings)) app.store.save();
    const review = this.analyst.review;
    this.marked = markedThrows(review);
    const strings = app.strings();
    const players: Player[] = ["a", "b"];
    for (const player of players) {
      const summary = summaryOf(review, player);
      this.summaries.push(summary);
      this.names.push(playerName(app, this.setup, player));
      const counts = MARKS.slice(DOUBTFUL).map((mark) => `${MARK_SIGNS[mark]} ${summary.marks[mark]}`);
      this.marks.push(`${counts.join("   ")}   ${fill(app.text("reviewHints"), "n", `${summary.hints}`)}`);
      const luck = signedPercent(summary.luck, strings.decimalMark);
      this.figures.push(summary.decisions > 0 ? fill(fill(app.text("reviewFigures"), "mean", hundredthsText(summary.meanLoss, strings.decimalMark)), "luck", luck) : fill(app.text("reviewNoDecision"), "luck", luck));
      const rating = summary.rating !== undefined ? fill(app.text("reviewRating"), "level", app.text(levelKey(summary.rating))) : "";
      this.ratings.push(rating);
      this.ratingXs.push(SUMMARY.x + SUMMARY.width - native.textWidth(rating, fitSize(rating, BOX.reviewRating.size, BOX.reviewRating.width)));
    }
    this.scene.position = review.state.position;
    if (this.marked.length > 0) this.showMark(app, 0);
  }

  private showMark(app: App, index: number): void {
    const reviewed = this.marked[index];
    const decision = reviewed.decision;
    const move = reviewed.move;
    if (decision === undefined || (move === undefined && !reviewed.left)) return;
    this.index = index;
    const strings = app.strings();
    // The master's move, or (undefined) its stay in the water.
    const best = bestMove(decision);
    const hitSentBack = this.preset.capture === "toLowestEmpty";
    clearHighlights(this.scene);
    this.scene.position = reviewed.position;
    this.scene.movable[move !== undefined ? move.from : WATER] = true;
    this.scene.preview = move;
    this.scene.masterMove = best ?? STAY_MARK;
    this.markLine = fill(fill(fill(app.text("reviewMark"), "i", `${index + 1}`), "total", `${this.marked.length}`), "throw", `${reviewed.index + 1}`);
    if (move !== undefined) {
      const capturedTo = move.capture ? move.capturedTo : 0;
      this.row = moveRow(strings, reviewed.player, reviewed.throwValue, move.from, move.to, move.water, capturedTo, hitSentBack);
    } else {
      this.row = entryRow(strings, this.analyst.review.history.entries[reviewed.index], this.preset.forfeit, hitSentBack);
    }
    this.lossLine = `${MARK_SIGNS[reviewed.mark]}  ${fill(app.text("reviewLoss"), "pct", percentText(reviewed.loss, strings.decimalMark))}`;
    this.masterLine = best !== undefined ? fill(app.text("reviewMaster"), "move", moveWords(strings, best)) : app.text("reviewMasterStays");
    showThrow(this.show, this.preset.throwKind === "die", reviewed.throwValue, facesFor(this.preset, reviewed.throwValue), app.now - THROW_ANIMATION_MS, pieceTint(reviewed.player));
  }

  private step(app: App, by: number): void {
    const count = this.marked.length;
    if (count === 0) return;
    this.showMark(app, (this.index + by + count) % count);
  }

  update(app: App): void {
    if (app.input.anyPressed("home")) {
      app.nav.show(this.back);
      return;
    }
    if (!this.ready()) {
      if (this.thinker.analyse(this.analyst, app.input.frameDeadline)) this.finish(app);
      else this.showProgress(app);
    }
    // A menu that moves its focus up and down: left and right step through the marks.
    this.menu.update(app, -1);
    if (this.menu.stepped !== 0) this.step(app, this.menu.stepped);
    const chosen = this.menu.activated;
    if (chosen === PREVIOUS) this.step(app, -1);
    else if (chosen === NEXT) this.step(app, 1);
    else if (chosen === BACK) app.nav.show(this.back);
  }

  private drawSummary(): void {
    for (let slot = 0; slot < this.summaries.length; slot++) {
      const player: Player = slot === 0 ? "a" : "b";
      const y = SUMMARY.y + slot * SUMMARY.step;
      native.image(pieceImage(player), SUMMARY.x, y + 2, SUMMARY.icon, SUMMARY.icon, pieceTint(player));
      drawLabel(this.names[slot], BOX.playerName, FIGURES_X, y, C.WHITE, false);
      if (this.ratings[slot].length > 0) drawLabel(this.ratings[slot], BOX.reviewRating, this.ratingXs[slot], y + BOX.playerName.size - BOX.reviewRating.size, C.GOLD, false);
      drawLabel(this.marks[slot], BOX.reviewFigures, FIGURES_X, y + 22, C.TEXT_LIGHT, false);
      drawLabel(this.figures[slot], BOX.reviewFigures, FIGURES_X, y + 38, C.TEXT_DIM, false);
    }
  }

  draw(app: App): void {
    this.thinker.beginDraw();
    drawBackdrop();
    drawLabel(this.header, BOX.subtitle, 30, AT.headerY, C.TEXT_DIM, false);
    if (!this.ready()) {
      drawLabel(this.working, BOX.status, 20, AT.markY, C.GOLD, true);
      const width = L.SCREEN_WIDTH - 80;
      native.rect(40, AT.progressY, width, AT.progressHeight, C.TRAY);
      native.rect(40, AT.progressY, Math.floor(width * reviewShare(this.analyst.review)), AT.progressHeight, C.GOLD);
    } else if (this.index < 0) {
      drawLabel(app.text("reviewNone"), BOX.status, 20, AT.markY, C.GOLD, true);
    } else if (this.row !== undefined) {
      drawLabel(this.markLine, BOX.status, 20, AT.markY, C.GOLD, true);
      const width = drawNotationRow(this.row, 40, AT.moveY, AT.rowHeight, AT.rowText, C.TEXT_LIGHT, true);
      drawLabel(this.lossLine, BOX.reviewLoss, 40 + width + 12, AT.moveY + (AT.rowHeight - BOX.reviewLoss.size) / 2, C.TEXT_LIGHT, false);
      drawLabel(this.masterLine, BOX.line, 20, AT.masterY, C.GOLD, true);
    }
    drawBoard(this.scene);
    drawThrow(this.show, app.now);
    this.drawSummary();
    this.menu.draw(app, this.ready());
    this.thinker.endDraw();
  }

  /** The buttons stand where the status area would: none. */
  status(_app: App, _area: StatusLines): boolean {
    return false;
  }
}
