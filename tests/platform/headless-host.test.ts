// The desktop build (build/host/senet, `make host`) running the app headless: a whole scripted
// game against the computer from the title to game over, and every screen reached by its script
// (the scripts tools/screenshots/take.mjs uses), with a 640x480 screenshot.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the screenshot tool, without types
import { screenScripts, wholeGameScript } from "../../tools/screenshots/scripts.mjs";

const ROOT = join(__dirname, "..", "..");
const HOST = join(ROOT, "build", "host", "senet");
const BUNDLE = join(ROOT, "build", "senet.lua");
const GAME_FRAMES = 40000;
const work = mkdtempSync(join(tmpdir(), "senet-app-host-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the host headless; returns the screens the app logged ("screen: NAME"), in order. */
function runHost(name: string, script: string, frames: number, settings: string, extra: string[]): string[] {
  const input = join(work, `${name}.input`);
  const dataDir = join(work, `${name}-data`);
  writeFileSync(input, script);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, "settings.txt"), settings);
  const args = ["--headless", "--frames", String(frames), "--input", input, "--data-dir", dataDir, "--language", "en", "--bundle", BUNDLE, ...extra];
  const result = spawnSync(HOST, args, { encoding: "utf8", timeout: 120000 });
  expect(result.status, result.stderr).toBe(0);
  return result.stderr.split("\n").filter((line) => line.startsWith("screen: ")).map((line) => line.substring(8));
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
});

