// Rule: the modern sets' Kendall (docs/rules.md, the scholars' reconstructions): the start, the
// exits of 26, the exact throws from 28-30, blockades of three (bearing off from 26 included),
// backward moves, the water, and the extra throws, none after a pass.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { Setup, legal, play } from "../support/scenario";

const modern = (setup: Omit<Setup, "variant">): Setup => ({ variant: "modern", pieces: 3, ...setup });

describe("modern: the start", () => {
  it("five pieces a side, a on the odd squares, a to throw", () => {
    expect(engineOnBoth(["variant modern", "show"])[1]).toBe('{"position":"ababababab.................... a 0 0"}');
  });
});

describe("modern: squares 26 to 30", () => {
  it("from below 26 a move ends at most on 26", () => {
    expect(legal(modern({ a: [24, 3, 5], b: [12, 14, 16] }), 3)).toEqual(["3>6", "5>8"]);
    expect(legal(modern({ a: [24, 3, 5], b: [12, 14, 16] }), 2)).toEqual(["5>7", "24>26"]);
  });

  it("from 26: 1 into the water, 2-4 to 28-30, 5 off", () => {
    const setup = modern({ a: [26, 3, 5], b: [12, 14, 16] });
    expect([1, 2, 3, 4, 5].map((value) => legal(setup, value).filter((move) => move.startsWith("26")))).toEqual([
      ["26>15w"], ["26>28"], ["26>29"], ["26>30"], ["26>off"],
    ]);
  });

  it("28, 29, 30 bear off only with exactly 3, 2, 1, never move inside the board, nor backward", () => {
    const setup = modern({ a: [28, 29, 30], b: [12, 14, 16] });
    expect([1, 2, 3, 4, 5].map((value) => legal(setup, value))).toEqual([["30>off"], ["29>off"], ["28>off"], [], []]);
  });
});

describe("modern: blockades and backward moves", () => {
  it("three in a row cannot be jumped, bearing off from 26 included", () => {
    expect(legal(modern({ a: [26, 3, 5], b: [28, 29, 30] }), 5)).toEqual(["3>8", "5>10"]);
  });

  it("with no forward move, a piece moves backward by the throw", () => {
    expect(legal(modern({ a: [7, 3, 5], b: [8, 9, 10] }), 4)).toEqual(["5<1"]);
  });
});

describe("modern: the water", () => {
  it("to 15, or when 15 is held the highest empty square below it", () => {
    expect(legal(modern({ a: [26, 15, 3], b: [14, 13, 12] }), 1)).toEqual(["3>4", "15>16", "26>11w"]);
  });
});

describe("modern: extra throws", () => {
  it("after 1, 4 and 5; a pass ends the turn", () => {
    const setup = modern({ a: [12, 3, 5], b: [20, 22, 24] });
    expect([1, 2, 3, 4, 5].map((value) => play(setup, 12, value).extra)).toEqual([true, false, false, true, true]);
    expect(play(modern({ a: [28, 29, 30], b: [12, 14, 16] }), "pass", 4).extra).toBe(false);
  });
});
