// What the game screen shows, and the lines the turn writes for it: the preset over the board, the
// status line (the master's line in its place while it speaks), the pointed line, the board, the
// throw, the players and the chance bar, the tutor's question; and in the status area along the
// bottom (status-area.ts), the announcement and the help line.

import { Player, Position } from "../../game/board";
import { GameState, currentPlayer } from "../../game/game";
import { BoardScene, drawBoard, newScene } from "../board-view";
import * as C from "../colors";
import { fillButtons } from "../controllers";
import { App, MatchSetup, StatusLines } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { Seats, isComputer, playerColor, playerName } from "../match";
import { drawPlayers } from "../players-view";
import { playEffect } from "../sound";
import { ThrowShow, drawThrow, newThrowShow } from "../sticks-view";
import { Teacher } from "../teacher/teacher";
import { fill } from "../text";
import { drawLabel } from "../widgets";
import { drawBackdrop } from "./backdrop";
import { HelpLine } from "./help-line";
import { presetKey } from "./names";
import type { Stage } from "./play-stage";
import { PointedLine } from "./pointed-line";
import { waitsForFirstOne } from "./turn-rules";

const ANNOUNCE_MS = 2200;
const HEADER_Y = 12;
/** The computer's thinking: three dots lit in turn right of the status line. */
const DOTS = { size: 8, stepMs: 250, x: L.SCREEN_WIDTH - 60, gap: 14 };

export class PlayView {
  readonly scene: BoardScene;
  readonly show: ThrowShow = newThrowShow();
  readonly pointed: PointedLine;
  readonly help: HelpLine;
  private readonly header: string;
  private nameA = "";
  private nameB = "";
  private status = "";
  private statusColor = C.TEXT_LIGHT;
  private message = "";
  private messageAt = -ANNOUNCE_MS;

  /** `hitSentBack`: a hit piece goes back, not into the water (jequier), as the pointed line says. */
  constructor(
    app: App, private readonly setup: MatchSetup, seats: Seats, position: Position, chamberOfSet: boolean, private readonly teacher: Teacher, hitSentBack = false,
  ) {
    this.help = new HelpLine(this, seats, teacher.hint);
    this.scene = newScene(position);
    this.scene.chamberOfSet = chamberOfSet;
    this.scene.hitSentBack = hitSentBack;
    this.pointed = new PointedLine(chamberOfSet, hitSentBack);
    this.header = fill(app.text("rulesTitle"), "preset", app.text(presetKey(setup.preset)));
    this.nameSides(app);
  }

  /** The players' names beside their sides, written again when they change sides. */
  nameSides(app: App): void {
    this.nameA = playerName(app, this.setup, "a");
    this.nameB = playerName(app, this.setup, "b");
  }

  /** A line in gold under the throw for a while (through the whole pass). */
  announce(app: App, key: StringKey, player: Player): void {
    this.message = fill(app.text(key), "p", playerName(app, this.setup, player));
    this.messageAt = app.now;
  }

  /** The lines as a turn awaits its throw: the opening's, the computer's wait, or the player's throw (for a first 1 under Starting Throw). */
  sayAwait(app: App, state: GameState): void {
    const side = currentPlayer(state);
    this.help.text = "";
    if (state.phase === "opening") this.help.writeStatus(app, "statusOpening", side);
    else if (isComputer(this.setup, side)) this.help.writeStatus(app, "statusWaiting", side);
    else this.help.writeStatus(app, waitsForFirstOne(state) ? "statusThrowForOne" : "statusThrow", side);
  }

  /** No move for the throw: a forfeit said and heard, or the pass said (with its buttons, for a player). */
  sayNoMove(app: App, state: GameState, forfeit: boolean): void {
    const side = currentPlayer(state);
    if (forfeit) {
      this.announce(app, "msgForfeit", side);
      playEffect("forfeit", 1, L.SCREEN_WIDTH / 2);
      return;
    }
    this.announce(app, waitsForFirstOne(state) ? "msgWaitForOne" : "msgNoMove", side);
    if (isComputer(this.setup, side)) this.help.text = "";
    else this.help.writePass(app, side);
  }

  /** `side` left its piece in Kendall's water: heard and said. */
  sayLeftInWater(app: App, side: Player): void {
    playEffect("pass", 1, L.SCREEN_WIDTH / 2);
    this.announce(app, "msgLeftInWater", side);
  }

  endAnnouncement(): void {
    this.message = "";
  }

  /** The status line: `key` for `player`, the buttons it names as `kind` calls them. */
  setStatus(app: App, key: StringKey, player: Player, kind: NativeControllerKind): void {
    this.status = fillButtons(fill(app.text(key), "p", playerName(app, this.setup, player)), kind);
    this.statusColor = playerColor(player);
  }

  private drawThinkingCue(app: App): void {
    const lit = Math.floor(app.now / DOTS.stepMs) % 3;
    for (let dot = 0; dot < 3; dot++) {
      native.rect(DOTS.x + dot * DOTS.gap, L.STATUS_Y + 6, DOTS.size, DOTS.size, dot === lit ? C.GOLD : C.TEXT_DIM);
    }
  }

  draw(app: App, stage: Stage, onTurn: Player): void {
    const hint = this.teacher.hint;
    drawBackdrop();
    drawLabel(this.header, BOX.subtitle, 30, HEADER_Y, C.TEXT_DIM, false);
    if ((stage === "choose" || stage === "tutor") && hint.line.length > 0) drawLabel(hint.line, BOX.status, 20, L.STATUS_Y, C.GOLD, true);
    else if (stage !== "animate" && stage !== "ending") drawLabel(this.status, BOX.status, 20, L.STATUS_Y, this.statusColor, true);
    if (stage === "thinking") this.drawThinkingCue(app);
    if (this.pointed.text.length > 0) drawLabel(this.pointed.text, BOX.line, 20, L.POINTED_Y, C.TEXT_DIM, true);
    drawBoard(this.scene);
    drawThrow(this.show, app.now);
    drawPlayers(this.nameA, this.nameB, onTurn, app.now);
    this.teacher.chanceBar.draw(app);
    if (stage === "tutor") this.teacher.tutor.draw(app);
  }

  /** The announcement and the help line, in the status area; none while the tutor's question stands there. */
  fillStatusArea(app: App, area: StatusLines, stage: Stage): boolean {
    if (stage === "tutor") return false;
    const announcing = app.now - this.messageAt < ANNOUNCE_MS || stage === "pass";
    if (announcing && this.message.length > 0) area.upperRow(this.message, BOX.status, C.GOLD);
    if ((stage === "pass" || stage === "choose") && this.help.text.length > 0) area.bottomLine(this.help.text, C.TEXT_LIGHT);
    return true;
  }
}
