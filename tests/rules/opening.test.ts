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
