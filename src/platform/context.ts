// What every screen sees: the app's shared state and the way to other screens. Screens import
// only types from here, so screen modules never require each other.

import type { Analyst } from "../game/analysis/analyst";
import { HistoryEntry } from "../game/history";
import { PresetName, PresetOption } from "../game/variants";
import type { Player } from "../game/board";
import { StringKey, Strings } from "./i18n/strings";
import { InputState } from "./input";
import type { Seats } from "./match";
import type { StatusLines } from "./status-lines";
import type { AnalysedGame } from "./store/finished-game";
import type { GameStore } from "./store/game-store";
import { MatchSetup, PLAY_MODES, PlayMode } from "./store/match-setup";
import { SettingsStore } from "./store/settings-store";

export type { MatchSetup, PlayMode, StatusLines };
export { PLAY_MODES };

/** How long the game lingers for the eye: as the settings say, or not at all (the benchmark). */
export type Pace = "normal" | "instant";

/** Told about the computer's thinking, so that it can be measured (diagnostics, the benchmark). */
export interface ThinkingMeter {
  /** A decision begins, and with it its first think call. */
  beginDecision(): void;
  /** A think call begins. */
  beginCall(): void;
  /** The think call is over; `decided`: the decision is known now. */
  endCall(decided: boolean): void;
}

export interface Screen {
  /** For the developer's log: "title", "game", "game over", ... */
  readonly name: string;
  update(app: App): void;
  draw(app: App): void;
  /**
   * Writes the screen's lines in the status area along the bottom (status-area.ts), which the app
   * draws over the screen on show; false when the screen's own things stand there this frame.
   */
  status(app: App, area: StatusLines): boolean;
}

/** Opens screens; implemented in navigator.ts, the one module that knows them all. */
export interface Navigator {
  title(): void;
  newGame(): void;
  settings(): void;
  play(setup: MatchSetup): void;
  /** The saved game, where it was left. */
  continueGame(): void;
  /** Asks before a new game replaces the saved one; `back` is where "no" returns. */
  confirmNewGame(setup: MatchSetup, back: Screen): void;
  /** Pauses `under`, which stays drawn (dimmed) and resumes as it was; `moves` are listed. */
  pause(under: Screen, preset: PresetName, moves: HistoryEntry[], options?: PresetOption[]): void;
  /** The rules of `preset`; a preset that takes options has a page of them, those of `options` on. */
  rules(preset: PresetName, back: Screen, options?: PresetOption[]): void;
  /**
   * The game's end: won by `winner`, or (undefined) locked, a draw; `analyst` (the game's
   * analysis, when there is one) gives the review and the ratings.
   */
  gameOver(setup: MatchSetup, winner: "a" | "b" | undefined, under: Screen, analyst: Analyst | undefined): void;
  /** The review of a finished game, back to `back` when done. */
  review(game: AnalysedGame, back: Screen): void;
  /** Waits over `under` (a game) until a controller acts for `player`, whose controller is gone. */
  controllerGone(under: Screen, player: Player, seats: Seats, preset: PresetName, moves: HistoryEntry[]): void;
  tutorial(preset: PresetName): void;
  show(screen: Screen): void;
}

export interface App {
  readonly input: InputState;
  readonly store: SettingsStore;
  /** The game in progress as saved. */
  readonly games: GameStore;
  /** input.time of this frame, in milliseconds. */
  now: number;
  /** The clock now, in milliseconds (it moves during a frame, unlike `now`). */
  clock(): number;
  nav: Navigator;
  /** Each input slot's pointer colour this frame; screens may set them in update. */
  readonly pointerTints: number[];
  /** The string of the current language. */
  text(key: StringKey): string;
  strings(): Strings;
  /** A seed for a new game (from the clock unless a test injected a source). */
  newSeed(): number;
  /** Leaves to the loader after this frame. */
  quit(): void;
  readonly pace: Pace;
  readonly meter: ThinkingMeter;
  /** The program's sound could not be made ready at start: it is silent for the whole run. */
  readonly soundBankFailed: boolean;
}
