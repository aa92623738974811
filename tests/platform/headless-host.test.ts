// The desktop build (build/host/senet, `make host`) running the app headless: a whole scripted
// game against the computer from the title to game over, every screen reached by its script
// (the scripts tools/screenshots/take.mjs uses) with a 640x480 screenshot, the game with no
// storage at all, and a game left in the middle (the window closed, or Home and Exit) then
// continued at the next start as it was left.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the screenshot tool, without types
import { continueScript, leaveGameScript, noStorageScripts, reconstructionScripts, screenScripts, wholeGameScript } from "../../tools/screenshots/scripts.mjs";
// @ts-expect-error: as above
import { readBmp } from "../../tools/screenshots/png.mjs";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const HOST = join(ROOT, "build", "host", "senet");
const BUNDLE = join(ROOT, "build", "senet.lua");
const GAME_FRAMES = 40000;
const work = mkdtempSync(join(tmpdir(), "senet-app-host-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the host headless with the data folder `NAME-data` (with the saved game `game`, if any); returns what it logged, line by line. */
function runHostLog(name: string, script: string, frames: number, settings: string, extra: string[], game?: string): string[] {
  const input = join(work, `${name}.input`);
  const dataDir = join(work, `${name}-data`);
  writeFileSync(input, script);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, "settings.txt"), settings);
  if (game !== undefined) writeFileSync(join(dataDir, "game.txt"), readFileSync(join(ROOT, "tools", "screenshots", "saves", game), "latin1"), "latin1");
  const args = ["--headless", "--frames", String(frames), "--input", input, "--data-dir", dataDir, "--language", "en", "--bundle", BUNDLE, ...extra];
  const result = spawnSync(HOST, args, { encoding: "utf8", timeout: HANG_GUARD_MS });
  expect(result.status, result.stderr).toBe(0);
  return result.stderr.split("\n");
}

/** Runs the host headless; returns the screens the app logged ("screen: NAME"), in order. */
function runHost(name: string, script: string, frames: number, settings: string, extra: string[]): string[] {
  return runHostLog(name, script, frames, settings, extra).filter((line) => line.startsWith("screen: ")).map((line) => line.substring(8));
}

/** The status line, the board and the borne-off pieces beside it (rows 55 to 299) of a screenshot. */
function boardPixels(bmp: string): Buffer {
  const { width, rgb } = readBmp(bmp) as { width: number; rgb: Buffer };
  return rgb.subarray(55 * width * 3, 300 * width * 3);
}

describe("the headless desktop build", () => {
  it("is built (make host)", () => {
    expect(existsSync(HOST)).toBe(true);
    expect(existsSync(BUNDLE)).toBe(true);
  });

  it("plays a scripted game against the computer from the title to game over", () => {
    const screens = runHost("game", wholeGameScript(GAME_FRAMES), GAME_FRAMES, "aiSpeed=fast\n", ["--no-render"]);
    expect(screens).toEqual(["title", "new game", "game", "game over"]);
  });

  for (const how of ["closed", "exit"]) {
    it(`continues a game left in the middle (${how === "closed" ? "the window closed" : "Home, then Exit"}) as it was left`, () => {
      const name = `leave-${how}`;
      const { script, leftAt } = leaveGameScript(1200, 300, how) as { script: string; leftAt: number };
      const left = join(work, `${name}-left.bmp`);
      // Only the last frames are drawn (--render-from): rasterising every frame takes minutes.
      const leaving = runHostLog(name, script, leftAt + 40, "aiSpeed=fast\n", ["--screenshot", left, "--render-from", String(leftAt - 1)]);
      expect(leaving.filter((line) => line.startsWith("screen: "))).toEqual(how === "closed" ? ["screen: title", "screen: new game", "screen: game"] : ["screen: title", "screen: new game", "screen: game", "screen: pause"]);
      const saved = readFileSync(join(work, `${name}-data`, "game.txt"), "latin1");
      const position = saved.split("\n").find((line) => line.startsWith("position "))!.substring(9);
      // The board as it was when the game was left (for Home and Exit: the frame before Home).
      const board = join(work, `${name}-board.bmp`);
      runHostLog(`${name}-board`, leaveGameScript(1200, 300, "closed").script, leftAt + 1, "aiSpeed=fast\n", ["--screenshot", board, "--render-from", String(leftAt)]);

      const { script: again, frames } = continueScript(20) as { script: string; frames: number };
      const continued = join(work, `${name}-continued.bmp`);
      const log = runHostLog(name, again, frames, "aiSpeed=fast\n", ["--screenshot", continued, "--render-from", String(frames - 1)]);
      expect(log).toContain(`continue: ${position} after ${saved.split("\n").find((line) => line.startsWith("history"))!.split(" ").length - 1} throws`);
      expect(log.filter((line) => line.startsWith("screen: "))).toEqual(["screen: title", "screen: game"]);
      expect(boardPixels(continued).equals(boardPixels(board))).toBe(true);
      expect(boardPixels(continued).equals(boardPixels(left))).toBe(how === "closed");
    });
  }

  const expected: { [scene: string]: string } = {
    title: "title",
    "new-game": "new game",
    game: "game",
    pause: "pause",
    rules: "rules",
    settings: "settings",
    tutorial: "tutorial",
  };
  for (const [scene, { script, frames }] of Object.entries(screenScripts() as { [scene: string]: { script: string; frames: number } })) {
    it(`reaches the ${scene} screen and takes its screenshot`, () => {
      const bmp = join(work, `${scene}.bmp`);
      const screens = runHost(scene, script, frames, "", ["--screenshot", bmp]);
      expect(screens[screens.length - 1]).toBe(expected[scene]);
      const file = readFileSync(bmp);
      expect(file.toString("latin1", 0, 2)).toBe("BM");
      expect(file.readInt32LE(18)).toBe(640);
      expect(Math.abs(file.readInt32LE(22))).toBe(480);
    });
  }

  // the screenshots of the reconstructions: the screens each script passes through
  const reconstructionScreens: { [scene: string]: string[] } = {
    "kendall-water": ["title", "game"],
    "kendall-water-hint": ["title", "game"],
    "new-game-kendall": ["title", "new game"],
    "new-game-jequier": ["title", "new game"],
    "tutorial-kendall": ["title", "new game", "tutorial"],
    "tutorial-modern": ["title", "new game", "tutorial"],
    "tutorial-jequier": ["title", "new game", "tutorial"],
  };
  type Scene = { script: string; frames: number; settings: string; game?: string };
  for (const [scene, { script, frames, settings, game }] of Object.entries(reconstructionScripts() as { [scene: string]: Scene })) {
    it(`reaches ${scene} and takes its screenshot`, () => {
      const bmp = join(work, `${scene}.bmp`);
      const log = runHostLog(scene, script, frames, settings, ["--screenshot", bmp, "--render-from", String(frames - 1)], game);
      expect(log.filter((line) => line.startsWith("screen: ")).map((line) => line.substring(8))).toEqual(reconstructionScreens[scene]);
      if (game !== undefined) expect(log.find((line) => line.startsWith("continue: "))).toMatch(/^continue: \S+ b 1 3 after \d+ throws$/);
      expect(readFileSync(bmp).toString("latin1", 0, 2)).toBe("BM");
    });
  }

  it("with no data folder, shows the game's failed first save in the status area while the player chooses", () => {
    const { script, frames } = (noStorageScripts() as { [scene: string]: { script: string; frames: number } })["no-storage"];
    const input = join(work, "no-storage.input");
    const bmp = join(work, "no-storage.bmp");
    writeFileSync(input, script);
    const args = ["--headless", "--frames", String(frames), "--render-from", String(frames - 1), "--input", input, "--screenshot", bmp, "--language", "en", "--bundle", BUNDLE];
    const result = spawnSync(HOST, args, { encoding: "utf8", timeout: HANG_GUARD_MS });
    expect(result.status, result.stderr).toBe(0);
    const log = result.stderr.split("\n");
    expect(log.filter((line) => line.startsWith("screen: "))).toEqual(["screen: title", "screen: new game", "screen: game"]);
    expect(log).toContain("notice: Games and settings cannot be saved (no storage found).");
    expect(readFileSync(bmp).toString("latin1", 0, 2)).toBe("BM");
  });
});

