// What the headless desktop build draws: the title frame is a real picture, and a frame of a game
// in progress shows the board's squares with the right pieces on them (lapis cones for a, carnelian
// spools for b, sandstone where a square is empty), read back from the screenshot's pixels.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SQUARE, squareX, squareY } from "../../src/platform/layout";
// @ts-expect-error: plain ES modules of the screenshot tool, without types
import { screenScripts } from "../../tools/screenshots/scripts.mjs";
// @ts-expect-error: as above
import { readBmp } from "../../tools/screenshots/png.mjs";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const HOST = join(ROOT, "build", "host", "senet");
const BUNDLE = join(ROOT, "build", "senet.lua");
const work = mkdtempSync(join(tmpdir(), "senet-frames-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Frame {
  width: number;
  height: number;
  /** [r, g, b] of the pixel at (x, y), y down. */
  at(x: number, y: number): number[];
}

function readFrame(file: string): Frame {
  const { width, height, rgb } = readBmp(file) as { width: number; height: number; rgb: Buffer };
  return { width, height, at: (x, y) => [rgb[(y * width + x) * 3], rgb[(y * width + x) * 3 + 1], rgb[(y * width + x) * 3 + 2]] };
}

function screenshot(scene: string): Frame {
  const { script, frames } = (screenScripts() as { [scene: string]: { script: string; frames: number } })[scene];
  const input = join(work, `${scene}.input`);
  const dataDir = join(work, `${scene}-data`);
  const bmp = join(work, `${scene}.bmp`);
  writeFileSync(input, script);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, "settings.txt"), "");
  const args = ["--headless", "--frames", String(frames), "--input", input, "--data-dir", dataDir, "--language", "en", "--bundle", BUNDLE, "--screenshot", bmp];
  const result = spawnSync(HOST, args, { encoding: "utf8", timeout: HANG_GUARD_MS });
  expect(result.status, result.stderr).toBe(0);
  return readFrame(bmp);
}

const isLapis = ([r, g, b]: number[]) => b > r + 40 && b > g + 20;
const isCarnelian = ([r, g, b]: number[]) => r > g + 80 && r > b + 80;
const isSandstone = ([r, g, b]: number[]) => r > 150 && r >= g && g > b && r - b < 120;

/** How many pixels of a square's inner box satisfy `test`. */
function countInSquare(frame: Frame, square: number, test: (pixel: number[]) => boolean): number {
  let count = 0;
  const margin = 6;
  for (let y = squareY(square) + margin; y < squareY(square) + SQUARE - margin; y++) {
    for (let x = squareX(square) + margin; x < squareX(square) + SQUARE - margin; x++) {
      if (test(frame.at(x, y))) count++;
    }
  }
  return count;
}

describe("headless frames", () => {
  it("the title frame is a picture, not a blank screen", () => {
    const frame = screenshot("title");
    expect([frame.width, frame.height]).toEqual([640, 480]);
    const colours = new Set<number>();
    for (let y = 0; y < frame.height; y += 2) {
      for (let x = 0; x < frame.width; x += 2) {
        const [r, g, b] = frame.at(x, y);
        colours.add(r * 65536 + g * 256 + b);
      }
    }
    expect(colours.size).toBeGreaterThan(200);
  });

  it("a game in progress shows cones on a's squares, spools on b's, sandstone on empty ones", () => {
    // The wii start after the first throw: a on 1, 3, 5, 7, 9; b on 2, 4, 6, 8, 10.
    const frame = screenshot("game");
    const area = (SQUARE - 12) * (SQUARE - 12);
    for (const square of [1, 3, 5, 7]) {
      expect(countInSquare(frame, square, isLapis), `square ${square}`).toBeGreaterThan(area / 10);
      expect(countInSquare(frame, square, isCarnelian), `square ${square}`).toBeLessThan(area / 50);
    }
    for (const square of [2, 4, 6, 8, 10]) {
      expect(countInSquare(frame, square, isCarnelian), `square ${square}`).toBeGreaterThan(area / 10);
      expect(countInSquare(frame, square, isLapis), `square ${square}`).toBeLessThan(area / 50);
    }
    for (const square of [17, 18, 19, 20, 21, 22, 23, 24]) {
      expect(countInSquare(frame, square, isSandstone), `square ${square}`).toBeGreaterThan(area / 2);
      expect(countInSquare(frame, square, isLapis) + countInSquare(frame, square, isCarnelian), `square ${square}`).toBe(0);
    }
  });
});
