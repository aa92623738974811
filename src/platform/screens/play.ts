// The game screen: the turn as a state machine, one handler per stage. Every throw, move and pass
// goes into the game's history and is saved, so a saved game continues here. Its parts: what it
// shows and says (play-view.ts, with the lines that name buttons: help-line.ts), the throw
// (throw-turn.ts), the opening's outcome (opening.ts), the player's choice (player-choice.ts, with
// the piece in view: piece-focus.ts), the computer's decision (computer-turn.ts), the move shown
// moving (shown-move.ts) and the teacher (../teacher).

import { Player, cellAt } from "../../game/board";
import { GameState, currentMoves, currentPlayer, newGame } from "../../game/game";
import { GameHistory, moveRecorded, newHistory, noteHint, passRecorded } from "../../game/history";
import { Analyst, createAnalyst } from "../../game/analysis/analyst";
import { Move, Outcome } from "../../game/moves";
import { gameSeed } from "../../game/rng";
import { SavedGame } from "../../game/save";
import { Throw } from "../../game/throws";
import { Preset, getPreset } from "../../game/variants";
import { BoardScene, clearHighlights } from "../board-view";
import { App, MatchSetup, Screen, StatusLines } from "../context";
import { ACTION_BUTTONS } from "../controllers";
import { Seats, isComputer, passRequested } from "../match";
import { Teacher } from "../teacher/teacher";
import { playOutcome } from "../sound";
import { ComputerTurn } from "./computer-turn";
import { FrameThinker } from "./frame-thinker";
import { firstPlayerSideIn, openingFrontMove, takeSides } from "./opening";
import { aiDelay, instant } from "./pace";
import { PieceFocus } from "./piece-focus";
import { ChoiceAction, PlayerChoice } from "./player-choice";
import { PlayView } from "./play-view";
import { ShownMove } from "./shown-move";
import { Stage } from "./play-stage";
import { ThrowTurn } from "./throw-turn";
import { choiceRule, isWaterChoice } from "./turn-rules";

const ENDING_MS = 900;

export class PlayScreen implements Screen {
  readonly name = "game";
  readonly state: GameState;
  readonly history: GameHistory;
  /** The match as set up, with the side the first player plays in this game (match.ts). */
  readonly setup: MatchSetup;
  stage: Stage = "await";
  /** The input slot each side plays on. */
  readonly seats: Seats;
  /** The computer's thinking in each frame's spare time, and the analysis's where it does not think. */
  readonly thinker: FrameThinker;
  /** The analysis of this game (none in the benchmark's games of the computer against itself). */
  readonly analyst: Analyst | undefined;
  readonly teacher: Teacher;
  readonly view: PlayView;
  readonly scene: BoardScene;
  readonly focus: PieceFocus;
  private readonly seed: number;
  private readonly computer: ComputerTurn;
  private readonly throwTurn: ThrowTurn;
  private readonly choice: PlayerChoice;
  private readonly shownMove: ShownMove;
  /** One handler per stage, run each frame the game is in it (`side`: the player on turn). */
  private readonly handlers: { [S in Stage]: (this: void, app: App, side: Player) => void } = {
    await: (app, side) => this.onAwait(app, side),
    throwing: (app) => this.onThrowing(app),
    choose: (app, side) => this.act(app, side, this.choice.choose(app, side)),
    tutor: (app, side) => this.act(app, side, this.choice.answerTutor(app, side)),
    thinking: (app, side) => this.onThinking(app, side),
    pass: (app, side) => this.onPass(app, side),
    animate: (app) => this.onAnimate(app),
    ending: (app) => this.onEnding(app),
  };
  private stageStart = 0;

  /** A new game of `setup`, or the `saved` one where it was left. */
  constructor(app: App, matchSetup: MatchSetup, saved?: SavedGame) {
    const preset: Preset = getPreset(matchSetup.preset, matchSetup.pieces, matchSetup.options);
    this.seed = saved !== undefined ? saved.history.seed : gameSeed(app.newSeed());
    this.thinker = new FrameThinker(() => app.clock());
    this.state = saved !== undefined ? saved.state : newGame(preset, this.seed);
    const setup: MatchSetup = { ...matchSetup, firstPlayerSide: firstPlayerSideIn(this.state) };
    this.setup = setup;
    this.history = saved !== undefined ? saved.history : newHistory(this.seed);
    this.computer = new ComputerTurn(this.thinker, this.seed, setup, this.history);
    this.analyst = setup.mode === "computers" ? undefined : createAnalyst(preset, this.history);
    this.teacher = new Teacher(this.analyst);
    this.seats = new Seats(setup, app.input);
    this.view = new PlayView(app, setup, this.seats, this.state.position, preset.chamberOfSet, this.teacher, preset.capture === "toLowestEmpty");
    this.scene = this.view.scene;
    this.throwTurn = new ThrowTurn(this.view.show);
    this.shownMove = new ShownMove(this.scene);
    this.focus = new PieceFocus(this.scene, this.view.pointed, this.teacher.hint);
    this.choice = new PlayerChoice(this.view, this.seats, this.focus, this.teacher, (shownApp) => this.noteHint(shownApp));
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
    clearHighlights(this.scene);
    this.setStage(app, "await");
    this.view.sayAwait(app, this.state);
  }

  private doThrow(app: App): void {
    this.throwTurn.throwNow(app, this.state, this.history);
    this.view.endAnnouncement();
    this.setStage(app, "throwing");
    this.save(app);
  }

  /** A continued game's throw that was not played yet: shown as it fell, then played on. */
  private resumeThrow(app: App, thrown: Throw): void {
    this.throwTurn.resume(app, this.state, thrown);
    this.afterThrow(app);
  }

  /** The sticks have fallen: the opening's outcome, a turn with no move, or the choice (the computer's or the player's). */
  private afterThrow(app: App): void {
    if (this.throwTurn.land(app, this.state, this.view)) {
      this.afterOpeningThrow(app);
      return;
    }
    const side = currentPlayer(this.state);
    const moves = currentMoves(this.state);
    this.focus.offer(moves);
    if (moves.length === 0) {
      this.enterNoMove(app);
    } else if (isComputer(this.setup, side)) {
      this.computer.start(app, this.state, this.setup.level);
      this.view.help.writeStatus(app, "statusThinking", side);
      this.setStage(app, "thinking");
    } else {
      this.setStage(app, "choose");
      this.choice.begin(app, this.state, this.history, moves);
    }
  }

  /**
   * An opening throw: the ritual goes on, or it is won. A 1 that wins the even side (kendall,
   * jequier) moves that side's front piece, and when the first player threw it the players
   * change sides.
   */
  private afterOpeningThrow(app: App): void {
    if (takeSides(this.state, this.setup, this.seats)) this.view.nameSides(app);
    const move = openingFrontMove(this.state);
    if (move === undefined) {
      this.enterAwait(app);
      return;
    }
    // the board still shows the ritual's position: the front piece is seen moving on
    this.shownMove.start(app, this.state, move, "b", true);
    this.setStage(app, "animate");
  }

  /** No move for the throw: a forfeit throw loses the turn at once, else the pass waits for its buttons. */
  private enterNoMove(app: App): void {
    const forfeit = this.state.throwValue === this.state.preset.forfeit;
    this.view.sayNoMove(app, this.state, forfeit);
    if (forfeit) this.settle(app, passRecorded(this.state, this.history), true);
    else this.setStage(app, "pass");
  }

  /** A throw, move or pass is played: saved, heard, and the game goes on (another throw, the other side's turn) or ends. */
  private settle(app: App, outcome: Outcome, quiet: boolean): void {
    this.save(app);
    playOutcome(this.setup, outcome.winner, outcome.extra, !quiet);
    this.scene.position = this.state.position;
    clearHighlights(this.scene);
    if (this.state.phase === "over") {
      this.setStage(app, "ending");
      return;
    }
    if (outcome.extra) this.view.announce(app, "msgExtra", currentPlayer(this.state));
    else if (!quiet) this.view.announce(app, "msgPassed", currentPlayer(this.state));
    this.enterAwait(app);
  }

  /** The throw is passed: no move exists, or (Kendall's water) `side` leaves its piece on 27, which ends the turn. */
  private pass(app: App, side: Player): void {
    const leaving = isWaterChoice(choiceRule(this.state));
    this.settle(app, passRecorded(this.state, this.history), leaving);
    if (leaving) this.view.sayLeftInWater(app, side);
  }

  private startMove(app: App, move: Move): void {
    this.shownMove.start(app, this.state, move, currentPlayer(this.state), false);
    clearHighlights(this.scene);
    this.view.pointed.text = "";
    this.teacher.hint.hide();
    this.view.help.text = "";
    this.setStage(app, "animate");
  }

  private onAwait(app: App, side: Player): void {
    const throwing = isComputer(this.setup, side) ? this.waited(app) : app.input.pressed(this.seats.of(side), ACTION_BUTTONS.throwSticks);
    if (throwing) this.doThrow(app);
  }

  private onThrowing(app: App): void {
    if (this.throwTurn.settled(app)) this.afterThrow(app);
  }

  /** What the player did in the choice: a move played, the water's piece left, the tutor's question asked or answered. */
  private act(app: App, side: Player, action: ChoiceAction): void {
    if (action === undefined) return;
    if (action.kind === "play") this.startMove(app, action.move);
    else if (action.kind === "leave") this.pass(app, side);
    else this.setStage(app, action.kind === "ask" ? "tutor" : "choose");
  }

  private onThinking(app: App, side: Player): void {
    if (!this.computer.thinkOn(app, this.waited(app))) return;
    const move = this.computer.takeDecision();
    if (move !== undefined) this.startMove(app, move);
    else this.pass(app, side);
  }

  private onPass(app: App, side: Player): void {
    const computer = isComputer(this.setup, side);
    if (computer ? !this.waited(app) : !passRequested(this.seats, side, app.input)) return;
    if (!computer) native.log(`pass: ${side} on slot ${this.seats.of(side) + 1} (${app.input.slots[this.seats.of(side)].kind})`);
    this.pass(app, side);
  }

  private onAnimate(app: App): void {
    const shown = this.shownMove.frame(app);
    if (shown === undefined) return;
    if (shown.kind === "play") {
      this.settle(app, moveRecorded(this.state, this.history, shown.move), true);
      return;
    }
    this.scene.position = this.state.position;
    this.enterAwait(app);
  }

  private onEnding(app: App): void {
    const winner = this.state.winner;
    if (instant(app) || app.now - this.stageStart >= ENDING_MS) app.nav.gameOver(this.setup, winner, this, this.analyst);
  }

  update(app: App): void {
    const side = currentPlayer(this.state);
    const gone = this.stage !== "ending" ? this.seats.goneSide(side, app.input) : undefined;
    if (gone !== undefined) {
      app.nav.controllerGone(this, gone, this.seats, this.setup.preset, this.history.entries);
      return;
    }
    if (app.input.anyPressed(ACTION_BUTTONS.pause) && this.stage !== "ending") {
      app.nav.pause(this, this.setup.preset, this.history.entries, this.setup.options);
      return;
    }
    this.seats.follow(side, app.input);
    this.view.help.follow(app, side, this.stage);
    if (this.stage !== "choose" && this.stage !== "animate") this.focus.nameHoveredSquare(app);
    this.handlers[this.stage](app, side);
    for (let index = 0; index < app.pointerTints.length; index++) app.pointerTints[index] = this.seats.pointerColor(index, side);
    this.teacher.chanceBar.update(app, this.state.position);
    if (this.stage !== "thinking" && !this.thinker.decidedThisFrame) this.teacher.useSpareTime(this.thinker, app.input.frameDeadline);
  }

  draw(app: App): void {
    this.thinker.beginDraw();
    this.view.draw(app, this.stage, currentPlayer(this.state));
    this.thinker.endDraw();
  }

  status(app: App, area: StatusLines): boolean {
    return this.view.fillStatusArea(app, area, this.stage);
  }

  /** The piece on a square, for tests and the tutorial. */
  cell(square: number): string {
    return cellAt(this.state.position, square);
  }
}
