// A locked game on the game screen (docs/app.md, Game over): where neither side can ever move
// again, the pass that shows it ends the game with no winner. The game-over screen says it is a
// draw and why, with both sides' pieces; the saved game is removed, the record against the
// computer counts neither a win nor a loss, the game is rated as any other once reviewed (a
// rating measures decisions, not the result), and the lines stand apart in every language.

import { describe, expect, it } from "vitest";
import { ratingUnits } from "../../src/game/analysis/rating";
import { summaryOf } from "../../src/game/analysis/review";
import { getPreset } from "../../src/game/variants";
import { LANGUAGES, stringsFor } from "../../src/platform/i18n/index";
import { EN } from "../../src/platform/i18n/en";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { PlayScreen } from "../../src/platform/screens/play";
import { recordOf } from "../../src/platform/store/settings";
import { AppDriver } from "../support/app-driver";
import { playFor } from "../support/game-bot";
import { setTurn } from "../support/set-turn";
import { crossingTexts } from "../support/text-boxes";

const KENDALL = getPreset("kendall");
/** b's rescued piece on 8 cannot move (its own pieces ahead, a's pairs behind); a's pieces are jammed behind it. */
const LOCKED = "aaaaaaaBbbbbb......b..........";
/** The same, but the rescued piece reaches 13 with a 5. */
const NEARLY_LOCKED = "aaaaaaaBbbbb.b.....b..........";

function startKendall(driver: AppDriver, mode: "ai" | "twoRemotes"): PlayScreen {
  driver.step();
  driver.app.nav.play({ preset: "kendall", pieces: 7, mode, level: "club" });
  driver.step();
  return driver.screen() as PlayScreen;
}

/** You (a) throw in `board`, which leaves you no move, and pass with Plus. */
function throwAndPass(driver: AppDriver, play: PlayScreen, board: string): void {
  setTurn(play, KENDALL, `${board} a 0 0`, 2);
  driver.press("b");
  driver.idleUntil(() => play.stage === "pass");
  driver.press("plus");
}

describe("a locked game", () => {
  it("ends at your pass: a draw, said on the game-over screen, its save removed, the record untouched", () => {
    const driver = new AppDriver({ frameMs: 50, settingsFile: "aiSpeed=fast\nrecord.kendall.club=2,3\n" });
    const play = startKendall(driver, "ai");
    throwAndPass(driver, play, LOCKED);
    expect(play.state.phase).toBe("over");
    expect(play.state.winner).toBeUndefined();
    expect(play.stage).toBe("ending");
    driver.idleUntil(() => driver.screen() instanceof GameOverScreen);
    expect(driver.native.files.get("game")).toBeUndefined();
    driver.step();
    expect(driver.hasText(EN.msgLockedDraw)).toBe(true);
    expect(driver.hasText(EN.msgYouWin) || driver.hasText(EN.msgYouLose)).toBe(false);
    expect(recordOf(driver.app.store.settings, "kendall", "club")).toEqual({ won: 2, lost: 3 });
    expect(driver.native.calls.filter((call) => call.kind === "image" && call.name.startsWith("piece-")).length).toBeGreaterThanOrEqual(2);
  });

  it("ends at the computer's pass too", () => {
    const driver = new AppDriver({ frameMs: 50, settingsFile: "aiSpeed=fast\n" });
    const play = startKendall(driver, "ai");
    setTurn(play, KENDALL, `${LOCKED} b 0 0`, 3);
    driver.idleUntil(() => driver.screen() instanceof GameOverScreen);
    expect(play.state.winner).toBeUndefined();
    expect(play.history.entries[play.history.entries.length - 1].kind).toBe("pass");
  });

  it("a nearly locked one goes on after the pass", () => {
    const driver = new AppDriver({ frameMs: 50, settingsFile: "aiSpeed=fast\n" });
    const play = startKendall(driver, "ai");
    throwAndPass(driver, play, NEARLY_LOCKED);
    driver.step();
    expect(play.state.phase).toBe("throw");
    expect(driver.screen()).toBe(play);
  });

  it("is rated once its review is complete, as a won or lost game is", () => {
    const driver = new AppDriver({ frameMs: 50, seeds: [5], settingsFile: "aiSpeed=fast\nrecord.wii.club=1,1\n" });
    driver.step();
    driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "club" });
    driver.step();
    const play = driver.screen() as PlayScreen;
    playFor(driver, 600);
    // the game ends there as a locked game would: no winner
    driver.app.nav.gameOver(play.setup, undefined, play, play.analyst);
    driver.idleUntil(() => (driver.native.settingsFile ?? "").includes("\nratings.wii.ai="), 20000);
    const you = summaryOf(play.analyst!.review, "a");
    expect(you.decisions).toBeGreaterThan(0);
    expect(driver.native.settingsFile).toContain(`\nratings.wii.ai=${ratingUnits(you.meanLoss)}\n`);
    expect(driver.native.settingsFile).toContain("\nrecord.wii.club=1,1\n");
    driver.step();
    expect(driver.hasText(EN.msgLockedDraw)).toBe(true);
    expect(driver.native.texts().some((text) => text.startsWith("You played like: "))).toBe(true);
  });

  for (const language of LANGUAGES) {
    it(`${language}: a game of two ends as a draw, its lines apart`, () => {
      const driver = new AppDriver({ language, frameMs: 50, wiimotes: 2 });
      const play = startKendall(driver, "twoRemotes");
      setTurn(play, KENDALL, `${LOCKED} a 0 0`, 2);
      driver.press("b");
      driver.idleUntil(() => play.stage === "pass");
      // the pass in a game of two: Plus held on the passing controller, Minus pressed on the other
      driver.step([{ held: ["plus"] }, { pressed: ["minus"] }]);
      driver.idleUntil(() => driver.screen() instanceof GameOverScreen);
      driver.step();
      expect(driver.hasText(stringsFor(language).msgLockedDraw)).toBe(true);
      expect(crossingTexts(driver.native.calls)).toEqual([]);
    });
  }
});
