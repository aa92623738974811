// Hand-checked sequences from each preset's start: several throws in a row, every reply worked out
// on paper from the rules before it was run.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { boardText } from "../support/scenario";

const DOTS = (count: number) => ".".repeat(count);

/** A position reply's text: the squares of a and b, side and borne-off counts. */
function at(a: number[], b: number[], side: string, offA: number, offB: number): string {
  return `${boardText(a, b)} ${side} ${offA} ${offB}`;
}

function outcome(position: string, extra: boolean, winner?: string): string {
  return `{"position":"${position}","extra":${extra}${winner === undefined ? "" : `,"winner":"${winner}"`}}`;
}

describe("wii: captures, extra throws and a barrier from the start", () => {
  it("six throws", () => {
    expect(
      engineOnBoth(["variant wii", "move 9 1", "move 10 3", "move 13 2", "legal 4", "move 9 4"].concat(
        ["legal 6", "move 7 6", "legal 2", "move 15 2"],
      )),
    ).toEqual([
      '{"ok":true}',
      // a 9→10 captures the lone b (9 and 11 are not b's): b to 9; a 1 throws again.
      `{"position":"ababababba${DOTS(20)} a 0 0","extra":true}`,
      // 10→13 past the empty 11, 12; a 3 throws again.
      `{"position":"ababababb...a${DOTS(17)} a 0 0","extra":true}`,
      // 13→15; a 2 ends the turn.
      `{"position":"ababababb.....a${DOTS(15)} b 0 0","extra":false}`,
      // b: 2→6 and 4→8 land on own pieces; 6, 8, 9 move (a's lone pieces are no barrier).
      '{"moves":[{"from":6,"to":10},{"from":8,"to":12},{"from":9,"to":13}]}',
      `{"position":"abababab....b.a${DOTS(15)} a 0 0","extra":false}`,
      // a: 1→7 own; 7→13 captures the lone b; 15→21 free.
      '{"moves":[{"from":3,"to":9},{"from":5,"to":11},{"from":7,"to":13,"capture":true},{"from":15,"to":21}]}',
      `{"position":"abababbb....a.a${DOTS(15)} a 0 0","extra":true}`,
      // a: 1→3, 3→5, 13→15 own; 5→7 hits b's run 6-8 (protected). Only 15→17.
      '{"moves":[{"from":15,"to":17}]}',
      `{"position":"abababbb....a...a${DOTS(13)} b 0 0","extra":false}`,
    ]);
  });
});

describe("morales: the forfeit, extra throws and an exchange back", () => {
  it("five throws", () => {
    expect(
      engineOnBoth(["variant morales", "legal 5", "pass 5", "move 14 4", "move 12 1", "move 13 2", "legal 3", "move 12 3"]),
    ).toEqual([
      '{"ok":true}',
      '{"moves":[]}',
      // 5 loses the turn.
      `{"position":"ababababababab${DOTS(16)} b 0 0","extra":false}`,
      // b 14→18; a 4 throws again.
      `{"position":"ababababababa....b${DOTS(12)} b 0 0","extra":true}`,
      // b 12→13 takes the lone a (12 is the mover's, 14 empty): a to 12; a 1 throws again.
      `{"position":"abababababaab....b${DOTS(12)} b 0 0","extra":true}`,
      // b 13→15; a 2 ends the turn.
      `{"position":"abababababaa..b..b${DOTS(12)} a 0 0","extra":false}`,
      // a: 1→4, 3→6, 5→8, 7→10 take lone b's (each stands between a's); 9→12 is a's own;
      // 11→14 is free; 12→15 takes the lone b.
      '{"moves":[{"from":1,"to":4,"capture":true},{"from":3,"to":6,"capture":true},{"from":5,"to":8,"capture":true},{"from":7,"to":10,"capture":true},{"from":11,"to":14},{"from":12,"to":15,"capture":true}]}',
      `{"position":"abababababab..a..b${DOTS(12)} b 0 0","extra":false}`,
    ]);
  });
});

describe("antik: no extra throws, protected pieces block", () => {
  it("four throws", () => {
    expect(engineOnBoth(["variant antik", "legal 5", "move 9 5", "legal 1", "move 10 1", "legal 4", "move 7 4", "legal 3"])).toEqual([
      '{"ok":true}',
      // Every b at the start is alone (between two a's), so nothing blocks and each lands captures.
      '{"moves":[{"from":1,"to":6,"capture":true},{"from":3,"to":8,"capture":true},{"from":5,"to":10,"capture":true},{"from":7,"to":12},{"from":9,"to":14}]}',
      `{"position":"abababab.b...a${DOTS(16)} b 0 0","extra":false}`,
      '{"moves":[{"from":2,"to":3,"capture":true},{"from":4,"to":5,"capture":true},{"from":6,"to":7,"capture":true},{"from":8,"to":9},{"from":10,"to":11}]}',
      // No extra throw after a 1 in antik.
      `{"position":"abababab..b..a${DOTS(16)} a 0 0","extra":false}`,
      // 1→5, 3→7 own; 5→9 past lone b's; 7→11 takes the lone b; 14→18.
      '{"moves":[{"from":5,"to":9},{"from":7,"to":11,"capture":true},{"from":14,"to":18}]}',
      `{"position":"abababbb..a..a${DOTS(16)} b 0 0","extra":false}`,
      // b: 2→5 takes the lone a past the lone a on 3; 4→7 own; 6→9 and 7→10 past own pieces;
      // 8→11 takes the lone a.
      '{"moves":[{"from":2,"to":5,"capture":true},{"from":6,"to":9},{"from":7,"to":10},{"from":8,"to":11,"capture":true}]}',
    ]);
  });
});

describe("egyptian: a piece runs home through 26 with extra throws", () => {
  it("five throws", () => {
    expect(engineOnBoth(["variant egyptian", "move 13 5", "move 18 4", "move 22 4", "legal 5", "move 26 5", "legal 2", "move 11 2"])).toEqual([
      '{"ok":true}',
      // 13→18; a 5 throws again.
      `{"position":"abababababab.b...a${DOTS(12)} a 0 0","extra":true}`,
      `{"position":"abababababab.b.......a${DOTS(8)} a 0 0","extra":true}`,
      // 22→26, exactly.
      `{"position":"abababababab.b...........a${DOTS(4)} a 0 0","extra":true}`,
      // 26 bears off with 5; 1→6 .. 9→14 capture lone b's; 11→16 free.
      '{"moves":[{"from":1,"to":6,"capture":true},{"from":3,"to":8,"capture":true},{"from":5,"to":10,"capture":true},{"from":7,"to":12,"capture":true},{"from":9,"to":14,"capture":true},{"from":11,"to":16},{"from":26,"to":31}]}',
      `{"position":"abababababab.b${DOTS(16)} a 1 0","extra":true}`,
      '{"moves":[{"from":11,"to":13}]}',
      `{"position":"ababababab.bab${DOTS(16)} b 1 0","extra":false}`,
    ]);
  });
});

describe("endgames, hand-checked", () => {
  it("wii: a capture on the way home, an obligatory backward capture from 26, a win on 28", () => {
    const start = at([22, 28], [25, 29, 30], "a", 3, 2);
    expect(
      engineOnBoth([
        `position ${start}`,
        "legal 3",
        "move 28 3",
        "move 22 3",
        "move 25 1",
        "legal 4",
        "move 26 4",
        "legal 2",
        "move 30 2",
        "move 22 6",
        "move 28 3",
      ]).slice(1),
    ).toEqual([
      // 22→25 takes the lone b; 28 bears off past b's 29-30 (two: no barrier).
      '{"moves":[{"from":22,"to":25,"capture":true},{"from":28,"to":31}]}',
      outcome(at([22], [25, 29, 30], "a", 4, 2), true),
      outcome(at([25], [22, 29, 30], "a", 4, 2), true),
      outcome(at([26], [22, 29, 30], "a", 4, 2), true),
      // 26→30 meets the protected 30, nothing else moves forward: back to 22, taking the lone b.
      '{"moves":[{"from":26,"to":22,"capture":true,"backward":true}]}',
      outcome(at([22], [26, 29, 30], "b", 4, 2), false),
      '{"moves":[{"from":26,"to":28},{"from":29,"to":31},{"from":30,"to":31}]}',
      outcome(at([22], [26, 29], "a", 4, 3), false),
      // 22→28 past the lone b on 26 onto the (empty) safe 28; a 6 throws again.
      outcome(at([28], [26, 29], "a", 4, 3), true),
      outcome(at([], [26, 29], "b", 5, 3), false, "a"),
    ]);
  });

  it("morales: the first row holds a piece on 26; a 1 bears off from 30; a 5 forfeits; b wins from 28", () => {
    const start = at([9, 26], [28, 30], "a", 5, 5);
    expect(
      engineOnBoth(["variant morales", `position ${start}`, "legal 6", "move 9 6", "legal 1", "move 30 1"].concat(
        ["legal 2", "pass 2", "legal 4", "move 26 4", "pass 5", "move 28 3"],
      )).slice(2),
    ).toEqual([
      '{"moves":[{"from":9,"to":15}]}',
      outcome(at([15, 26], [28, 30], "b", 5, 5), false),
      '{"moves":[{"from":30,"to":31}]}',
      outcome(at([15, 26], [28], "b", 5, 6), true),
      '{"moves":[]}',
      outcome(at([15, 26], [28], "a", 5, 6), false),
      '{"moves":[{"from":15,"to":19},{"from":26,"to":30}]}',
      outcome(at([15, 30], [28], "a", 5, 6), true),
      outcome(at([15, 30], [28], "b", 5, 6), false),
      outcome(at([15, 30], [], "a", 5, 7), false, "b"),
    ]);
  });

  it("antik: a capture on 26, any throw from 30, a backward move from 26 while 29 waits", () => {
    const start = at([24, 29], [26, 30], "a", 3, 3);
    expect(
      engineOnBoth(["variant antik", `position ${start}`, "legal 2", "move 24 2", "legal 4", "move 30 4"].concat(
        ["legal 3", "move 26 3", "legal 2", "move 24 2", "legal 1"],
      )).slice(2),
    ).toEqual([
      // 29 bears off with exactly 2, past the lone (unprotected) b on 30.
      '{"moves":[{"from":24,"to":26,"capture":true},{"from":29,"to":31}]}',
      outcome(at([26, 29], [24, 30], "b", 3, 3), false),
      // b's 24 cannot pass 26; 30 leaves with anything.
      '{"moves":[{"from":30,"to":31}]}',
      outcome(at([26, 29], [24], "a", 3, 4), false),
      // 26→29 is a's own, 29 needs exactly 2: back from 26 past the lone b on 24; 29 never goes back.
      '{"moves":[{"from":26,"to":23,"backward":true}]}',
      outcome(at([23, 29], [24], "b", 3, 4), false),
      '{"moves":[{"from":24,"to":26}]}',
      outcome(at([23, 29], [26], "a", 3, 4), false),
      '{"moves":[{"from":23,"to":24}]}',
    ]);
  });

  it("egyptian: a hit on 28 sends the pawn to the water, and below 15 when 15 is taken", () => {
    const start = at([26, 29], [15, 28], "a", 5, 5);
    expect(
      engineOnBoth(["variant egyptian", `position ${start}`, "legal 2", "move 26 2", "legal 1", "move 15 1"].concat(
        ["move 16 3", "legal 3", "move 28 3", "move 19 5", "legal 4"],
      )).slice(2),
    ).toEqual([
      '{"moves":[{"from":26,"to":28,"capture":true},{"from":29,"to":31}]}',
      // The lone b on 28 goes to the water; 15 is b's own, so to 14.
      outcome(at([28, 29], [14, 15], "b", 5, 5), false),
      '{"moves":[{"from":15,"to":16}]}',
      outcome(at([28, 29], [14, 16], "b", 5, 5), true),
      outcome(at([28, 29], [14, 19], "a", 5, 5), false),
      '{"moves":[{"from":28,"to":31}]}',
      outcome(at([29], [14, 19], "b", 6, 5), false),
      outcome(at([29], [14, 24], "b", 6, 5), true),
      // 24→28 would pass 26 without stopping there.
      '{"moves":[{"from":14,"to":18}]}',
    ]);
  });
});
