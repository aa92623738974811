// The self-play benchmark (docs/wii.md): with `bench` in the storage, the computer plays itself
// the games the file names on the real game screen at the instant pace (every frame drawn, none
// waited for), reviews each if asked, measures it all, writes `bench-result` and leaves to the
// loader. Stopped early (Home, or the program left from outside), it writes what it measured.

import { createAnalyst } from "../../game/analysis/analyst";
import { getPreset } from "../../game/variants";
import { App, Pace, Screen } from "../context";
import { FrameStats } from "../diagnostics/frame-stats";
import { FinishedGame } from "../store/finished-game";
import { Decision, DecisionListener, ThinkingMeter } from "../diagnostics/thinking-meter";
import * as C from "../colors";
import { PlayScreen } from "../screens/play";
import { ReviewScreen } from "../screens/review";
import { VERSION } from "../version";
import { BenchConfig } from "./config";
import { BenchGroup } from "./group";
import { BenchHeader, benchResultText } from "./result";
import { BenchLine, BenchScreen } from "./screen";

export const BENCH_NAME = "bench";
export const RESULT_NAME = "bench-result";
/** How long the file's settings and problems stay on screen before the first game. */
export const INTRO_MS = 3000;
/** How long a failure to write the result stays on screen (A or Home leaves sooner). */
export const FAILURE_MS = 10000;
/** A game still running after this many frames is stopped (none comes near: a safeguard). */
export const MAX_GAME_FRAMES = 250000;
/** The status line: its right end, in the band over the game's title line. */
const STATUS = { right: 620, y: 10, size: 14 };

type Stage = "title" | "opening" | "intro" | "playing" | "reviewing" | "failed" | "done";

/** What the benchmark drives: the app, its figures and its pace. */
export interface BenchApp extends App {
  pace: Pace;
  readonly frameStats: FrameStats;
  readonly meter: ThinkingMeter;
}

export class BenchRun implements DecisionListener {
  private stage: Stage = "title";
  private readonly groups: BenchGroup[] = [];
  private groupIndex = 0;
  private gameInGroup = 0;
  private gamesPlayed = 0;
  private gameFrames = 0;
  private stageStart = 0;
  /** The group the previous frame played or reviewed for (its figures arrive a frame later), or -1. */
  private lastFrameGroup = -1;
  private lastFrameReviewed = false;
  /** The game on show, for its review; and the review's start. */
  private game: PlayScreen | undefined = undefined;
  private reviewStart = 0;
  private reviewFrames = 0;
  private lastMissed = 0;
  private pendingSeed: number | undefined = undefined;
  private readonly screen = new BenchScreen();
  private status = "";
  private statusX = 0;

  constructor(private readonly app: BenchApp, private readonly config: BenchConfig) {
    for (const preset of config.presets) {
      for (const level of config.levels) this.groups.push(new BenchGroup(preset, level));
    }
    const lines: BenchLine[] = [
      { text: "presets " + config.presets.join(" ") + ", levels " + config.levels.join(" ") + ", games " + config.games + ", seed " + config.seed +
        (config.review ? ", each game reviewed" : ""), warning: false },
      { text: "The computer plays itself; the result goes to bench-result.txt, then the program returns to the loader. Home stops it.", warning: false },
    ];
    for (const problem of config.problems) lines.push({ text: "bench.txt: " + problem, warning: true });
    this.screen.show(lines);
    app.meter.listener = this;
  }

  /** Whether the benchmark still drives the app. */
  running(): boolean {
    return this.stage !== "done";
  }

  /** The seed of the game about to start (once), or undefined when it is not the benchmark's. */
  takeSeed(): number | undefined {
    const seed = this.pendingSeed;
    this.pendingSeed = undefined;
    return seed;
  }

  decided(decision: Decision): void {
    if (this.stage === "playing") this.groups[this.groupIndex].addDecision(decision);
  }

  /** Every frame before the screen's update, with the screen on show. */
  update(screen: Screen | undefined): void {
    if (this.stage === "done") return;
    const app = this.app;
    const stats = app.frameStats;
    if (this.lastFrameGroup >= 0) {
      const group = this.groups[this.lastFrameGroup];
      const missed = stats.missedFrames - this.lastMissed;
      if (this.lastFrameReviewed) group.addReviewFrame(stats.luaMs, missed, stats.frameHeapPeakBytes);
      else group.addFrame(stats.luaMs, app.meter.thoughtLastFrame, stats.audioMs, missed, stats.frameHeapPeakBytes);
    }
    this.lastFrameGroup = -1;
    this.lastMissed = stats.missedFrames;
    if (app.input.quitting) {
      if (this.stage !== "failed") this.finish("stopped when the program was left, after " + this.playedText(), false);
      return;
    }
    if (this.stage === "failed") {
      if (app.now - this.stageStart >= FAILURE_MS || app.input.anyPressed("a") || app.input.anyPressed("home")) this.leave();
      return;
    }
    if (app.input.anyPressed("home")) {
      this.finish("stopped by Home after " + this.playedText(), false);
      app.nav.title();
      return;
    }
    if (this.stage === "title") {
      // the first frame is the title, as at every start: the result's startup time ends there
      this.stage = "opening";
    } else if (this.stage === "opening") {
      this.stage = "intro";
      this.stageStart = app.now;
      app.nav.show(this.screen);
    } else if (this.stage === "intro") {
      if (app.now - this.stageStart >= INTRO_MS) this.startGame();
    } else if (this.stage === "reviewing") {
      this.updateReview(screen);
    } else if (screen !== undefined && screen.name === "game over") {
      if (this.config.review && this.game !== undefined) {
        this.countGame(false);
        this.startReview(screen, this.game);
      } else this.endGame(false);
    } else if (++this.gameFrames > MAX_GAME_FRAMES) {
      this.endGame(true);
    } else if (screen instanceof PlayScreen) {
      this.game = screen;
    }
    if (this.stage === "playing" || this.stage === "reviewing") this.lastFrameGroup = this.groupIndex;
    this.lastFrameReviewed = this.stage === "reviewing";
  }

  /**
   * The game just ended, reviewed from its start on the review screen (the worst case: a player's
   * game is mostly reviewed while it is played), measured apart from the games; back to `gameOver` after.
   */
  private startReview(gameOver: Screen, game: PlayScreen): void {
    const setup = game.setup;
    this.stage = "reviewing";
    this.reviewStart = this.app.now;
    this.reviewFrames = 0;
    this.status = this.status + ", review";
    this.statusX = STATUS.right - native.textWidth(this.status, STATUS.size);
    const finished = new FinishedGame(setup, createAnalyst(getPreset(setup.preset, setup.pieces, setup.options), game.history));
    if (finished.analysed()) this.app.nav.review(finished, gameOver);
  }

  /** Once the review shows its marks (or runs past the frame limit): its figures, then the next game. */
  private updateReview(screen: Screen | undefined): void {
    const cut = ++this.reviewFrames > MAX_GAME_FRAMES;
    if (!cut && !(screen instanceof ReviewScreen && screen.ready())) return;
    this.groups[this.groupIndex].addReview(this.app.now - this.reviewStart, this.reviewFrames, cut);
    this.game = undefined;
    this.nextGame();
  }

  /** Over the game: which game this is. */
  draw(): void {
    if (this.stage === "playing" || this.stage === "reviewing") native.text(this.status, this.statusX, STATUS.y, STATUS.size, C.TEXT_DIM);
  }

  private playedText(): string {
    return this.gamesPlayed + " of " + this.groups.length * this.config.games + " games";
  }

  private startGame(): void {
    const group = this.groups[this.groupIndex];
    const total = this.groups.length * this.config.games;
    const ignored = this.config.problems.length > 0 ? ", bench.txt has problems" : "";
    this.status = "bench " + (this.gamesPlayed + 1) + "/" + total + ": " + group.preset + " " + group.level + ignored;
    this.statusX = STATUS.right - native.textWidth(this.status, STATUS.size);
    this.pendingSeed = this.config.seed + this.gamesPlayed;
    this.gameFrames = 0;
    this.game = undefined;
    this.stage = "playing";
    this.app.pace = "instant";
    this.app.nav.play({ preset: group.preset, pieces: getPreset(group.preset).pieces, mode: "computers", level: group.level });
  }

  /** The game on show has ended (or was cut at the frame limit): counted, then the next one. */
  private endGame(cut: boolean): void {
    this.countGame(cut);
    this.nextGame();
  }

  private countGame(cut: boolean): void {
    const group = this.groups[this.groupIndex];
    group.games++;
    if (cut) group.cutGames++;
    this.gamesPlayed++;
  }

  private nextGame(): void {
    this.gameInGroup++;
    if (this.gameInGroup >= this.config.games) {
      this.groupIndex++;
      this.gameInGroup = 0;
    }
    if (this.groupIndex < this.groups.length) this.startGame();
    else this.finish("complete", true);
  }

  private header(outcome: string): BenchHeader {
    const stats = this.app.frameStats;
    const platform = native.platform();
    const clock = stats.simulatedTime
      ? "simulated (a headless run: 1000/60 ms a frame, moved within one only by --work-clock)"
      : platform === "wii" ? "console (the time base)" : "real (the desktop's monotonic clock)";
    const now = native.stats();
    const sound = now.soundBankFailed ? "silent: the sound bank built into the program is damaged"
      : now.soundDspSilent ? "silent: the DSP does not answer (Dolphin: use DSP LLE)" : "ok";
    return {
      build: "senet " + VERSION + " " + platform, clock, startupMs: stats.startupMs, heapPeakBytes: stats.heapPeakBytes, config: this.config, outcome,
      storagePlace: now.storagePlace, storageFailures: now.storageFailures, storageError: now.storageError, sound,
    };
  }

  /** Writes the result; `leave`: then to the loader (after showing a failure to write it). */
  private finish(outcome: string, leave: boolean): void {
    this.app.pace = "normal";
    this.app.meter.listener = undefined;
    const measured: BenchGroup[] = [];
    for (const group of this.groups) if (group.frames > 0 || group.games > 0) measured.push(group);
    const text = benchResultText(this.header(outcome), measured);
    native.log("bench: " + RESULT_NAME + ":\n" + text);
    const saved = native.save(RESULT_NAME, text);
    if (saved || !leave) {
      this.stage = "done";
      if (leave) this.leave();
      return;
    }
    this.stage = "failed";
    this.stageStart = this.app.now;
    const why = native.stats().storageError;
    const lines: BenchLine[] = [
      { text: "bench-result.txt could not be written" + (why === "" ? " (no SD card, or a locked one)" : ": " + why) + ". The result:", warning: true },
    ];
    for (const line of text.split("\n")) if (line.length > 0) lines.push({ text: line, warning: false });
    this.screen.show(lines);
    this.app.nav.show(this.screen);
  }

  private leave(): void {
    this.stage = "done";
    this.app.quit();
  }
}
