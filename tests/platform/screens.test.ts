// The pause menu, the rules page, the antik opening ritual on screen, the computer's thinking cue,
// announcements in words, the board's geometry and what the board draws.

import { describe, expect, it } from "vitest";
import { currentPlayer } from "../../src/game/game";
import { BOARD_HEIGHT, BOARD_Y, SQUARE, squareAt, squareX, squareY } from "../../src/platform/layout";
import { PauseScreen } from "../../src/platform/screens/pause";
import { PlayScreen } from "../../src/platform/screens/play";
import { RulesScreen } from "../../src/platform/screens/rules";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { Screen } from "../../src/platform/context";
import { presetKey, rulesKeys, summaryKey } from "../../src/platform/screens/names";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";
import { fillButtons } from "../../src/platform/controllers";
import { fill } from "../../src/platform/text";
import { TitleScreen } from "../../src/platform/screens/title";
import { LANGUAGES, stringsFor } from "../../src/platform/i18n/index";
import { LAPIS, CARNELIAN } from "../../src/platform/colors";
import { AppDriver } from "../support/app-driver";
import { DrawCall } from "../support/fake-native";

function startGame(driver: AppDriver, preset: "wii" | "morales" | "antik" | "egyptian", mode: "ai" | "oneRemote" = "ai"): PlayScreen {
  driver.step();
  driver.app.nav.play({ preset, pieces: preset === "wii" || preset === "antik" ? 5 : 7, mode, level: "club" });
  driver.step();
  return driver.screen() as PlayScreen;
}

describe("the board", () => {
  it("numbers the squares in boustrophedon order", () => {
    expect(squareX(1)).toBeLessThan(squareX(10));
    expect(squareX(11)).toBe(squareX(10));
    expect(squareX(20)).toBe(squareX(1));
    expect(squareX(21)).toBe(squareX(1));
    expect(squareY(11)).toBe(squareY(1) + SQUARE);
    expect(squareY(21)).toBe(squareY(11) + SQUARE);
    for (let square = 1; square <= 30; square++) {
      expect(squareAt(squareX(square) + 1, squareY(square) + 1)).toBe(square);
      expect(squareAt(squareX(square) + SQUARE - 1, squareY(square) + SQUARE - 1)).toBe(square);
    }
    expect(squareAt(0, 0)).toBe(0);
    expect(squareAt(squareX(30) + SQUARE, squareY(30))).toBe(0);
  });

  it("draws cones for a in lapis, spools for b in carnelian, and the special squares' glyphs", () => {
    const driver = new AppDriver();
    startGame(driver, "morales");
    const onBoard = (call: DrawCall) => call.kind === "image" && call.y >= BOARD_Y && call.y < BOARD_Y + BOARD_HEIGHT;
    const images = driver.native.calls.filter((call) => call.kind === "image");
    const pieces = images.filter(onBoard);
    const cones = pieces.filter((call) => call.kind === "image" && call.name === "piece-cone");
    const spools = pieces.filter((call) => call.kind === "image" && call.name === "piece-spool");
    expect(cones.length).toBe(7);
    expect(spools.length).toBe(7);
    expect(cones.every((call) => call.kind === "image" && call.tint === LAPIS)).toBe(true);
    expect(spools.every((call) => call.kind === "image" && call.tint === CARNELIAN)).toBe(true);
    const glyphs = images.map((call) => (call.kind === "image" ? call.name : "")).filter((name) => name.startsWith("glyph-")).sort();
    expect(glyphs).toEqual(["glyph-15", "glyph-21", "glyph-26", "glyph-27", "glyph-28", "glyph-29", "glyph-30"]);
    const wii = new AppDriver();
    startGame(wii, "wii");
    expect(wii.native.calls.some((call) => call.kind === "image" && call.name === "glyph-21")).toBe(false);
  });

  it("names a special square when the pointer is on it", () => {
    const driver = new AppDriver();
    startGame(driver, "wii");
    driver.step([{ pointer: { x: squareX(26) + 10, y: squareY(26) + 10 } }]);
    driver.step();
    expect(driver.hasText("Square 26: House of Happiness")).toBe(true);
  });
});

describe("the pause menu", () => {
  it("opens on Home, shows the rules of the preset and resumes the same game", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startGame(driver, "egyptian");
    driver.press("b");
    driver.press("home");
    const pause = driver.screen();
    expect(pause).toBeInstanceOf(PauseScreen);
    driver.step();
    expect(driver.hasText("Paused")).toBe(true);
    driver.clickText("Rules of this game");
    expect(driver.screen()).toBeInstanceOf(RulesScreen);
    driver.step();
    expect(driver.hasText("Rules: Egyptian")).toBe(true);
    expect(driver.native.texts().join(" ")).toContain("goes to the water instead.");
    driver.clickText("Back");
    expect(driver.screen()).toBe(pause);
    driver.step();
    driver.clickText("Resume");
    expect(driver.screen()).toBe(play);
  });

  it("goes back to the title and exits to the loader", () => {
    const driver = new AppDriver();
    startGame(driver, "wii");
    driver.press("home");
    driver.step();
    driver.clickText("Back to the title");
    expect(driver.screen()).toBeInstanceOf(TitleScreen);
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "beginner" });
    driver.press("home");
    driver.step();
    driver.clickText("Exit to the loader");
    expect(driver.native.quitRequested).toBe(true);
  });
});

describe("the rules of every preset", () => {
  for (const language of LANGUAGES) {
    const strings = stringsFor(language);

    it(`${language}: each preset's own four paragraphs on its rules page, and Back returns`, () => {
      const driver = new AppDriver({ frameMs: 50, language });
      driver.step();
      const title = driver.screen() as Screen;
      const seen = new Set<string>();
      for (const name of PRESET_NAMES) {
        driver.app.nav.rules(name, title);
        driver.step();
        expect(driver.hasText(fill(strings.rulesTitle, "preset", strings[presetKey(name)])), name).toBe(true);
        const shown = driver.native.texts().join(" ");
        for (const key of rulesKeys(name)) {
          expect(seen.has(key), `${key} belongs to one preset`).toBe(false);
          seen.add(key);
          expect(shown, `${language} ${key}`).toContain(fillButtons(strings[key], "wiimote"));
        }
        expect(driver.native.offScreenTexts).toEqual([]);
        driver.clickText(strings.btnBack);
        expect(driver.screen()).toBe(title);
        driver.step();
      }
    });

    it(`${language}: the new-game screen says where each preset comes from`, () => {
      const driver = new AppDriver({ frameMs: 50, language });
      driver.step();
      const summaries = new Set<string>();
      for (const name of PRESET_NAMES) {
        driver.app.nav.show(new NewGameScreen(driver.app, { preset: name, pieces: getPreset(name).pieces, mode: "ai", level: "beginner" }));
        driver.step();
        const summary = strings[summaryKey(name)];
        expect(driver.hasText(summary), `${language} ${name}`).toBe(true);
        expect(driver.hasText(strings[presetKey(name)]), `${language} ${name}`).toBe(true);
        summaries.add(summary);
      }
      expect(summaries.size).toBe(PRESET_NAMES.length);
      expect(strings.summaryJequier).toMatch(/1930/);
      expect(strings.summaryKendall).toMatch(/1978/);
    });
  }
});

describe("leaving the program", () => {
  for (const language of LANGUAGES) {
    const strings = stringsFor(language);

    it(`${language}: the title's last button leaves to the loader on the Wii`, () => {
      const driver = new AppDriver({ language, platform: "wii" });
      driver.step();
      expect(driver.hasText(strings.menuQuit)).toBe(false);
      driver.clickText(strings.menuExit);
      expect(driver.native.quitRequested).toBe(true);
    });

    it(`${language}: the title's and the pause menu's last buttons quit the desktop program`, () => {
      const driver = new AppDriver({ language, platform: "desktop" });
      driver.step();
      expect(driver.hasText(strings.menuExit)).toBe(false);
      driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "beginner" });
      driver.press("home");
      driver.step();
      expect(driver.screen()).toBeInstanceOf(PauseScreen);
      expect(driver.hasText(strings.btnExit)).toBe(false);
      driver.clickText(strings.btnQuit);
      expect(driver.native.quitRequested).toBe(true);
      const title = new AppDriver({ language, platform: "desktop" });
      title.step();
      title.clickText(strings.menuQuit);
      expect(title.native.quitRequested).toBe(true);
    });
  }
});

describe("the game in words", () => {
  it("plays the antik opening ritual on screen", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [5] });
    const play = startGame(driver, "antik", "oneRemote");
    expect(play.state.phase).toBe("opening");
    expect(driver.hasText("Who starts? Blue: throw for a 1")).toBe(true);
    let missed = 0;
    while (play.state.phase === "opening") {
      driver.press("b");
      driver.idleUntil(() => play.stage !== "throwing");
      if (play.state.phase === "opening") {
        missed++;
        expect(driver.native.texts().some((text) => text.startsWith("No 1. Next to throw: "))).toBe(true);
      }
    }
    expect(driver.hasText(`A 1! First move: ${currentPlayer(play.state) === "a" ? "Blue" : "Red"}`)).toBe(true);
    expect(missed).toBeGreaterThanOrEqual(0);
    expect(play.stage).toBe("await");
  });

  it("draws each opening throw's value in the colour of the side that threw it, a miss too", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [5] });
    const play = startGame(driver, "antik", "oneRemote");
    let missed = 0;
    while (play.state.phase === "opening") {
      const thrower = currentPlayer(play.state);
      driver.press("b");
      driver.idleUntil(() => play.stage !== "throwing");
      if (play.state.phase === "opening") missed++;
      const value = driver.native.calls.find((call) => call.kind === "text" && call.size === 64);
      expect(value?.kind === "text" ? value.color : undefined).toBe(thrower === "a" ? LAPIS : CARNELIAN);
    }
    expect(missed).toBeGreaterThan(0);
  });

  it("shows the computer thinking and keeps drawing every frame", () => {
    const driver = new AppDriver({ frameMs: 50, settingsFile: "aiSpeed=slow\n" });
    const play = startGame(driver, "wii");
    let sawThinking = false;
    for (let count = 0; count < 4000 && !sawThinking; count++) {
      if (play.stage === "await" && currentPlayer(play.state) === "a") driver.press("b");
      else if (play.stage === "choose") driver.clickAt(squareX(play.focus.moves[0].from) + 20, squareY(play.focus.moves[0].from) + 20);
      else if (play.stage === "pass") driver.press("plus");
      else driver.step();
      if (play.stage === "thinking") {
        driver.step();
        sawThinking = driver.hasText("The computer is thinking...");
        expect(driver.native.calls[0].kind).toBe("clear");
      }
    }
    expect(sawThinking).toBe(true);
  });

  it("shows the thrown value large after the sticks settle", () => {
    const driver = new AppDriver({ frameMs: 20 });
    const play = startGame(driver, "wii");
    driver.press("b");
    const value = play.state.throwValue;
    const sticks = () => driver.native.calls.filter((call) => call.kind === "image" && call.name.startsWith("stick-")).length;
    expect(sticks()).toBe(4);
    expect(driver.native.calls.some((call) => call.kind === "text" && call.text === `${value}` && call.size >= 48)).toBe(false);
    driver.idle(40);
    expect(driver.native.calls.some((call) => call.kind === "text" && call.text === `${value}` && call.size >= 48)).toBe(true);
  });
});
