// The computer thinks in each frame's spare time: up to the frame's deadline less the drawing
// still to come (measured every frame), a fixed share without a deadline, a minimum in a late
// frame; a decision ends within its deadline, and the time it took is there for the diagnostics.

import { describe, expect, it } from "vitest";
import { THINK_DEADLINE_MS } from "../../src/game/ai/index";
import { DRAW_MARGIN_MS, FIXED_THINK_MS, FrameThinker, MIN_THINK_MS, frameThinkBudget } from "../../src/platform/screens/frame-thinker";
import { squareX, squareY } from "../../src/platform/layout";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver } from "../support/app-driver";

const FRAME_MS = 1000 / 60;

describe("a frame's thinking time", () => {
  it("runs to the frame's deadline less the drawing still to come", () => {
    expect(frameThinkBudget(116, 100, 3)).toBeCloseTo(16 - 3 - DRAW_MARGIN_MS, 12);
  });

  it("is never less than the minimum, even in a frame already late", () => {
    expect(frameThinkBudget(116, 115, 3)).toBe(MIN_THINK_MS);
    expect(frameThinkBudget(116, 130, 0)).toBe(MIN_THINK_MS);
  });

  it("is a fixed share of a frame where the native side gives no deadline", () => {
    expect(frameThinkBudget(undefined, 100, 3)).toBe(FIXED_THINK_MS);
    expect(frameThinkBudget(Number.NaN, 100, 3)).toBe(FIXED_THINK_MS);
    expect(frameThinkBudget(0, 100, 3)).toBe(FIXED_THINK_MS);
  });

  it("takes the drawing time as an upper estimate: the dearest frame lately, slowly forgotten", () => {
    let now = 0;
    const thinker = new FrameThinker(() => now);
    const drawFor = (ms: number) => {
      thinker.beginDraw();
      now += ms;
      thinker.endDraw();
    };
    drawFor(2);
    expect(thinker.drawMs).toBe(2);
    drawFor(1);
    expect(thinker.drawMs).toBeGreaterThan(1.9);
    for (let frame = 0; frame < 200; frame++) drawFor(1);
    expect(thinker.drawMs).toBe(1);
    drawFor(3);
    expect(thinker.drawMs).toBe(3);
  });
});

describe("the computer thinking in a game", () => {
  it("keeps every frame within its deadline, ends each decision by the deadline and reports how long it took", () => {
    const driver = new AppDriver({ settingsFile: "aiSpeed=fast\n" });
    // Every look at the clock costs 0.4 ms: about what a step of the search takes on the Wii.
    driver.native.clockStepPerRead = 0.4;
    driver.step();
    driver.app.nav.play({ preset: "morales", pieces: 7, mode: "ai", level: "master" });
    driver.step();
    const play = driver.screen() as PlayScreen;
    let late = 0;
    let thinkingFrames = 0;
    let decisions = 0;
    for (let count = 0; count < 6000 && decisions < 6; count++) {
      const thinking = play.stage === "thinking";
      const start = driver.native.clock + FRAME_MS;
      if (play.stage === "await" && play.state.position.side === "a") driver.press("b");
      else if (play.stage === "choose") driver.clickAt(squareX(play.focus.moves[0].from) + 20, squareY(play.focus.moves[0].from) + 20);
      else if (play.stage === "pass") driver.press("plus");
      else driver.step();
      if (!thinking) continue;
      thinkingFrames++;
      if (driver.native.clock > start + FRAME_MS) late++;
      const meter = driver.app.meter;
      if (meter.decisions > decisions) {
        decisions = meter.decisions;
        expect(meter.last.wallMs).toBeLessThanOrEqual(THINK_DEADLINE_MS + 2 * FRAME_MS);
        expect(meter.last.cpuMs).toBeGreaterThan(0);
        expect(meter.last.cpuMs).toBeLessThan(meter.last.wallMs);
        expect(meter.last.frames).toBeGreaterThan(0);
      }
    }
    expect(decisions).toBe(6);
    expect(thinkingFrames).toBeGreaterThan(20);
    expect(late).toBe(0);
  });
});
