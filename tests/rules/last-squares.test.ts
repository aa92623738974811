// Rule: squares 28, 29, 30, and a piece hit there (docs/rules.md#squares-28-29-and-30).

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

type Variant = "wii" | "morales" | "antik" | "egyptian";

/** For each throw, the moves of a lone piece of a on `square` (b far behind, not in row 1). */
function movesFrom(variant: Variant, square: number, throws: number[]): string[][] {
  return throws.map((throwValue) => legal({ variant, a: [square], b: [12] }, throwValue));
}

describe("wii (seed 000): ordinary squares", () => {
  // "Moving the piece out of the board (to a supposed square 31) is counted as a move."
  // docs/rules.md: "moves like any piece; bears off with any throw that reaches 31 or beyond".
  it("28, 29, 30 move on inside the board and bear off with any throw reaching 31", () => {
    expect(movesFrom("wii", 28, [1, 2, 3, 4, 6])).toEqual([["28>29"], ["28>30"], ["28>off"], ["28>off"], ["28>off"]]);
    expect(movesFrom("wii", 29, [1, 2, 3])).toEqual([["29>30"], ["29>off"], ["29>off"]]);
    expect(movesFrom("wii", 30, [1, 6])).toEqual([["30>off"], ["30>off"]]);
  });

  it("capture in 28-30: by exchange on 30, 28 and 29 are safe", () => {
    const setup = { variant: "wii" as const, a: [24], b: [30] };
    expect(legal(setup, 6)).toEqual(["24>30x"]);
    expect(squaresOf(play(setup, 24, 6).position)).toMatchObject({ a: [30], b: [24] });
    expect(legal({ variant: "wii", a: [1, 25], b: [28] }, 3)).toEqual(["1>4"]);
  });
});

describe("morales (seed 002): bear off only with exactly 3 / 2 / 1", () => {
  // "Si obtiene un 2, llega a la Casa de los Espíritus (Khu) (casa 28). Pasar de aquí a las 2
  // últimas casas está prohibido. La única jugada posible es un 3 y salir del tablero."
  it("28: la única jugada posible es un 3", () => {
    expect(movesFrom("morales", 28, [1, 2, 3, 4, 6])).toEqual([[], [], ["28>off"], [], []]);
  });

  // "Si obtiene un 3, llega a la Casa del Doble (Ka) (casa 29). Pasar de aquí a la última casa está
  // prohibido. La única jugada posible es un 2 y salir del tablero."
  it("29: la única jugada posible es un 2", () => {
    expect(movesFrom("morales", 29, [1, 2, 3, 4, 6])).toEqual([[], ["29>off"], [], [], []]);
  });

  // "Si obtiene un 4, llega a la última casa. La única jugada posible es un 1 y salir del tablero."
  it("30: la única jugada posible es un 1", () => {
    expect(movesFrom("morales", 30, [1, 2, 3, 4, 6])).toEqual([["30>off"], [], [], [], []]);
  });
});

describe("antik (seed 003): exactly 3 / 2; from 30 any throw", () => {
  // "27, 28 ve 29.'uncu karede olan figürler, sadece dışarı çıkabilecekleri tam sayıyı
  // bulduklarında çıkabilirler." (Pieces on 28 and 29 leave only with the exact number.)
  // "-28. kare, Niyet Evi; buraya gelen figür, oyundan çıkmak için gerekli olan 3 tam sayısına
  // ihtiyaç duyar." "-29. Kare, İkizler Evi; ... 2 tam sayısına ihtiyaç duyar."
  it("28 needs exactly 3, 29 exactly 2", () => {
    expect(movesFrom("antik", 28, [1, 2, 3, 4, 5])).toEqual([[], [], ["28>off"], [], []]);
    expect(movesFrom("antik", 29, [1, 2, 3, 4, 5])).toEqual([[], ["29>off"], [], [], []]);
  });

  // "Son karede yer alan (30. kare) bir figür, herhangi bir sayı ile oyundan çıkabilir." (A piece
  // on the last square, 30, leaves the game with any number.)
  it("30: herhangi bir sayı ile çıkabilir", () => {
    expect(movesFrom("antik", 30, [1, 2, 3, 4, 5])).toEqual([["30>off"], ["30>off"], ["30>off"], ["30>off"], ["30>off"]]);
  });

  // "Son üç karede yer alan rakip figür korunmuyor ise, sadece 26. karede yer alan oyuncunun
  // figürü ile yer değiştirebilir." (An unprotected opposing piece on the last three squares can
  // be exchanged only by the player's piece on 26.)
  it("capture in 28-30 only from 26, by exchange, and never of a protected piece", () => {
    for (const [target, throwValue] of [[28, 2], [29, 3], [30, 4]]) {
      const setup = { variant: "antik" as const, a: [26], b: [target] };
      expect(legal(setup, throwValue)).toEqual([`26>${target}x`]);
      expect(squaresOf(play(setup, 26, throwValue).position)).toMatchObject({ a: [target], b: [26] });
    }
    expect(legal({ variant: "antik", a: [1, 26], b: [28, 29] }, 2)).toEqual(["1>3"]);
  });
});

describe("egyptian (seed 004): exactly 3 / 2 / 1; hits go to the water", () => {
  // "Peões na Casa das Três Verdades (casa 28) e na Casa das Duas Verdades (casa 29) não podem
  // avançar mais no tabuleiro, mas devem ser removidos do tabuleiro ao se tirar 3 ou 2,
  // respectivamente." (Pawns on 28 and 29 cannot advance on the board; they leave with 3 or 2.)
  it("28 leaves with 3, 29 with 2, nothing else", () => {
    expect(movesFrom("egyptian", 28, [1, 2, 3, 4, 5])).toEqual([[], [], ["28>off"], [], []]);
    expect(movesFrom("egyptian", 29, [1, 2, 3, 4, 5])).toEqual([[], ["29>off"], [], [], []]);
  });

  // "Um peão na Casa de Hórus (casa 30) é removido do tabuleiro ao se tirar 1."
  it("30 leaves with 1", () => {
    expect(movesFrom("egyptian", 30, [1, 2, 3, 4, 5])).toEqual([["30>off"], [], [], [], []]);
  });

  // "Se o peão de um jogador é movido e cai sobre um peão do oponente nas últimas três casas do
  // tabuleiro (casas 28, 29 e 30), o peão atingido deve ser movido para a Casa da Água." (A pawn
  // hit on 28, 29 or 30 must be moved to the water — docs/rules.md: to 15, or the fallback.)
  it("o peão atingido vai para a Casa da Água: the hit pawn comes back on 15", () => {
    for (const [target, throwValue] of [[28, 2], [29, 3], [30, 4]]) {
      const setup = { variant: "egyptian" as const, a: [26], b: [target] };
      expect(legal(setup, throwValue)).toEqual([`26>${target}x`]);
      expect(squaresOf(play(setup, 26, throwValue).position)).toMatchObject({ a: [target], b: [15] });
    }
  });

  it("with 15 taken, the hit pawn goes to the highest free square below 15", () => {
    const after = squaresOf(play({ variant: "egyptian", a: [26, 15], b: [29, 14] }, 26, 3).position);
    expect(after).toMatchObject({ a: [15, 29], b: [13, 14] });
  });

  // docs/rules.md: "a protected piece on 28-30 cannot be hit".
  it("a protected pawn in 28-30 cannot be hit", () => {
    expect(legal({ variant: "egyptian", a: [26], b: [28, 29] }, 2)).toEqual([]);
    expect(legal({ variant: "egyptian", a: [26], b: [29, 30] }, 4)).toEqual([]);
  });
});
