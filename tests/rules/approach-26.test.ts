// Rule: landing exactly on 26 before going further (docs/rules.md#reaching-square-26):
// wii no; morales yes for 28-30 (27 reachable past 26); antik and egyptian at most 26.

import { describe, expect, it } from "vitest";
import { legal } from "../support/scenario";

describe("wii (seed 000): 26 is like any square", () => {
  // The seed sets no such condition; docs/rules.md#reaching-square-26: none.
  it("a move from below 26 passes 26 freely, into 28-30 and off", () => {
    expect(legal({ variant: "wii", a: [24], b: [1] }, 2)).toEqual(["24>26"]);
    expect(legal({ variant: "wii", a: [24], b: [1] }, 4)).toEqual(["24>28"]);
    expect(legal({ variant: "wii", a: [24], b: [1] }, 6)).toEqual(["24>30"]);
    expect(legal({ variant: "wii", a: [25], b: [1] }, 6)).toEqual(["25>off"]);
  });
});

describe("morales (seed 002)", () => {
  // "Todas las fichas deberán desembarcar en la Casa de la Felicidad (casa 26) antes de proceder a
  // las tres últimas casas." / "IMPORTANTE: Para llegar a las últimas 3 casas (28, 29, 30) se
  // requiere desembarcar primero en la Casa de la Felicidad." (Every piece must land on 26 before
  // the last three squares.)
  it("desembarcar primero en la Casa de la Felicidad: 28-30 only from 26", () => {
    expect(legal({ variant: "morales", a: [24], b: [1] }, 2)).toEqual(["24>26"]);
    expect(legal({ variant: "morales", a: [24], b: [1] }, 4)).toEqual([]);
    expect(legal({ variant: "morales", a: [24], b: [1] }, 6)).toEqual([]);
    expect(legal({ variant: "morales", a: [25], b: [1] }, 3)).toEqual([]);
    expect(legal({ variant: "morales", a: [23], b: [1] }, 6)).toEqual([]);
  });

  // docs/rules.md#reaching-square-26: "on 26 at most, or on 27 (and so in the water)".
  it("27 can be reached past 26: the piece falls into the water", () => {
    expect(legal({ variant: "morales", a: [24], b: [1] }, 3)).toEqual(["24>15w"]);
    expect(legal({ variant: "morales", a: [25], b: [1] }, 2)).toEqual(["25>15w"]);
    expect(legal({ variant: "morales", a: [23], b: [1] }, 4)).toEqual(["23>15w"]);
  });
});

describe("antik (seed 003): at most 26", () => {
  // "26. kareye tam sayı ile gelinebilir ve devamındaki karelere, buraya hamle yapmadan
  // geçilemez." (26 is reached with the exact number; the squares after it cannot be reached
  // without moving there first.) "-26. kare, Mutluluk Evi; oyunu bitirmesi gereken her figürün
  // öncelikle buraya girmesi gerekir."
  it("tam sayı ile 26: nothing past 26 from below it, the water included", () => {
    expect(legal({ variant: "antik", a: [1, 24], b: [20] }, 2)).toEqual(["1>3", "24>26"]);
    expect(legal({ variant: "antik", a: [1, 24], b: [20] }, 3)).toEqual(["1>4"]);
    expect(legal({ variant: "antik", a: [1, 25], b: [20] }, 2)).toEqual(["1>3"]);
    expect(legal({ variant: "antik", a: [1, 22], b: [20] }, 5)).toEqual(["1>6"]);
  });
});

describe("egyptian (seed 004): at most 26", () => {
  // "Um peão não pode ultrapassar a Casa da Beleza (casa 26) sem ocupa-la primeiro." (A pawn
  // cannot pass 26 without occupying it first.)
  it("não pode ultrapassar a Casa da Beleza: nothing past 26 from below it", () => {
    expect(legal({ variant: "egyptian", a: [24], b: [1] }, 2)).toEqual(["24>26"]);
    expect(legal({ variant: "egyptian", a: [24], b: [1] }, 3)).toEqual([]);
    expect(legal({ variant: "egyptian", a: [24], b: [1] }, 5)).toEqual([]);
    expect(legal({ variant: "egyptian", a: [25], b: [1] }, 2)).toEqual([]);
  });

  it("with 26 held by its own side, a piece behind cannot go past it", () => {
    expect(legal({ variant: "egyptian", a: [24, 26], b: [1] }, 3)).toEqual(["26>29"]);
  });
});
