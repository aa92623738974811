// Rule: capture by exchange, and its refusal on protected pieces (docs/rules.md#capture-and-protection;
// seeds 000, 002, 003, 004).

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

describe("capture by exchange (every preset)", () => {
  // docs/rules.md: "the moving piece takes the square, and the captured piece is put on the square
  // the mover came from."
  for (const variant of ["wii", "morales", "antik", "egyptian"] as const) {
    it(`${variant}: the captured piece goes to the square the mover came from`, () => {
      const setup = { variant, a: [5], b: [8, 20] };
      expect(legal(setup, 3)).toEqual(["5>8x"]);
      const after = squaresOf(play(setup, 5, 3).position);
      expect(after.a).toEqual([8]);
      expect(after.b).toEqual([5, 20]);
    });

    // docs/rules.md: "Protected: a piece with a piece of its own side on an adjacent square." "A
    // protected piece cannot be captured."
    it(`${variant}: a piece with a neighbour of its own side cannot be captured`, () => {
      expect(legal({ variant, a: [5, 1], b: [8, 9] }, 3)).toEqual(["1>4"]);
      expect(legal({ variant, a: [5, 1], b: [7, 8] }, 3)).toEqual(["1>4"]);
    });

    // docs/rules.md: "Only the square where a move ends can be captured".
    it(`${variant}: a lone piece that is jumped stays where it is`, () => {
      const setup = { variant, a: [5], b: [6, 12] };
      expect(legal(setup, 3)).toEqual(["5>8"]);
      const after = squaresOf(play(setup, 5, 3).position);
      expect(after.b).toEqual([6, 12]);
    });

    // docs/rules.md: "Protection, like blockades, is judged on the board as it stands before the move."
    it(`${variant}: protection counts the pieces as they stand before the move`, () => {
      // b on 8 is alone before the move; after the exchange b would stand on 6 and 7, a pair, but
      // that does not matter.
      expect(legal({ variant, a: [7], b: [6, 8] }, 1)).toEqual(["7>8x"]);
      expect(squaresOf(play({ variant, a: [7], b: [6, 8] }, 7, 1).position).b).toEqual([6, 7]);
    });
  }
});

describe("wii (seed 000)", () => {
  // "The capture of an opponent's piece consists of interchanging the position of the capturing
  // piece by the position of the captured piece."
  it("capture interchanges the two pieces", () => {
    const after = squaresOf(play({ variant: "wii", a: [3], b: [7, 11] }, 3, 4).position);
    expect(after).toMatchObject({ a: [7], b: [3, 11] });
  });

  // "This can only be done when the captured piece is not protected and on the last square of
  // capturing piece's movement."
  it("no capture of a protected piece, nor of a piece passed on the way", () => {
    expect(legal({ variant: "wii", a: [3], b: [6, 7] }, 4)).toEqual([]);
    expect(legal({ variant: "wii", a: [3], b: [6, 7] }, 6)).toEqual(["3>9"]);
  });

  // "When two pieces of the same player are in consecutive squares, they are both protected and
  // cannot be captured by the adversary"
  it("both pieces of a pair are protected", () => {
    expect(legal({ variant: "wii", a: [2], b: [4, 5] }, 2)).toEqual([]);
    expect(legal({ variant: "wii", a: [2], b: [4, 5] }, 3)).toEqual([]);
  });
});

describe("morales (seed 002)", () => {
  // "Cuando una ficha cae en una casa ocupada por otro jugador, se intercambian los lugares, a menos
  // que el jugador tenga dos o más fichas juntas, en cuyo caso las fichas están "protegidas"."
  // (A piece landing on the opponent's square swaps places, unless two or more are together.)
  it("se intercambian los lugares: landing on a lone piece swaps places", () => {
    const after = squaresOf(play({ variant: "morales", a: [10], b: [12] }, 10, 2).position);
    expect(after).toMatchObject({ a: [12], b: [10] });
  });

  it("dos o más fichas juntas están protegidas: two or three together are protected", () => {
    expect(legal({ variant: "morales", a: [10], b: [12, 13] }, 2)).toEqual([]);
    expect(legal({ variant: "morales", a: [10], b: [11, 12, 13] }, 3)).toEqual([]);
  });
});

describe("antik (seed 003)", () => {
  // "Oynama sırası kendinde olan oyuncu, rakip taş korunmadığı sürece geçebilir ya da üzerine
  // gelerek kendi bulunduğu pozisyonla yer değiştirebilir." (The player on turn may pass an
  // opposing piece or land on it and swap places with it, as long as it is not protected.)
  it("üzerine gelerek yer değiştirebilir: landing on an unprotected piece swaps places", () => {
    const after = squaresOf(play({ variant: "antik", a: [4], b: [9] }, 4, 5).position);
    expect(after).toMatchObject({ a: [9], b: [4] });
  });

  // "Bir oyuncunun iki ya da daha fazla figürünün yan yana gelmesi durumunda kendine koruma sağlar.
  // Korumadaki bir figür, rakip oyuncunun hamlesiyle yer değiştirmez." (Two or more side by side
  // protect themselves; a protected piece is not swapped by the opponent's move.)
  it("korumadaki bir figür yer değiştirmez: a protected piece is not swapped", () => {
    expect(legal({ variant: "antik", a: [4, 1], b: [8, 9] }, 5)).toEqual(["1>6"]);
    expect(legal({ variant: "antik", a: [4, 1], b: [8, 9] }, 4)).toEqual(["1>5"]);
  });
});

describe("egyptian (seed 004)", () => {
  // "Assim, um peão pode ser movido se ele for ocupar uma casa vazia ou a de um peão isolado do
  // oponente." (A pawn may move onto an empty square or onto an isolated opposing pawn.)
  it("um peão isolado pode ser ocupado: an empty square or an isolated pawn", () => {
    expect(legal({ variant: "egyptian", a: [3, 6], b: [7] }, 1)).toEqual(["3>4", "6>7x"]);
  });

  // "Um peão isolado é aquele que não está perto de outros pões da mesma cor." / "Um peão protegido
  // é aquele que está perto de pelo menos outro peão da mesma cor." (Isolated: no pawn of its colour
  // next to it; protected: at least one next to it.)
  it("isolado / protegido: one neighbour of the same colour protects", () => {
    expect(legal({ variant: "egyptian", a: [5], b: [7, 9] }, 2)).toEqual(["5>7x"]);
    expect(legal({ variant: "egyptian", a: [5], b: [7, 8] }, 2)).toEqual([]);
  });

  // "Um peão não pode ser movido se for ocupar a casa de um peão da mesma cor ou de um peão
  // protegido do oponente." (A pawn cannot move onto its own colour nor onto a protected opponent.)
  it("não pode ocupar a casa de um peão da mesma cor ou protegido", () => {
    expect(legal({ variant: "egyptian", a: [5, 8], b: [10, 11] }, 3)).toEqual([]);
  });

  // "Se um peão é movido e ocupa a casa de um peão isolado do oponente, o peão do oponente é
  // transferido para a casa de onde veio o peão que foi movido."
  it("o peão do oponente é transferido para a casa de onde veio o peão movido", () => {
    const after = squaresOf(play({ variant: "egyptian", a: [12], b: [16, 1] }, 12, 4).position);
    expect(after).toMatchObject({ a: [16], b: [1, 12] });
  });
});
