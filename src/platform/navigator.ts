// The one module that knows every screen: opens them with their music, remembers the last new-game
// choices, and keeps the win/loss record when a game against the computer ends.

import { Player } from "../game/board";
import { DEFAULT_PRESET, PresetName, getPreset } from "../game/variants";
import { App, MatchSetup, Navigator, Screen } from "./context";
import { recordKey, recordOf } from "./settings";
import { GameOverScreen } from "./screens/game-over";
import { NewGameScreen } from "./screens/new-game";
import { PauseScreen } from "./screens/pause";
import { PlayScreen } from "./screens/play";
import { RulesScreen } from "./screens/rules";
import { SettingsScreen } from "./screens/settings";
import { TitleScreen } from "./screens/title";
import { TutorialScreen } from "./screens/tutorial";
import { playMusic } from "./sound";

export class AppNavigator implements Navigator {
  current: Screen | undefined = undefined;
  private readonly lastSetup: MatchSetup = { preset: DEFAULT_PRESET, pieces: getPreset(DEFAULT_PRESET).pieces, mode: "ai", level: "medium" };

  constructor(private readonly app: App) {}

  show(screen: Screen): void {
    this.current = screen;
    native.log("screen: " + screen.name);
  }

  title(): void {
    playMusic("music-loop");
    this.show(new TitleScreen());
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

  pause(under: Screen, preset: PresetName): void {
    this.show(new PauseScreen(under, preset));
  }

  rules(preset: PresetName, back: Screen): void {
    this.show(new RulesScreen(this.app, preset, back));
  }

  gameOver(setup: MatchSetup, winner: Player, under: Screen): void {
    if (setup.mode === "ai") {
      const settings = this.app.store.settings;
      const entry = recordOf(settings, setup.preset, setup.level);
      settings.record[recordKey(setup.preset, setup.level)] = {
        won: entry.won + (winner === "a" ? 1 : 0),
        lost: entry.lost + (winner === "b" ? 1 : 0),
      };
      this.app.store.save();
    }
    playMusic("music-end");
    this.show(new GameOverScreen(this.app, setup, winner, under));
  }

  tutorial(preset: PresetName): void {
    playMusic("music-loop");
    this.show(new TutorialScreen(this.app, preset));
  }
}
