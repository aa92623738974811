// The pause menu's list of the moves so far: one row per throw in the protocol's notation with
// the piece of who threw, the latest shown first; the D-pad (right to enter, up and down, left to
// leave) and the pointer (into the list, A on its arrows) move through it.

import { describe, expect, it } from "vitest";
import { entryNotation } from "../../src/game/history";
import { getPreset } from "../../src/game/variants";
import { PauseScreen } from "../../src/platform/screens/pause";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver } from "../support/app-driver";
import { playFor } from "../support/game-bot";

const LIST_X = 360;
const LIST_Y = 140;
const LIST_WIDTH = 240;
const LIST_HEIGHT = 252;
const UP_ARROW = { x: LIST_X + LIST_WIDTH / 2, y: LIST_Y + 8 };
const DOWN_ARROW = { x: LIST_X + LIST_WIDTH / 2, y: LIST_Y + LIST_HEIGHT - 8 };
const RESUME = { x: 190, y: 170 };

/** A game against the computer played for `frames`, then paused. */
function pausedGame(frames: number, preset: "wii" | "antik" = "wii"): { driver: AppDriver; play: PlayScreen; pause: PauseScreen } {
  const driver = new AppDriver({ frameMs: 50, seeds: [21], settingsFile: "aiSpeed=fast\n" });
  driver.step();
  driver.app.nav.play({ preset, pieces: getPreset(preset).pieces, mode: "ai", level: "easy" });
  driver.step();
  const play = driver.screen() as PlayScreen;
  playFor(driver, frames);
  driver.hidePointer();
  driver.press("home");
  driver.step();
  return { driver, play, pause: driver.screen() as PauseScreen };
}

function shownRows(pause: PauseScreen): string[] {
  const rows: string[] = [];
  for (let slot = 0; slot < pause.moves.scroll.visible; slot++) {
    const row = pause.moves.shownRow(slot);
    if (row !== undefined) rows.push(row);
  }
  return rows;
}

describe("the moves in the pause menu", () => {
  it("lists every throw so far in the protocol's notation, the latest at the bottom, with the thrower's piece", () => {
    const { driver, play, pause } = pausedGame(1500);
    const all = play.history.entries.map((entry) => entryNotation(entry));
    expect(all.length).toBeGreaterThan(20);
    const visible = pause.moves.scroll.visible;
    expect(visible).toBe(10);
    expect(shownRows(pause)).toEqual(all.slice(all.length - visible));
    const texts = driver.native.texts();
    expect(texts).toContain("Moves");
    expect(texts).toContain(all[all.length - 1]);
    expect(texts).toContain(`${all.length}.`);
    expect(texts).not.toContain(`${all.length - visible}.`);
    for (const row of all) expect(row).toMatch(/^(move \d+ \d|pass \d)$/);
    // One piece per row: cones for the player's throws, spools for the computer's.
    const icons = driver.native.calls.filter((call) => call.kind === "image" && call.x === LIST_X + 48 && call.width === 18);
    expect(icons.map((call) => (call.kind === "image" ? call.name : ""))).toEqual(
      play.history.entries.slice(all.length - visible).map((entry) => (entry.player === "a" ? "piece-cone" : "piece-spool")),
    );
  });

  it("moves through the list with the D-pad: right enters it, up and down scroll a row, left gives the focus back", () => {
    const { driver, play, pause } = pausedGame(1500);
    const all = play.history.entries.map((entry) => entryNotation(entry));
    const scroll = pause.moves.scroll;
    const last = all.length - scroll.visible;
    driver.press("down");
    expect(scroll.focused).toBe(false);
    expect(scroll.top).toBe(last);
    driver.press("right");
    expect(scroll.focused).toBe(true);
    driver.press("up");
    driver.press("up");
    expect(scroll.top).toBe(last - 2);
    expect(shownRows(pause)[0]).toBe(all[last - 2]);
    driver.press("down");
    expect(scroll.top).toBe(last - 1);
    for (let count = 0; count < all.length; count++) driver.press("up");
    expect(scroll.top).toBe(0);
    expect(driver.native.texts()).toContain("1.");
    // While the list has the focus, A does not choose a button.
    driver.press("a");
    expect(driver.screen()).toBe(pause);
    driver.press("left");
    expect(scroll.focused).toBe(false);
    // The first down moved the menu to the rules, not the list; up comes back to Resume.
    driver.press("up");
    expect(scroll.top).toBe(0);
    driver.press("a");
    expect(driver.screen()).toBe(play);
  });

  it("moves through the list with the pointer: pointing into it gives it the focus, A on the arrows scrolls a page", () => {
    const { driver, play, pause } = pausedGame(1500);
    const scroll = pause.moves.scroll;
    const last = play.history.entries.length - scroll.visible;
    driver.clickAt(UP_ARROW.x, UP_ARROW.y);
    expect(scroll.focused).toBe(true);
    expect(scroll.top).toBe(last - (scroll.visible - 1));
    driver.clickAt(UP_ARROW.x, UP_ARROW.y);
    expect(scroll.top).toBe(Math.max(0, last - 2 * (scroll.visible - 1)));
    driver.clickAt(DOWN_ARROW.x, DOWN_ARROW.y);
    driver.clickAt(DOWN_ARROW.x, DOWN_ARROW.y);
    driver.clickAt(DOWN_ARROW.x, DOWN_ARROW.y);
    expect(scroll.top).toBe(last);
    // A in the list but off its arrows scrolls nothing; pointing at a button takes the focus back.
    driver.clickAt(LIST_X + 100, LIST_Y + 120);
    expect(scroll.top).toBe(last);
    driver.clickAt(RESUME.x, RESUME.y);
    expect(scroll.focused).toBe(false);
    expect(driver.screen()).toBe(play);
  });

  it("says so when nothing has been played yet, and Home still resumes from the list", () => {
    const { driver, play, pause } = pausedGame(0);
    expect(play.history.entries.length).toBe(0);
    expect(driver.hasText("No moves yet")).toBe(true);
    driver.press("right");
    expect(pause.moves.scroll.focused).toBe(false);
    driver.step([{ pointer: { x: LIST_X + 100, y: LIST_Y + 100 } }]);
    driver.press("home");
    expect(driver.screen()).toBe(play);
  });

  it("shows antik's opening throws as such", () => {
    const { driver, play } = pausedGame(300, "antik");
    const openings = play.history.entries.filter((entry) => entry.kind === "opening");
    expect(openings.length).toBeGreaterThan(0);
    driver.press("right");
    for (let count = 0; count < play.history.entries.length; count++) driver.press("up");
    const shown = driver.native.texts().filter((text) => text.startsWith("opening "));
    expect(shown).toEqual(openings.map((entry) => `opening ${entry.throwValue}`).slice(0, 10));
    expect(shown[shown.length - 1]).toBe("opening 1");
  });
});
