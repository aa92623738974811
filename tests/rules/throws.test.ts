// The throw: four sticks (light faces 1-4 count as such; none light is 6 in wii, 5 in antik and
// egyptian) or the morales die, drawn from a seeded generator identical on Node and Lua 5.1.

import { describe, expect, it } from "vitest";
import { harnessOnBoth } from "../support/both";
import { chanceOutcomes } from "../../src/game/throws";
import { getPreset } from "../../src/game/variants";

const SAMPLE = 64000;

function tally(reply: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const part of reply.split(" ")) {
    const value = Number(part.split(":")[0]);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

describe("chance outcomes", () => {
  it("wii: 'If all black faces are rolled, move six. There does not exist a roll resulting in a move of 5.'", () => {
    expect(chanceOutcomes(getPreset("wii"))).toEqual([
      { value: 1, probability: 4 / 16 },
      { value: 2, probability: 6 / 16 },
      { value: 3, probability: 4 / 16 },
      { value: 4, probability: 1 / 16 },
      { value: 6, probability: 1 / 16 },
    ]);
  });

  it("antik and egyptian: all dark scores 5 ('Hepsi bordo boyalı yüz gelirse, 5'; 'quatro lados vermelhos indicam o número 5')", () => {
    for (const name of ["antik", "egyptian"] as const) {
      expect(chanceOutcomes(getPreset(name)).map((outcome) => [outcome.value, outcome.probability * 16])).toEqual([
        [1, 4], [2, 6], [3, 4], [4, 1], [5, 1],
      ]);
    }
  });

  it("morales: 'un número aleatorio entre 1 y 6', uniform", () => {
    expect(chanceOutcomes(getPreset("morales"))).toEqual([1, 2, 3, 4, 5, 6].map((value) => ({ value, probability: 1 / 6 })));
  });
});

describe("the generator", () => {
  const [wii, morales, antik] = harnessOnBoth([`throws wii 7 ${SAMPLE}`, `throws morales 7 ${SAMPLE}`, `throws antik 7 ${SAMPLE}`]);

  it("the same seed gives the same throws, a different seed different ones", () => {
    const [again, other] = harnessOnBoth(["throws wii 7 50", "throws wii 8 50"]);
    expect(wii.startsWith(again)).toBe(true);
    expect(other).not.toBe(again);
  });

  it("each stick's face decides the value: the count of light faces, or the all-dark score", () => {
    for (const part of antik.split(" ")) {
      const [value, faces] = part.split(":");
      const light = faces.split("").filter((face) => face === "L").length;
      expect(Number(value)).toBe(light === 0 ? 5 : light);
    }
  });

  it("frequencies match the probabilities (within 4 standard deviations over 64,000 throws)", () => {
    const check = (reply: string, name: "wii" | "morales") => {
      const counts = tally(reply);
      for (const { value, probability } of chanceOutcomes(getPreset(name))) {
        const expected = SAMPLE * probability;
        const deviation = Math.sqrt(SAMPLE * probability * (1 - probability));
        expect(Math.abs((counts.get(value) ?? 0) - expected), `${name} ${value}`).toBeLessThan(4 * deviation);
      }
    };
    check(wii, "wii");
    check(morales, "morales");
  });
});
