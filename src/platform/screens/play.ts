// The game screen: the turn as a state machine, one handler per stage. Every throw, move and pass
// goes into the game's history and is saved, so a saved game continues here. Its parts: what it
// shows (play-view.ts), the piece in view (piece-focus.ts), the lines that name a controller's
// buttons (help-line.ts), the computer's decision (computer-turn.ts) and the teacher (../teacher).

import { Player, borneOff, cellAt } from "../../game/board";
import { GameState, currentMoves, currentPlayer, newGame } from "../../game/game";
import { GameHistory, moveRecorded, newHistory, noteHint, passRecorded, throwRecorded } from "../../game/history";
import { Analyst, analyseDecision, createAnalyst } from "../../game/analysis/analyst";
import { Move, Outcome } from "../../game/moves";
import { gameSeed } from "../../game/rng";
import { SavedGame } from "../../game/save";
import { Throw } from "../../game/throws";
import { Preset, getPreset } from "../../game/variants";
import { BoardScene, clearHighlights } from "../board-view";
import { App, MatchSetup, Screen } from "../context";
import { ACTION_BUTTONS, hasPointer } from "../controllers";
import * as L from "../layout";
import { Seats, isComputer, passRequested, playerColor } from "../match";
import { MoveAnimation, hideFlyers, updateFlyers } from "../move-animation";
import { THROW_ANIMATION_MS, showThrow, throwSettled } from "../sticks-view";
import { ChanceBar } from "../teacher/chance-bar";
import { MasterHint } from "../teacher/hint";
import { Tutor } from "../teacher/tutor";
import { playEffect, playLanding, playMoveSounds, playOutcome, playThrow } from "../sound";
import { ComputerTurn } from "./computer-turn";
import { FrameThinker } from "./frame-thinker";
import { aiDelay, instant } from "./pace";
import { PieceFocus } from "./piece-focus";
import { PlayView } from "./play-view";

/** `tutor`: the tutor asks before a move that gives much away (the master's move shown). */
export type Stage = "await" | "throwing" | "choose" | "tutor" | "thinking" | "pass" | "animate" | "ending";

const ENDING_MS = 900;

export class PlayScreen implements Screen {
  readonly name = "game";
  readonly state: GameState;
  readonly history: GameHistory;
  stage: Stage = "await";
  /** The input slot each side plays on. */
  readonly seats: Seats;
  /** The computer's thinking in each frame's spare time, and the analysis's where it does not think. */
  readonly thinker: FrameThinker;
  /** The analysis of this game (none in the benchmark's games of the computer against itself). */
  readonly analyst: Analyst | undefined;
  readonly hint: MasterHint;
  readonly tutor: Tutor;
  readonly chanceBar: ChanceBar;
  readonly view: PlayView;
  readonly scene: BoardScene;
  readonly focus: PieceFocus;
  private readonly seed: number;
  private readonly computer: ComputerTurn;
  private readonly handlers: { [S in Stage]: (this: void, app: App, side: Player) => void } = {
    await: (app, side) => this.onAwait(app, side),
    throwing: (app) => this.onThrowing(app),
    choose: (app, side) => this.onChoose(app, side),
    tutor: (app, side) => this.onTutor(app, side),
    thinking: (app) => this.onThinking(app),
    pass: (app, side) => this.onPass(app, side),
    animate: (app) => this.onAnimate(app),
    ending: (app) => this.onEnding(app),
  };
  private stageStart = 0;
  private throwWasOpening = false;
  private thrower: Player = "a";
  private animation: MoveAnimation | undefined = undefined;

  /** A new game of `setup`, or the `saved` one where it was left. */
  constructor(app: App, readonly setup: MatchSetup, saved?: SavedGame) {
    const preset: Preset = getPreset(setup.preset, setup.pieces);
    this.seed = saved !== undefined ? saved.history.seed : gameSeed(app.newSeed());
    this.thinker = new FrameThinker(() => app.clock());
    this.state = saved !== undefined ? saved.state : newGame(preset, this.seed);
    this.history = saved !== undefined ? saved.history : newHistory(this.seed);
    this.computer = new ComputerTurn(this.thinker, this.seed, setup, this.history);
    this.analyst = setup.mode === "computers" ? undefined : createAnalyst(preset, this.history);
    this.hint = new MasterHint(this.analyst);
    this.tutor = new Tutor(this.analyst);
    this.chanceBar = new ChanceBar(this.analyst);
    this.seats = new Seats(setup, app.input);
    this.view = new PlayView(app, setup, this.state.position, preset.chamberOfSet, this);
    this.scene = this.view.scene;
    this.focus = new PieceFocus(this.scene, this.view.pointed, this.hint);
    if (saved === undefined) this.save(app);
    if (saved !== undefined && saved.pending !== undefined) this.resumeThrow(app, saved.pending);
    else this.enterAwait(app);
  }

  private save(app: App): void {
    app.games.save(this.setup, this.history, this.state);
  }

  /** The master's move was shown for this throw: noted in the history (once a throw), and saved. */
  private noteHint(app: App): void {
    if (noteHint(this.history)) this.save(app);
  }

  private setStage(app: App, stage: Stage): void {
    this.stage = stage;
    this.view.pointed.forget();
    this.stageStart = app.now;
  }

  /** The computer's pause before it acts is over. */
  private waited(app: App): boolean {
    return app.now - this.stageStart >= aiDelay(app);
  }

  private enterAwait(app: App): void {
    const side = currentPlayer(this.state);
    clearHighlights(this.scene);
    this.view.help.text = "";
    this.setStage(app, "await");
    if (this.state.phase === "opening") this.view.setStatus(app, "statusOpening", side);
    else this.view.setStatus(app, isComputer(this.setup, side) ? "statusWaiting" : "statusThrow", side);
  }

  private doThrow(app: App): void {
    this.throwWasOpening = this.state.phase === "opening";
    this.thrower = currentPlayer(this.state);
    const thrown = throwRecorded(this.state, this.history);
    showThrow(this.view.show, this.state.preset.throwKind === "die", thrown.value, thrown.lightFaces, app.now, playerColor(this.thrower));
    playThrow(this.state.preset.throwKind === "die");
    this.view.endAnnouncement();
    this.setStage(app, "throwing");
    this.save(app);
  }

  /** A continued game's throw that was not played yet: shown as it fell, then played on. */
  private resumeThrow(app: App, thrown: Throw): void {
    this.throwWasOpening = false;
    this.thrower = currentPlayer(this.state);
    showThrow(this.view.show, this.state.preset.throwKind === "die", thrown.value, thrown.lightFaces, app.now - THROW_ANIMATION_MS, playerColor(this.thrower));
    this.afterThrow(app);
  }

  /** The sticks have fallen: the opening's outcome, a turn with no move, or the choice (the computer's or the player's). */
  private afterThrow(app: App): void {
    playLanding(this.state.preset.throwKind === "die");
    const side = currentPlayer(this.state);
    if (this.throwWasOpening) {
      if (this.state.phase === "throw") this.view.announce(app, "msgOpeningWon", this.thrower);
      else this.view.announce(app, "msgOpeningMissed", side);
      this.enterAwait(app);
      return;
    }
    const moves = currentMoves(this.state);
    this.focus.offer(moves);
    if (moves.length === 0) {
      this.enterNoMove(app, side);
    } else if (isComputer(this.setup, side)) {
      this.computer.start(app, this.state, this.setup.level, moves.length);
      this.view.setStatus(app, "statusThinking", side);
      this.setStage(app, "thinking");
    } else {
      this.setStage(app, "choose");
      if (this.analyst !== undefined) analyseDecision(this.analyst, this.state.position, this.state.throwValue);
      this.hint.startChoice(this.history);
      this.tutor.startChoice();
      this.writeChoiceLines(app, side);
    }
  }

  /** No move for the throw: a forfeit throw loses the turn at once, else the pass waits for its buttons. */
  private enterNoMove(app: App, side: Player): void {
    if (this.state.throwValue === this.state.preset.forfeit) {
      this.view.announce(app, "msgForfeit", side);
      playEffect("forfeit", 1, L.SCREEN_WIDTH / 2);
      this.settle(app, passRecorded(this.state, this.history), true);
      return;
    }
    this.view.announce(app, "msgNoMove", side);
    if (isComputer(this.setup, side)) this.view.help.text = "";
    else this.view.help.writePassHelp(app, this.seats, side);
    this.setStage(app, "pass");
  }

  /** The choice's status line and help line (how to ask for the hint), by the side's controller. */
  private writeChoiceLines(app: App, side: Player): void {
    const slot = this.seats.of(side);
    this.view.setStatus(app, this.view.help.choiceStatus(app, slot), side);
    if (this.analyst !== undefined && !this.hint.shown) this.view.help.writeHintHelp(app, slot);
    else this.view.help.text = "";
    this.hint.rewrite();
  }

  /**
   * The lines that name a controller's buttons follow the one the side on turn plays on now,
   * however it changed: taken up on its turn (match.ts's Seats), or claimed on the
   * controller-gone screen, or its kind changed in place (a Classic Controller plugged into a Wiimote).
   */
  private followController(app: App, side: Player): void {
    const help = this.view.help;
    if (isComputer(this.setup, side) || !help.controllerChanged(app, this.seats.of(side), this.stage === "choose", this.stage === "pass")) return;
    if (this.stage === "choose") this.writeChoiceLines(app, side);
    else if (help.text.length > 0) help.writePassHelp(app, this.seats, side);
  }

  /** A throw, move or pass is played: saved, heard, and the game goes on (another throw, the other side's turn) or ends. */
  private settle(app: App, outcome: Outcome, quiet: boolean): void {
    this.save(app);
    playOutcome(this.setup, outcome.winner, outcome.extra, !quiet);
    this.scene.position = this.state.position;
    clearHighlights(this.scene);
    if (outcome.winner !== undefined) {
      this.setStage(app, "ending");
      return;
    }
    if (outcome.extra) this.view.announce(app, "msgExtra", currentPlayer(this.state));
    else if (!quiet) this.view.announce(app, "msgPassed", currentPlayer(this.state));
    this.enterAwait(app);
  }

  private startMove(app: App, move: Move): void {
    const mover = currentPlayer(this.state);
    this.animation = { move, mover, offSlot: borneOff(this.state.position, mover), start: app.now };
    clearHighlights(this.scene);
    this.scene.hiddenFrom = move.from;
    this.scene.hiddenTo = move.capture ? move.to : 0;
    this.view.pointed.text = "";
    this.hint.hide();
    this.view.help.text = "";
    this.setStage(app, "animate");
  }

  /** The player chose `move`: played at once, unless the tutor waits for the master or asks first. */
  private choose(app: App, move: Move): void {
    const verdict = this.tutor.judge(app, move);
    if (verdict === "play") this.startMove(app, move);
    else if (verdict === "wait") this.hint.showLooking(app);
    else if (this.tutor.best !== undefined) {
      this.hint.showMove(app, this.scene, this.tutor.best);
      this.scene.preview = move;
      this.scene.focused = move.from;
      this.noteHint(app);
      this.setStage(app, "tutor");
    }
  }

  /** The hint's button shows or hides the hint; shown, it counts as a hint. */
  private toggleHint(app: App, slot: number): void {
    if (!this.hint.toggle(app, slot)) return;
    if (this.hint.shown) {
      this.view.help.text = "";
      this.noteHint(app);
    } else {
      this.view.help.writeHintHelp(app, slot);
    }
  }

  private onAwait(app: App, side: Player): void {
    const throwing = isComputer(this.setup, side) ? this.waited(app) : app.input.pressed(this.seats.of(side), ACTION_BUTTONS.throwSticks);
    if (throwing) this.doThrow(app);
  }

  private onThrowing(app: App): void {
    if (instant(app) || throwSettled(this.view.show, app.now)) this.afterThrow(app);
  }

  private onChoose(app: App, side: Player): void {
    const slot = this.seats.of(side);
    this.focus.update(app, slot);
    this.toggleHint(app, slot);
    this.hint.update(app, this.scene, this.view.pointed, hasPointer(app.input.slots[slot].kind));
    if (app.input.pressed(slot, ACTION_BUTTONS.choose) && this.scene.preview !== undefined) this.choose(app, this.scene.preview);
    else if (this.tutor.move !== undefined) this.choose(app, this.tutor.move);
  }

  private onTutor(app: App, side: Player): void {
    const move = this.tutor.move;
    const answer = this.tutor.answer(app, this.seats.of(side));
    if (answer === "play" && move !== undefined) {
      this.startMove(app, move);
    } else if (answer === "chooseAgain") {
      this.scene.masterMove = undefined;
      this.hint.rewrite();
      this.setStage(app, "choose");
    }
  }

  private onThinking(app: App): void {
    if (!this.computer.thinkOn(app, this.waited(app))) return;
    const move = this.computer.takeDecision();
    if (move !== undefined) this.startMove(app, move);
    else this.settle(app, passRecorded(this.state, this.history), false);
  }

  private onPass(app: App, side: Player): void {
    if (isComputer(this.setup, side)) {
      if (this.waited(app)) this.settle(app, passRecorded(this.state, this.history), false);
      return;
    }
    if (!passRequested(this.seats, side, app.input)) return;
    const slot = this.seats.of(side);
    native.log(`pass: ${side} on slot ${slot + 1} (${app.input.slots[slot].kind})`);
    this.settle(app, passRecorded(this.state, this.history), false);
  }

  private onAnimate(app: App): void {
    const animation = this.animation;
    if (animation === undefined) return;
    playMoveSounds(animation, app.now);
    if (!updateFlyers(animation, this.scene.flyers, app.now) && !instant(app)) return;
    this.animation = undefined;
    hideFlyers(this.scene.flyers);
    this.scene.hiddenFrom = 0;
    this.scene.hiddenTo = 0;
    this.settle(app, moveRecorded(this.state, this.history, animation.move), true);
  }

  private onEnding(app: App): void {
    const winner = this.state.winner;
    if ((instant(app) || app.now - this.stageStart >= ENDING_MS) && winner !== undefined) app.nav.gameOver(this.setup, winner, this, this.analyst);
  }

  update(app: App): void {
    const side = currentPlayer(this.state);
    const gone = this.stage !== "ending" ? this.seats.goneSide(side, app.input) : undefined;
    if (gone !== undefined) {
      app.nav.controllerGone(this, gone, this.seats, this.setup.preset, this.history.entries);
      return;
    }
    if (app.input.anyPressed(ACTION_BUTTONS.pause) && this.stage !== "ending") {
      app.nav.pause(this, this.setup.preset, this.history.entries);
      return;
    }
    this.seats.follow(side, app.input);
    this.followController(app, side);
    if (this.stage !== "choose" && this.stage !== "animate") this.focus.nameHoveredSquare(app);
    this.handlers[this.stage](app, side);
    for (let index = 0; index < app.pointerTints.length; index++) app.pointerTints[index] = this.seats.pointerColor(index, side);
    this.chanceBar.update(app, this.state.position);
    // The frame's spare time, where the computer does not think in it.
    if (this.analyst !== undefined && this.stage !== "thinking" && !this.thinker.decidedThisFrame) this.thinker.analyse(this.analyst, app.input.frameDeadline);
  }

  draw(app: App): void {
    this.thinker.beginDraw();
    this.view.draw(app, this.stage, currentPlayer(this.state));
    this.thinker.endDraw();
  }

  /** The piece on a square, for tests and the tutorial. */
  cell(square: number): string {
    return cellAt(this.state.position, square);
  }
}
