// Rule: Jéquier's reconstruction (docs/rules.md, the scholars' reconstructions): the start, the
// first row, capture to the back, protection and blockades within a row, the backward move piece
// by piece, the safe squares, the water, bearing off from the last row, the extra throws.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { Setup, legal, play, squaresOf } from "../support/scenario";

const jequier = (setup: Omit<Setup, "variant">): Setup => ({ variant: "jequier", pieces: 3, ...setup });
const START = { variant: "jequier" as const, a: [1, 3, 5, 7, 9], b: [2, 4, 6, 8, 11] };

describe("jequier: the start", () => {
  // "The first player to throw a 1 plays as black, moves the black piece in front of the line of
  // pieces one space, and then continues to play."
  it("after the opening b's piece from 10 stands on 11, b to throw", () => {
    expect(engineOnBoth(["variant jequier", "show"])[1]).toBe('{"position":"ababababa.b................... b 0 0"}');
  });
});

describe("jequier: the first row", () => {
  // "Pieces which are in their starting spots may not move until after the piece immediately in
  // front of them has moved."
  it("a piece on 1-10 moves only while the square ahead of it is empty", () => {
    expect(legal({ ...START, side: "b" }, 1)).toEqual(["11>12"]);
    expect(legal({ ...START, side: "b" }, 2)).toEqual(["11>13"]);
  });

  it("a piece held there cannot move backward either", () => {
    expect(legal(jequier({ a: [7, 20, 25], b: [8, 16, 17] }), 6)).toEqual(["20>26", "25<19"]);
  });

  it("the row ends at 10: a piece on 11 moves with 12 held", () => {
    expect(legal(jequier({ a: [11, 20, 25], b: [12, 2, 5] }), 2)).toEqual(["11>13", "20>22", "25>1w"]);
  });
});

describe("jequier: capture to the back", () => {
  // "Pieces may land on a square with an opponent's piece, sending the opponent's piece back to
  // the unoccupied space furthest from the end."
  it("the captured piece goes to the lowest empty square, judged before the mover leaves", () => {
    const setup = jequier({ a: [1, 20, 22], b: [3, 8, 9] });
    expect(legal(setup, 2)).toEqual(["1>3x", "20<18", "22>24"]);
    expect(squaresOf(play(setup, 1, 2).position)).toMatchObject({ a: [3, 20, 22], b: [2, 8, 9] });
  });

  // "However, if two or more of the opponent's pieces are in a row, these cannot be sent back in
  // this way." Decision: in one row of the board.
  it("neighbours protect only within a row: 10 and 11 do not", () => {
    const setup = jequier({ a: [8, 20, 22], b: [10, 11, 5] });
    expect(legal(setup, 2)).toEqual(["8>10x", "20<18", "22>24"]);
    expect(squaresOf(play(setup, 8, 2).position).b).toEqual([1, 5, 11]);
    expect(legal(jequier({ a: [8, 20, 22], b: [10, 9, 5] }), 2)).toEqual(["20<18", "22>24"]);
  });
});

describe("jequier: blockades of three in a row", () => {
  // "Pieces may not move past a group of the opponent's pieces which are resting in three squares in a row."
  it("three in one row cannot be jumped", () => {
    expect(legal(jequier({ a: [16, 24, 25], b: [18, 19, 20] }), 6)).toEqual(["16<10", "24>30"]);
  });

  it("three across the end of a row are no blockade", () => {
    expect(legal(jequier({ a: [17, 24, 25], b: [19, 20, 21] }), 6)).toEqual(["17>23", "24>30"]);
  });
});

describe("jequier: backward, piece by piece", () => {
  // "If a piece cannot move forward, it must move backward to an open space."
  it("a piece with no forward move may go backward while others go forward", () => {
    expect(legal(jequier({ a: [1, 20, 22], b: [3, 8, 9] }), 2)).toContain("20<18");
  });

  it("only to an empty square: a backward move never captures", () => {
    expect(legal(jequier({ a: [20, 22, 11], b: [18, 3, 5] }), 2)).toEqual(["11>13", "22>24"]);
  });
});

describe("jequier: safe squares 15, 26, 28, 29", () => {
  // "Pieces on squares 26, 28, 29, and 20 are likewise safe from being sent back." Decision: 15 for 20, as Ludii's code.
  it("no capture on 15 or 26; on 30 there is", () => {
    const setup = jequier({ a: [13, 24, 28], b: [15, 26, 30] });
    expect(legal(setup, 2)).toEqual(["13<11", "24<22", "28>30x"]);
  });

  it("20 is not safe", () => {
    expect(legal(jequier({ a: [18, 24, 25], b: [20, 2, 5] }), 2)).toEqual(["18>20x", "24>26", "25>1w"]);
  });
});

describe("jequier: the water", () => {
  // "A piece landing in square 27 is sent back to the furthest unoccupied space from the end."
  it("to the lowest empty square, not to 15", () => {
    expect(legal(jequier({ a: [25, 1, 2], b: [3, 4, 12] }), 2)).toEqual(["25>5w"]);
  });
});

describe("jequier: bearing off from the last row", () => {
  // "Pieces cannot be borne off until all of the player's pieces are in the last row. Pieces moving
  // beyond the final space are borne off the board."
  it("only when every piece of the side on the board stands on 21-30; 28-30 are ordinary squares", () => {
    expect(legal(jequier({ a: [20, 26, 29], b: [2, 4, 6] }), 4)).toEqual(["20>24", "26>30", "29<25"]);
    expect(legal(jequier({ a: [21, 26, 29], b: [2, 4, 6] }), 4)).toEqual(["21>25", "26>30", "29>off"]);
    expect(legal(jequier({ a: [21, 26, 28], b: [2, 4, 6] }), 1)).toEqual(["21>22", "26>1w", "28>29"]);
  });
});

describe("jequier: extra throws", () => {
  // "Throws of 1, 4, and 6 grant the player another throw." "If no moves are possible, the turn ends."
  it("after 1, 4 and 6, kept after a pass", () => {
    const setup = jequier({ a: [12, 20, 24], b: [2, 4, 6] });
    expect([1, 2, 3, 4, 6].map((value) => play(setup, 12, value).extra)).toEqual([true, false, false, true, true]);
    const stuck = jequier({ a: [1, 2], b: [3, 4], pieces: 2 });
    expect(legal(stuck, 6)).toEqual([]);
    expect(play(stuck, "pass", 6).extra).toBe(true);
    expect(play(stuck, "pass", 2).extra).toBe(false);
  });
});
