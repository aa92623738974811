// Rule: the first player to bear off every piece wins; no draws (docs/rules.md#winning; the
// protocol's `winner` field and its errors after the end).

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { boardText, play, positionText, session, squaresOf } from "../support/scenario";

const GAME_OVER = { error: "the game is over" };

describe("the last piece borne off wins", () => {
  // wii: "The objective in Senet is to remove your pieces from the board before your opponent"
  // morales: "El primer jugador que saque todas sus fichas del tablero gana el juego de Senet."
  // antik: "Taşlarını ilk olarak oyun alanının dışına çıkaran oyuncu, oyunu kazanır."
  // egyptian: "Objetivo — Remover todos peões do tabuleiro."
  // Each last move uses a throw that would otherwise give an extra throw (none in antik).
  const lastMoves = [
    { variant: "wii", from: 30, throwValue: 1, pieces: 5 },
    { variant: "morales", from: 30, throwValue: 1, pieces: 7 },
    { variant: "antik", from: 30, throwValue: 3, pieces: 5 },
    { variant: "egyptian", from: 26, throwValue: 5, pieces: 7 },
  ] as const;
  for (const { variant, from, throwValue, pieces } of lastMoves) {
    it(`${variant}: winner field, no extra throw, the other player to throw`, () => {
      const played = play({ variant, a: [from], b: [12, 13] }, from, throwValue);
      expect(played.winner).toBe("a");
      expect(played.extra).toBe(false);
      expect(played.position).toBe(positionText({ variant, a: [], b: [12, 13], side: "b" }));
      expect(squaresOf(played.position).offA).toBe(pieces);
    });

    it(`${variant}: afterwards legal, move, pass and best answer an error`, () => {
      const replies = session({ variant, a: [from], b: [12, 13] }, [
        `move ${from} ${throwValue}`,
        "legal 1",
        "move 12 1",
        "pass 1",
        "best 1",
        "show",
      ]);
      expect(replies.slice(1, 5)).toEqual([GAME_OVER, GAME_OVER, GAME_OVER, GAME_OVER]);
      expect(replies[5]).toEqual({ position: replies[0].position });
    });
  }

  it("player b wins the same way", () => {
    const played = play({ variant: "wii", a: [1, 2], b: [29], side: "b" }, 29, 2);
    expect(played).toEqual({ position: positionText({ variant: "wii", a: [1, 2], b: [], side: "a" }), extra: false, winner: "b" });
  });

  it("a move that leaves pieces on the board has no winner field", () => {
    const played = play({ variant: "wii", a: [20, 30], b: [12] }, 30, 2);
    expect(played.winner).toBeUndefined();
    expect(Object.keys(played)).toEqual(["position", "extra"]);
  });

  it("a finished position can be set up, and then nothing can be played", () => {
    expect(engineOnBoth([`position ${boardText([], [11, 18])} a 5 3`, "legal 2", "best 2"])).toEqual([
      '{"ok":true}',
      '{"error":"the game is over"}',
      '{"error":"the game is over"}',
    ]);
  });

  // docs/rules.md: the first to bear off every piece wins (a draw is only a locked game) — both players cannot have finished.
  it("no draws: a position where both sides are off is refused", () => {
    expect(engineOnBoth(["position .............................. a 5 5"])).toEqual([
      '{"error":"only one player can have borne off every piece"}',
    ]);
  });
});
