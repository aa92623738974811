// Jéquier's rules on the game screen, as the board and the lines show them: a hit piece goes back
// to the lowest empty square (not into the water), a piece of the first row waits for the square
// ahead, and the move list marks no water for a hit.

import { describe, expect, it } from "vitest";
import { getPreset } from "../../src/game/variants";
import { CAPTURE, WATER_MARK } from "../../src/platform/colors";
import { LANGUAGES, stringsFor } from "../../src/platform/i18n/index";
import { EN } from "../../src/platform/i18n/en";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
import { entryRow } from "../../src/platform/move-notation";
import { PlayScreen } from "../../src/platform/screens/play";
import { fill } from "../../src/platform/text";
import { AppDriver } from "../support/app-driver";
import { boardText } from "../support/scenario";
import { setTurn } from "../support/set-turn";
import { crossingTexts } from "../support/text-boxes";

const JEQUIER = getPreset("jequier");

function startJequier(driver: AppDriver): PlayScreen {
  driver.step();
  driver.app.nav.play({ preset: "jequier", pieces: 5, mode: "ai", level: "club" });
  driver.step();
  return driver.screen() as PlayScreen;
}

function position(a: number[], b: number[]): string {
  return `${boardText(a, b)} a ${5 - a.length} ${5 - b.length}`;
}

function throwTo(driver: AppDriver, play: PlayScreen, where: string, value: number): void {
  setTurn(play, JEQUIER, where, value);
  driver.press("b");
  driver.idleUntil(() => play.stage !== "await" && play.stage !== "throwing");
}

function pointAt(driver: AppDriver, square: number): void {
  const pointer = { x: squareX(square) + SQUARE / 2, y: squareY(square) + SQUARE / 2 };
  driver.step([{ pointer }]);
  driver.step([{ pointer }]);
}

describe("jequier on the game screen", () => {
  for (const language of LANGUAGES) {
    it(`${language}: a hit: the pointed line and the board say the hit piece goes back to the lowest empty square`, () => {
      const strings = stringsFor(language);
      const driver = new AppDriver({ language, frameMs: 50 });
      const play = startJequier(driver);
      throwTo(driver, play, position([12, 22], [14, 25]), 2);
      pointAt(driver, 12);
      expect(play.scene.preview).toMatchObject({ from: 12, to: 14, capture: true, capturedTo: 1 });
      expect(driver.hasText(fill(fill(strings.pointedHitBack, "n", "14"), "m", "1"))).toBe(true);
      expect(crossingTexts(driver.native.calls)).toEqual([]);
      const marks = driver.native.calls.filter((call) => call.kind === "rect" && call.x === squareX(1) && call.y === squareY(1) && call.width === SQUARE);
      expect(marks.some((call) => call.kind === "rect" && call.color === CAPTURE)).toBe(true);
      expect(marks.some((call) => call.kind === "rect" && call.color === WATER_MARK)).toBe(false);
    });
  }

  it("the first row: a piece whose square ahead is held is not offered", () => {
    const driver = new AppDriver({ frameMs: 50 });
    const play = startJequier(driver);
    throwTo(driver, play, position([3, 22], [4, 25]), 2);
    expect(play.scene.movable[3]).toBe(false);
    expect(play.scene.movable[22]).toBe(true);
  });

  it("the move list shows a hit that sent the piece back without the water's glyph", () => {
    const entry = { kind: "move" as const, player: "a" as const, throwValue: 2, from: 12, to: 14, water: false, capturedTo: 1 };
    expect(entryRow(EN, entry, 0, true)).toMatchObject({ hit: true, water: false });
    expect(entryRow(EN, entry, 0)).toMatchObject({ hit: true, water: true });
  });
});
