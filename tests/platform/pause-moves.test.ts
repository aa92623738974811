// The pause menu's list of the moves so far: one row per throw as a player reads it (the piece of
// who threw, the throw, from square to square, a hit and the water marked), the latest shown
// first; the D-pad (right to enter, up and down, left to leave) and the pointer (into the list, A
// on its arrows) move through it.

import { describe, expect, it } from "vitest";
import { HistoryEntry } from "../../src/game/history";
import { getPreset } from "../../src/game/variants";
import { stringsFor } from "../../src/platform/i18n/index";
import { NotationRow, drawNotationRow, entryRow } from "../../src/platform/move-notation";
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
  driver.app.nav.play({ preset, pieces: getPreset(preset).pieces, mode: "ai", level: "beginner" });
  driver.step();
  const play = driver.screen() as PlayScreen;
  playFor(driver, frames);
  driver.hidePointer();
  driver.press("home");
  driver.step();
  return { driver, play, pause: driver.screen() as PauseScreen };
}

/** What a row says in English: its throw and its words. */
function rowText(row: NotationRow): string {
  return `${row.throwText}: ${row.text}${row.hit ? " hit" : ""}${row.water ? " water" : ""}`;
}

function readRows(entries: HistoryEntry[], forfeit = 0): string[] {
  return entries.map((entry) => rowText(entryRow(stringsFor("en"), entry, forfeit)));
}

function shownRows(pause: PauseScreen): string[] {
  const rows: string[] = [];
  for (let slot = 0; slot < pause.moves.scroll.visible; slot++) {
    const row = pause.moves.shownRow(slot);
    if (row !== undefined) rows.push(rowText(row));
  }
  return rows;
}

describe("the moves in the pause menu", () => {
  it("lists every throw so far as a player reads it, the latest at the bottom, with the thrower's piece", () => {
    const { driver, play, pause } = pausedGame(1500);
    const entries = play.history.entries;
    const all = readRows(entries);
    expect(all.length).toBeGreaterThan(20);
    const visible = pause.moves.scroll.visible;
    expect(visible).toBe(10);
    expect(shownRows(pause)).toEqual(all.slice(all.length - visible));
    const texts = driver.native.texts();
    expect(texts).toContain("Moves");
    const last = entryRow(stringsFor("en"), entries[entries.length - 1], 0);
    expect(texts).toContain(last.text);
    expect(texts).toContain(last.throwText);
    expect(texts).toContain(`${all.length}.`);
    expect(texts).not.toContain(`${all.length - visible}.`);
    // From square to square, off the board, through the water; the squares the rules moved to.
    entries.forEach((entry, index) => {
      if (entry.kind === "pass") expect(all[index]).toBe(`${entry.throwValue}: no move`);
      else if (entry.to === 31) expect(all[index]).toMatch(new RegExp(`^${entry.throwValue}: ${entry.from} → off`));
      else if (entry.water) expect(all[index]).toBe(`${entry.throwValue}: ${entry.from} → 27 → ${entry.to} water`);
      else expect(all[index]).toMatch(new RegExp(`^${entry.throwValue}: ${entry.from} → ${entry.to}${entry.capturedTo > 0 ? " hit" : ""}$`));
    });
    expect(all.some((row) => row.endsWith(" hit"))).toBe(true);
    // One piece per row: cones for the player's throws, spools for the computer's.
    const icons = driver.native.calls.filter((call) => call.kind === "image" && call.x === LIST_X + 48 && call.width === 18);
    expect(icons.map((call) => (call.kind === "image" ? call.name : ""))).toEqual(
      play.history.entries.slice(all.length - visible).map((entry) => (entry.player === "a" ? "piece-cone" : "piece-spool")),
    );
  });

  it("marks a hit with the other side's piece and the water with its glyph, each on its row", () => {
    const { driver, play } = pausedGame(1500);
    // the game's moves, and after them a move through the water and a hit, as the rules record them
    const entries: HistoryEntry[] = [
      ...play.history.entries,
      { kind: "move", player: "a", throwValue: 3, from: 24, to: 15, water: true, capturedTo: 0 },
      { kind: "move", player: "b", throwValue: 2, from: 12, to: 14, water: false, capturedTo: 12 },
    ];
    driver.app.nav.pause(play, "wii", entries);
    driver.step();
    const pause = driver.screen() as PauseScreen;
    const scroll = pause.moves.scroll;
    let hits = 0;
    let waters = 0;
    // every page of the list, from its top
    for (scroll.top = 0; ; scroll.scrollBy(scroll.visible)) {
      driver.step();
      const images = driver.native.calls.filter((call) => call.kind === "image" && call.x > LIST_X + 48 && call.x < LIST_X + LIST_WIDTH && call.width <= 18);
      for (let slot = 0; slot < scroll.visible; slot++) {
        const row = pause.moves.shownRow(slot)!;
        const onRow = images.filter((call) => call.kind === "image" && call.y >= scroll.rowY(slot) && call.y < scroll.rowY(slot + 1));
        const names = onRow.map((call) => (call.kind === "image" ? call.name : ""));
        const expected = [...(row.hit ? [row.player === "a" ? "piece-spool" : "piece-cone"] : []), ...(row.water ? ["glyph-27"] : [])];
        expect(names, rowText(row)).toEqual(expected);
        if (row.hit) hits++;
        if (row.water) waters++;
      }
      if (scroll.top + scroll.visible >= scroll.rows) break;
    }
    expect(hits).toBeGreaterThan(0);
    expect(waters).toBeGreaterThan(0);
  });

  it("fits the longest rows of every language in the list", () => {
    new AppDriver();
    const room = LIST_WIDTH - 48 - 10;
    for (const language of ["en", "es", "pt", "tr"] as const) {
      const strings = stringsFor(language);
      const rows = [
        entryRow(strings, { kind: "move", player: "a", throwValue: 4, from: 23, to: 15, water: true, capturedTo: 0 }, 0),
        entryRow(strings, { kind: "move", player: "b", throwValue: 2, from: 26, to: 28, water: false, capturedTo: 15 }, 0),
        entryRow(strings, { kind: "move", player: "a", throwValue: 6, from: 28, to: 31, water: false, capturedTo: 0 }, 0),
        entryRow(strings, { kind: "move", player: "a", throwValue: 4, from: 18, to: 22, water: false, capturedTo: 18 }, 0),
        entryRow(strings, { kind: "opening", player: "a", throwValue: 3, from: 0, to: 0, water: false, capturedTo: 0 }, 0),
        entryRow(strings, { kind: "pass", player: "a", throwValue: 5, from: 0, to: 0, water: false, capturedTo: 0 }, 5),
        entryRow(strings, { kind: "pass", player: "a", throwValue: 3, from: 0, to: 0, water: false, capturedTo: 0 }, 5),
      ];
      for (const row of rows) expect(drawNotationRow(row, LIST_X + 48, LIST_Y, 21, 17, 0, true), `${language}: ${rowText(row)}`).toBeLessThanOrEqual(room);
    }
  });

  it("moves through the list with the D-pad: right enters it, up and down scroll a row, left gives the focus back", () => {
    const { driver, play, pause } = pausedGame(1500);
    const all = readRows(play.history.entries);
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
    const rows = shownRows(driver.screen() as PauseScreen);
    const shown = rows.filter((row) => row.endsWith(": for the start"));
    expect(shown).toEqual(openings.map((entry) => `${entry.throwValue}: for the start`).slice(0, 10));
    expect(shown[shown.length - 1]).toBe("1: for the start");
    expect(driver.native.texts().filter((text) => text === "for the start").length).toBe(shown.length);
  });
});
