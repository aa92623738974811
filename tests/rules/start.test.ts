// Rule: the pieces, the start position and who throws first (docs/rules.md#the-board-and-the-start,
// #who-throws-first and #the-number-of-pieces).

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { legal } from "../support/scenario";

const BAD_PIECES = '{"error":"pieces must be a whole number from 1 to 7"}';

function startOf(variant: string): string {
  return engineOnBoth([`variant ${variant}`, "show"])[1];
}

describe("wii (seed 000)", () => {
  // "It is a game for two players and consists of a board with three parallel rows of ten squares
  // each as well as ten small playing pieces."
  // "One player controls the five conical pieces and the other plays the cylindrical ones."
  // "At the start of the game, the first row must be filled by the gamers' pieces, arranged
  // alternatively (ABABABABAB)."
  it("five each, ABABABABAB on the first row, a to throw", () => {
    expect(startOf("wii")).toBe('{"position":"ababababab.................... a 0 0"}');
  });

  it("is the default preset", () => {
    expect(engineOnBoth(["show"])).toEqual(['{"position":"ababababab.................... a 0 0"}']);
  });
});

describe("morales (seed 002)", () => {
  // "Senet es un juego para dos jugadores, cada uno con un conjunto de un máximo de 7 fichas,
  // aunque el juego se puede jugar con menor, pero igual número de fichas (es decir: 6, 5, 4, etc.
  // piezas cada uno)." (At most 7 pieces each; fewer, but equal, numbers may be played.)
  // "Las fichas se colocan alternativamente a partir de la casa 1 y termina en la casa 14."
  // "Azul juega primero." (Blue plays first.)
  it("seven each, alternating from 1 to 14, a (blue) to throw", () => {
    expect(startOf("morales")).toBe('{"position":"ababababababab................ a 0 0"}');
  });

  it("menor, pero igual número de fichas: 1 to 7 each, never more", () => {
    for (let pieces = 1; pieces <= 7; pieces++) {
      const board = "ab".repeat(pieces) + ".".repeat(30 - 2 * pieces);
      expect(engineOnBoth(["variant morales", `pieces ${pieces}`, "show"])[2]).toBe(`{"position":"${board} a 0 0"}`);
    }
    expect(engineOnBoth(["variant morales", "pieces 8", "pieces 0", "pieces -1", "pieces two", "show"]).slice(1)).toEqual([
      BAD_PIECES,
      BAD_PIECES,
      BAD_PIECES,
      BAD_PIECES,
      '{"position":"ababababababab................ a 0 0"}',
    ]);
  });

  // "Se puede comenzar con cualquier ficha que pueda hacer un movimiento legal." (Any piece that
  // can make a legal move may start.)
  it("cualquier ficha: every piece that can move is offered", () => {
    const start = { variant: "morales" as const, a: [1, 3, 5, 7, 9, 11, 13], b: [2, 4, 6, 8, 10, 12, 14] };
    expect(legal(start, 1)).toEqual(["1>2x", "3>4x", "5>6x", "7>8x", "9>10x", "11>12x", "13>14x"]);
    expect(legal(start, 2)).toEqual(["13>15"]);
    expect(legal(start, 3)).toEqual(["1>4x", "3>6x", "5>8x", "7>10x", "9>12x", "11>14x", "13>16"]);
  });
});

describe("antik (seed 003)", () => {
  // "Oyuncular iki farklı renkten oluşan beşer adet figüre sahiptir." (Five figures each, two
  // colours.) "Tarafların sahip oldukları beşer figür sırayla ilk on kareye yerleştirilir." (The
  // five of each side are placed in turn on the first ten squares.)
  it("five each, in turn on the first ten squares; the protocol's start has a to throw", () => {
    expect(startOf("antik")).toBe('{"position":"ababababab.................... a 0 0"}');
  });

  // "Oyuna kimin başlayacağı, sayma çubukları ile belirlenir. 1'i yakalayan ilk oyuncu, oyuna
  // başlar." — the ritual is the app's, not the protocol's: see opening.test.ts.
});

describe("egyptian (seed 004)", () => {
  // "7 peões para cada jogador." / "1 conjunto de peões marrons. 1 conjunto de peões azuis."
  it("seven each, alternating from square 1, a to throw", () => {
    expect(startOf("egyptian")).toBe('{"position":"ababababababab................ a 0 0"}');
  });
});

describe("every preset: the house rule of 1..7 pieces", () => {
  // docs/rules.md: "Every preset can be played with 1 to 7 pieces a side, the same for both
  // sides, as a house rule".
  for (const variant of ["wii", "morales", "antik", "egyptian"]) {
    it(`${variant}: pieces 1 and 7 set up the start; positions are checked against the new count`, () => {
      expect(engineOnBoth([`variant ${variant}`, "pieces 1", "show", "pieces 7", "show"]).slice(1)).toEqual([
        '{"ok":true}',
        '{"position":"ab............................ a 0 0"}',
        '{"ok":true}',
        '{"position":"ababababababab................ a 0 0"}',
      ]);
      expect(engineOnBoth([`variant ${variant}`, "pieces 2", "position a.b........................... b 1 1", "legal 1"])[2]).toBe(
        '{"ok":true}',
      );
    });

    it(`${variant}: no game with 0 or 8 pieces`, () => {
      expect(engineOnBoth([`variant ${variant}`, "pieces 0", "pieces 8"]).slice(1)).toEqual([BAD_PIECES, BAD_PIECES]);
    });
  }

  it("a new variant resets to its own number of pieces", () => {
    expect(engineOnBoth(["pieces 3", "variant egyptian", "show"])[2]).toBe('{"position":"ababababababab................ a 0 0"}');
  });
});
