// Continuing a game: it is saved after every throw, move and pass; left from outside or through
// Home and Exit, then continued from the title, it plays on throw for throw and move for move as
// it would have; a new game over it asks first; game over removes it and counts the game once; a
// refused save says why in one line on the title.

import { describe, expect, it } from "vitest";
import { formatPosition } from "../../src/game/notation";
import { entryNotation } from "../../src/game/history";
import { createRng, randomInt } from "../../src/game/rng";
import { parseSave } from "../../src/game/save";
import { digest } from "../../src/game/text";
import { PresetName, getPreset } from "../../src/game/variants";
import { MatchSetup, PlayMode } from "../../src/platform/context";
import { recordOf } from "../../src/platform/store/settings";
import { ConfirmScreen } from "../../src/platform/screens/confirm";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { PlayScreen } from "../../src/platform/screens/play";
import { TitleScreen } from "../../src/platform/screens/title";
import { AppDriver } from "../support/app-driver";
import { playFor, playToEnd } from "../support/game-bot";

function setupOf(preset: PresetName, mode: PlayMode): MatchSetup {
  return { preset, pieces: getPreset(preset).pieces, mode, level: "club" };
}

function newDriver(mode: PlayMode, seed: number): AppDriver {
  return new AppDriver({ frameMs: 50, seeds: [seed], wiimotes: mode === "twoRemotes" ? 2 : 1, settingsFile: "aiSpeed=fast\n" });
}

function startGame(driver: AppDriver, setup: MatchSetup): PlayScreen {
  driver.step();
  driver.app.nav.play(setup);
  driver.step();
  return driver.screen() as PlayScreen;
}

/** Who threw what and what was done, every throw of the game. */
function story(play: PlayScreen): string[] {
  return play.history.entries.map((entry) => `${entry.player} ${entryNotation(entry)}`);
}

/** Where a game stands: the position, the phase and the throw to play. */
function standing(play: PlayScreen): string {
  return `${formatPosition(play.state.position, play.state.preset)} ${play.state.phase} ${play.state.throwValue}`;
}

/** Whether the game is over (a call, so that a check after playing is not narrowed by one before it). */
function isOver(play: PlayScreen): boolean {
  return play.state.phase === "over";
}

/** From the title of a restarted program: Continue, and the game screen it opens. */
function continueFromTitle(driver: AppDriver): PlayScreen {
  driver.restart();
  driver.step();
  expect(driver.screen()).toBeInstanceOf(TitleScreen);
  driver.clickText("Continue");
  const play = driver.screen();
  expect(play).toBeInstanceOf(PlayScreen);
  return play as PlayScreen;
}

/** Clicks the last text drawn as `text` (the dialog's button, over a screen showing the same words). */
function clickLast(driver: AppDriver, text: string): void {
  const calls = driver.native.calls.filter((call) => call.kind === "text" && call.text === text);
  const call = calls[calls.length - 1];
  if (call === undefined || call.kind !== "text") throw new Error(`no '${text}' on screen`);
  driver.clickAt(call.x + driver.native.api.textWidth(text, call.size) / 2, call.y + call.size / 2);
}

/** Leaves the game: the window closed (a last frame with `quitting`), or Home and Exit to the loader. */
function leave(driver: AppDriver, how: "closed" | "exit"): void {
  if (how === "closed") {
    driver.leave();
    return;
  }
  driver.press("home");
  driver.step();
  driver.clickText("Exit to the loader");
  expect(driver.native.quitRequested).toBe(true);
}

describe("a game left and continued", () => {
  const cases: { preset: PresetName; mode: PlayMode; seed: number }[] = [
    { preset: "wii", mode: "ai", seed: 1 },
    { preset: "morales", mode: "ai", seed: 2 },
    { preset: "antik", mode: "ai", seed: 3 },
    { preset: "egyptian", mode: "ai", seed: 4 },
    { preset: "wii", mode: "oneRemote", seed: 5 },
    { preset: "antik", mode: "twoRemotes", seed: 6 },
  ];
  for (const { preset, mode, seed } of cases) {
    it(`plays on as it would have: ${preset}, ${mode}, left at random frames by closing the window and by Home and Exit`, () => {
      const straight = newDriver(mode, seed);
      const play = startGame(straight, setupOf(preset, mode));
      const frames = playToEnd(straight).frames;
      const expected = story(play);
      const cuts = createRng(seed * 31);
      for (const how of ["closed", "exit", "closed"] as const) {
        const driver = newDriver(mode, seed);
        const first = startGame(driver, setupOf(preset, mode));
        // Anywhere but the last moments, when the winning move is on its way.
        const cut = 1 + randomInt(cuts, Math.floor(frames * 0.9));
        expect(playFor(driver, cut), `cut at frame ${cut} of ${frames}`).toBeUndefined();
        leave(driver, how);
        // The last frame still ran (the computer may have finished a move in it).
        const left = standing(first);
        const played = story(first).length;
        const continued = continueFromTitle(driver);
        expect(standing(continued), `${how} at frame ${cut}`).toBe(left);
        expect(story(continued)).toEqual(expected.slice(0, played));
        playToEnd(driver);
        expect(story(continued), `${how} at frame ${cut}`).toEqual(expected);
      }
    });
  }

  it("keeps the save in step with the game after every throw, move and pass", () => {
    const driver = newDriver("ai", 7);
    const play = startGame(driver, setupOf("wii", "ai"));
    let checked = 0;
    for (let frame = 0; frame < 3000 && !isOver(play); frame++) {
      playFor(driver, 1);
      if (isOver(play)) break;
      const reading = parseSave(driver.native.files.get("game") ?? "");
      expect(reading.save, reading.refusal?.reason).toBeDefined();
      const saved = reading.save!;
      expect(saved.history.entries.length, `frame ${frame}`).toBe(play.history.entries.length);
      expect(`${formatPosition(saved.state.position, saved.state.preset)} ${saved.state.phase} ${saved.state.throwValue}`).toBe(standing(play));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
    expect(play.history.entries.length).toBeGreaterThan(50);
  });

  it("shows a throw made but not played as it fell, and the player plays it", () => {
    const driver = newDriver("ai", 8);
    const play = startGame(driver, setupOf("wii", "ai"));
    driver.press("b");
    driver.idle(30);
    expect(play.stage).toBe("choose");
    const value = play.state.throwValue;
    const movable = play.focus.moves.map((move) => move.from);
    leave(driver, "closed");
    const continued = continueFromTitle(driver);
    driver.step();
    expect(continued.stage).toBe("choose");
    expect(continued.state.throwValue).toBe(value);
    expect(continued.focus.moves.map((move) => move.from)).toEqual(movable);
    expect(driver.hasText(`${value}`)).toBe(true);
    expect(driver.hasText("You: point at a piece and press A")).toBe(true);
  });

  it("continues antik's opening ritual where it was", () => {
    const driver = newDriver("oneRemote", 9);
    const play = startGame(driver, setupOf("antik", "oneRemote"));
    driver.press("b");
    driver.idle(30);
    const left = standing(play);
    expect(play.state.phase).toBe("opening");
    leave(driver, "exit");
    const continued = continueFromTitle(driver);
    expect(standing(continued)).toBe(left);
    expect(story(continued)).toEqual(story(play));
    driver.step();
    expect(driver.native.texts().some((text) => text.startsWith("Who starts?"))).toBe(true);
  });

  it("writes on leaving what storage did not take before", () => {
    for (const how of ["closed", "exit"] as const) {
      const driver = new AppDriver({ frameMs: 50, storageWorks: false, settingsFile: "aiSpeed=fast\n" });
      const play = startGame(driver, setupOf("egyptian", "ai"));
      playFor(driver, 400);
      expect(driver.native.files.has("game")).toBe(false);
      driver.native.storageWorks = true;
      // Paused, so that nothing but leaving writes: the window closed, or Exit.
      driver.press("home");
      driver.idle(3);
      expect(driver.native.files.has("game")).toBe(false);
      if (how === "closed") driver.leave();
      else driver.clickText("Exit to the loader");
      const reading = parseSave(driver.native.files.get("game") ?? "");
      expect(reading.save?.history.entries.length, how).toBe(play.history.entries.length);
    }
  });
});

describe("the title and a new game over a saved one", () => {
  it("offers Continue only while a game is saved, and asks before a new game replaces it", () => {
    const driver = newDriver("ai", 10);
    driver.step();
    expect(driver.hasText("Continue")).toBe(false);
    startGame(driver, setupOf("morales", "ai"));
    playFor(driver, 200);
    const saved = driver.native.files.get("game");
    expect(saved).toBeDefined();
    driver.app.nav.title();
    driver.step();
    expect(driver.hasText("Continue")).toBe(true);

    driver.clickText("New game");
    expect(driver.screen()).toBeInstanceOf(NewGameScreen);
    driver.step();
    driver.clickText("Start");
    expect(driver.screen()).toBeInstanceOf(ConfirmScreen);
    driver.step();
    expect(driver.native.texts().join(" ")).toContain("The game in progress will be lost.");
    clickLast(driver, "Back");
    expect(driver.screen()).toBeInstanceOf(NewGameScreen);
    expect(driver.native.files.get("game")).toBe(saved);
    driver.step();
    driver.clickText("Start");
    driver.press("home");
    expect(driver.screen()).toBeInstanceOf(NewGameScreen);
    expect(driver.native.files.get("game")).toBe(saved);

    driver.step();
    driver.clickText("Start");
    driver.step();
    clickLast(driver, "New game");
    const fresh = driver.screen();
    expect(fresh).toBeInstanceOf(PlayScreen);
    expect((fresh as PlayScreen).history.entries.length).toBe(0);
    const replaced = parseSave(driver.native.files.get("game") ?? "").save;
    expect(replaced?.history.entries.length).toBe(0);
    expect(replaced?.state.preset.name).toBe("wii");
  });

  it("removes the save of a finished game and counts it once in the record, continued or not", () => {
    const driver = newDriver("ai", 11);
    startGame(driver, setupOf("wii", "ai"));
    playFor(driver, 300);
    leave(driver, "closed");
    continueFromTitle(driver);
    playToEnd(driver);
    expect(driver.screen()).toBeInstanceOf(GameOverScreen);
    expect(driver.native.files.has("game")).toBe(false);
    const entry = recordOf(driver.app.store.settings, "wii", "club");
    expect(entry.won + entry.lost).toBe(1);
    driver.restart();
    driver.step();
    expect(driver.hasText("Continue")).toBe(false);
    expect(recordOf(driver.app.store.settings, "wii", "club").won + recordOf(driver.app.store.settings, "wii", "club").lost).toBe(1);
  });

  /** A program started with `text` as its saved game. */
  function titleWith(text: string): AppDriver {
    const driver = newDriver("ai", 12);
    driver.native.files.set("game", text);
    driver.step();
    return driver;
  }

  function savedGameText(): string {
    const driver = newDriver("ai", 13);
    startGame(driver, setupOf("antik", "ai"));
    playFor(driver, 500);
    return driver.native.files.get("game") ?? "";
  }

  it("continues a save that reads back whole", () => {
    const driver = titleWith(savedGameText());
    expect(driver.hasText("Continue")).toBe(true);
    expect(driver.app.games.refusal).toBeUndefined();
  });

  /** The save with its players' words replaced (and its check line made again). */
  function withPlayers(text: string, players: string): string {
    const body = text.substring(0, text.lastIndexOf("check ")).replace("\nplayers ai club\n", `\nplayers ${players}\n`);
    return `${body}check ${body.length} ${digest(body)}\n`;
  }

  it("continues a save that names a level the ladder replaced against the rung nearest to it, and saves it under the rung's name", () => {
    const text = savedGameText();
    expect(text).toContain("\nplayers ai club\n");
    for (const [old, rung] of [["easy", "casual"], ["medium", "club"], ["hard", "club"]]) {
      const driver = titleWith(withPlayers(text, `ai ${old}`));
      expect(driver.app.games.refusal, old).toBeUndefined();
      driver.clickText("Continue");
      const play = driver.screen() as PlayScreen;
      expect(play).toBeInstanceOf(PlayScreen);
      expect(play.setup.level).toBe(rung);
      playFor(driver, 100);
      expect(driver.native.files.get("game")).toContain(`\nplayers ai ${rung}\n`);
    }
    expect(titleWith(withPlayers(text, "ai grandmaster")).app.games.refusal).toBe("savedRefusedDamaged");
  });

  const refusals: { kind: string; change: (text: string) => string; line: string }[] = [
    { kind: "cut short", change: (text) => text.substring(0, text.length - 7), line: "The saved game was damaged and has been removed." },
    { kind: "with a changed byte", change: (text) => text.replace("position ", "position x"), line: "The saved game was damaged and has been removed." },
    { kind: "of another version", change: (text) => text.replace("senet-save 2\n", "senet-save 3\n"), line: "The saved game was from another version and has been removed." },
    { kind: "not this game's at all", change: () => "language=es\nrumble=1\n", line: "The saved game was damaged and has been removed." },
    {
      kind: "of another preset's shape",
      change: (text) => {
        const body = text.substring(0, text.lastIndexOf("check ")).replace("game antik 5", "game antik 6");
        return `${body}check ${body.length} ${digest(body)}\n`;
      },
      line: "The saved game did not follow its rules and has been removed.",
    },
  ];
  for (const { kind, change, line } of refusals) {
    it(`refuses a save ${kind} with one line on the title, and removes it`, () => {
      const driver = titleWith(change(savedGameText()));
      expect(driver.hasText(line)).toBe(true);
      expect(driver.hasText("Continue")).toBe(false);
      expect(driver.native.files.has("game")).toBe(false);
      expect(driver.native.logs.some((log) => log.startsWith("saved game refused"))).toBe(true);
      driver.clickText("Settings");
      driver.clickText("Back");
      expect(driver.screen()).toBeInstanceOf(TitleScreen);
      driver.step();
      expect(driver.hasText(line)).toBe(false);
    });
  }
});
