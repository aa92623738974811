// The diagnostics' building blocks: figures drawn digit by digit, the per-second frame figures read
// from native.stats, and the thinking meter's decisions (frames, game-clock and think-call time).

import { beforeEach, describe, expect, it } from "vitest";
import { FigureLine } from "../../src/platform/diagnostics/figures";
import { FrameStats } from "../../src/platform/diagnostics/frame-stats";
import { Decision, ThinkingMeter } from "../../src/platform/diagnostics/thinking-meter";
import { FakeNative } from "../support/fake-native";

let fake: FakeNative;

beforeEach(() => {
  fake = new FakeNative();
  fake.install();
});

/** What a FigureLine drew, joined, and whether each piece starts where the last one ended. */
function drawn(draw: (line: FigureLine) => void): string {
  fake.calls = [];
  const line = new FigureLine(10, 0xffffffff);
  line.start(100, 50);
  draw(line);
  let text = "";
  let x = 100;
  for (const call of fake.calls) {
    if (call.kind !== "text") continue;
    expect(call.x).toBeCloseTo(x, 6);
    expect(call.y).toBe(50);
    x += fake.api.textWidth(call.text, 10);
    text += call.text;
  }
  return text;
}

describe("a line of figures", () => {
  it("draws numbers digit by digit, rounded to the places asked for", () => {
    expect(drawn((line) => line.number(12.345, 2))).toBe("12.35");
    expect(drawn((line) => line.number(9.996, 2))).toBe("10.00");
    expect(drawn((line) => line.number(0.04, 1))).toBe("0.0");
    expect(drawn((line) => line.number(1285.4, 0))).toBe("1285");
    expect(drawn((line) => line.number(7.05, 2))).toBe("7.05");
    expect(drawn((line) => line.number(0, 0))).toBe("0");
  });

  it("draws labels as given, below zero as zero and beyond nine nines as nine nines", () => {
    expect(drawn((line) => { line.text("Lua "); line.number(-3, 1); line.text(" ms"); })).toBe("Lua 0.0 ms");
    expect(drawn((line) => line.number(5e12, 0))).toBe("999999999");
  });

  it("draws each digit as its own one-character string", () => {
    drawn((line) => line.number(3141.59, 2));
    for (const call of fake.calls) if (call.kind === "text") expect(call.text.length).toBe(1);
  });
});

describe("the frame figures", () => {
  it("copy native.stats each frame and give the frame rate and worst Lua time of each whole second", () => {
    const stats = new FrameStats();
    fake.stats.heapBytes = 4096;
    for (let frame = 0; frame <= 60; frame++) {
      fake.clock = (frame * 1000) / 60;
      fake.stats.luaMs = frame === 30 ? 7.5 : 1;
      stats.sample();
      if (frame < 60) expect(stats.fps).toBe(-1);
    }
    expect(stats.fps).toBeCloseTo(60, 6);
    expect(stats.luaMaxMs).toBe(7.5);
    expect(stats.heapBytes).toBe(4096);
    // a slower second: 30 frames
    for (let frame = 1; frame <= 30; frame++) {
      fake.clock = 1000 + (frame * 1000) / 30;
      fake.stats.luaMs = 2;
      stats.sample();
    }
    expect(stats.fps).toBeCloseTo(30, 6);
    expect(stats.luaMaxMs).toBe(2);
    stats.restart();
    expect(stats.fps).toBe(-1);
    expect(stats.luaMaxMs).toBe(-1);
  });

  it("measure by the real clock, not the game's", () => {
    const stats = new FrameStats();
    fake.realClock = 0;
    stats.sample();
    for (let frame = 1; frame <= 20; frame++) {
      fake.clock = frame * 1000;
      fake.realClock = frame * 50;
      stats.sample();
    }
    expect(stats.fps).toBeCloseTo(20, 6);
  });
});

describe("the thinking meter", () => {
  function meter(): { meter: ThinkingMeter; decisions: Decision[] } {
    const decisions: Decision[] = [];
    const made = new ThinkingMeter(() => fake.clock);
    made.listener = { decided: (decision) => decisions.push({ ...decision }) };
    return { meter: made, decisions };
  }

  it("measures a decision from its start to the frame it is known in: frames, game time, think calls", () => {
    const { meter: m, decisions } = meter();
    fake.realClock = 0;
    m.beginFrame();
    fake.clock = 100;
    m.beginDecision();
    fake.realClock = 3;
    m.endCall(false);
    for (let frame = 1; frame <= 4; frame++) {
      m.beginFrame();
      expect(m.thoughtLastFrame).toBe(true);
      fake.clock = 100 + frame * 20;
      fake.realClock = frame * 10;
      m.beginCall();
      fake.realClock += frame;
      m.endCall(frame === 4);
    }
    expect(decisions).toEqual([{ frames: 4, wallMs: 80, cpuMs: 3 + 1 + 2 + 3 + 4, worstCallMs: 4 }]);
    expect(m.last).toEqual(decisions[0]);
    expect(m.decisions).toBe(1);
    m.beginFrame();
    expect(m.thoughtLastFrame).toBe(true);
    // calls after the decision (the pace delay running out) are not timed
    m.beginCall();
    fake.realClock += 50;
    m.endCall(true);
    m.beginFrame();
    expect(m.thoughtLastFrame).toBe(false);
    expect(decisions.length).toBe(1);
  });

  it("counts a decision known in its first call as zero frames", () => {
    const { meter: m, decisions } = meter();
    fake.realClock = 5;
    m.beginFrame();
    m.beginDecision();
    fake.realClock = 5.25;
    m.endCall(true);
    expect(decisions).toEqual([{ frames: 0, wallMs: 0, cpuMs: 0.25, worstCallMs: 0.25 }]);
  });
});
