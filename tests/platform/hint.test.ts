// The master's hint: during a player's turn after the throw, button 2 (the desktop's key 2) shows
// the master's move for this throw on the board and in the status line, and what the piece
// pointed at would give away; 2 again hides it; it is counted once per throw in the game's history
// and saved with it; 1 held with 2 is the overlay's chord, not a hint.

import { describe, expect, it } from "vitest";
import { parseSave } from "../../src/game/save";
import { currentDecision } from "../../src/game/analysis/analyst";
import { moveLoss } from "../../src/game/analysis/decision";
import { squareX, squareY } from "../../src/platform/layout";
import { PlayScreen } from "../../src/platform/screens/play";
import { moveWords } from "../../src/platform/move-notation";
import { stringsFor } from "../../src/platform/i18n/index";
import { fill, percentText } from "../../src/platform/text";
import { AppDriver } from "../support/app-driver";

const EN = stringsFor("en");

/** A game against the computer played (throw, first movable piece) until the player faces a choice of `moves` or more. */
function atChoice(seed: number, language = "en", moves = 3): { driver: AppDriver; play: PlayScreen } {
  const driver = new AppDriver({ frameMs: 50, seeds: [seed], settingsFile: "aiSpeed=fast\n", language });
  driver.step();
  driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "beginner" });
  driver.step();
  const play = driver.screen() as PlayScreen;
  for (let frame = 0; frame < 5000; frame++) {
    if (play.stage === "choose" && play.focus.moves.length >= moves) return { driver, play };
    if (play.stage === "await" && play.state.position.side === "a") driver.press("b");
    else if (play.stage === "choose") driver.clickAt(squareX(play.focus.moves[0].from) + 20, squareY(play.focus.moves[0].from) + 20);
    else if (play.stage === "pass") driver.press("plus");
    else driver.step();
  }
  throw new Error("no choice");
}

function pointAt(driver: AppDriver, square: number): void {
  driver.step([{ pointer: { x: squareX(square) + 20, y: squareY(square) + 20 } }]);
}

describe("the master's hint", () => {
  it("shows the master's move on the board and in words after 2, and what the pointed piece gives away", () => {
    const { driver, play } = atChoice(4);
    expect(driver.hasText("Press 2 for the master's hint")).toBe(true);
    driver.press("two");
    expect(play.teacher.hint.shown).toBe(true);
    driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
    driver.step();
    const analysis = currentDecision(play.analyst!)!;
    const best = analysis.moves[analysis.best];
    expect(play.scene.masterMove).toEqual(best);
    expect(driver.hasText(fill(EN.hintMaster, "move", moveWords(EN, best)))).toBe(true);
    // The master's piece and its square are outlined in gold.
    const outlines = driver.native.calls.filter((call) => call.kind === "rect" && call.color === 0xe8b84aff && call.height === 4);
    expect(outlines.some((call) => call.kind === "rect" && call.x === squareX(best.from) + 2 && call.y === squareY(best.from) + 2)).toBe(true);
    if (best.to !== 31) expect(outlines.some((call) => call.kind === "rect" && call.x === squareX(best.to) + 2 && call.y === squareY(best.to) + 2)).toBe(true);
    // The line telling of button 2 is gone while the hint shows.
    expect(driver.hasText("Press 2 for the master's hint")).toBe(false);
    // Each movable piece pointed at: its loss, or that it is the master's move.
    for (let index = 0; index < analysis.moves.length; index++) {
      const move = analysis.moves[index];
      pointAt(driver, move.from);
      const words = moveWords(EN, move);
      const loss = moveLoss(analysis, index);
      const expected = index === analysis.best || loss <= 0 ? fill(EN.hintBest, "move", words) : fill(fill(EN.hintLoss, "move", words), "pct", percentText(loss, "."));
      expect(driver.hasText(expected), expected).toBe(true);
    }
    expect(analysis.moves.some((_, index) => moveLoss(analysis, index) > 0)).toBe(true);
    // Off the pieces: how to see a loss.
    driver.step([{ pointer: { x: 600, y: 20 } }]);
    expect(driver.hasText(EN.hintPoint)).toBe(true);
    // 2 again hides it.
    driver.press("two");
    expect(play.teacher.hint.shown).toBe(false);
    driver.step();
    expect(play.scene.masterMove).toBeUndefined();
    expect(driver.hasText(fill(EN.hintMaster, "move", moveWords(EN, best)))).toBe(false);
  });

  it("is counted once per throw in the game's history, and saved with it", () => {
    const { driver, play } = atChoice(4);
    const index = play.history.entries.length;
    driver.press("two");
    driver.press("two");
    driver.press("two");
    expect(play.history.hints).toEqual([index]);
    const saved = parseSave(driver.native.files.get("game")!);
    expect(saved.save?.history.hints).toEqual([index]);
    // Played, the hinted move's entry is that throw's.
    const move = play.focus.moves[0];
    driver.clickAt(squareX(move.from) + 20, squareY(move.from) + 20);
    driver.idleUntil(() => play.history.entries.length > index);
    expect(play.history.entries[index].kind).toBe("move");
    expect(play.history.entries[index].player).toBe("a");
  });

  it("is not the overlay's chord: 1 held with 2 shows the overlay and no hint", () => {
    const { driver, play } = atChoice(4);
    driver.step([{ held: ["one"], pressed: ["two"] }]);
    expect(play.teacher.hint.shown).toBe(false);
    expect(play.history.hints).toEqual([]);
    expect(driver.app.overlay.shown).toBe(true);
  });

  it("fits its lines in every language", () => {
    for (const language of ["es", "pt", "tr"]) {
      const { driver, play } = atChoice(4, language);
      driver.press("two");
      driver.idleUntil(() => currentDecision(play.analyst!) !== undefined);
      const analysis = currentDecision(play.analyst!)!;
      for (const move of analysis.moves) pointAt(driver, move.from);
      expect(driver.native.offScreenTexts).toEqual([]);
    }
  });
});
