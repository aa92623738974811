// The calibration's self-play games (tools/train/calibrate.ts): a game gives a sample at each of
// its throws with the winner's side marked, and a game without a winner, one stopped at its limit
// of throws, gives none (two masters of `jequier` may shuffle pieces without end).

import { describe, expect, it } from "vitest";
import { getPreset } from "../../src/game/variants";
import { selfPlayGame, valueChooser } from "../../tools/train/calibrate";

describe("a calibration game", () => {
  const preset = getPreset("wii");

  it("gives its throws' samples, the winner's throws won and the loser's lost", () => {
    const samples = selfPlayGame(preset, 11, 3, valueChooser());
    expect(samples.length).toBeGreaterThan(20);
    expect(samples.every((sample) => sample.game === 3)).toBe(true);
    // The last throw is the winner's: it bore off the last piece.
    expect(samples[samples.length - 1].won).toBe(true);
    expect(samples.some((sample) => !sample.won)).toBe(true);
  });

  it("gives nothing when it is stopped at its limit before a winner", () => {
    const whole = selfPlayGame(preset, 11, 3, valueChooser());
    expect(selfPlayGame(preset, 11, 3, valueChooser(), whole.length - 1)).toEqual([]);
    expect(selfPlayGame(preset, 11, 3, valueChooser(), whole.length + 50)).toEqual(whole);
  });
});
