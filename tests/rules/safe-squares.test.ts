// Rule: safe squares, where no piece can be captured (docs/rules.md#safe-squares): 26, 28, 29
// in wii and morales; none in antik and egyptian.

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

describe("wii (seed 000)", () => {
  // "Squares 26, 28, and 29 are squares where pieces are protected."
  it("a lone piece on 26, 28 or 29 cannot be captured", () => {
    expect(legal({ variant: "wii", a: [1, 24], b: [26] }, 2)).toEqual(["1>3"]);
    expect(legal({ variant: "wii", a: [1, 24], b: [28] }, 4)).toEqual(["1>5"]);
    expect(legal({ variant: "wii", a: [1, 26], b: [29] }, 3)).toEqual(["1>4"]);
  });

  it("square 30 is not safe: capture by exchange", () => {
    const setup = { variant: "wii" as const, a: [26], b: [30] };
    expect(legal(setup, 4)).toEqual(["26>30x"]);
    expect(squaresOf(play(setup, 26, 4).position)).toMatchObject({ a: [30], b: [26] });
  });
});

describe("morales (seed 002)", () => {
  // "Fichas que ocupen las casas 26, 28 y 29 siempre están a salvo de ser intercambiadas." (Pieces
  // on 26, 28 and 29 are always safe from being exchanged.)
  it("26, 28 y 29 siempre están a salvo", () => {
    expect(legal({ variant: "morales", a: [11, 24], b: [26] }, 2)).toEqual(["11>13"]);
    expect(legal({ variant: "morales", a: [11, 26], b: [28] }, 2)).toEqual(["11>13"]);
    expect(legal({ variant: "morales", a: [11, 26], b: [29] }, 3)).toEqual(["11>14"]);
  });

  // docs/rules.md#squares-28-29-and-30, a piece hit there: "exchanged; only on 30, as 28 and 29
  // are safe".
  it("a lone piece on 30 is captured by exchange", () => {
    const setup = { variant: "morales" as const, a: [26], b: [30] };
    expect(legal(setup, 4)).toEqual(["26>30x"]);
    expect(squaresOf(play(setup, 26, 4).position)).toMatchObject({ a: [30], b: [26] });
  });
});

describe("antik (seed 003): no safe square", () => {
  // "26. karede yer alan rakip figür korunmuyor ise, oyuncunun 26. kareye gelmesi ile yer
  // değiştirir." (An unprotected opposing piece on 26 is exchanged when the player comes to 26.)
  it("26. karede korunmayan rakip figür yer değiştirir", () => {
    const setup = { variant: "antik" as const, a: [24], b: [26] };
    expect(legal(setup, 2)).toEqual(["24>26x"]);
    expect(squaresOf(play(setup, 24, 2).position)).toMatchObject({ a: [26], b: [24] });
  });

  it("a protected piece on 26 is not", () => {
    expect(legal({ variant: "antik", a: [1, 24], b: [25, 26] }, 2)).toEqual(["1>3"]);
  });
});

describe("egyptian (seed 004): no safe square", () => {
  // The seed names no safe square: an isolated pawn can be taken anywhere, 26 included.
  it("an isolated pawn on 26 is captured by exchange", () => {
    const setup = { variant: "egyptian" as const, a: [24], b: [26] };
    expect(legal(setup, 2)).toEqual(["24>26x"]);
    expect(squaresOf(play(setup, 24, 2).position)).toMatchObject({ a: [26], b: [24] });
  });
});
