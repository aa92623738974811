// The teacher at Kendall's water, where leaving the waiting piece on 27 is a choice beside moving
// it out: the hint names the master's stay (square 27 outlined, no arrow) or its rescue, and says
// what the other choice gives away; the tutor asks before a leave that gives away a bad move's
// share as before such a move; the review marks a leave, and a rescue where the master leaves.

import { describe, expect, it } from "vitest";
import { currentPlayer } from "../../src/game/game";
import { leftInWater } from "../../src/game/history";
import { getPreset } from "../../src/game/variants";
import { createAnalyst, currentDecision } from "../../src/game/analysis/analyst";
import { DecisionAnalysis, moveIndexFrom, moveLoss, startDecision } from "../../src/game/analysis/decision";
import { MARK_SIGNS, NO_MARK } from "../../src/game/analysis/marks";
import { markedThrows, reviewAll } from "../../src/game/analysis/review";
import { STAY_MARK } from "../../src/platform/board-view";
import { Screen } from "../../src/platform/context";
import { Language, stringsFor } from "../../src/platform/i18n/index";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { FinishedGame } from "../../src/platform/store/finished-game";
import { PlayScreen } from "../../src/platform/screens/play";
import { ReviewScreen } from "../../src/platform/screens/review";
import { fill, percentText, wrapText } from "../../src/platform/text";
import { randomWaterGame } from "../harness/analysis";
import { AppDriver } from "../support/app-driver";
import { setTurn } from "../support/set-turn";
import { crossingTexts, textsOnButtonEdges } from "../support/text-boxes";

const EN = stringsFor("en");
const KENDALL = getPreset("kendall");
/** a's lone piece waits on 27 against two far back: the master leaves it there (tests/analysis/decision.test.ts). */
const STAY_BETTER = "b.b.......................a... a 6 5";
/** a's piece on 27 and two more against a piece on 15 and one on 30: the master moves it out, to 14. */
const RESCUE_BETTER = ".......a......b....a......a..b a 4 5";
const ON_WATER = { x: squareX(27) + SQUARE / 2, y: squareY(27) + SQUARE / 2 };

/** A game of Kendall's against the computer at the water's choice of `where` with a throw of 2. */
function atWater(where: string, tutor = false, language: Language = "en"): { driver: AppDriver; play: PlayScreen } {
  const driver = new AppDriver({ frameMs: 50, settingsFile: `aiSpeed=fast\ntutor=${tutor ? 1 : 0}\n`, language });
  driver.step();
  driver.app.nav.play({ preset: "kendall", pieces: 7, mode: "ai", level: "club" });
  driver.step();
  const play = driver.screen() as PlayScreen;
  setTurn(play, KENDALL, where, 2);
  driver.press("b");
  driver.idleUntil(() => play.stage === "choose");
  return { driver, play };
}

/** The hint shown, once the master has looked at the throw. */
function showHint(driver: AppDriver, play: PlayScreen): DecisionAnalysis {
  driver.press("two");
  driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
  driver.step([{ pointer: { x: 600, y: 20 } }]);
  return currentDecision(play.analyst!)!;
}

function pointAtWater(driver: AppDriver): void {
  driver.step([{ pointer: ON_WATER }]);
  driver.step([{ pointer: ON_WATER }]);
}

function leaveExpected(driver: AppDriver, play: PlayScreen): void {
  driver.idleUntil(() => currentPlayer(play.state) === "b" || play.stage !== "choose");
  expect(play.cell(27)).toBe("a");
  expect(leftInWater(play.history.entries[play.history.entries.length - 1])).toBe(true);
}

/** The review screen of a game of random choices, leaves among them (tests/analysis/review.test.ts's). */
function reviewScreen(language: Language = "en"): { driver: AppDriver; review: ReviewScreen } {
  const driver = new AppDriver({ frameMs: 50, language });
  driver.step();
  const analyst = createAnalyst(KENDALL, randomWaterGame(KENDALL, 6).history);
  reviewAll(analyst.review);
  const finished = new FinishedGame({ preset: "kendall", pieces: 7, mode: "twoRemotes", level: "club" }, analyst);
  if (finished.analysed()) driver.app.nav.review(finished, driver.screen() as Screen);
  const review = driver.screen() as ReviewScreen;
  driver.idleUntil(() => review.ready());
  driver.step();
  return { driver, review };
}

describe("the hint at Kendall's water", () => {
  it("says the master leaves the piece in the water, outlines 27 with no move, and what moving it out gives away", () => {
    const { driver, play } = atWater(STAY_BETTER);
    const analysis = showHint(driver, play);
    expect(analysis.best).toBe(analysis.stay);
    expect(play.scene.masterMove).toEqual(STAY_MARK);
    expect(driver.hasText(EN.hintMasterStays)).toBe(true);
    expect(driver.native.texts().some((text) => text.startsWith("The master plays"))).toBe(false);
    pointAtWater(driver);
    const rescue = moveIndexFrom(analysis, 27);
    expect(driver.hasText(fill(fill(EN.hintLoss, "move", "27 \u2192 15"), "pct", percentText(moveLoss(analysis, rescue), ".")))).toBe(true);
  });

  it("names the rescue where the master moves the piece out, and says what leaving it gives away", () => {
    const { driver, play } = atWater(RESCUE_BETTER);
    const analysis = showHint(driver, play);
    expect(analysis.best).toBe(0);
    expect(play.scene.masterMove).toMatchObject({ from: 27, to: 14 });
    expect(driver.hasText(fill(EN.hintMaster, "move", "27 \u2192 14"))).toBe(true);
    expect(driver.hasText(EN.hintMasterStays)).toBe(false);
    pointAtWater(driver);
    expect(driver.hasText(fill(EN.hintStayLoss, "pct", percentText(moveLoss(analysis, analysis.stay), ".")))).toBe(true);
  });
});

describe("the tutor at Kendall's water", () => {
  it("asks before a leave that gives away a bad move's share, the master's rescue shown; Choose again, then the leave plays", () => {
    const { driver, play } = atWater(RESCUE_BETTER, true);
    const hints = play.history.hints.length;
    driver.press("plus");
    driver.idleUntil(() => play.stage !== "choose");
    expect(play.stage).toBe("tutor");
    expect(play.teacher.tutor.leaving).toBe(true);
    expect(play.scene.masterMove).toMatchObject({ from: 27, to: 14 });
    expect(play.scene.preview).toBeUndefined();
    driver.step();
    const analysis = currentDecision(play.analyst!)!;
    const question = wrapText(fill(EN.tutorAskStay, "pct", percentText(moveLoss(analysis, analysis.stay), ".")), 20, 500);
    for (const line of question) expect(driver.hasText(line), line).toBe(true);
    expect(driver.hasText(EN.btnLeaveAnyway)).toBe(true);
    expect(driver.hasText(fill(EN.hintMaster, "move", "27 \u2192 14"))).toBe(true);
    expect(play.history.hints.length).toBe(hints + 1);
    expect(play.cell(27)).toBe("a");
    driver.clickText(EN.btnChooseAgain);
    expect(play.stage).toBe("choose");
    // Asked once a throw: the leave now plays at once.
    driver.press("plus");
    leaveExpected(driver, play);
  });

  it("leaves the piece when asked to leave it anyway", () => {
    const { driver, play } = atWater(RESCUE_BETTER, true);
    driver.press("plus");
    driver.idleUntil(() => play.stage !== "choose");
    driver.step();
    driver.clickText(EN.btnLeaveAnyway);
    leaveExpected(driver, play);
  });

  it("asks before a rescue where the master leaves the piece, and leaves a leave that is the master's choice alone", () => {
    const { driver, play } = atWater(STAY_BETTER, true);
    driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
    driver.step([{ pointer: ON_WATER }]);
    driver.step([{ pointer: ON_WATER, pressed: ["a"] }]);
    expect(play.stage).toBe("tutor");
    expect(play.teacher.tutor.leaving).toBe(false);
    expect(play.scene.masterMove).toEqual(STAY_MARK);
    driver.step();
    expect(driver.hasText(EN.hintMasterStays)).toBe(true);
    expect(driver.hasText(EN.btnPlayAnyway)).toBe(true);
    driver.clickText(EN.btnChooseAgain);
    driver.press("plus");
    leaveExpected(driver, play);
  });

  it("waits for the master's look at the throw before it judges a leave", () => {
    const { driver, play } = atWater(RESCUE_BETTER, true);
    const analyst = play.analyst!;
    analyst.current = startDecision(analyst.review.judge, play.state.position, play.state.throwValue);
    driver.step([{ pressed: ["plus"] }]);
    expect(play.stage).toBe("choose");
    expect(play.teacher.tutor.leaving).toBe(true);
    expect(driver.hasText(EN.hintLooking)).toBe(true);
    driver.idleUntil(() => play.stage !== "choose");
    expect(play.stage).toBe("tutor");
  });
});

describe("the review at Kendall's water", () => {
  it("shows a marked leave: the piece on 27 marked, the row that it stays, its loss, the master's move", () => {
    const { driver, review } = reviewScreen();
    const marked = markedThrows(review.analyst.review);
    expect(review.marked).toEqual(marked);
    const leave = marked.findIndex((reviewed) => reviewed.left);
    expect(leave).toBeGreaterThanOrEqual(0);
    for (let index = 0; index < leave; index++) driver.press("right");
    const reviewed = marked[leave];
    expect(review.index).toBe(leave);
    expect(review.scene.preview).toBeUndefined();
    expect(review.scene.movable[27]).toBe(true);
    expect(review.scene.masterMove).toMatchObject({ from: 27 });
    expect(review.scene.masterMove).not.toEqual(STAY_MARK);
    expect(driver.hasText(EN.moveStay)).toBe(true);
    expect(driver.hasText(`${MARK_SIGNS[reviewed.mark]}  ${fill(EN.reviewLoss, "pct", percentText(reviewed.loss, "."))}`)).toBe(true);
    expect(driver.hasText(fill(EN.reviewMaster, "move", `27 \u2192 ${review.scene.masterMove!.to}`))).toBe(true);
  });

  it("shows a marked rescue against the master's stay: the master's line says it leaves the piece", () => {
    const { driver, review } = reviewScreen();
    const rescue = review.marked.findIndex((reviewed) => !reviewed.left && reviewed.decision!.stay >= 0 && reviewed.mark !== NO_MARK);
    expect(rescue).toBeGreaterThanOrEqual(0);
    for (let index = 0; index < rescue; index++) driver.press("right");
    expect(review.scene.preview).toMatchObject({ from: 27 });
    expect(review.scene.masterMove).toEqual(STAY_MARK);
    expect(driver.hasText(EN.reviewMasterStays)).toBe(true);
  });
});

describe("the teacher's water lines cross no other line", () => {
  for (const language of ["en", "es", "pt", "tr"] as const) {
    it(`${language}: the hint's lines, the tutor's question about a leave, the review's marks`, () => {
      const strings = stringsFor(language);
      const crossings = (driver: AppDriver): string[] => [...crossingTexts(driver.native.calls), ...textsOnButtonEdges(driver.native.calls)];
      for (const where of [STAY_BETTER, RESCUE_BETTER]) {
        const { driver, play } = atWater(where, true, language);
        showHint(driver, play);
        expect(crossings(driver)).toEqual([]);
        pointAtWater(driver);
        expect(crossings(driver)).toEqual([]);
        driver.press("plus");
        driver.idleUntil(() => play.stage !== "choose" || currentPlayer(play.state) === "b");
        driver.step();
        expect(crossings(driver)).toEqual([]);
        expect(driver.native.offScreenTexts).toEqual([]);
        if (where === RESCUE_BETTER) expect(driver.hasText(strings.btnLeaveAnyway)).toBe(true);
      }
      const { driver, review } = reviewScreen(language);
      for (let index = 0; index < review.marked.length; index++) {
        expect(crossings(driver)).toEqual([]);
        driver.press("right");
      }
      expect(driver.native.offScreenTexts).toEqual([]);
    });
  }
});
