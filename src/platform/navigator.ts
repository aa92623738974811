// The one module that knows every screen: opens them with their music, remembers the last new-game
// choices, and keeps the win/loss record when a game against the computer ends (a locked game, a
// draw, counts as neither), with the players' ratings where its review is already complete (its
// save removed first, so a game is never counted twice; finished-game.ts records the ratings later
// where the review is not yet done).

import { Player } from "../game/board";
import { Analyst } from "../game/analysis/analyst";
import { HistoryEntry } from "../game/history";
import { formatPosition } from "../game/notation";
import { DEFAULT_PRESET, PresetName, PresetOption, getPreset } from "../game/variants";
import { App, MatchSetup, Navigator, Screen } from "./context";
import { AnalysedGame, FinishedGame } from "./store/finished-game";
import { Seats, isComputer } from "./match";
import { setupVariant } from "./store/match-setup";
import { recordKey, recordOf } from "./store/settings";
import { ConfirmScreen } from "./screens/confirm";
import { ControllerGoneScreen } from "./screens/controller-gone";
import { GameOverScreen } from "./screens/game-over";
import { NewGameScreen } from "./screens/new-game";
import { PauseScreen } from "./screens/pause";
import { PlayScreen } from "./screens/play";
import { ReviewScreen } from "./screens/review";
import { RulesScreen } from "./screens/rules";
import { SettingsScreen } from "./screens/settings";
import { TitleScreen } from "./screens/title";
import { TutorialScreen } from "./screens/tutorial";
import { playMusic } from "./sound";

export class AppNavigator implements Navigator {
  current: Screen | undefined = undefined;
  private readonly lastSetup: MatchSetup = { preset: DEFAULT_PRESET, pieces: getPreset(DEFAULT_PRESET).pieces, mode: "ai", level: "club" };

  constructor(private readonly app: App) {}

  show(screen: Screen): void {
    this.current = screen;
    native.log("screen: " + screen.name);
  }

  title(): void {
    playMusic("music-loop");
    this.show(new TitleScreen(this.app));
  }

  newGame(): void {
    playMusic("music-loop");
    this.show(new NewGameScreen(this.app, this.lastSetup));
  }

  settings(): void {
    playMusic("music-loop");
    this.show(new SettingsScreen(this.app));
  }

  play(setup: MatchSetup): void {
    playMusic("music-loop");
    this.show(new PlayScreen(this.app, setup));
  }

  continueGame(): void {
    const continued = this.app.games.continued();
    if (continued === undefined) {
      this.title();
      return;
    }
    native.log(`continue: ${formatPosition(continued.save.state.position, continued.save.state.preset)} after ${continued.save.history.entries.length} throws`);
    this.show(new PlayScreen(this.app, continued.setup, continued.save));
  }

  confirmNewGame(setup: MatchSetup, back: Screen): void {
    const start = () => {
      this.app.games.remove();
      this.play(setup);
    };
    this.show(new ConfirmScreen(this.app, back, "confirmNewGame", "btnNewGame", "btnBack", start, () => this.show(back)));
  }

  pause(under: Screen, preset: PresetName, moves: HistoryEntry[], options: PresetOption[] = []): void {
    this.show(new PauseScreen(this.app, under, preset, moves, options));
  }

  controllerGone(under: Screen, player: Player, seats: Seats, preset: PresetName, moves: HistoryEntry[]): void {
    this.show(new ControllerGoneScreen(this.app, under, player, seats, preset, moves));
  }

  rules(preset: PresetName, back: Screen, options: PresetOption[] = []): void {
    this.show(new RulesScreen(this.app, preset, back, options));
  }

  gameOver(setup: MatchSetup, winner: Player | undefined, under: Screen, analyst: Analyst | undefined): void {
    // A power cut between the two writes loses the game from the record rather than counting it
    // again when its save is continued. A benchmark's game was never saved: the player's stays.
    if (setup.mode !== "computers") this.app.games.remove();
    const settings = this.app.store.settings;
    if (setup.mode === "ai" && winner !== undefined) {
      const entry = recordOf(settings, setupVariant(setup), setup.level);
      settings.record[recordKey(setupVariant(setup), setup.level)] = {
        won: entry.won + (isComputer(setup, winner) ? 0 : 1),
        lost: entry.lost + (isComputer(setup, winner) ? 1 : 0),
      };
    }
    const game = new FinishedGame(setup, analyst);
    if (game.recordRatings(settings) || (setup.mode === "ai" && winner !== undefined)) this.app.store.save();
    playMusic("music-end");
    this.show(new GameOverScreen(this.app, game, winner, under));
  }

  review(game: AnalysedGame, back: Screen): void {
    this.show(new ReviewScreen(this.app, game, back));
  }

  tutorial(preset: PresetName): void {
    playMusic("music-loop");
    this.show(new TutorialScreen(this.app, preset));
  }
}
