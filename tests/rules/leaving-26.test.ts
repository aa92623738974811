// Rule: the exits from square 26 (docs/rules.md#leaving-square-26): 1 → the water (15),
// 2 → 28, 3 → 29, 4 → 30, and 6 (morales) or 5 (antik, egyptian) bears off; wii: like any square.

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

function exits(variant: "wii" | "morales" | "antik" | "egyptian", throws: number[]): string[][] {
  return throws.map((throwValue) => legal({ variant, a: [26], b: [11] }, throwValue));
}

describe("wii (seed 000): 26 is like any square", () => {
  it("1 → water, 2 → 28, 3 → 29, 4 → 30, 6 → off", () => {
    expect(exits("wii", [1, 2, 3, 4, 6])).toEqual([["26>15w"], ["26>28"], ["26>29"], ["26>30"], ["26>off"]]);
  });
});

describe("morales (seed 002)", () => {
  // "Desde la Casa de la Felicidad, usted puede avanzar a cualquiera de las últimas 4 casas:"
  it("from 26 each throw has its one exit", () => {
    // "• Si obtiene un 1, cae en el Nilo y regresa a la Casa de la Vida (regla anterior)."
    // "• Si obtiene un 2, llega a la Casa de los Espíritus (Khu) (casa 28)."
    // "• Si obtiene un 3, llega a la Casa del Doble (Ka) (casa 29)."
    // "• Si obtiene un 4, llega a la última casa."
    // "• Si obtiene un 5, pierde su turno."
    // "• Si obtiene un 6, sale del tablero."
    expect(exits("morales", [1, 2, 3, 4, 5, 6])).toEqual([["26>15w"], ["26>28"], ["26>29"], ["26>30"], [], ["26>off"]]);
  });

  it("a 5 on 26 loses the turn", () => {
    const passed = play({ variant: "morales", a: [26], b: [11] }, "pass", 5);
    expect(passed.extra).toBe(false);
    expect(squaresOf(passed.position)).toMatchObject({ a: [26], side: "b" });
  });
});

describe("antik (seed 003)", () => {
  // "26. kare üzerindeki figür, son 3 kareye ... gidebilir. 26. kareden oyun dışına çıkmak için 5
  // tam sayısına ihtiyaç vardır." (The piece on 26 may go to the last 3 squares; leaving the board
  // from 26 needs exactly 5.)
  it("2-4 reach 28-30, 5 bears off, 1 falls into the water", () => {
    expect(exits("antik", [1, 2, 3, 4, 5])).toEqual([["26>15w"], ["26>28"], ["26>29"], ["26>30"], ["26>off"]]);
  });
});

describe("egyptian (seed 004)", () => {
  // "A partir da Casa da Beleza (casa 26), um peão pode continuar, dependendo do que sair nos
  // pauzinhos, para as quatro casas depois." (From 26 a pawn goes on to the four squares after it.)
  // "Um peão na Casa da Beleza (casa 26) pode ser removido do tabuleiro se o número tirado foi 5."
  it("1-4 reach the four squares after 26 (27 is the water), 5 bears off", () => {
    expect(exits("egyptian", [1, 2, 3, 4, 5])).toEqual([["26>15w"], ["26>28"], ["26>29"], ["26>30"], ["26>off"]]);
  });
});
