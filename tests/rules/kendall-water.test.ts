// Rule: Kendall's water: the piece that stays on 27, its rescue and the rescued piece
// (docs/rules.md#kendalls-water), and the hits on 28-30 that send a piece there.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { Setup, legal, play, reply, session, squaresOf } from "../support/scenario";

const kendall = (setup: Omit<Setup, "variant">): Setup => ({ variant: "kendall", pieces: 3, ...setup });

describe("kendall: a piece that ends on 27 stays there", () => {
  // "... by being forced to use a throw of 1 to move into square 27, the player may ... leave the
  // piece in square 27 until a 4 is thrown"
  it("a 1 from 26 moves into 27, where the piece stays (and the 1 gives its extra throw)", () => {
    const setup = kendall({ a: [26, 3, 5], b: [12, 14, 16] });
    expect(legal(setup, 1)).toContain("26>27");
    const after = play(setup, 26, 1);
    expect(squaresOf(after.position).a).toEqual([3, 5, 27]);
    expect(after.extra).toBe(true);
  });

  it("27 held, by either side: the 1 from 26 is no move (never a capture there)", () => {
    expect(legal(kendall({ a: [26, 3, 5], b: [27, 14, 16] }), 1)).toEqual(["3>4", "5>6"]);
    expect(legal(kendall({ a: [26, 3, 27], b: [12, 14, 16], side: "b" }), 1)).toEqual(["12>13", "14>15", "16>17"]);
  });
});

describe("kendall: the side with a piece on 27 moves only that piece", () => {
  // "A player cannot move any other piece on the board when one remains in square 27"
  it("a 4 bears it off, and nothing else moves", () => {
    const setup = kendall({ a: [27, 3, 5], b: [12, 14, 16] });
    expect(legal(setup, 4)).toEqual(["27>off"]);
    const after = play(setup, 27, 4);
    expect(squaresOf(after.position).offA).toBe(1);
    // No extra throw after a move of the water's piece, though 4 gives one.
    expect(after.extra).toBe(false);
  });

  // "the player may either move the piece back to square 15 ... or may leave the piece in square 27"
  it("any other throw: the rescue to 15, or a pass that leaves it; both end the turn", () => {
    const setup = kendall({ a: [27, 3, 5], b: [12, 14, 16] });
    for (const throwValue of [1, 2, 3, 5]) {
      expect(legal(setup, throwValue)).toEqual(["27>15"]);
      const rescued = play(setup, 27, throwValue);
      expect(squaresOf(rescued.position)).toMatchObject({ a: [3, 5, 15], rescuedA: 15, side: "b" });
      expect(rescued.extra).toBe(false);
      const left = play(setup, "pass", throwValue);
      expect(squaresOf(left.position)).toMatchObject({ a: [3, 5, 27], side: "b" });
      expect(left.extra).toBe(false);
    }
  });

  // Decision: when 15 is held, the highest-numbered empty square below it.
  it("15 held by either side: the rescue goes to the highest empty square below 15", () => {
    expect(legal(kendall({ a: [27, 15, 5], b: [12, 14, 16] }), 2)).toEqual(["27>13"]);
    expect(legal(kendall({ a: [27, 3, 5], b: [15, 14, 13] }), 2)).toEqual(["27>12"]);
  });

  it("`best` may leave the piece: it answers null or the rescue", () => {
    const answer = reply(kendall({ a: [27, 3, 5], b: [12, 14, 16] }), "best 2").move;
    if (answer !== null) expect(answer).toEqual({ from: 27, to: 15 });
  });
});

describe("kendall: the rescued piece", () => {
  it("alone moves on its side's next throw, forward by the throw, and gives no extra throw", () => {
    const setup = kendall({ a: [15, 3, 5], b: [12, 14, 20], rescuedA: 15 });
    expect(legal(setup, 2)).toEqual(["15>17"]);
    const after = play(setup, 15, 4);
    expect(squaresOf(after.position)).toMatchObject({ a: [3, 5, 19], rescuedA: 0 });
    expect(after.extra).toBe(false);
  });

  it("backward when it cannot move forward, capturing by exchange; protection applies", () => {
    expect(legal(kendall({ a: [15, 3, 17], b: [12, 14, 20], rescuedA: 15 }), 2)).toEqual(["15<13"]);
    expect(legal(kendall({ a: [15, 3, 17], b: [13, 14, 20], rescuedA: 15 }), 2)).toEqual([]);
    const capture = kendall({ a: [15, 3, 17], b: [13, 9, 20], rescuedA: 15 });
    expect(legal(capture, 2)).toEqual(["15<13x"]);
    expect(squaresOf(play(capture, 15, 2).position)).toMatchObject({ a: [3, 13, 17], b: [9, 15, 20], rescuedA: 0 });
  });

  it("when it cannot move at all the side passes, keeping the extra throw of a 1, 4 or 5, and it stays rescued", () => {
    const setup = kendall({ a: [15, 3, 17], b: [13, 14, 20], rescuedA: 15 });
    const after = play(setup, "pass", 2);
    expect(after.extra).toBe(false);
    expect(squaresOf(after.position).rescuedA).toBe(15);
    const stuck = kendall({ a: [15, 16, 3], b: [14, 13, 20], rescuedA: 15 });
    expect(legal(stuck, 1)).toEqual([]);
    expect(play(stuck, "pass", 1)).toMatchObject({ extra: true });
    expect(squaresOf(play(stuck, "pass", 1).position).rescuedA).toBe(15);
  });

  it("is no longer rescued once captured by exchange", () => {
    // The captured piece, now on 13, moves as any other on its side's next throw.
    const setup = kendall({ a: [15, 3, 20], b: [13, 9, 22], rescuedA: 15, side: "b" });
    const [after, next] = session(setup, ["move 13 2", "legal 1"]);
    expect(squaresOf(after.position as string)).toMatchObject({ a: [3, 13, 20], rescuedA: 0 });
    expect((next.moves as { from: number }[]).map((move) => move.from)).toEqual([3, 13, 20]);
    // b's piece sent to 13 moves as any other on b's next throw.
    const other = kendall({ a: [13, 9, 22], b: [15, 3, 20], rescuedB: 15 });
    const [captured, nextOfB] = session(other, ["move 13 2", "legal 1"]);
    expect(squaresOf(captured.position as string)).toMatchObject({ b: [3, 13, 20], rescuedB: 0 });
    expect((nextOfB.moves as { from: number }[]).map((move) => move.from)).toEqual([3, 13, 20]);
  });

  it("rules the side's throw over a piece waiting on 27: a 4 moves the rescued piece", () => {
    const setup = kendall({ a: [10, 27, 3], b: [12, 13, 20], rescuedA: 10 });
    expect(legal(setup, 4)).toEqual(["10>14"]);
    expect(legal(setup, 2)).toEqual(["10<8"]);
  });
});

describe("kendall: a hit on 28-30 sends the piece into the water", () => {
  // "When a player lands on squares 28-30 and an opponent's piece is already there, the
  // opponent's piece is sent to square 27 instead of 26."
  it("the hit piece goes to 27 and waits there", () => {
    const setup = kendall({ a: [26, 3, 5], b: [29, 14, 16] });
    expect(legal(setup, 3)).toContain("26>29x");
    const after = squaresOf(play(setup, 26, 3).position);
    expect(after).toMatchObject({ a: [3, 5, 29], b: [14, 16, 27] });
  });

  // "Pieces in squares 28-30 are safe as long as a piece is in square 27."
  it("28-30 cannot be captured while a piece stands on 27, nor when protected", () => {
    expect(legal(kendall({ a: [26, 3, 5], b: [29, 27, 16] }), 3)).toEqual(["3>6", "5>8"]);
    expect(legal(kendall({ a: [26, 3, 5], b: [29, 30, 16] }), 3)).toEqual(["3>6", "5>8"]);
  });
});

describe("kendall: the notation of the water", () => {
  it("a piece on 27 and an upper-case rescued piece are read and written back", () => {
    expect(reply(kendall({ a: [27, 3, 5], b: [12, 14, 16], rescuedB: 14 }), "show").position).toBe(
      "..a.a......b.B.b..........a... a 0 0",
    );
  });

  it("other presets refuse both", () => {
    expect(engineOnBoth(["variant wii", "pieces 3", "position aAa.bbb....................... a 0 0"])).toEqual([
      '{"ok":true}', '{"ok":true}', '{"error":"upper case marks a rescued piece, which only kendall has"}',
    ]);
    expect(engineOnBoth(["variant modern", "pieces 3", "position aa..bbb...................a... a 0 0"])[2]).toBe('{"error":"no piece can stand on square 27"}');
  });
});
