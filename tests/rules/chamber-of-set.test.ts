// Rule: square 21, the Chamber of Set (morales only; docs/rules.md#the-chamber-of-set).

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

describe("morales (seed 002)", () => {
  // "La Cámara de Set (casa 21): Este es un espacio maldito. Sólo podrá salir con los números 1, 4
  // o 6. Este último número, sin embargo, lo llevará directamente al rio (vea regla anterior)."
  // (A cursed square: a piece leaves it only with 1, 4 or 6; the 6 takes it straight into the
  // river, and so to 15.)
  it("sólo podrá salir con 1, 4 o 6", () => {
    const setup = { variant: "morales" as const, a: [21], b: [12] };
    expect([1, 2, 3, 4, 6].map((throwValue) => legal(setup, throwValue))).toEqual([["21>22"], [], [], ["21>25"], ["21>15w"]]);
  });

  it("el 6 lo llevará directamente al rio: to 15, or below when 15 is taken", () => {
    expect(squaresOf(play({ variant: "morales", a: [21], b: [12] }, 21, 6).position).a).toEqual([15]);
    expect(legal({ variant: "morales", a: [21], b: [15] }, 6)).toEqual(["21>14w"]);
  });

  it("other pieces still move with 2 or 3, and pieces may land on or pass 21", () => {
    expect(legal({ variant: "morales", a: [3, 21], b: [12] }, 2)).toEqual(["3>5"]);
    expect(legal({ variant: "morales", a: [19], b: [12] }, 2)).toEqual(["19>21"]);
    expect(legal({ variant: "morales", a: [19, 21], b: [12] }, 3)).toEqual(["19>22"]);
  });
});

describe("wii, antik and egyptian: square 21 is ordinary", () => {
  for (const variant of ["wii", "antik", "egyptian"] as const) {
    it(`${variant}: a piece on 21 moves with a 2 or a 3`, () => {
      expect(legal({ variant, a: [21], b: [12] }, 2)).toEqual(["21>23"]);
      expect(legal({ variant, a: [21], b: [12] }, 3)).toEqual(["21>24"]);
    });
  }
});
