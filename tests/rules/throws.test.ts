// Rule: each preset's throw (VARIANTS.md "throw" row): the values the protocol accepts, and the
// generator's sticks and die, compared on Node and Lua 5.1 through the test harness.

import { describe, expect, it } from "vitest";
import { chanceOutcomes } from "../../src/game/throws";
import { PresetName, getPreset } from "../../src/game/variants";
import { engineOnBoth, harnessOnBoth } from "../support/both";

const BAD_THROW = '{"error":"this preset cannot throw that value"}';
const SAMPLE = 3200;

/** `count` throws of the seeded generator, as value and faces (L light, d dark). */
function sample(variant: string, seed: number): { value: number; faces: string }[] {
  const [line] = harnessOnBoth([`throws ${variant} ${seed} ${SAMPLE}`]);
  return line.split(" ").map((entry) => {
    const [value, faces] = entry.split(":");
    return { value: Number(value), faces };
  });
}

function frequencies(values: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Checks each value's share of the sample against its probability (within a few standard errors). */
function expectShares(values: number[], probabilities: Record<number, number>): void {
  const counts = frequencies(values);
  expect([...counts.keys()].sort()).toEqual(Object.keys(probabilities).map(Number).sort());
  for (const [value, probability] of Object.entries(probabilities)) {
    const expected = probability * values.length;
    const tolerance = 5 * Math.sqrt(expected * (1 - probability));
    expect(Math.abs((counts.get(Number(value)) ?? 0) - expected)).toBeLessThan(tolerance);
  }
}

describe("wii (seed 000): four sticks, none light = 6", () => {
  // "four small sticks with two white faces and two black faces are rolled. The amount moved is
  // decided by how many white faces are rolled (1, 2, 3 or 4). If all black faces are rolled, move
  // six. There does not exist a roll resulting in a move of 5."
  it("the value is the number of light faces, or 6 for none", () => {
    for (const { value, faces } of sample("wii", 11)) {
      const light = faces.split("").filter((face) => face === "L").length;
      expect(faces).toHaveLength(4);
      expect(value).toBe(light === 0 ? 6 : light);
    }
  });

  it("p = 1, 4, 6, 4, 1 / 16 for 6, 1, 2, 3, 4", () => {
    expectShares(sample("wii", 12).map((entry) => entry.value), { 6: 1 / 16, 1: 4 / 16, 2: 6 / 16, 3: 4 / 16, 4: 1 / 16 });
  });

  it("the protocol takes 1, 2, 3, 4, 6 and refuses 5", () => {
    const replies = engineOnBoth(["variant wii", "legal 1", "legal 2", "legal 3", "legal 4", "legal 6", "legal 5", "legal 0", "legal 7"]);
    expect(replies.slice(1, 6).every((reply) => reply.startsWith('{"moves":'))).toBe(true);
    expect(replies.slice(6)).toEqual([BAD_THROW, BAD_THROW, BAD_THROW]);
  });
});

describe("the chance outcomes the engine reasons with", () => {
  // VARIANTS: wii "p = 1,4,6,4,1 /16 for 6,1,2,3,4"; antik and egyptian the same sticks with 5 for
  // none light; morales "one die, 1..6 uniform".
  it("are each preset's throw values with their exact probabilities", () => {
    const outcomes = (name: PresetName) => chanceOutcomes(getPreset(name)).map(({ value, probability }) => [value, probability * 16]);
    expect(outcomes("wii")).toEqual([[1, 4], [2, 6], [3, 4], [4, 1], [6, 1]]);
    expect(outcomes("antik")).toEqual([[1, 4], [2, 6], [3, 4], [4, 1], [5, 1]]);
    expect(outcomes("egyptian")).toEqual([[1, 4], [2, 6], [3, 4], [4, 1], [5, 1]]);
    expect(chanceOutcomes(getPreset("morales"))).toEqual([1, 2, 3, 4, 5, 6].map((value) => ({ value, probability: 1 / 6 })));
  });
});

describe("morales (seed 002): one die", () => {
  // "Pulse el botón para obtener un número aleatorio entre 1 y 6." (A random number from 1 to 6.)
  it("un número aleatorio entre 1 y 6, uniform", () => {
    const entries = sample("morales", 13);
    expect(entries.every((entry) => entry.faces === "")).toBe(true);
    expectShares(entries.map((entry) => entry.value), { 1: 1 / 6, 2: 1 / 6, 3: 1 / 6, 4: 1 / 6, 5: 1 / 6, 6: 1 / 6 });
  });

  it("the protocol takes 1-6", () => {
    const replies = engineOnBoth(["variant morales", "legal 1", "legal 6", "legal 0", "legal 7"]);
    expect(replies.slice(1, 3).every((reply) => reply.startsWith('{"moves":'))).toBe(true);
    expect(replies.slice(3)).toEqual([BAD_THROW, BAD_THROW]);
  });
});

describe("antik (seed 003) and egyptian (seed 004): four sticks, none light = 5", () => {
  // antik: "İlerleme, oyun zarının öncülü olan "sayma çubukları" ile yapılır." "Toplam dört adet
  // bulunan sayma çubuklarının bir yüzü bordo, diğer yüzü beyaz boyalıdır." (Four counting sticks,
  // one side burgundy, the other white.)
  // antik: "1 beyaz boyalı yüz gelirse, 1 / 2 beyaz boyalı yüz gelirse, 2 / 3 beyazı boyalı yüz
  // gelirse, 3 / Hepsi beyaz boyalı yüz gelirse, 4 / Hepsi bordo boyalı yüz gelirse, 5 hamle
  // yapılır." (One to four white faces: 1 to 4; all burgundy: 5.)
  // egyptian: "Cada jogador lança no chão pauzinhos que servem de dados." (Sticks serve as dice.)
  // egyptian: "Os lados claros dos pauzinhos indicam o número que foi tirado, e quatro lados
  // vermelhos indicam o número 5." (The light sides give the number; four red sides give 5.)
  for (const variant of ["antik", "egyptian"]) {
    it(`${variant}: light faces count, none light = 5, p = 1, 4, 6, 4, 1 / 16`, () => {
      const entries = sample(variant, 14);
      for (const { value, faces } of entries) {
        const light = faces.split("").filter((face) => face === "L").length;
        expect(value).toBe(light === 0 ? 5 : light);
      }
      expectShares(entries.map((entry) => entry.value), { 5: 1 / 16, 1: 4 / 16, 2: 6 / 16, 3: 4 / 16, 4: 1 / 16 });
    });

    it(`${variant}: the protocol takes 1-5 and refuses 6`, () => {
      const replies = engineOnBoth([`variant ${variant}`, "legal 5", "legal 6"]);
      expect(replies[1].startsWith('{"moves":')).toBe(true);
      expect(replies[2]).toBe(BAD_THROW);
    });
  }
});
