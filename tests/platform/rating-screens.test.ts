// The rating of a reviewed game in the app: recorded in the settings once the review is complete
// (at game over with the win or loss, or later on the game-over or review screen), once only
// (the review opened again, a continued game), shown on the game-over screen only then and on the
// new-game screen as a trend (the last five and the mean), in every language.

import { describe, expect, it } from "vitest";
import { ratingUnits } from "../../src/game/analysis/rating";
import { PlayerSummary, summaryOf } from "../../src/game/analysis/review";
import { Language, stringsFor } from "../../src/platform/i18n/index";
import { MatchSetup } from "../../src/platform/context";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { NewGameScreen } from "../../src/platform/screens/new-game";
import { PlayScreen } from "../../src/platform/screens/play";
import { ReviewScreen } from "../../src/platform/screens/review";
import { levelKey } from "../../src/platform/screens/names";
import { fill } from "../../src/platform/text";
import { TREND_BAR, trendBarHeight } from "../../src/platform/trend-line";
import { AI_LEVELS, AiLevel } from "../../src/game/ai/index";
import { LEVEL_ERROR_RATES } from "../../src/game/analysis/level-rates";
import { AppDriver } from "../support/app-driver";
import { playFor, playToEnd } from "../support/game-bot";

const EN = stringsFor("en");
/** What each look at the clock costs while a game is played: the analysis then lags the game, as on a console with little time to spare. */
const SLOW_CLOCK_MS = 3;

function driverFor(seed: number, settings = "aiSpeed=fast\n", language: Language = "en"): AppDriver {
  const driver = new AppDriver({ frameMs: 50, seeds: [seed], settingsFile: settings, language, wiimotes: 2 });
  driver.step();
  return driver;
}

/** A game of `setup` played to its end; with `slowClock`, the analysis lags behind it. */
function playGame(driver: AppDriver, setup: Partial<MatchSetup> = {}, slowClock = false): { play: PlayScreen; over: GameOverScreen } {
  driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "master", ...setup });
  driver.step();
  const play = driver.screen() as PlayScreen;
  if (slowClock) driver.native.clockStepPerRead = SLOW_CLOCK_MS;
  playToEnd(driver);
  driver.native.clockStepPerRead = 0;
  const over = driver.screen() as GameOverScreen;
  expect(over).toBeInstanceOf(GameOverScreen);
  return { play, over };
}

/** The ratings kept in the settings file for `key` (`wii.ai`), oldest first. */
function keptRatings(driver: AppDriver, key: string): number[] {
  const line = (driver.native.settingsFile ?? "").split("\n").find((text) => text.startsWith(`ratings.${key}=`));
  return line === undefined ? [] : line.substring(line.indexOf("=") + 1).split(",").map(Number);
}

function summary(play: PlayScreen, player: "a" | "b"): PlayerSummary {
  return summaryOf(play.analyst!.review, player);
}

function levelName(summary: PlayerSummary): string {
  return EN[levelKey(summary.rating!)];
}

describe("the rating after a game", () => {
  it("against the computer: the human side's, recorded with the win or loss at game over and shown there", () => {
    const driver = driverFor(5);
    const { play } = playGame(driver);
    driver.step();
    const you = summary(play, "a");
    expect(you.decisions).toBeGreaterThan(10);
    expect(keptRatings(driver, "wii.ai")).toEqual([ratingUnits(you.meanLoss)]);
    expect(driver.native.settingsFile).toContain("\nrecord.wii.master=0,1\n");
    expect(driver.hasText(`You played like: ${levelName(you)}`)).toBe(true);
    // the computer's own play is reviewed but not kept
    expect(driver.native.settingsFile).not.toMatch(/ratings\.wii\.[ab]=/);
  });

  it("in a game of two: both seats', each by name", () => {
    const driver = driverFor(6);
    const { play } = playGame(driver, { mode: "twoRemotes" });
    driver.step();
    for (const [player, name] of [["a", "Blue"], ["b", "Red"]] as const) {
      const figures = summary(play, player);
      expect(keptRatings(driver, `wii.${player}`)).toEqual([ratingUnits(figures.meanLoss)]);
      expect(driver.hasText(`${name} played like: ${levelName(figures)}`)).toBe(true);
    }
    expect(keptRatings(driver, "wii.ai")).toEqual([]);
    expect(driver.native.settingsFile).not.toContain("record.");
  });

  it("says nothing of it before the review is complete: its progress, then the rating, recorded then", () => {
    const driver = driverFor(3);
    const { play, over } = playGame(driver, {}, true);
    driver.step();
    expect(over.game.reviewed()).toBe(false);
    expect(driver.native.texts().some((text) => text.startsWith("The master is going over the game… "))).toBe(true);
    expect(driver.native.texts().filter((text) => text.includes("played like"))).toEqual([]);
    expect(driver.native.settingsFile).toContain("record.wii.master=");
    expect(keptRatings(driver, "wii.ai")).toEqual([]);
    driver.idleUntil(() => over.game.reviewed(), 5000);
    driver.step();
    const you = summary(play, "a");
    expect(driver.hasText(`You played like: ${levelName(you)}`)).toBe(true);
    expect(driver.native.texts().some((text) => text.startsWith("The master is going over the game"))).toBe(false);
    expect(keptRatings(driver, "wii.ai")).toEqual([ratingUnits(you.meanLoss)]);
    driver.idle(30);
    expect(keptRatings(driver, "wii.ai")).toEqual([ratingUnits(you.meanLoss)]);
  });

  it("is recorded where the review completes on the review screen, once however often it is opened", () => {
    const driver = driverFor(3);
    const { play, over } = playGame(driver, {}, true);
    driver.step();
    driver.clickText("Review");
    const review = driver.screen() as ReviewScreen;
    expect(review).toBeInstanceOf(ReviewScreen);
    expect(keptRatings(driver, "wii.ai")).toEqual([]);
    driver.idleUntil(() => review.ready(), 5000);
    const once = [ratingUnits(summary(play, "a").meanLoss)];
    expect(keptRatings(driver, "wii.ai")).toEqual(once);
    driver.step();
    driver.clickText("Back");
    expect(driver.screen()).toBe(over);
    for (let again = 0; again < 2; again++) {
      driver.step();
      driver.clickText("Review");
      driver.step();
      driver.clickText("Back");
    }
    driver.step();
    expect(driver.hasText(`You played like: ${levelName(summary(play, "a"))}`)).toBe(true);
    expect(keptRatings(driver, "wii.ai")).toEqual(once);
    // the rematch is another game: its rating comes after
    driver.clickText("Rematch");
    const rematch = playGame(driver).play;
    expect(rematch).not.toBe(play);
    expect(keptRatings(driver, "wii.ai")).toEqual([...once, ratingUnits(summary(rematch, "a").meanLoss)]);
  });

  it("records a game left mid-way and continued once, as the game played straight", () => {
    const straight = driverFor(4);
    const { play } = playGame(straight, { level: "club" });
    const rating = ratingUnits(summary(play, "a").meanLoss);
    expect(keptRatings(straight, "wii.ai")).toEqual([rating]);

    const cut = driverFor(4);
    cut.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "club" });
    cut.step();
    expect(playFor(cut, 400)).toBeUndefined();
    cut.leave();
    expect(keptRatings(cut, "wii.ai")).toEqual([]);
    cut.restart();
    cut.step();
    cut.clickText("Continue");
    expect(cut.screen()).toBeInstanceOf(PlayScreen);
    playToEnd(cut);
    cut.step();
    expect(keptRatings(cut, "wii.ai")).toEqual([rating]);
    expect(cut.native.settingsFile).toBe(straight.native.settingsFile);
  });

  it("is lost, never counted twice, where the program is left before the review is complete", () => {
    const driver = driverFor(3);
    const { over } = playGame(driver, {}, true);
    driver.step();
    expect(over.game.reviewed()).toBe(false);
    driver.leave();
    driver.restart();
    driver.step();
    expect(driver.hasText("Continue")).toBe(false);
    const record = /\nrecord\.wii\.master=(\d+),(\d+)\n/.exec(driver.native.settingsFile ?? "");
    expect(Number(record?.[1]) + Number(record?.[2])).toBe(1);
    expect(keptRatings(driver, "wii.ai")).toEqual([]);
  });
});

describe("the trend on the new-game screen", () => {
  // Ratings kept in millionths given away a decision, made of wii's shipped rates (level-rates.ts)
  // so that a refit of the rates leaves each at its level: the player's last five two club and
  // three master, the one before them making the mean of six exactly the club player's; blue's one
  // casual, red's two master.
  const rate = (level: AiLevel) => ratingUnits(LEVEL_ERROR_RATES.wii[level]);
  const you = [4 * rate("club") - 3 * rate("master"), rate("club"), rate("club"), rate("master"), rate("master"), rate("master")];
  const RATINGS = `ratings.wii.ai=${you.join(",")}\nratings.wii.a=${rate("casual")}\nratings.wii.b=${rate("master")},${rate("master")}\nrecord.wii.club=3,2\n`;

  function newGame(settings: string, language: Language = "en"): AppDriver {
    const driver = driverFor(1, settings, language);
    driver.app.nav.newGame();
    driver.step();
    return driver;
  }

  /** The bars drawn on the line of `text`, left to right: the levels their heights stand for. */
  function barsBeside(driver: AppDriver, text: string): AiLevel[] {
    const words = driver.findText(text);
    expect(words, text).toBeDefined();
    const bars = driver.native.calls.filter((call): call is Extract<typeof call, { kind: "rect" }> =>
      call.kind === "rect" && call.width === TREND_BAR.width && call.x > words!.x && call.y + call.height > words!.y && call.y < words!.y + 24);
    return bars.sort((first, second) => first.x - second.x).map((bar) => AI_LEVELS.find((level) => trendBarHeight(level) === bar.height)!);
  }

  it("shows the level of the mean of all kept and the last five as bars by rung, under the record", () => {
    const driver = newGame(RATINGS);
    expect(driver.hasText("Against Club player: 3 won, 2 lost")).toBe(true);
    const line = "You played like: Club player (mean of 6); last 5:";
    expect(driver.hasText(line)).toBe(true);
    expect(barsBeside(driver, line)).toEqual(["club", "club", "master", "master", "master"]);
    expect(driver.findText(line)!.y).toBeGreaterThan(driver.findText("Against Club player: 3 won, 2 lost")!.y);
    // the same for every level chosen: the trend is the preset's
    driver.clickText("Club player");
    expect(driver.hasText("Against Expert: 0 won, 0 lost")).toBe(true);
    expect(barsBeside(driver, line)).toEqual(["club", "club", "master", "master", "master"]);
  });

  it("shows both seats' in a game of two, and nothing where a preset has none", () => {
    const driver = newGame(RATINGS);
    driver.clickText("Against the computer");
    expect(driver.hasText("Two players, one Wiimote")).toBe(true);
    expect(barsBeside(driver, "Blue played like: Casual player (mean of 1); last 1:")).toEqual(["casual"]);
    expect(barsBeside(driver, "Red played like: Master (mean of 2); last 2:")).toEqual(["master", "master"]);
    expect(driver.native.texts().some((text) => text.startsWith("Against "))).toBe(false);
    driver.clickText("Wii original");
    expect(driver.native.texts().filter((text) => text.includes("played like"))).toEqual([]);
    expect((driver.screen() as NewGameScreen).trends).toEqual([]);
  });

  it("follows the game just played", () => {
    const driver = driverFor(5, "aiSpeed=fast\nratings.wii.ai=50000,50000\n");
    const { play } = playGame(driver);
    driver.step();
    driver.clickText("New game");
    expect(driver.screen()).toBeInstanceOf(NewGameScreen);
    const rated = summary(play, "a").rating!;
    const line = fill(fill(fill(EN.trendYou, "k", "3"), "n", "3"), "level", "Beginner");
    expect(barsBeside(driver, line)).toEqual(["beginner", "beginner", rated]);
  });

  it("fits the screen in every language, twenty ratings kept in each record", () => {
    const full = Array.from({ length: 20 }, (_, index) => 40 + index * 1000).join(",");
    const settings = ["ai", "a", "b"].map((side) => `ratings.wii.${side}=${full}\n`).join("");
    for (const language of ["en", "es", "pt", "tr"] as const) {
      const driver = newGame(settings, language);
      const strings = stringsFor(language);
      driver.clickText(strings.modeAi);
      driver.clickText(strings.modeOneRemote);
      expect((driver.screen() as NewGameScreen).trends).toHaveLength(2);
      driver.clickText(strings.modeTwoRemotes);
      expect((driver.screen() as NewGameScreen).trends).toHaveLength(1);
      for (const trend of (driver.screen() as NewGameScreen).trends) {
        // the words within their box, the bars within the line
        expect(driver.native.api.textWidth(trend.text, 17), trend.text).toBeLessThanOrEqual(540);
        const bars = driver.native.calls.filter((call) => call.kind === "rect" && call.width === TREND_BAR.width);
        for (const bar of bars) if (bar.kind === "rect") expect(bar.x + bar.width).toBeLessThanOrEqual(620);
      }
      expect(driver.native.offScreenTexts).toEqual([]);
    }
  });
});
