// The match the benchmark plays: the computer on both sides, with no input at all, to the end; at
// the instant pace no frame waits for a pause or an animation; the thinking meter sees each
// decision; and such games count in no record.

import { describe, expect, it } from "vitest";
import { isComputer } from "../../src/platform/match";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver } from "../support/app-driver";

function playAlone(instant: boolean): { driver: AppDriver; play: PlayScreen; frames: number } {
  const driver = new AppDriver({ frameMs: 50, seeds: [11], settingsFile: "aiSpeed=slow\n" });
  driver.step();
  if (instant) driver.app.pace = "instant";
  driver.app.nav.play({ preset: "wii", pieces: 5, mode: "computers", level: "hard" });
  const play = driver.screen() as PlayScreen;
  let frames = 0;
  while (!(driver.screen() instanceof GameOverScreen) && frames < 50000) {
    driver.step();
    frames++;
  }
  return { driver, play, frames };
}

describe("the computer against itself", () => {
  it("plays both sides to the end, with no input, and counts in no record", () => {
    const { driver, play } = playAlone(false);
    expect(isComputer(play.setup, "a") && isComputer(play.setup, "b")).toBe(true);
    expect(driver.screen()).toBeInstanceOf(GameOverScreen);
    expect(play.state.winner).toBeDefined();
    expect(driver.native.settingsFile ?? "").not.toMatch(/record/);
    // every decision went through the meter
    expect(driver.app.meter.decisions).toBe((play as unknown as { aiCalls: number }).aiCalls);
  });

  it("at the instant pace plays the same game, a stage a frame, in a fraction of the frames", () => {
    const slow = playAlone(false);
    const fast = playAlone(true);
    expect(fast.play.state.winner).toBe(slow.play.state.winner);
    expect(fast.driver.app.meter.decisions).toBe(slow.driver.app.meter.decisions);
    // each turn takes a few frames (throw, choose, move) instead of seconds of pauses and animations
    expect(fast.frames).toBeLessThan(slow.frames / 10);
    expect(fast.frames).toBeLessThan(6 * fast.driver.app.meter.decisions + 200);
  });
});
