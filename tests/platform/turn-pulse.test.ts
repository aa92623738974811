// The mark of the player on turn breathes: its gold edge and colour bar fade and return every
// 1.4 s of input time, the same at the same time, gently from one frame to the next.

import { describe, expect, it } from "vitest";
import { GOLD, LAPIS } from "../../src/platform/colors";
import { pulseAlpha } from "../../src/platform/players-view";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver } from "../support/app-driver";
import { DrawCall } from "../support/fake-native";

const PERIOD_MS = 1400;
// 20 ms frames keep the fake clock exact, so frames a whole period apart see the same time.
const FRAME_MS = 20;
const PERIOD_FRAMES = PERIOD_MS / FRAME_MS;

type RectCall = Extract<DrawCall, { kind: "rect" }>;

const rgb = (color: number) => Math.floor(color / 0x100);
const alpha = (color: number) => color % 0x100;

function startAgainstComputer(driver: AppDriver): PlayScreen {
  driver.step();
  driver.app.nav.play({ preset: "wii", pieces: 5, mode: "ai", level: "beginner" });
  driver.step();
  return driver.screen() as PlayScreen;
}

/** The rects of `color` (any alpha) around the text "You", the player on turn, in the last frame. */
function marksAroundYou(driver: AppDriver, color: number): RectCall[] {
  const name = driver.findText("You");
  if (name === undefined) throw new Error("the player's name is not drawn");
  return driver.native.calls.filter(
    (call): call is RectCall => call.kind === "rect" && rgb(call.color) === rgb(color) && call.y <= name.y && call.y + call.height >= name.y + name.size && call.x < name.x,
  );
}

/** The alphas of the gold edge and the lapis bar of the on-turn mark in the last frame. */
function markAlphas(driver: AppDriver): number[] {
  const edges = marksAroundYou(driver, GOLD);
  const bars = marksAroundYou(driver, LAPIS);
  expect(edges.length).toBe(1);
  expect(bars.length).toBe(1);
  for (const call of [edges[0], bars[0]]) expect(Number.isInteger(call.color)).toBe(true);
  return [alpha(edges[0].color), alpha(bars[0].color)];
}

describe("the turn mark's pulse", () => {
  it("is opaque at the start of a period and faintest halfway, in whole alpha steps", () => {
    expect(pulseAlpha(0)).toBe(0xff);
    expect(pulseAlpha(PERIOD_MS)).toBe(0xff);
    const faintest = pulseAlpha(PERIOD_MS / 2);
    expect(faintest).toBeLessThan(0xa0);
    expect(faintest).toBeGreaterThan(0x40);
    for (let now = 0; now < 3 * PERIOD_MS; now += 7) {
      const value = pulseAlpha(now);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(faintest);
      expect(value).toBeLessThanOrEqual(0xff);
    }
  });

  it("changes gently from one 60 Hz frame to the next", () => {
    for (let frame = 0; frame < 200; frame++) {
      expect(Math.abs(pulseAlpha(((frame + 1) * 1000) / 60) - pulseAlpha((frame * 1000) / 60))).toBeLessThanOrEqual(8);
    }
  });

  it("differs half a period apart and repeats a period apart on the game screen", () => {
    const driver = new AppDriver({ frameMs: FRAME_MS });
    const play = startAgainstComputer(driver);
    driver.idleUntil(() => driver.native.clock % PERIOD_MS === 0);
    const first = markAlphas(driver);
    driver.idle(PERIOD_FRAMES / 2);
    const half = markAlphas(driver);
    driver.idle(PERIOD_FRAMES / 2);
    const whole = markAlphas(driver);
    expect(play.stage).toBe("await");
    expect(first).toEqual([0xff, 0xff]);
    expect(half[0]).toBeLessThan(0xa0);
    expect(half[1]).toBe(half[0]);
    expect(whole).toEqual(first);
  });

  it("leaves the player not on turn unmarked", () => {
    const driver = new AppDriver({ frameMs: FRAME_MS });
    startAgainstComputer(driver);
    const computer = driver.findText("Computer");
    if (computer === undefined) throw new Error("the computer's name is not drawn");
    const goldAround = driver.native.calls.filter(
      (call) => call.kind === "rect" && rgb(call.color) === rgb(GOLD) && call.y <= computer.y && call.y + call.height >= computer.y + computer.size && call.x < computer.x,
    );
    expect(goldAround).toEqual([]);
  });
});
