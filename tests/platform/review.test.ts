// The review after a game: Review on the game-over screen; while the master goes over the game
// its progress, with no frame late; then the marked decisions of both players on the real board
// (the position before the move, the move played, the master's move outlined), stepped through
// with the D-pad and the arrows; each player's figures; Back and Home return. A continued game is
// reviewed from its first throw.

import { describe, expect, it } from "vitest";
import { getPreset } from "../../src/game/variants";
import { AiLevel } from "../../src/game/ai/index";
import { analystIdle, createAnalyst } from "../../src/game/analysis/analyst";
import { MARK_SIGNS } from "../../src/game/analysis/marks";
import { markedThrows, summaryOf } from "../../src/game/analysis/review";
import { Language, stringsFor } from "../../src/platform/i18n/index";
import { moveWords } from "../../src/platform/move-notation";
import { FinishedGame } from "../../src/platform/store/finished-game";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { PlayScreen } from "../../src/platform/screens/play";
import { ReviewScreen } from "../../src/platform/screens/review";
import { fill, hundredthsText, percentText } from "../../src/platform/text";
import { levelKey } from "../../src/platform/screens/names";
import { AppDriver } from "../support/app-driver";
import { playFor, playToEnd } from "../support/game-bot";

/** The top of the review's row of the move played (screens/review.ts's AT.moveY). */
const MOVE_ROW_Y = 76;

const FRAME_MS = 1000 / 60;
const EN = stringsFor("en");

/** A game against the computer played to its end by the bot. */
function finishedGame(seed: number, language: Language = "en", pieces = 5, level: AiLevel = "master"): { driver: AppDriver; play: PlayScreen } {
  const driver = new AppDriver({ frameMs: 50, seeds: [seed], settingsFile: "aiSpeed=fast\n", language });
  driver.step();
  driver.app.nav.play({ preset: "wii", pieces, mode: "ai", level });
  driver.step();
  const play = driver.screen() as PlayScreen;
  playToEnd(driver);
  return { driver, play };
}

/** Review on the game-over screen, and frames until the review is done. */
function openReview(driver: AppDriver, language: Language = "en"): ReviewScreen {
  expect(driver.screen()).toBeInstanceOf(GameOverScreen);
  driver.step();
  driver.clickText(stringsFor(language).btnReview);
  const review = driver.screen() as ReviewScreen;
  expect(review).toBeInstanceOf(ReviewScreen);
  driver.idleUntil(() => review.ready(), 20000);
  driver.step();
  return review;
}

describe("the review of a game", () => {
  it("shows its progress while the master goes over the whole game, with no frame late", () => {
    const { driver, play } = finishedGame(3);
    const gameOver = driver.screen() as GameOverScreen;
    // A review with all still to do (as on a console that had no spare time): every look at the clock costs 0.4 ms.
    const analyst = createAnalyst(getPreset("wii"), play.history);
    const finished = new FinishedGame(play.setup, analyst);
    expect(finished.analysed()).toBe(true);
    if (finished.analysed()) driver.app.nav.review(finished, gameOver);
    const review = driver.screen() as ReviewScreen;
    driver.native.clockStepPerRead = 0.4;
    let late = 0;
    let frames = 0;
    const shown: string[] = [];
    while (!review.ready() && frames < 40000) {
      const start = driver.native.clock + 50;
      driver.step();
      if (driver.native.clock > start + FRAME_MS) late++;
      frames++;
      const text = driver.native.texts().find((line) => line.startsWith("The master is going over the game"));
      if (text !== undefined && shown[shown.length - 1] !== text) shown.push(text);
    }
    expect(review.ready()).toBe(true);
    expect(analystIdle(analyst)).toBe(true);
    expect(late).toBe(0);
    expect(frames).toBeGreaterThan(30);
    // Its progress rose from nothing to nearly all.
    expect(shown.length).toBeGreaterThan(10);
    expect(shown[0]).toBe("The master is going over the game… 0%");
    expect(Number(shown[shown.length - 1].replace(/\D/g, ""))).toBeGreaterThan(90);
    expect(analyst.review.throws.length).toBe(play.history.entries.length);
  });

  it("shows each marked decision on the board: the position, the move played, its mark and loss, the master's move", () => {
    // A game with marks on both sides: moves of the computer's among them (the club player's: the
    // master seldom gives away a mark's worth by the analysis's own measure).
    const { driver, play } = finishedGame(1, "en", 5, "club");
    const review = openReview(driver);
    const marked = markedThrows(play.analyst!.review);
    expect(marked.length).toBeGreaterThan(2);
    expect(new Set(marked.map((reviewed) => reviewed.player)).size).toBe(2);
    expect(review.marked).toEqual(marked);
    // Both players' decisions are reviewed: the computer's too.
    const players = new Set(play.analyst!.review.throws.filter((reviewed) => reviewed.decision !== undefined).map((reviewed) => reviewed.player));
    expect([...players].sort()).toEqual(["a", "b"]);
    for (let index = 0; index < marked.length; index++) {
      const reviewed = marked[index];
      const decision = reviewed.decision!;
      const best = decision.moves[decision.best];
      expect(review.index).toBe(index);
      expect(review.scene.position).toEqual(reviewed.position);
      expect(review.scene.preview).toEqual(reviewed.move);
      expect(review.scene.masterMove).toEqual(best);
      expect(driver.hasText(`Mark ${index + 1} of ${marked.length}: throw ${reviewed.index + 1}`)).toBe(true);
      expect(driver.hasText(`${MARK_SIGNS[reviewed.mark]}  ${fill(EN.reviewLoss, "pct", percentText(reviewed.loss, "."))}`)).toBe(true);
      expect(driver.hasText(fill(EN.reviewMaster, "move", moveWords(EN, best)))).toBe(true);
      // the throw's tile in the move's row (the board's squares draw their numbers too, lower down)
      const tile = driver.native.calls.some((call) => call.kind === "text" && call.text === `${reviewed.throwValue}` && call.y >= MOVE_ROW_Y && call.y < MOVE_ROW_Y + 22);
      expect(tile).toBe(true);
      driver.press("right");
    }
    // Round again to the first; left goes back to the last.
    expect(review.index).toBe(0);
    driver.press("left");
    expect(review.index).toBe(marked.length - 1);
    // The arrows with the pointer.
    driver.clickText("\u2192");
    expect(review.index).toBe(0);
    driver.clickText("\u2190");
    expect(review.index).toBe(marked.length - 1);
    expect(driver.native.offScreenTexts).toEqual([]);
  });

  it("gives each player's figures: the rating, marks by kind, hints, the chance given away per decision and the luck", () => {
    const { driver, play } = finishedGame(5);
    openReview(driver);
    const texts = driver.native.texts();
    for (const player of ["a", "b"] as const) {
      const summary = summaryOf(play.analyst!.review, player);
      expect(driver.hasText(`?! ${summary.marks[1]}   ? ${summary.marks[2]}   ?? ${summary.marks[3]}   hints: ${summary.hints}`)).toBe(true);
      const luck = summary.luck < 0 ? `-${percentText(-summary.luck, ".")}` : `+${percentText(summary.luck, ".")}`;
      expect(summary.decisions).toBeGreaterThan(10);
      expect(driver.hasText(fill(fill(EN.reviewFigures, "mean", hundredthsText(summary.lost / summary.decisions, ".")), "luck", luck))).toBe(true);
      expect(driver.hasText(`played like ${EN[levelKey(summary.rating!)]}`)).toBe(true);
    }
    // The sum over the game is gone from the screen.
    expect(texts.filter((text) => text.includes("in all"))).toEqual([]);
    expect(driver.hasText("You")).toBe(true);
    expect(driver.hasText("Computer")).toBe(true);
  });

  it("returns to the game over with Back, and with Home", () => {
    const { driver } = finishedGame(7);
    const gameOver = driver.screen();
    openReview(driver);
    driver.clickText("Back");
    expect(driver.screen()).toBe(gameOver);
    driver.step();
    driver.clickText("Review");
    driver.step();
    driver.press("home");
    expect(driver.screen()).toBe(gameOver);
    // Without a pointer, A is Back.
    driver.step();
    driver.clickText("Review");
    driver.hidePointer();
    driver.step();
    driver.press("a");
    expect(driver.screen()).toBe(gameOver);
  });

  it("says so when no move was marked (one piece a side: no choice at all)", () => {
    const { driver, play } = finishedGame(9, "en", 1);
    const review = openReview(driver);
    expect(review.marked).toEqual([]);
    expect(driver.hasText(EN.reviewNone)).toBe(true);
    expect(summaryOf(play.analyst!.review, "a").decisions).toBe(0);
    // No decision, no rating: the figures say so, and nothing names a level.
    expect(driver.native.texts().filter((text) => text.startsWith("no choice of moves · luck "))).toHaveLength(2);
    expect(driver.native.texts().filter((text) => text.startsWith("played like"))).toEqual([]);
  });

  it("reviews a continued game from its first throw, and counts the hints taken before it was left", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [11], settingsFile: "aiSpeed=fast\n" });
    driver.step();
    driver.app.nav.play({ preset: "antik", pieces: 5, mode: "ai", level: "master" });
    driver.step();
    const first = driver.screen() as PlayScreen;
    for (let frame = 0; frame < 4000 && first.history.hints.length === 0; frame++) {
      if (first.stage === "choose" && first.focus.moves.length > 1) driver.press("two");
      else playFor(driver, 1);
    }
    expect(first.history.hints.length).toBe(1);
    playFor(driver, 300);
    const before = first.history.entries.length;
    driver.leave();
    driver.restart();
    driver.step();
    driver.clickText("Continue");
    const continued = driver.screen() as PlayScreen;
    expect(continued.history.hints).toEqual(first.history.hints);
    playToEnd(driver);
    const review = openReview(driver);
    expect(review.analyst.review.throws.length).toBe(continued.history.entries.length);
    expect(continued.history.entries.length).toBeGreaterThan(before);
    expect(review.analyst.review.throws[first.history.hints[0]].hinted).toBe(true);
    expect(summaryOf(review.analyst.review, "a").hints).toBe(1);
    expect(driver.native.texts().some((text) => text.endsWith("hints: 1"))).toBe(true);
  });

  it("fits every language", () => {
    for (const language of ["es", "pt", "tr"] as const) {
      const { driver } = finishedGame(8, language);
      const review = openReview(driver, language);
      expect(review.marked.length).toBeGreaterThan(2);
      for (let index = 0; index < review.marked.length; index++) driver.press("right");
      expect(driver.native.offScreenTexts).toEqual([]);
    }
  });
});
