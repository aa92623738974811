// The game screen: throws, highlighted movable pieces with a preview of each move, animated moves,
// the computer thinking in slices, the original's Plus+Minus pass, and announcements in words.
// Every throw, move and pass is kept in the game's history and saved; a saved game continues here.
// In the frames the computer does not think, the analyst (src/game/analysis) works: the decision
// of the player on turn first, for the master's hint (button 2) and the tutor (a setting: it asks
// once before a move that gives away a bad move's share of the chance to win), then the review.
// Each side plays on the controller that last acted on its turn (match.ts); when one of them is
// gone, the game waits on the controller-gone screen until another acts.

import { AiThinking, decision, startThinking } from "../../game/ai/index";
import { OFF, Player, Position, borneOff, cellAt } from "../../game/board";
import { GameState, currentMoves, currentPlayer, newGame } from "../../game/game";
import { GameHistory, moveRecorded, newHistory, noteHint, passRecorded, throwRecorded, wasHinted } from "../../game/history";
import { Analyst, analyseDecision, createAnalyst, currentDecision } from "../../game/analysis/analyst";
import { moveIndexFrom, moveLoss } from "../../game/analysis/decision";
import { BAD_LOSS } from "../../game/analysis/marks";
import { Move, Outcome } from "../../game/moves";
import { gameSeed } from "../../game/rng";
import { SavedGame } from "../../game/save";
import { Throw } from "../../game/throws";
import { Preset, getPreset } from "../../game/variants";
import { BoardScene, clearHighlights, drawBoard, newScene } from "../board-view";
import * as C from "../colors";
import { App, MatchSetup, Screen } from "../context";
import { BOX } from "../i18n/boxes";
import { StringKey } from "../i18n/strings";
import * as L from "../layout";
import { hasPointer } from "../input";
import { Seats, hintButtonName, isComputer, minusName, passRequested, playerColor, playerName, plusName } from "../match";
import { MoveAnimation, hideFlyers, updateFlyers } from "../move-animation";
import { THROW_ANIMATION_MS, ThrowShow, drawThrow, newThrowShow, showThrow, throwSettled } from "../sticks-view";
import { fill, percentText, wrapText } from "../text";
import { moveWords } from "../move-notation";
import { Menu, buttonWidth, drawLabel, drawLines, drawPanel } from "../widgets";
import { drawChanceBar, drawPlayers } from "../players-view";
import { chanceIfReady } from "../../game/analysis/chance";
import { playEffect, playLanding, playMoveSounds, playOutcome, playThrow } from "../sound";
import { drawBackdrop, drawNotice } from "./backdrop";
import { presetKey, squareNameKey } from "./names";
import { FrameThinker } from "./frame-thinker";
import { aiDelay, instant } from "./pace";

/** `tutor`: the tutor asks before a move that gives much away (the master's move shown). */
export type Stage = "await" | "throwing" | "choose" | "tutor" | "thinking" | "pass" | "animate" | "ending";

const ANNOUNCE_MS = 2200;
const ENDING_MS = 900;
const HEADER_Y = 12;
const PASS_HELP_Y = L.MESSAGE_Y + 22;
const DOT_SIZE = 8;
const DOT_STEP_MS = 250;
/** The tutor's question: a panel under the board, so that the board shows the master's move. */
const TUTOR_WIDTH = 580;
const TUTOR_HEIGHT = 156;
const TUTOR_X = (L.SCREEN_WIDTH - TUTOR_WIDTH) / 2;
const TUTOR_Y = 304;
const TUTOR_LINE_STEP = 24;
const TUTOR_GAP = 40;
const TUTOR_BUTTON_HEIGHT = 42;
const TUTOR_BUTTONS_Y = TUTOR_Y + TUTOR_HEIGHT - TUTOR_BUTTON_HEIGHT - 18;
const TUTOR_PLAY = 0;
const TUTOR_CHOOSE_AGAIN = 1;

/** The computer's decisions so far: one for each move it made, so its seeds go on from there. */
function computerDecisions(setup: MatchSetup, history: GameHistory): number {
  let count = 0;
  for (const entry of history.entries) if (entry.kind === "move" && isComputer(setup, entry.player)) count++;
  return count;
}

export class PlayScreen implements Screen {
  readonly name = "game";
  readonly state: GameState;
  readonly history: GameHistory;
  readonly scene: BoardScene;
  stage: Stage = "await";
  /** The moves of the pending throw while choosing. */
  moves: Move[] = [];
  private stageStart = 0;
  private readonly show: ThrowShow = newThrowShow();
  private throwWasOpening = false;
  private thrower: Player = "a";
  private thinking: AiThinking | undefined = undefined;
  private animation: MoveAnimation | undefined = undefined;
  private readonly header: string;
  private readonly nameA: string;
  private readonly nameB: string;
  private status = "";
  private statusColor = C.TEXT_LIGHT;
  private hint = "";
  private hintSquare = -1;
  private message = "";
  private messageAt = -ANNOUNCE_MS;
  private passHelp = "";
  private readonly seed: number;
  /** The input slot each side plays on. */
  readonly seats: Seats;
  /** The computer's thinking in each frame's spare time (the app's meter times its decisions). */
  readonly thinker: FrameThinker;
  private aiCalls = 0;
  /** The analysis of this game (none in the benchmark's games of the computer against itself). */
  readonly analyst: Analyst | undefined;
  /** The master's hint is shown for the throw being chosen. */
  hintOn = false;
  private masterLine = "";
  /** What the hint line was made for: the square pointed at, and whether the analysis was ready. */
  private hintFor = -1;
  private hintReady = false;
  /** The slot and kind of controller the lines naming its buttons were last written for. */
  private linesSlot = -1;
  private linesKind: NativeControllerKind | undefined = undefined;
  /** The tutor: the move it asks about (or waits to judge), whether it asked for this throw, its question and buttons. */
  tutorMove: Move | undefined = undefined;
  private tutorAsked = false;
  private tutorLines: string[] = [];
  private readonly tutorMenu = new Menu(true);
  /** The chance bar (a setting): a's chance in the position it was worked out for, and both sides' figures (-1: none yet). */
  chanceA = -1;
  private chanceFor: Position | undefined = undefined;
  private chanceTextA = "";
  private chanceTextB = "";

  /** A new game of `setup`, or the `saved` one where it was left. */
  constructor(app: App, readonly setup: MatchSetup, saved?: SavedGame) {
    const preset: Preset = getPreset(setup.preset, setup.pieces);
    this.seed = saved !== undefined ? saved.history.seed : gameSeed(app.newSeed());
    this.thinker = new FrameThinker(() => app.clock());
    this.state = saved !== undefined ? saved.state : newGame(preset, this.seed);
    this.history = saved !== undefined ? saved.history : newHistory(this.seed);
    this.aiCalls = saved !== undefined ? computerDecisions(setup, saved.history) : 0;
    this.analyst = setup.mode === "computers" ? undefined : createAnalyst(preset, this.history);
    const width = buttonWidth(BOX.smallButton);
    this.tutorMenu.add(TUTOR_X + TUTOR_GAP, TUTOR_BUTTONS_Y, width, TUTOR_BUTTON_HEIGHT, BOX.smallButton, "btnPlayAnyway");
    this.tutorMenu.add(TUTOR_X + TUTOR_WIDTH - TUTOR_GAP - width, TUTOR_BUTTONS_Y, width, TUTOR_BUTTON_HEIGHT, BOX.smallButton, "btnChooseAgain");
    this.seats = new Seats(setup, app.input);
    this.scene = newScene(this.state.position);
    this.scene.chamberOfSet = preset.chamberOfSet;
    this.header = fill(app.text("rulesTitle"), "preset", app.text(presetKey(setup.preset)));
    this.nameA = playerName(app, setup, "a");
    this.nameB = playerName(app, setup, "b");
    if (saved === undefined) app.games.save(setup, this.history, this.state);
    if (saved !== undefined && saved.pending !== undefined) this.resumeThrow(app, saved.pending);
    else this.enterAwait(app);
  }

  private nameOf(app: App, player: Player): string {
    return playerName(app, this.setup, player);
  }

  private setStage(app: App, stage: Stage): void {
    this.stage = stage;
    this.hintSquare = -1;
    this.stageStart = app.now;
  }

  private announce(app: App, key: StringKey, player: Player): void {
    this.message = fill(app.text(key), "p", this.nameOf(app, player));
    this.messageAt = app.now;
  }

  private setStatus(app: App, key: StringKey, player: Player): void {
    this.status = fill(app.text(key), "p", this.nameOf(app, player));
    this.statusColor = playerColor(player);
  }

  private enterAwait(app: App): void {
    const side = currentPlayer(this.state);
    clearHighlights(this.scene);
    this.passHelp = "";
    this.setStage(app, "await");
    if (this.state.phase === "opening") this.setStatus(app, "statusOpening", side);
    else this.setStatus(app, isComputer(this.setup, side) ? "statusWaiting" : "statusThrow", side);
  }

  private doThrow(app: App): void {
    this.throwWasOpening = this.state.phase === "opening";
    this.thrower = currentPlayer(this.state);
    const thrown = throwRecorded(this.state, this.history);
    showThrow(this.show, this.state.preset.throwKind === "die", thrown.value, thrown.lightFaces, app.now, playerColor(this.thrower));
    playThrow(this.state.preset.throwKind === "die");
    this.message = "";
    this.setStage(app, "throwing");
    app.games.save(this.setup, this.history, this.state);
  }

  /** A continued game's throw that was not played yet: shown as it fell, then played on. */
  private resumeThrow(app: App, thrown: Throw): void {
    this.throwWasOpening = false;
    this.thrower = currentPlayer(this.state);
    showThrow(this.show, this.state.preset.throwKind === "die", thrown.value, thrown.lightFaces, app.now - THROW_ANIMATION_MS, playerColor(this.thrower));
    this.afterThrow(app);
  }

  private afterThrow(app: App): void {
    playLanding(this.state.preset.throwKind === "die");
    const side = currentPlayer(this.state);
    if (this.throwWasOpening) {
      if (this.state.phase === "throw") this.announce(app, "msgOpeningWon", this.thrower);
      else this.announce(app, "msgOpeningMissed", side);
      this.enterAwait(app);
      return;
    }
    this.moves = currentMoves(this.state);
    if (this.moves.length === 0) {
      if (this.state.throwValue === this.state.preset.forfeit) {
        this.announce(app, "msgForfeit", side);
        playEffect("forfeit", 1, L.SCREEN_WIDTH / 2);
        this.settle(app, passRecorded(this.state, this.history), true);
        return;
      }
      this.announce(app, "msgNoMove", side);
      this.passHelp = isComputer(this.setup, side) ? "" : this.passHelpText(app, side);
      this.setStage(app, "pass");
      return;
    }
    for (const move of this.moves) this.scene.movable[move.from] = true;
    if (isComputer(this.setup, side)) {
      this.aiCalls++;
      // a turn with one move is no decision: the meter measures only choices
      if (this.moves.length > 1) app.meter.beginDecision();
      this.thinking = startThinking(this.state.preset, this.state.position, this.state.throwValue, this.setup.level, this.seed + this.aiCalls);
      this.thinker.start(this.thinking);
      app.meter.endCall(this.thinking.done);
      this.setStatus(app, "statusThinking", side);
      this.setStage(app, "thinking");
    } else {
      this.setStage(app, "choose");
      if (this.analyst !== undefined) analyseDecision(this.analyst, this.state.position, this.state.throwValue);
      this.hintOn = wasHinted(this.history, this.history.entries.length);
      this.tutorAsked = false;
      this.tutorMove = undefined;
      this.writeChoiceLines(app, side);
    }
  }

  /** Button 2 (not with 1 held: that is the overlay's chord) shows or hides the master's hint; the first time counts in the history. */
  private updateHintButton(app: App, remoteIndex: number): void {
    if (this.analyst === undefined || !app.input.hintPressed(remoteIndex)) return;
    this.hintOn = !this.hintOn;
    this.hintFor = -1;
    this.passHelp = this.hintOn ? "" : this.hintHelpText(app, remoteIndex);
    if (this.hintOn && noteHint(this.history)) app.games.save(this.setup, this.history, this.state);
  }

  /** While the hint is on: the master's move on the board and in the status line, what the pointed move gives away. */
  private showHint(app: App): void {
    const analyst = this.analyst;
    if (analyst === undefined) return;
    const analysis = this.hintOn ? currentDecision(analyst) : undefined;
    const ready = analysis !== undefined;
    if (this.hintFor === this.scene.focused && this.hintReady === ready) return;
    this.hintFor = this.scene.focused;
    this.hintReady = ready;
    this.hintSquare = -1;
    if (!this.hintOn) {
      this.scene.hint = undefined;
      this.masterLine = "";
      this.updateHint(app, this.scene.focused);
      return;
    }
    if (analysis === undefined) {
      this.masterLine = app.text("hintLooking");
      return;
    }
    const best = analysis.moves[analysis.best];
    const strings = app.strings();
    this.scene.hint = best;
    this.masterLine = fill(app.text("hintMaster"), "move", moveWords(strings, best));
    const index = moveIndexFrom(analysis, this.scene.focused);
    if (index < 0) {
      this.hint = app.text(this.pointing(app, currentPlayer(this.state)) ? "hintPoint" : "hintPointDpad");
      return;
    }
    const move = analysis.moves[index];
    const text = moveWords(strings, move);
    const loss = moveLoss(analysis, index);
    this.hint = index === analysis.best || loss <= 0 ? fill(app.text("hintBest"), "move", text) : fill(fill(app.text("hintLoss"), "move", text), "pct", percentText(loss, strings.decimalMark));
  }

  /** Whether `side` plays on a controller with a pointer. */
  private pointing(app: App, side: Player): boolean {
    return hasPointer(app.input.remotes[this.seats.of(side)].kind);
  }

  /** How to ask for the hint, by the name the player's controller gives its button. */
  private hintHelpText(app: App, slot: number): string {
    return fill(app.text("hintHelp"), "button", hintButtonName(app.input.remotes[slot].kind));
  }

  /** How to pass: Plus against the computer, else Plus+Minus on one controller or across two, by the controllers' names. */
  private passHelpText(app: App, side: Player): string {
    const own = this.seats.of(side);
    const other = this.seats.of(side === "a" ? "b" : "a");
    const key: StringKey = this.setup.mode === "ai" ? "msgPassAi" : own === other ? "msgPassOne" : "msgPassTwo";
    const otherKind = other >= 0 ? app.input.remotes[other].kind : app.input.remotes[own].kind;
    return fill(fill(app.text(key), "plus", plusName(app.input.remotes[own].kind)), "minus", minusName(otherKind));
  }

  private settle(app: App, outcome: Outcome, quiet: boolean): void {
    app.games.save(this.setup, this.history, this.state);
    playOutcome(this.setup, outcome.winner, outcome.extra, !quiet);
    this.scene.position = this.state.position;
    clearHighlights(this.scene);
    if (outcome.winner !== undefined) {
      this.setStage(app, "ending");
      return;
    }
    if (outcome.extra) this.announce(app, "msgExtra", currentPlayer(this.state));
    else if (!quiet) this.announce(app, "msgPassed", currentPlayer(this.state));
    this.enterAwait(app);
  }

  private startMove(app: App, move: Move): void {
    const mover = currentPlayer(this.state);
    this.animation = { move, mover, offSlot: borneOff(this.state.position, mover), start: app.now };
    clearHighlights(this.scene);
    this.scene.hiddenFrom = move.from;
    this.scene.hiddenTo = move.capture ? move.to : 0;
    this.hint = "";
    this.hintOn = false;
    this.masterLine = "";
    this.passHelp = "";
    this.setStage(app, "animate");
  }

  private moveFrom(square: number): Move | undefined {
    for (const move of this.moves) {
      if (move.from === square) return move;
    }
    return undefined;
  }

  private focusSquare(app: App, square: number): void {
    this.scene.focused = square;
    this.scene.preview = square === 0 ? undefined : this.moveFrom(square);
    this.hintSquare = -1;
    this.updateHint(app, square);
  }

  /** The hint line: what the focused move does, or the name of the special square pointed at. */
  private updateHint(app: App, square: number): void {
    if (square === this.hintSquare || this.hintOn) return;
    this.hintSquare = square;
    const move = this.scene.preview;
    if (move !== undefined) {
      const key: StringKey = move.to === OFF ? "hintBearOff" : move.water ? "hintWater" : move.capture ? (move.capturedTo !== move.from ? "hintHitWater" : "hintCapture") : move.backward ? "hintBack" : "hintMove";
      this.hint = fill(app.text(key), "n", `${move.to}`);
      return;
    }
    const nameKey = squareNameKey(square, this.state.preset.chamberOfSet);
    this.hint = nameKey === undefined ? "" : fill(fill(app.text("squareName"), "n", `${square}`), "name", app.text(nameKey));
  }

  /** Outside the choice, pointing at a special square names it. */
  private nameHoveredSquare(app: App): void {
    for (const remote of app.input.remotes) {
      if (remote.pointerValid) {
        this.updateHint(app, L.squareAt(remote.x, remote.y));
        return;
      }
    }
  }

  private stepFocus(app: App, step: number): void {
    const count = this.moves.length;
    let index = -1;
    for (let i = 0; i < count; i++) if (this.moves[i].from === this.scene.focused) index = i;
    const next = index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count;
    this.focusSquare(app, this.moves[next].from);
  }

  private updateChoose(app: App, side: Player): void {
    const remoteIndex = this.seats.of(side);
    const remote = app.input.remotes[remoteIndex];
    if (remote.pointerValid) {
      const square = L.squareAt(remote.x, remote.y);
      if (square !== 0 && this.scene.movable[square]) {
        remote.hover = square;
        if (square !== this.scene.focused) this.focusSquare(app, square);
      } else if (this.scene.focused !== 0 && square !== this.scene.focused) {
        this.focusSquare(app, 0);
        this.updateHint(app, square);
      } else {
        this.updateHint(app, square);
      }
    }
    if (app.input.pressed(remoteIndex, "right") || app.input.pressed(remoteIndex, "down")) this.stepFocus(app, 1);
    if (app.input.pressed(remoteIndex, "left") || app.input.pressed(remoteIndex, "up")) this.stepFocus(app, -1);
    this.updateHintButton(app, remoteIndex);
    this.showHint(app);
    if (app.input.pressed(remoteIndex, "a") && this.scene.preview !== undefined) this.choose(app, this.scene.preview);
    else if (this.tutorMove !== undefined) this.choose(app, this.tutorMove);
  }

  /**
   * The player chose `move`: played at once, unless the tutor is on and has not asked for this
   * throw yet: then, once the master has looked at the throw, it asks before a move that gives
   * away at least a bad move's share of the chance to win.
   */
  private choose(app: App, move: Move): void {
    const analyst = this.analyst;
    if (!app.store.settings.tutor || this.tutorAsked || analyst === undefined) {
      this.startMove(app, move);
      return;
    }
    const analysis = currentDecision(analyst);
    if (analysis === undefined) {
      // Waits for the master, saying so.
      this.tutorMove = move;
      this.masterLine = app.text("hintLooking");
      return;
    }
    this.tutorMove = undefined;
    const loss = moveLoss(analysis, moveIndexFrom(analysis, move.from));
    if (loss < BAD_LOSS) {
      this.startMove(app, move);
      return;
    }
    this.tutorAsked = true;
    this.tutorMove = move;
    this.tutorLines = wrapText(fill(app.text("tutorAsk"), "pct", percentText(loss, app.strings().decimalMark)), BOX.question.size, BOX.question.width);
    this.tutorMenu.focus = TUTOR_CHOOSE_AGAIN;
    const best = analysis.moves[analysis.best];
    this.masterLine = fill(app.text("hintMaster"), "move", moveWords(app.strings(), best));
    this.scene.hint = best;
    this.scene.preview = move;
    this.scene.focused = move.from;
    // The master's move was shown: it counts as a hint.
    if (noteHint(this.history)) app.games.save(this.setup, this.history, this.state);
    this.setStage(app, "tutor");
  }

  private updateTutor(app: App, side: Player): void {
    const move = this.tutorMove;
    this.tutorMenu.update(app, this.seats.of(side));
    if (this.tutorMenu.activated === TUTOR_PLAY && move !== undefined) {
      this.tutorMove = undefined;
      this.startMove(app, move);
    } else if (this.tutorMenu.activated === TUTOR_CHOOSE_AGAIN) {
      this.tutorMove = undefined;
      this.scene.hint = undefined;
      this.hintFor = -1;
      this.setStage(app, "choose");
    }
  }

  private drawTutor(app: App): void {
    native.rect(0, L.BOARD_Y + L.BOARD_HEIGHT + 8, L.SCREEN_WIDTH, L.SCREEN_HEIGHT - L.BOARD_Y - L.BOARD_HEIGHT - 8, C.SHADE);
    drawPanel(TUTOR_X, TUTOR_Y, TUTOR_WIDTH, TUTOR_HEIGHT);
    drawLines(this.tutorLines, (L.SCREEN_WIDTH - BOX.question.width) / 2, TUTOR_Y + 16, BOX.question.size, TUTOR_LINE_STEP, C.INK);
    this.tutorMenu.draw(app);
  }

  update(app: App): void {
    const side = currentPlayer(this.state);
    const gone = this.stage !== "ending" ? this.seats.goneSide(side, app.input) : undefined;
    if (gone !== undefined) {
      app.nav.controllerGone(this, gone, this.seats, this.setup.preset, this.history.entries);
      return;
    }
    if (app.input.anyPressed("home") && this.stage !== "ending") {
      app.nav.pause(this, this.setup.preset, this.history.entries);
      return;
    }
    this.seats.follow(side, app.input);
    this.followController(app, side);
    const computer = isComputer(this.setup, side);
    const waited = app.now - this.stageStart >= aiDelay(app);
    const stage = this.stage;
    if (stage !== "choose" && stage !== "animate") this.nameHoveredSquare(app);
    if (stage === "await") {
      if (computer ? waited : app.input.pressed(this.seats.of(side), "b")) this.doThrow(app);
    } else if (stage === "throwing") {
      if (instant(app) || throwSettled(this.show, app.now)) this.afterThrow(app);
    } else if (stage === "choose") {
      this.updateChoose(app, side);
    } else if (stage === "tutor") {
      this.updateTutor(app, side);
    } else if (stage === "thinking" && this.thinking !== undefined) {
      app.meter.beginCall();
      const ready = this.thinker.think(app.input.frameDeadline);
      app.meter.endCall(ready);
      if (ready && waited && !this.thinker.decidedThisFrame) {
        const move = decision(this.thinking);
        this.thinking = undefined;
        if (move !== undefined) this.startMove(app, move);
        else this.settle(app, passRecorded(this.state, this.history), false);
      }
    } else if (stage === "pass") {
      const passing = computer ? waited : passRequested(this.seats, side, app.input);
      if (passing && !computer) native.log(`pass: ${side} on slot ${this.seats.of(side) + 1} (${app.input.remotes[this.seats.of(side)].kind})`);
      if (passing) this.settle(app, passRecorded(this.state, this.history), false);
    } else if (stage === "animate" && this.animation !== undefined) {
      playMoveSounds(this.animation, app.now);
      if (updateFlyers(this.animation, this.scene.flyers, app.now) || instant(app)) {
        const move = this.animation.move;
        this.animation = undefined;
        hideFlyers(this.scene.flyers);
        this.scene.hiddenFrom = 0;
        this.scene.hiddenTo = 0;
        this.settle(app, moveRecorded(this.state, this.history, move), true);
      }
    } else if (stage === "ending" && (instant(app) || app.now - this.stageStart >= ENDING_MS) && this.state.winner !== undefined) {
      app.nav.gameOver(this.setup, this.state.winner, this, this.analyst);
    }
    for (let index = 0; index < app.pointerTints.length; index++) app.pointerTints[index] = this.seats.pointerColor(index, side);
    this.updateChance(app);
    // The frame's spare time, where the computer does not think in it.
    if (this.analyst !== undefined && this.stage !== "thinking" && !this.thinker.decidedThisFrame) this.thinker.analyse(this.analyst, app.input.frameDeadline);
  }

  /** The chance bar's figures, worked out again when the position changed (and the judge can give them). */
  private updateChance(app: App): void {
    const analyst = this.analyst;
    const position = this.state.position;
    if (analyst === undefined || !app.store.settings.chanceBar || position === this.chanceFor || !analyst.review.judge.context.ready) return;
    const chance = chanceIfReady(analyst.review.judge, position, "a");
    if (chance < 0) return;
    this.chanceFor = position;
    this.chanceA = chance;
    const template = app.text("chancePercent");
    this.chanceTextA = fill(template, "pct", `${Math.floor(chance * 100 + 0.5)}`);
    this.chanceTextB = fill(template, "pct", `${100 - Math.floor(chance * 100 + 0.5)}`);
  }

  /**
   * The lines that name a controller's buttons follow the one the side on turn plays on now,
   * however it changed: taken up on its turn (match.ts's Seats), or claimed on the
   * controller-gone screen, or its kind changed in place (a Classic Controller plugged into a Wiimote).
   */
  private followController(app: App, side: Player): void {
    const slot = this.seats.of(side);
    if (slot < 0 || isComputer(this.setup, side)) return;
    const kind = app.input.remotes[slot].kind;
    // only the choice and the pass have such lines; a change elsewhere waits for them (the tutor's
    // question's "choose again" goes back to the choice without a new throw)
    if ((slot === this.linesSlot && kind === this.linesKind) || (this.stage !== "choose" && this.stage !== "pass")) return;
    this.linesSlot = slot;
    this.linesKind = kind;
    if (this.stage === "choose") this.writeChoiceLines(app, side);
    if (this.stage === "pass" && this.passHelp.length > 0) this.passHelp = this.passHelpText(app, side);
  }

  /** The choice's status line and help line (how to ask for the hint), by the side's controller. */
  private writeChoiceLines(app: App, side: Player): void {
    this.setStatus(app, this.pointing(app, side) ? "statusChoose" : "statusChooseDpad", side);
    this.passHelp = this.analyst !== undefined && !this.hintOn ? this.hintHelpText(app, this.seats.of(side)) : "";
    this.hintFor = -1;
  }

  private drawThinkingCue(app: App): void {
    const lit = Math.floor(app.now / DOT_STEP_MS) % 3;
    for (let dot = 0; dot < 3; dot++) {
      native.rect(L.SCREEN_WIDTH - 60 + dot * 14, L.STATUS_Y + 6, DOT_SIZE, DOT_SIZE, dot === lit ? C.GOLD : C.TEXT_DIM);
    }
  }

  draw(app: App): void {
    this.thinker.beginDraw();
    drawBackdrop();
    drawLabel(this.header, BOX.subtitle, 30, HEADER_Y, C.TEXT_DIM, false);
    if ((this.stage === "choose" || this.stage === "tutor") && this.masterLine.length > 0) drawLabel(this.masterLine, BOX.status, 20, L.STATUS_Y, C.GOLD, true);
    else if (this.stage !== "animate" && this.stage !== "ending") drawLabel(this.status, BOX.status, 20, L.STATUS_Y, this.statusColor, true);
    if (this.stage === "thinking") this.drawThinkingCue(app);
    if (this.hint.length > 0) drawLabel(this.hint, BOX.hint, 20, L.HINT_Y, C.TEXT_DIM, true);
    drawBoard(this.scene);
    drawThrow(this.show, app.now);
    drawPlayers(this.nameA, this.nameB, currentPlayer(this.state), app.now);
    if (this.chanceA >= 0 && app.store.settings.chanceBar) drawChanceBar(this.chanceA, this.chanceTextA, this.chanceTextB);
    const announcing = app.now - this.messageAt < ANNOUNCE_MS || this.stage === "pass";
    if (announcing && this.message.length > 0) drawLabel(this.message, BOX.status, 20, L.MESSAGE_Y, C.GOLD, true);
    if ((this.stage === "pass" || this.stage === "choose") && this.passHelp.length > 0) drawLabel(this.passHelp, BOX.hint, 20, PASS_HELP_Y, C.TEXT_LIGHT, true);
    if (this.stage === "tutor") this.drawTutor(app);
    drawNotice(app);
    this.thinker.endDraw();
  }

  /** The piece on a square, for tests and the tutorial. */
  cell(square: number): string {
    return cellAt(this.state.position, square);
  }
}
