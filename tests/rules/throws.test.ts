// The throw: four sticks (light faces 1-4 count as such; none light is 6 in wii, 5 in antik and
// egyptian) or the morales die, drawn from a seeded generator identical on Node and Lua 5.1.

import { describe, expect, it } from "vitest";
import { engineOnBoth, harnessOnBoth } from "../support/both";
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

// Per preset: the values the protocol accepts, and the sticks' faces for the presets the generator
// checks above do not cover.

const BAD_THROW = '{"error":"this preset cannot throw that value"}';
const PRESET_SAMPLE = 3200;

/** `PRESET_SAMPLE` throws of the seeded generator, as value and faces (L light, d dark). */
function sample(variant: string, seed: number): { value: number; faces: string }[] {
  const [line] = harnessOnBoth([`throws ${variant} ${seed} ${PRESET_SAMPLE}`]);
  return line.split(" ").map((entry) => {
    const [value, faces] = entry.split(":");
    return { value: Number(value), faces };
  });
}

function lightFaces(faces: string): number {
  return faces.split("").filter((face) => face === "L").length;
}

describe("wii (seed 000): four sticks, none light = 6", () => {
  // "four small sticks with two white faces and two black faces are rolled. The amount moved is
  // decided by how many white faces are rolled (1, 2, 3 or 4). If all black faces are rolled, move
  // six. There does not exist a roll resulting in a move of 5."
  it("the value is the number of light faces of four sticks, or 6 for none", () => {
    for (const { value, faces } of sample("wii", 11)) {
      expect(faces).toHaveLength(4);
      expect(value).toBe(lightFaces(faces) === 0 ? 6 : lightFaces(faces));
    }
  });

  it("the protocol takes 1, 2, 3, 4, 6 and refuses 5", () => {
    const replies = engineOnBoth(["variant wii", "legal 1", "legal 2", "legal 3", "legal 4", "legal 6", "legal 5", "legal 0", "legal 7"]);
    expect(replies.slice(1, 6).every((reply) => reply.startsWith('{"moves":'))).toBe(true);
    expect(replies.slice(6)).toEqual([BAD_THROW, BAD_THROW, BAD_THROW]);
  });
});

describe("morales (seed 002): one die", () => {
  // "Pulse el botón para obtener un número aleatorio entre 1 y 6." (A random number from 1 to 6.)
  it("a die has no faces to show, and the protocol takes 1-6 only", () => {
    expect(sample("morales", 13).every((entry) => entry.faces === "" && entry.value >= 1 && entry.value <= 6)).toBe(true);
    const replies = engineOnBoth(["variant morales", "legal 1", "legal 6", "legal 0", "legal 7"]);
    expect(replies.slice(1, 3).every((reply) => reply.startsWith('{"moves":'))).toBe(true);
    expect(replies.slice(3)).toEqual([BAD_THROW, BAD_THROW]);
  });
});

describe("antik (seed 003) and egyptian (seed 004): four sticks, none light = 5", () => {
  // antik: "İlerleme, oyun zarının öncülü olan "sayma çubukları" ile yapılır." "Toplam dört adet
  // bulunan sayma çubuklarının bir yüzü bordo, diğer yüzü beyaz boyalıdır." (Four counting sticks,
  // one side burgundy, the other white.) "1 beyaz boyalı yüz gelirse, 1 / 2 beyaz boyalı yüz
  // gelirse, 2 / 3 beyazı boyalı yüz gelirse, 3 / Hepsi beyaz boyalı yüz gelirse, 4 / Hepsi bordo
  // boyalı yüz gelirse, 5 hamle yapılır." (One to four white faces: 1 to 4; all burgundy: 5.)
  // egyptian: "Cada jogador lança no chão pauzinhos que servem de dados." (Sticks serve as dice.)
  // "Os lados claros dos pauzinhos indicam o número que foi tirado, e quatro lados vermelhos
  // indicam o número 5." (The light sides give the number; four red sides give 5.)
  for (const variant of ["antik", "egyptian"]) {
    it(`${variant}: light faces count, none light = 5, with p = 1, 4, 6, 4, 1 / 16`, () => {
      const entries = sample(variant, 14);
      const counts = new Map<number, number>();
      for (const { value, faces } of entries) {
        expect(value).toBe(lightFaces(faces) === 0 ? 5 : lightFaces(faces));
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      for (const [value, ways] of [[1, 4], [2, 6], [3, 4], [4, 1], [5, 1]]) {
        const probability = ways / 16;
        const deviation = Math.sqrt(PRESET_SAMPLE * probability * (1 - probability));
        expect(Math.abs((counts.get(value) ?? 0) - PRESET_SAMPLE * probability)).toBeLessThan(5 * deviation);
      }
    });

    it(`${variant}: the protocol takes 1-5 and refuses 6`, () => {
      const replies = engineOnBoth([`variant ${variant}`, "legal 5", "legal 6"]);
      expect(replies[1].startsWith('{"moves":')).toBe(true);
      expect(replies[2]).toBe(BAD_THROW);
    });
  }
});
