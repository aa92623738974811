// Rule: Kendall's reconstruction beside its water and options (docs/rules.md, the scholars'
// reconstructions): the start, capture and protection along the path, no blockades, backward
// moves from 1-26 only, squares 26-30, the extra throws.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { Setup, legal, play, squaresOf } from "../support/scenario";

const kendall = (setup: Omit<Setup, "variant">): Setup => ({ variant: "kendall", pieces: 3, ...setup });

describe("kendall: the start", () => {
  // "Seven pieces per player, which begin on the board, alternating spaces from white to black
  // along the track." "... the first one to throw 1 plays as white and moves the white piece in front."
  it("seven pieces a side, b's front piece from 14 on 15, b to throw; five with pieces 5", () => {
    expect(engineOnBoth(["variant kendall", "show", "pieces 5", "show"])).toEqual([
      '{"ok":true}', '{"position":"ababababababa.b............... b 0 0"}', '{"ok":true}', '{"position":"ababababa.b................... b 0 0"}',
    ]);
  });
});

describe("kendall: capture and protection", () => {
  // "... the opponent's piece is sent back to the space where the piece that captured it moved from."
  // "When a player has two or more pieces in consecutive spaces, these pieces cannot be sent backward in this way."
  it("by exchange; neighbours along the path protect, across the rows' ends too", () => {
    const setup = kendall({ a: [8, 20, 24], b: [10, 2, 5] });
    expect(legal(setup, 2)).toEqual(["8>10x", "20>22", "24>26"]);
    expect(squaresOf(play(setup, 8, 2).position)).toMatchObject({ a: [10, 20, 24], b: [2, 5, 8] });
    expect(legal(kendall({ a: [8, 20, 24], b: [10, 11, 5] }), 2)).toEqual(["20>22", "24>26"]);
  });

  it("nothing blocks: three pieces in a row can be jumped", () => {
    expect(legal(kendall({ a: [7, 24, 25], b: [8, 9, 10] }), 4)).toEqual(["7>11"]);
  });
});

describe("kendall: backward moves", () => {
  // "If a player cannot use a throw to move a piece forward, it must be used to move a piece
  // backward." "Pieces in squares 28 and 29 are never required to move backward"
  it("only when no piece can move forward, by the same throw, capturing by exchange", () => {
    const setup = kendall({ a: [12, 23, 25], b: [10, 13, 14] });
    expect(legal(setup, 2)).toEqual(["12<10x", "23<21"]);
    expect(squaresOf(play(setup, 12, 2).position)).toMatchObject({ a: [10, 23, 25], b: [12, 13, 14] });
  });

  it("never from 28, 29 or 30", () => {
    expect(legal(kendall({ a: [28, 29, 30], b: [2, 4, 6] }), 4)).toEqual(["30>off"]);
    expect(legal(kendall({ a: [28, 29], b: [2, 4, 6], pieces: 3 }), 4)).toEqual([]);
  });
});

describe("kendall: squares 26 to 30", () => {
  // "To move beyond square 26, the player must first land on it with an exact throw. From there,
  // the player may: bear off with a throw of 5; move to square 30 with a throw of 4 and bear off on
  // any subsequent throw; move to square 29 with a throw of 3, but it must stay there until borne
  // off with a throw of 2; move to square 28 with a throw of 2, but it must stay there until borne
  // off with a throw of 3."
  it("26's exits, and 28 with exactly 3, 29 with exactly 2, 30 with any throw", () => {
    const from26 = kendall({ a: [26, 3, 5], b: [12, 14, 16] });
    expect([1, 2, 3, 4, 5].map((value) => legal(from26, value).filter((move) => move.startsWith("26")))).toEqual([
      ["26>27"], ["26>28"], ["26>29"], ["26>30"], ["26>off"],
    ]);
    const last = kendall({ a: [28, 29, 30], b: [12, 14, 16] });
    expect([1, 2, 3, 4, 5].map((value) => legal(last, value))).toEqual([["30>off"], ["29>off", "30>off"], ["28>off", "30>off"], ["30>off"], ["30>off"]]);
    expect(legal(kendall({ a: [24, 3, 5], b: [12, 14, 16] }), 3)).toEqual(["3>6", "5>8"]);
  });
});

describe("kendall: extra throws", () => {
  // "Throws of 1, 4, and 5 grant the player another throw." "If a player cannot move, the turn
  // ends." Decision: as Ludii's code, a pass keeps the extra throw.
  it("after 1, 4 and 5, kept after a pass", () => {
    const setup = kendall({ a: [12, 3, 5], b: [20, 22, 24] });
    expect([1, 2, 3, 4, 5].map((value) => play(setup, 12, value).extra)).toEqual([true, false, false, true, true]);
    const stuck = kendall({ a: [28, 29], b: [2, 4, 6] });
    expect(play(stuck, "pass", 4).extra).toBe(true);
    expect(play(stuck, "pass", 1).extra).toBe(true);
  });
});
