// Rule: Kendall's options, Trap, Home Row and Starting Throw, each switched on by name
// (docs/rules.md#kendalls-options), and the protocol's names for them.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { Setup, legal, play, reply, squaresOf } from "../support/scenario";

const kendall = (setup: Omit<Setup, "variant">): Setup => ({ variant: "kendall", pieces: 3, ...setup });

describe("Trap: a throw past 26 falls into 27", () => {
  // "A roll greater than that required to land exactly on square 26 causes the player to fall into square 27."
  it("from below 26, a throw past 26 ends on 27 (without Trap: no move), with the throw's extra throw", () => {
    const plain = kendall({ a: [24, 3, 5], b: [12, 14, 16] });
    expect(legal(plain, 4)).toEqual(["3>7", "5>9"]);
    const trap = { ...plain, options: ["trap" as const] };
    expect(legal(trap, 4)).toEqual(["3>7", "5>9", "24>27"]);
    expect(legal(trap, 5)).toEqual(["3>8", "5>10", "24>27"]);
    const after = play(trap, 24, 4);
    expect(squaresOf(after.position).a).toEqual([3, 5, 27]);
    expect(after.extra).toBe(true);
    expect(play(trap, 24, 3).extra).toBe(false);
  });

  it("27 held: the move that would fall in is not legal; an exact throw to 26 is as ever", () => {
    const trap = kendall({ a: [24, 3, 5], b: [27, 14, 16], options: ["trap"] });
    expect(legal(trap, 4)).toEqual(["3>7", "5>9"]);
    expect(legal(trap, 2)).toEqual(["5>7", "24>26"]);
  });
});

describe("Home Row: no bearing off while a piece stands on 1-10", () => {
  // "A player must move all of their pieces out of the home row before bearing pieces off."
  it("the exits of 26 and 28-30 wait for the first row to empty", () => {
    const setup = { a: [26, 30, 7], b: [12, 14, 16] };
    expect(legal(kendall(setup), 5)).toEqual(["7>12x", "26>off", "30>off"]);
    expect(legal(kendall({ ...setup, options: ["home-row"] }), 5)).toEqual(["7>12x"]);
    expect(legal(kendall({ a: [26, 30, 20], b: [12, 14, 16], options: ["home-row"] }), 5)).toEqual(["20>25", "26>off", "30>off"]);
  });

  it("the piece on 27 too: its 4 is then a pass, which keeps the extra throw", () => {
    const setup = kendall({ a: [27, 3, 20], b: [12, 14, 16], options: ["home-row"] });
    expect(legal(setup, 4)).toEqual([]);
    const after = play(setup, "pass", 4);
    expect(after.extra).toBe(true);
    expect(squaresOf(after.position).a).toEqual([3, 20, 27]);
  });
});

describe("Starting Throw: a moves nothing before its first 1", () => {
  // "Each player must throw a 1 to begin play."
  const waiting = kendall({ a: [1, 3, 5], b: [2, 4, 7], options: ["starting-throw"], waiting: true });

  it("while a waits, its throws but a 1 are passes, a 4 or 5 keeping the extra throw", () => {
    for (const throwValue of [2, 3, 4, 5]) expect(legal(waiting, throwValue)).toEqual([]);
    expect(play(waiting, "pass", 4)).toMatchObject({ extra: true });
    expect(squaresOf(play(waiting, "pass", 4).position).waiting).toBe("s");
    expect(play(waiting, "pass", 2)).toMatchObject({ extra: false });
  });

  it("its first 1 moves a piece as usual and ends the wait", () => {
    expect(legal(waiting, 1)).toEqual(["1>2x", "3>4x", "5>6"]);
    const after = play(waiting, 5, 1);
    expect(squaresOf(after.position).waiting).toBe("-");
    expect(after.extra).toBe(true);
  });

  it("b does not wait; the field says `s` from the start", () => {
    expect(legal({ ...waiting, side: "b" }, 2)).toEqual(["4>6", "7>9"]);
    expect(engineOnBoth(["variant kendall+starting-throw", "pieces 3", "show"])[2]).toBe('{"position":"ababa.b....................... b 0 0 s"}');
  });
});

describe("the names of the options", () => {
  it("follow the name joined by +, in any order; each once, only on kendall", () => {
    expect(engineOnBoth(["variant kendall+home-row+trap", "variant kendall+starting-throw+trap+home-row", "show"])).toEqual([
      '{"ok":true}', '{"ok":true}', '{"position":"ababababababa.b............... b 0 0 s"}',
    ]);
    expect(engineOnBoth(["variant kendall+trap+trap", "variant wii+trap", "variant kendall+five-pieces", "variant kendall+"])).toEqual([
      '{"error":"an option is named twice"}',
      '{"error":"unknown option; only kendall takes options: trap, home-row, starting-throw"}',
      '{"error":"unknown option; only kendall takes options: trap, home-row, starting-throw"}',
      '{"error":"unknown option; only kendall takes options: trap, home-row, starting-throw"}',
    ]);
  });

  it("pieces keeps the options", () => {
    expect(engineOnBoth(["variant kendall+starting-throw", "pieces 2", "show"])[2]).toBe('{"position":"aba.b......................... b 0 0 s"}');
  });

  it("the fifth field is there exactly under Starting Throw", () => {
    const board = "aba.b.........................";
    expect(engineOnBoth([
      "variant kendall+starting-throw", "pieces 2", `position ${board} b 0 0`, `position ${board} b 0 0 x`, `position ${board} b 0 0 -`,
      "variant kendall", "pieces 2", `position ${board} b 0 0 s`,
    ])).toEqual([
      '{"ok":true}', '{"ok":true}',
      '{"error":"a position has five fields here: board side offA offB s|-"}',
      '{"error":"the fifth field must be \'s\' (a waits for its first 1) or \'-\'"}',
      '{"ok":true}', '{"ok":true}', '{"ok":true}',
      '{"error":"a position has four fields: board side offA offB"}',
    ]);
    expect(reply(kendall({ a: [1, 3], b: [2, 5], pieces: 2, options: ["starting-throw"] }), "show").position).toBe("aba.b......................... a 0 0 -");
  });
});
