// The analysis on Node and on Lua 5.1 to the last bit (the harness's chance, decision and review
// commands): each side's chance to win on random positions of every preset (its own pieces, where
// the network judges, and seven a side, where the hand-made evaluation does; the last race's exact
// table), every move's chance and the master's choice, and whole games reviewed at once and a
// step at a time.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { winnerOf } from "../../src/game/board";
import { formatPosition } from "../../src/game/notation";
import { legalMoves } from "../../src/game/moves";
import { PRESET_NAMES } from "../../src/game/variants";
import { AI_LEVELS } from "../../src/game/ai/index";
import { harnessOnBoth } from "../support/both";
import { situationArbitrary } from "../ai/positions";

describe("the analysis on Node and Lua 5.1", () => {
  const situations = [...fc.sample(situationArbitrary(true), { numRuns: 120, seed: 90 }), ...fc.sample(situationArbitrary(false), { numRuns: 60, seed: 91 })].filter(
    (situation) => winnerOf(situation.position, situation.preset.pieces) === undefined,
  );

  it("gives each side the same chance to win, the last race's included", () => {
    const lines = situations.map((situation) => `chance ${situation.preset.name} ${situation.preset.pieces} ${formatPosition(situation.position, situation.preset)}`);
    // The last race: one piece a side on the board.
    for (const name of PRESET_NAMES) lines.push(`chance ${name} 5 ..........a......b............ b 4 4`);
    // Kendall's last race: a piece waiting in the water, rescued pieces (upper case).
    lines.push("chance kendall 5 .........b................a... a 4 4", "chance kendall 5 ..............A...........b... b 4 4", "chance kendall 5 .............AB............... a 4 4");
    const replies = harnessOnBoth(lines);
    expect(replies).not.toContain("error");
    expect(new Set(replies).size).toBeGreaterThan(lines.length / 2);
  });

  it("gives every move the same chance and takes the same master's choice", () => {
    const lines = situations
      .filter((situation) => legalMoves(situation.preset, situation.position, situation.throwValue).length > 1)
      .slice(0, 60)
      .map((situation) => `decision ${situation.throwValue} ${situation.preset.name} ${situation.preset.pieces} ${formatPosition(situation.position, situation.preset)}`);
    expect(lines.length).toBeGreaterThan(30);
    const replies = harnessOnBoth(lines);
    for (const reply of replies) expect(reply).toMatch(/^\d+ \d+:\d+ \d+(,\d+:\d+ \d+)+ steps \d+ work \d+$/);
  });

  it("judges Kendall's water the same: leaving the waiting piece on 27 beside moving it out", () => {
    // a's piece waits on 27: leaving it there is best against two pieces far back, moving it out
    // against a piece on 15; a 4 bears it off, with no choice to leave it.
    const lines = [
      "decision 2 kendall 7 b.b.......................a... a 6 5",
      "decision 2 kendall 7 .......a......b....a......a..b a 4 5",
      "decision 5 kendall 7 ......b..................baaba a 4 4",
      "decision 4 kendall 7 .......a......b....a......a..b a 4 5",
      // The last race, judged by the exact table: against b's piece on 20 moving out is best,
      // against one on 28 (which leaves only with a 3) the stay.
      "decision 2 kendall 5 ...................b......a... a 4 4",
      "decision 2 kendall 5 ..........................ab.. a 4 4",
    ];
    const replies = harnessOnBoth(lines);
    const stay = (best: string) => new RegExp(`^${best} 27:\\d+ \\d+,stay:\\d+ \\d+ steps \\d+ work \\d+$`);
    expect(replies[0]).toMatch(stay("stay"));
    expect(replies[1]).toMatch(stay("27"));
    expect(replies[2]).toMatch(/^stay [\d: ,]+,stay:/);
    expect(replies[3]).not.toContain("stay");
    expect(replies[4]).toMatch(stay("27"));
    expect(replies[5]).toMatch(stay("stay"));
    // A game of random choices, the piece left on 27 among them, reviewed the same.
    const [review] = harnessOnBoth(["review kendall 7 6 water"]);
    expect(review).toMatch(/^\d+ whole .* same \d+$/);
  });

  it("reviews whole games the same, at once and a step at a time", () => {
    const lines = ["review wii 5 3", "review morales 7 4", "review antik 5 5", "review egyptian 7 6", "review wii 2 7", "review wii 3 35 master"];
    const replies = harnessOnBoth(lines);
    // Throws, whole, each player's decisions, marks, hints, loss in all and per decision, rating
    // and luck, the master's own moves the analysis calls bad (each marked ?! only), a digest, the
    // stepped review's agreement.
    const player = (side: string) => `${side}( \\d+){5}( -?\\d+){4} (${AI_LEVELS.join("|")})( -?\\d+){2}`;
    const whole = new RegExp(`^\\d+ whole ${player("a")} ${player("b")} masters \\[(\\d+:1(,\\d+:1)*)?\\] \\d+ same \\d+$`);
    for (const reply of replies) expect(reply).toMatch(whole);
    // A game where side a plays the master: moves of it the analysis would mark ? (the game of three
    // pieces a side in tests/analysis/review.test.ts), each ?! instead, on Lua 5.1 as on Node.
    expect(replies[5]).toMatch(/ masters \[\d+:1(,\d+:1)+\] /);
  });

  it("answers bad requests with an error", () => {
    const bad = ["chance wii 9 ababababab.................... a 0 0", "decision 5 wii 5 ababababab.................... a 0 0", "review chess 5 1", "review wii 5 1 hard", "review wii 5 1 water master"];
    expect(harnessOnBoth(bad)).toEqual(["error", "error", "error", "error", "error"]);
  });
});
