// Rule: square 27, the water, and its fallback when 15 is taken (docs/rules.md#the-water).

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

describe("every preset: the water sends the piece to 15, never leaves it on 27", () => {
  // docs/rules.md: "A piece whose move ends on 27 is put on square 15 instead."
  for (const variant of ["wii", "morales", "antik", "egyptian"] as const) {
    it(`${variant}: from 26 a 1 falls into the water and comes back on 15`, () => {
      const setup = { variant, a: [26, 3], b: [20] };
      expect(legal(setup, 1)).toEqual(["3>4", "26>15w"]);
      const after = squaresOf(play(setup, 26, 1).position);
      expect(after.a).toEqual([3, 15]);
      expect(play(setup, 26, 1).position.charAt(26)).toBe(".");
    });

    // docs/rules.md: "If 15 is held, by either side, the piece goes to a free square", and "a piece
    // that falls into the water captures nothing".
    it(`${variant}: a piece of the opponent on 15 is not captured by the drowned piece`, () => {
      const setup = { variant, a: [26], b: [15] };
      const after = squaresOf(play(setup, 26, 1).position);
      expect(after.b).toEqual([15]);
      expect(after.a).not.toContain(15);
    });
  }
});

describe("wii (seed 000): the lowest free square", () => {
  // "Several special squares exist. They are 15, 26, 27, 28 and 29" / Picture "Game start": "blue
  // is the square that makes you move to the red one if you land on it." (27 → 15; 26, 28, 29 are in
  // safe-squares.)
  // "If a player falls in square 27 he must begin from square 15 ... but if square 15 is engaged,
  // the piece that fell into square 27 must move to the nearest free square to square 1."
  it("falls in 27: begins again from 15", () => {
    expect(legal({ variant: "wii", a: [21], b: [1] }, 6)).toEqual(["21>15w"]);
    expect(legal({ variant: "wii", a: [24], b: [1] }, 3)).toEqual(["24>15w"]);
  });

  // docs/rules.md also says "the square the piece has just left counting as free". No position can
  // show it: a piece reaches 27 from 21-26 (or, backward in wii, from 28-30), and with at most 14
  // pieces on the board some square below 15 other than the mover's is always free, so the left
  // square is never the one chosen. The random-position properties check the rest of the fallback.
  it("15 engaged: the nearest free square to square 1", () => {
    expect(legal({ variant: "wii", a: [21, 15], b: [2] }, 6)).toEqual(["21>1w"]);
    expect(legal({ variant: "wii", a: [21], b: [15, 1, 2, 3] }, 6)).toEqual(["21>4w"]);
    expect(legal({ variant: "wii", a: [21, 1, 3], b: [15, 2] }, 6)).toEqual(["1>7", "3>9", "21>4w"]);
  });
});

describe("morales (seed 002): the highest free square below 15", () => {
  // "Si obtiene un número que le hace caer en el Nilo (casa 27), deberá mover su ficha
  // inmediatamente a la Casa de la Vida." (Falling into the Nile, move at once to the House of
  // Life, 15.)
  it("caer en el Nilo: straight to the Casa de la Vida", () => {
    const setup = { variant: "morales" as const, a: [24], b: [1] };
    expect(legal(setup, 3)).toEqual(["24>15w"]);
    expect(squaresOf(play(setup, 24, 3).position).a).toEqual([15]);
  });

  // "De ésta última estar ocupada (por usted o su oponente), entonces se ubicará en el cuadro
  // anterior desocupado más próximo." (If it is occupied, by you or your opponent, the piece goes
  // to the nearest unoccupied square before it.)
  it("ocupada por usted o su oponente: the nearest free square before 15", () => {
    expect(legal({ variant: "morales", a: [24, 15], b: [1] }, 3)).toEqual(["15>18", "24>14w"]);
    expect(legal({ variant: "morales", a: [24], b: [15, 1] }, 3)).toEqual(["24>14w"]);
    expect(legal({ variant: "morales", a: [24, 14], b: [15, 13, 1] }, 3)).toEqual(["14>17", "24>12w"]);
  });
});

describe("antik (seed 003): the highest free square below 15", () => {
  // "Mevcut hamle, tam sayı ile 27. kareye gitmeyi zorunlu kılıyorsa 15. kareye geri dönülür."
  // (If the move leads exactly to 27, the piece goes back to 15.) "-27. kare, Nil Nehri; buraya
  // gelen figür boğulur. Tekrar oyuna girmesi için 15. kare olan Canlanma Evi'ne geri dönmelidir."
  // "-15. kare, Canlanma Evi; Nil nehrine düşen figür buraya dönerek canlanır."
  it("27. kareye tam sayı ile: back to 15, the House of Rebirth", () => {
    expect(legal({ variant: "antik", a: [26], b: [1] }, 1)).toEqual(["26>15w"]);
  });

  // "Dönmesi gereken figür, 15. karede korumada başka bir figür olması sebebiyle dönüşünü
  // gerçekleştiremezse, 15. kareden geriye doğru olmak üzere en yakın boş ilk kareye
  // yerleştirilir." (If it cannot return because another piece is on 15, it is put on the first
  // empty square going back from 15.)
  it("15 dolu: the first empty square going back from 15", () => {
    expect(legal({ variant: "antik", a: [26], b: [14, 15] }, 1)).toEqual(["26>13w"]);
    expect(legal({ variant: "antik", a: [26, 15], b: [1] }, 1)).toEqual(["15>16", "26>14w"]);
  });
});

describe("egyptian (seed 004): the highest free square below 15", () => {
  // "Se um peão cai na Casa da Água (casa 27), ele deve voltar para a Casa do Renascimento (casa
  // 15);"
  it("cai na Casa da Água: back to the House of Rebirth", () => {
    expect(legal({ variant: "egyptian", a: [26], b: [1] }, 1)).toEqual(["26>15w"]);
  });

  // "Se a Casa do Renascimento está ocupada, o peão vai para a primeira casa antes dela." (If it
  // is occupied, the pawn goes to the first square before it — the first free one, docs/rules.md.)
  it("ocupada: the first free square before 15", () => {
    expect(legal({ variant: "egyptian", a: [26], b: [15] }, 1)).toEqual(["26>14w"]);
    expect(legal({ variant: "egyptian", a: [26, 14], b: [15, 12, 13] }, 1)).toEqual(["14>15x", "26>11w"]);
  });
});
