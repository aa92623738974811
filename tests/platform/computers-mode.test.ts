// The match the benchmark plays: the computer on both sides, with no input at all, to the end; at
// the instant pace no frame waits for a pause or an animation; the thinking meter sees each
// decision; and such games count in no record.

import { describe, expect, it } from "vitest";
import { isComputer } from "../../src/platform/match";
import { GameOverScreen } from "../../src/platform/screens/game-over";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver } from "../support/app-driver";
import { DecisionWatch } from "../support/decisions";

function playAlone(instant: boolean): { driver: AppDriver; play: PlayScreen; frames: number; decisions: number } {
  const driver = new AppDriver({ frameMs: 50, seeds: [11], settingsFile: "aiSpeed=slow\n" });
  driver.step();
  if (instant) driver.app.pace = "instant";
  driver.app.nav.play({ preset: "wii", pieces: 5, mode: "computers", level: "expert" });
  const play = driver.screen() as PlayScreen;
  let frames = 0;
  const watch = new DecisionWatch();
  while (!(driver.screen() instanceof GameOverScreen) && frames < 50000) {
    driver.step();
    watch.observe(driver.screen());
    frames++;
  }
  return { driver, play, frames, decisions: watch.count };
}

describe("the computer against itself", () => {
  it("plays both sides to the end, with no input, and counts in no record", () => {
    const { driver, play, decisions } = playAlone(false);
    expect(isComputer(play.setup, "a") && isComputer(play.setup, "b")).toBe(true);
    expect(driver.screen()).toBeInstanceOf(GameOverScreen);
    expect(play.state.winner).toBeDefined();
    expect(driver.native.settingsFile ?? "").not.toMatch(/record/);
    // every decision (a turn with a choice) went through the meter
    expect(decisions).toBeGreaterThan(50);
    expect(driver.app.meter.decisions).toBe(decisions);
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
