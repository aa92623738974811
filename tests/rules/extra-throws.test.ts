// Rule: extra throws, and whether they survive a pass (docs/rules.md#extra-throws).

import { describe, expect, it } from "vitest";
import { Setup, legal, play, squaresOf } from "../support/scenario";

type Variant = "wii" | "morales" | "antik" | "egyptian";

/** After moving the lone piece on 11 of a (b far ahead), whether a throws again. */
function extraAfterMove(variant: Variant, throwValue: number): boolean {
  const played = play({ variant, a: [11], b: [22] }, 11, throwValue);
  expect(squaresOf(played.position).side).toBe(played.extra ? "a" : "b");
  return played.extra;
}

/** After a pass of `throwValue` in `setup` (which has no move for it), whether a throws again. */
function extraAfterPass(setup: Setup, throwValue: number): boolean {
  expect(legal(setup, throwValue)).toEqual([]);
  const passed = play(setup, "pass", throwValue);
  expect(squaresOf(passed.position).side).toBe(passed.extra ? "a" : "b");
  return passed.extra;
}

describe("wii (seed 000): 1, 3, 6; a pass ends the turn", () => {
  // "Every time a player rolls a 1, 3 or 6, he gets another turn. After moving the piece he wanted
  // or was able to move, he rolls and goes again until he rolls a 2 or a 4."
  it("1, 3 and 6 give another throw after the move; 2 and 4 end the turn", () => {
    expect([1, 2, 3, 4, 6].map((value) => extraAfterMove("wii", value))).toEqual([true, false, true, false, true]);
  });

  // Controls: "If a player can't move, he can pass the turn by holding PLUS, while the adversary
  // presses MINUS." docs/rules.md: "a pass ends the turn even after a 1, 3 or 6".
  it("a pass hands the sticks over even after a 1, 3 or 6", () => {
    // a on 1 faces the barrier 2-4: no throw moves it, and nothing is behind it.
    const setup = { variant: "wii" as const, a: [1], b: [2, 3, 4] };
    expect([1, 2, 3, 4, 6].map((value) => extraAfterPass(setup, value))).toEqual([false, false, false, false, false]);
  });
});

describe("morales (seed 002): 1 and 4, kept after a pass", () => {
  // "• 1 = avance una casa y juegue de nuevo" "• 2 = avance 2 casas" "• 3 = avance 3 casas"
  // "• 4 = avance 4 casas y juegue de nuevo" "• 6 = avance 6 casas" (1 and 4: move and play again.)
  it("1 and 4 give another throw, 2, 3 and 6 do not", () => {
    expect([1, 2, 3, 4, 6].map((value) => extraAfterMove("morales", value))).toEqual([true, false, false, true, false]);
  });

  // "Si un jugador tiene posibilidad de movimiento excepto al obtener un 1 o 4, aún así se le
  // permite un segundo turno según la regla de turno extra descrita arriba." (A player who cannot
  // move with a 1 or 4 still gets the second turn.) "El jugador continuará ejerciendo sus turnos
  // hasta obtener un 5 (perder su turno) u otro número que le permita avanzar."
  it("a 1 or a 4 with no move still gives the second turn; 2, 3, 5, 6 end it", () => {
    // a on 28 leaves only with exactly 3.
    const setup = { variant: "morales" as const, a: [28], b: [12] };
    expect([1, 2, 4, 5, 6].map((value) => extraAfterPass(setup, value))).toEqual([true, false, true, false, false]);
    expect(extraAfterPass({ variant: "morales", a: [29], b: [12] }, 3)).toBe(false);
  });
});

describe("antik (seed 003): never", () => {
  // The seed names no extra throw; docs/rules.md: "there are none; every throw ends the turn".
  it("no throw gives another, moved or passed", () => {
    expect([1, 2, 3, 4, 5].map((value) => extraAfterMove("antik", value))).toEqual([false, false, false, false, false]);
    const setup = { variant: "antik" as const, a: [1], b: [2, 3] };
    expect([1, 2, 3, 4, 5].map((value) => extraAfterPass(setup, value))).toEqual([false, false, false, false, false]);
  });
});

describe("egyptian (seed 004): 1, 4, 5, kept after a pass", () => {
  // "Se o número tirado foi 1, 4 ou 5, o jogador joga duas vezes;" "Se foi 2 ou 3, o jogador joga
  // uma vez." "A vez é passada após tirar 2 ou 3 e jogar." (1, 4, 5: play twice; 2, 3: once, and
  // the turn passes after playing.)
  it("1, 4 and 5 give another throw, 2 and 3 do not", () => {
    expect([1, 2, 3, 4, 5].map((value) => extraAfterMove("egyptian", value))).toEqual([true, false, false, true, true]);
  });

  // "A vez também é passada após tirar 2 ou 3 e não há possibilidades de se mover nenhum peão."
  // (The turn also passes after a 2 or 3 with no pawn able to move — so 1, 4, 5 keep it.)
  it("a pass keeps the turn after 1, 4, 5 and hands it over after 2, 3", () => {
    const setup = { variant: "egyptian" as const, a: [28], b: [12] };
    expect([1, 2, 4, 5].map((value) => extraAfterPass(setup, value))).toEqual([true, false, true, true]);
    expect(extraAfterPass({ variant: "egyptian", a: [29], b: [12] }, 3)).toBe(false);
  });
});
