// antik: "Oyuna kimin başlayacağı, sayma çubukları ile belirlenir. 1'i yakalayan ilk oyuncu,
// oyuna başlar." (The sticks decide who starts: the first player to throw a 1 starts.) "Oyuna
// başlama hakkını kazanan oyuncu sayma çubuklarını yeniden atar" (the winner throws again).

import { describe, expect, it } from "vitest";
import { harnessOnBoth } from "../support/both";

const SEEDS = 300;

describe("antik opening ritual", () => {
  const rituals = harnessOnBoth(Array.from({ length: SEEDS }, (_, seed) => `opening ${seed}`));

  it("players throw in turn, a first, until one throws a 1; that player then throws for the first move", () => {
    for (const ritual of rituals) {
      const parts = ritual.split(" ");
      const start = parts.pop()!;
      const throws = parts.map((part) => part.split(":"));
      throws.forEach(([player, value], index) => {
        expect(player).toBe(index % 2 === 0 ? "a" : "b");
        expect(value === "1").toBe(index === throws.length - 1);
      });
      expect(start).toBe(`start:${throws[throws.length - 1][0]}:throw`);
    }
  });

  it("either player can win the start", () => {
    const starters = new Set(rituals.map((ritual) => ritual.split(" ").pop()));
    expect(starters).toEqual(new Set(["start:a:throw", "start:b:throw"]));
  });
});

// kendall: "Players alternate turns throwing the sticks, and the first one to throw 1 plays as white
// and moves the white piece in front." jequier: "The first player to throw a 1 plays as black, moves
// the black piece in front of the line of pieces one space, and then continues to play."
describe("kendall's and jequier's opening: the first to throw a 1 takes the even side", () => {
  for (const [variant, start] of [
    ["kendall", "ababababababa.b............... b 0 0"],
    ["jequier", "ababababa.b................... b 0 0"],
    ["kendall+starting-throw", "ababababababa.b............... b 0 0 s"],
  ]) {
    const rituals = harnessOnBoth(Array.from({ length: 100 }, (_, seed) => `ritual ${variant} ${seed}`));

    it(`${variant}: throws in turn, the first player first, until a 1; b's front piece then moved, b to throw`, () => {
      for (const ritual of rituals) {
        const words = ritual.split(" ");
        const position = words.splice(words.length - (start.split(" ").length), start.split(" ").length).join(" ");
        const winner = words.pop()!;
        const throws = words.map((part) => part.split(":"));
        throws.forEach(([player, value], index) => {
          expect(player).toBe(index % 2 === 0 ? "a" : "b");
          expect(value === "1").toBe(index === throws.length - 1);
        });
        expect(winner).toBe(`even:${throws[throws.length - 1][0]}`);
        expect(position).toBe(start);
      }
    });

    it(`${variant}: either player can take the even side`, () => {
      expect(new Set(rituals.map((ritual) => ritual.split(" ").find((word) => word.startsWith("even:"))))).toEqual(new Set(["even:a", "even:b"]));
    });
  }
});
