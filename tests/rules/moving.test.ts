// Rule: how a piece moves: along the path 1..30, forward by the throw, one piece a throw, any
// piece the player likes, never onto its own side (docs/rules.md#the-board-and-the-start, #moving).

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

const VARIANTS = ["wii", "morales", "antik", "egyptian"] as const;

describe("the path", () => {
  // wii: "The order of the squares is 1 through 10 from left to right on the first row, 11 through
  // 20 from right to left on the second row and 21 through 30 from left to right on the third row."
  // morales: "El tablero se compone de 30 cuadros llamados casas, dispuestos en tres filas de 10
  // casas cada uno." (30 squares in three rows of 10.)
  // morales: "Mueva las fichas por el tablero de Senet de izquierda a derecha en la primera fila, de
  // derecha a izquierda en la segunda fila y de izquierda a derecha en la tercera fila."
  // antik: "Anlatım açısından numaralandırılmış oyun alanı, numara sırası itibarı ile oyunun
  // ilerleme yönünü de belirler." (The numbering of the squares gives the direction of play.)
  // egyptian: "Os peões são movidos da esquerda para a direita na primeira e na terceira fileiras,
  // e da direita para a esquerda na segunda fileira."
  for (const variant of VARIANTS) {
    it(`${variant}: a move runs on from row to row by square number`, () => {
      expect(legal({ variant, a: [9], b: [25] }, 3)).toEqual(["9>12"]);
      expect(legal({ variant, a: [19], b: [25] }, 3)).toEqual(["19>22"]);
    });

    // docs/rules.md#words-used-on-this-page: "Adjacent: neighbouring along the path, square n-1 or n+1."
    it(`${variant}: 10 and 11, 20 and 21 are neighbours (they protect each other); 1 and 30 are not`, () => {
      expect(legal({ variant, a: [8, 1], b: [10, 11] }, 2)).toEqual(["1>3"]);
      expect(legal({ variant, a: [18, 1], b: [20, 21] }, 3)).toEqual(["1>4"]);
      expect(legal({ variant, a: [7], b: [10, 12] }, 3)).toEqual(["7>10x"]);
      expect(legal({ variant, a: [26], b: [1, 30] }, 4)).toEqual(["26>30x"]);
    });
  }
});

describe("forward by the throw, one piece, any piece", () => {
  // egyptian: "Um peão é movido para a frente pelo número de casas que os pauzinhos indicam, se
  // possível." morales: "2 = avance 2 casas", "3 = avance 3 casas", "6 = avance 6 casas".
  it("a piece moves forward by exactly the throw", () => {
    expect([1, 2, 3, 4, 5].map((value) => legal({ variant: "egyptian", a: [3], b: [25] }, value))).toEqual([
      ["3>4"],
      ["3>5"],
      ["3>6"],
      ["3>7"],
      ["3>8"],
    ]);
    expect([1, 2, 3, 4, 6].map((value) => legal({ variant: "morales", a: [3], b: [25] }, value))).toEqual([
      ["3>4"],
      ["3>5"],
      ["3>6"],
      ["3>7"],
      ["3>9"],
    ]);
  });

  // egyptian: "Apenas um dos peões disponíveis em destaque é movido de acordo com o número
  // tirado;" (Only one of the available pawns moves by the number thrown.) antik: "Oyun boyunca
  // istenilen figürle hamle yapılabilir." (Any figure may be moved.) "Sayma çubuklarından gelen
  // sonuca göre figürler hareket ettirilir." (Figures move by the sticks' result.) morales: "Luego
  // pulse el cursor en la ficha que escoja y arrástrela según las reglas" (pick the piece you choose
  // and move it by the rules).
  for (const variant of VARIANTS) {
    it(`${variant}: every movable piece is offered, and a move moves just that one`, () => {
      const setup = { variant, a: [2, 6, 17], b: [25] };
      expect(legal(setup, 3)).toEqual(["2>5", "6>9", "17>20"]);
      for (const from of [2, 6, 17]) {
        const after = squaresOf(play(setup, from, 3).position);
        expect(after.a).toEqual([2, 6, 17].map((square) => (square === from ? from + 3 : square)).sort((x, y) => x - y));
        expect(after.b).toEqual([25]);
      }
    });
  }
});

describe("never onto a square of one's own side", () => {
  // docs/rules.md#moving: "A piece never ends its move on a square held by its own side."
  // morales: "Una ficha no puede ocupar la casa que contenga otra ficha perteneciente a ese mismo
  // jugador."
  for (const variant of VARIANTS) {
    it(`${variant}: a piece whose landing square is its own cannot move`, () => {
      expect(legal({ variant, a: [4, 7, 20], b: [25] }, 3)).toEqual(["7>10", "20>23"]);
    });
  }
});
