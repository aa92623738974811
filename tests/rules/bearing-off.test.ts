// Rule: bearing off (docs/rules.md#bearing-off); the exits themselves are in last-squares
// and leaving-26, the blockades in blockade.

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

describe("wii (seed 000)", () => {
  // "Moving the piece out of the board (to a supposed square 31) is counted as a move."
  // docs/rules.md: "a throw that carries a piece to 31 or beyond bears it off, from any square and
  // with no other condition".
  it("any throw to 31 or beyond bears off, with pieces still on the first row", () => {
    expect(legal({ variant: "wii", a: [1, 25], b: [12] }, 6)).toEqual(["1>7", "25>off"]);
    expect(legal({ variant: "wii", a: [1, 29], b: [12] }, 4)).toEqual(["1>5", "29>off"]);
  });

  it("a piece borne off counts in offA", () => {
    const after = squaresOf(play({ variant: "wii", a: [1, 25], b: [12] }, 25, 6).position);
    expect(after).toMatchObject({ a: [1], offA: 4 });
  });
});

describe("morales (seed 002)", () => {
  // "IMPORTANTE: Para salir del tablero de Senet, la primera fila debe estar totalmente vacía de
  // las fichas de ese jugador." (To leave the board, the first row must be empty of that player's
  // pieces.)
  it("la primera fila debe estar vacía: a piece on 1-10 stops every exit", () => {
    expect(legal({ variant: "morales", a: [10, 26], b: [12] }, 6)).toEqual(["10>16"]);
    expect(legal({ variant: "morales", a: [1, 28], b: [12] }, 3)).toEqual(["1>4"]);
    expect(legal({ variant: "morales", a: [2, 29], b: [12] }, 2)).toEqual(["2>4"]);
    expect(legal({ variant: "morales", a: [3, 30], b: [12] }, 1)).toEqual(["3>4"]);
  });

  it("de ese jugador: only the mover's own first row counts", () => {
    expect(legal({ variant: "morales", a: [11, 26], b: [1, 2] }, 6)).toEqual(["11>17", "26>off"]);
    expect(legal({ variant: "morales", a: [26], b: [1, 2] }, 6)).toEqual(["26>off"]);
  });
});

describe("antik (seed 003) and egyptian (seed 004): no other condition", () => {
  for (const variant of ["antik", "egyptian"] as const) {
    it(`${variant}: bearing off from 26 with 5 while a piece is still on square 1`, () => {
      expect(legal({ variant, a: [1, 26], b: [12] }, 5)).toEqual(["1>6", "26>off"]);
    });
  }
});
