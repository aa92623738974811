// Hand-checked sequences from each preset's start: several throws in a row, every reply worked out
// on paper from the rules before it was run.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";

const DOTS = (count: number) => ".".repeat(count);

describe("wii: captures, extra throws and a barrier from the start", () => {
  it("six throws", () => {
    expect(
      engineOnBoth(["variant wii", "move 9 1", "move 10 3", "move 13 2", "legal 4", "move 9 4", "legal 6", "move 7 6", "legal 2", "move 15 2"]),
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
