// Kendall's water on the game screen: a piece that ends on 27 stands there, the water's choice
// (move the piece out, or leave it by the pass's buttons) told by the help line and playable by the
// player and the computer, the rescued piece drawn with the ankh and told that it must move, and
// Starting Throw's wait for a first 1.

import { describe, expect, it } from "vitest";
import { GameState, currentPlayer } from "../../src/game/game";
import { leftInWater, passRecorded, newHistory } from "../../src/game/history";
import { getPreset } from "../../src/game/variants";
import { RESCUE_BADGE } from "../../src/platform/board-view";
import { profileOf } from "../../src/platform/controllers";
import { EN } from "../../src/platform/i18n/en";
import { SQUARE, pieceX, pieceY, squareX, squareY } from "../../src/platform/layout";
import { entryRow } from "../../src/platform/move-notation";
import { PlayScreen } from "../../src/platform/screens/play";
import { fill } from "../../src/platform/text";
import { createRng } from "../../src/game/rng";
import { LANGUAGES, stringsFor } from "../../src/platform/i18n/index";
import { AppDriver, SlotInput } from "../support/app-driver";
import { crossingTexts, textsOnButtonEdges } from "../support/text-boxes";
import { boardText } from "../support/scenario";
import { setTurn } from "../support/set-turn";

const KENDALL = getPreset("kendall");
const PLUS = profileOf("wiimote").buttons.plus;

type Mode = "ai" | "oneRemote" | "twoRemotes";

function startKendall(driver: AppDriver, level: "beginner" | "club" = "club", mode: Mode = "ai"): PlayScreen {
  driver.step();
  driver.app.nav.play({ preset: "kendall", pieces: 7, mode, level });
  driver.step();
  return driver.screen() as PlayScreen;
}

/** A position of 7 pieces a side in the notation: the pieces of each side not listed are borne off. */
function position(a: number[], b: number[], side: "a" | "b", rescuedA = 0): string {
  let board = boardText(a, b);
  if (rescuedA > 0) board = board.substring(0, rescuedA - 1) + "A" + board.substring(rescuedA);
  return `${board} ${side} ${7 - a.length} ${7 - b.length}`;
}

/** The player throws `value` at `where` and the choice begins. */
function throwTo(driver: AppDriver, play: PlayScreen, where: string, value: number): void {
  setTurn(play, KENDALL, where, value);
  driver.press("b");
  driver.idleUntil(() => play.stage !== "await" && play.stage !== "throwing");
}

function drawnAt(driver: AppDriver, name: string, x: number, y: number): boolean {
  return driver.native.calls.some((call) => call.kind === "image" && call.name === name && call.x === x && call.y === y);
}

describe("kendall's water on the game screen", () => {
  it("draws a piece that waits on 27 on square 27", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startKendall(driver);
    setTurn(play, KENDALL, position([27, 3, 5], [12, 14, 16], "a"), 2);
    driver.step();
    expect(drawnAt(driver, "piece-cone", pieceX(27), pieceY(27))).toBe(true);
  });

  it("the water's choice: the help line says how to move the piece out or leave it, and Plus leaves it there", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startKendall(driver);
    throwTo(driver, play, position([27, 3, 5], [12, 14, 16], "a"), 2);
    expect(play.stage).toBe("choose");
    expect(play.scene.movable.filter((movable) => movable).length).toBe(1);
    expect(play.scene.movable[27]).toBe(true);
    const help = fill(fill(EN.helpWaterAi, "plus", PLUS), "n", "15");
    expect(play.view.help.text).toBe(help);
    expect(driver.hasText(help)).toBe(true);
    driver.press("plus");
    expect(play.cell(27)).toBe("a");
    expect(currentPlayer(play.state)).toBe("b");
    expect(leftInWater(play.history.entries[play.history.entries.length - 1])).toBe(true);
    driver.step();
    expect(driver.hasText(fill(EN.msgLeftInWater, "p", EN.nameYou))).toBe(true);
  });

  it("under Home Row with a piece on 1-10, the help line says the piece cannot bear off from the water and where it moves out to", () => {
    const driver = new AppDriver({ frameMs: 50 });
    driver.step();
    driver.app.nav.play({ preset: "kendall", pieces: 7, options: ["home-row"], mode: "ai", level: "club" });
    driver.step();
    const play = driver.screen() as PlayScreen;
    const homeRow = getPreset("kendall", undefined, ["home-row"]);
    setTurn(play, homeRow, position([27, 3, 5], [12, 14, 16], "a"), 2);
    driver.press("b");
    driver.idleUntil(() => play.stage !== "await" && play.stage !== "throwing");
    expect(play.stage).toBe("choose");
    const help = fill(EN.helpWaterShut, "n", "15");
    expect(play.view.help.text).toBe(help);
    expect(driver.hasText(help)).toBe(true);
    // Leaving it there is still the player's to choose.
    driver.press("plus");
    expect(play.cell(27)).toBe("a");
    expect(currentPlayer(play.state)).toBe("b");
  });

  it("moving the piece out: the pointed line says it is rescued, and on 15 it carries the ankh", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startKendall(driver);
    throwTo(driver, play, position([27, 3, 5], [12, 14, 16], "a"), 2);
    driver.step([{ pointer: { x: squareX(27) + SQUARE / 2, y: squareY(27) + SQUARE / 2 } }]);
    driver.step([{ pointer: { x: squareX(27) + SQUARE / 2, y: squareY(27) + SQUARE / 2 } }]);
    expect(driver.hasText(fill(EN.pointedRescue, "n", "15"))).toBe(true);
    driver.step([{ pointer: { x: squareX(27) + SQUARE / 2, y: squareY(27) + SQUARE / 2 }, pressed: ["a"] }]);
    driver.idleUntil(() => play.stage !== "animate");
    expect(play.cell(15)).toBe("a");
    expect(play.state.position.rescuedA).toBe(15);
    driver.step();
    const inner = RESCUE_BADGE.size - 2 * RESCUE_BADGE.edge;
    const badges = driver.native.calls.filter((call) => call.kind === "image" && call.name === "glyph-15" && call.width === inner);
    expect(badges.length).toBe(1);
    const badge = badges[0];
    expect(badge.kind === "image" && badge.x > pieceX(15) && badge.y < pieceY(15) + SQUARE / 2).toBe(true);
  });

  it("the pointed line says a piece that ends on 27 waits there", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startKendall(driver);
    throwTo(driver, play, position([26, 3, 5], [12, 14, 16], "a"), 1);
    const pointer = { x: squareX(26) + SQUARE / 2, y: squareY(26) + SQUARE / 2 };
    driver.step([{ pointer }]);
    driver.step([{ pointer }]);
    expect(play.scene.preview).toMatchObject({ from: 26, to: 27 });
    expect(driver.hasText(EN.pointedIntoWater)).toBe(true);
  });

  it("the rescued piece: alone movable, and the help line says it must move", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startKendall(driver);
    throwTo(driver, play, position([15, 3, 5], [12, 14, 20], "a", 15), 2);
    expect(play.stage).toBe("choose");
    expect(play.scene.movable.filter((movable) => movable).length).toBe(1);
    expect(play.scene.movable[15]).toBe(true);
    expect(play.view.help.text).toBe(EN.helpRescued);
    expect(driver.hasText(EN.helpRescued)).toBe(true);
  });

  it("the computer may leave its piece in the water: announced, the piece still on 27", () => {
    let left = 0;
    for (let attempt = 0; attempt < 12 && left === 0; attempt++) {
      const driver = new AppDriver({ frameMs: 50, settingsFile: "aiSpeed=fast\n", seeds: [100 + attempt] });
      const play = startKendall(driver, "beginner");
      setTurn(play, KENDALL, position([3, 5, 20], [27, 12, 14], "b"), 1 + (attempt % 3));
      driver.idleUntil(() => currentPlayer(play.state) === "a" && play.stage === "await");
      if (play.cell(27) !== "b") continue;
      left++;
      expect(leftInWater(play.history.entries[play.history.entries.length - 1])).toBe(true);
      driver.step();
      expect(driver.hasText(fill(EN.msgLeftInWater, "p", EN.nameComputer))).toBe(true);
    }
    expect(left).toBeGreaterThan(0);
  });

  it("Starting Throw: a waiting player's throw other than 1 is passed, and the line says why", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startKendall(driver);
    const preset = getPreset("kendall", 7, ["starting-throw"]);
    setTurn(play, preset, `${position([1, 3, 5, 7, 9, 11, 13], [2, 4, 6, 8, 10, 12, 15], "a")} s`, 2);
    driver.press("b");
    driver.idleUntil(() => play.stage !== "await" && play.stage !== "throwing");
    expect(play.stage).toBe("pass");
    expect(driver.hasText(fill(EN.msgWaitForOne, "p", EN.nameYou))).toBe(true);
    driver.press("plus");
    driver.idleUntil(() => currentPlayer(play.state) === "a" && play.stage === "await");
    driver.step();
    expect(play.state.position.waiting).toBe(true);
    expect(driver.hasText(fill(EN.statusThrowForOne, "p", EN.nameYou).replace("{throwSticks}", "B"))).toBe(true);
  });
});

describe("a throw that left the water's piece", () => {
  it("is kept as a decision from 27 and listed as the piece staying there", () => {
    const preset = getPreset("kendall");
    const state: GameState = {
      preset, position: { board: [...boardText([27, 3, 5], [12, 14, 16])].map((c) => c as "a" | "b" | "."), side: "a", offA: 4, offB: 4, rescuedA: 0, rescuedB: 0, waiting: false },
      phase: "move", throwValue: 2, winner: undefined, openingWinner: "b", rng: createRng(1),
    };
    const history = newHistory(1);
    passRecorded(state, history);
    const entry = history.entries[0];
    expect(leftInWater(entry)).toBe(true);
    expect(entryRow(EN, entry, 0)).toMatchObject({ text: EN.moveStay, water: true });
  });
});

function crossings(driver: AppDriver): string[] {
  return [...crossingTexts(driver.native.calls), ...textsOnButtonEdges(driver.native.calls)];
}

describe("kendall's lines cross no other line", () => {
  const onWater = { x: squareX(27) + SQUARE / 2, y: squareY(27) + SQUARE / 2 };
  for (const language of LANGUAGES) {
    const strings = stringsFor(language);
    for (const mode of ["ai", "oneRemote", "twoRemotes"] as Mode[]) {
      it(`${language}, ${mode}: the water's choice, the piece pointed at, then left there by the pass's buttons`, () => {
        const driver = new AppDriver({ language, frameMs: 50, wiimotes: mode === "twoRemotes" ? 2 : 1 });
        const play = startKendall(driver, "club", mode);
        throwTo(driver, play, position([27, 3, 5], [12, 14, 16], "a"), 3);
        driver.step([{ pointer: onWater }]);
        driver.step([{ pointer: onWater }]);
        const key = mode === "ai" ? strings.helpWaterAi : mode === "oneRemote" ? strings.helpWaterOne : strings.helpWaterTwo;
        const help = fill(fill(fill(key, "plus", PLUS), "minus", profileOf("wiimote").buttons.minus), "n", "15");
        expect(driver.hasText(help)).toBe(true);
        expect(driver.hasText(fill(strings.pointedRescue, "n", "15"))).toBe(true);
        expect(crossings(driver)).toEqual([]);
        const inputs: SlotInput[] = [];
        if (mode === "ai") inputs[0] = { pressed: ["plus"] };
        else if (mode === "oneRemote") inputs[0] = { held: ["plus"], pressed: ["minus"] };
        else inputs.push({ held: ["plus"] }, { pressed: ["minus"] });
        driver.step(inputs);
        expect(play.cell(27)).toBe("a");
        expect(currentPlayer(play.state)).toBe("b");
        driver.step();
        const name = mode === "ai" ? strings.nameYou : strings.nameBlue;
        expect(driver.hasText(fill(strings.msgLeftInWater, "p", name))).toBe(true);
        expect(crossings(driver)).toEqual([]);
      });
    }

    it(`${language}: the rescued piece's choice, a piece pointed into the water, Starting Throw's wait`, () => {
      const driver = new AppDriver({ language, frameMs: 50 });
      const play = startKendall(driver);
      throwTo(driver, play, position([15, 3, 5], [12, 14, 20], "a", 15), 2);
      driver.step([{ pointer: { x: squareX(15) + SQUARE / 2, y: squareY(15) + SQUARE / 2 } }]);
      expect(driver.hasText(strings.helpRescued)).toBe(true);
      expect(crossings(driver)).toEqual([]);
      const into = new AppDriver({ language, frameMs: 50 });
      const intoPlay = startKendall(into);
      throwTo(into, intoPlay, position([26, 3, 5], [12, 14, 16], "a"), 1);
      const on26 = { x: squareX(26) + SQUARE / 2, y: squareY(26) + SQUARE / 2 };
      into.step([{ pointer: on26 }]);
      into.step([{ pointer: on26 }]);
      expect(into.hasText(strings.pointedIntoWater)).toBe(true);
      expect(crossings(into)).toEqual([]);
      const waiting = new AppDriver({ language, frameMs: 50 });
      const waitingPlay = startKendall(waiting);
      setTurn(waitingPlay, getPreset("kendall", 7, ["starting-throw"]), `${position([1, 3, 5, 7, 9, 11, 13], [2, 4, 6, 8, 10, 12, 15], "a")} s`, 2);
      waiting.press("b");
      waiting.idleUntil(() => waitingPlay.stage === "pass");
      waiting.step();
      expect(waiting.hasText(fill(strings.msgWaitForOne, "p", strings.nameYou))).toBe(true);
      expect(crossings(waiting)).toEqual([]);
      waiting.press("plus");
      waiting.idleUntil(() => currentPlayer(waitingPlay.state) === "a" && waitingPlay.stage === "await");
      waiting.step();
      expect(waiting.hasText(fill(strings.statusThrowForOne, "p", strings.nameYou).replace("{throwSticks}", "B"))).toBe(true);
      expect(crossings(waiting)).toEqual([]);
    });
  }
});
