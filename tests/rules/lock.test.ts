// Rule: a locked game (docs/rules.md, A game that cannot end): a position where neither side has
// a move for any throw ends, at its first pass, with no winner (a draw). Only Kendall's rescued
// piece can lock a game: a frozen rescued piece holds its whole side, and the other side is
// jammed behind it. Jéquier's first row jams pieces, but never every piece (tools/experiments/
// lock-search.ts finds no locked board in any other preset, with any number of pieces).
// Node and Lua 5.1 answer the same.

import { describe, expect, it } from "vitest";
import { harnessOnBoth } from "../support/both";

/** b's rescued piece on 8, held by its own pieces ahead (9-13) and a's behind (3-7, each beside another). */
const KENDALL_LOCKED = "aaaaaaaBbbbbb......b..........";

function lock(variant: string, pieces: number, position: string): string {
  return harnessOnBoth([`lock ${variant} ${pieces} 1 ${position}`])[0];
}

describe("a locked game", () => {
  it("is found whoever is to throw, and the turn flow ends it at the pass with no winner", () => {
    expect(lock("kendall", 7, `${KENDALL_LOCKED} a 0 0`)).toBe("locked T=2 over -");
    expect(lock("kendall", 7, `${KENDALL_LOCKED} b 0 0`)).toBe("locked T=2 over -");
    expect(lock("kendall", 7, "aAaaaaaBbbbbb......b.......... b 0 0")).toBe("locked T=2 over -");
  });

  it("is found under Kendall's options: Home Row, and Starting Throw's wait", () => {
    expect(lock("kendall+home-row", 7, `${KENDALL_LOCKED} b 0 0`)).toBe("locked T=2 over -");
    expect(lock("kendall+starting-throw", 7, `${KENDALL_LOCKED} a 0 0 s`)).toBe("locked T=2 over -");
  });
});

describe("a nearly locked game goes on", () => {
  it("where one side has a move for one throw only", () => {
    // b's rescued piece reaches 13 with a 5 and nothing else; a passes and the game goes on
    expect(lock("kendall", 7, "aaaaaaaBbbbb.b.....b.......... a 0 0")).toBe("open T=2 throw -");
    expect(lock("kendall", 7, "aaaaaaaBbbbb.b.....b.......... b 0 0")).toBe("open T=2 throw -");
  });

  it("where the rescued piece can go back", () => {
    expect(lock("kendall", 7, "aaaaaaa.bbbbbB.....b.......... a 0 0")).toBe("open T=2 move -");
  });

  it("in Jéquier's first row jammed but for its front piece", () => {
    // every piece on 1-9 waits for the square ahead; b's piece on 10 has 11 free
    expect(lock("jequier", 5, "ababababab.................... a 0 0")).toBe("open T=2 throw -");
  });

  it("never where the game is won", () => {
    expect(lock("jequier", 5, "..........a................... a 4 5")).toBe("open T=2 throw -");
  });
});
