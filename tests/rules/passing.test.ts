// Rule: a player with no legal move passes, and only then (docs/rules.md#passing-and-forfeits; the
// protocol's `pass T` "only when `legal T` is empty"); morales' 5 forfeits the turn.

import { describe, expect, it } from "vitest";
import { legal, play, positionText, reply, squaresOf } from "../support/scenario";

const PASS_REFUSED = { error: "a legal move exists, so the player cannot pass" };

describe("every preset", () => {
  for (const variant of ["wii", "morales", "antik", "egyptian"] as const) {
    it(`${variant}: a pass while a move exists is refused`, () => {
      expect(reply({ variant, a: [1, 10], b: [2, 3] }, "pass 1")).toEqual(PASS_REFUSED);
    });

    it(`${variant}: a pass changes nothing but the player to throw`, () => {
      const setup = { variant, a: [1], b: [2, 3, 4] };
      expect(legal(setup, 2)).toEqual([]);
      const passed = play(setup, "pass", 2);
      expect(passed.extra).toBe(false);
      expect(passed.position).toBe(positionText({ ...setup, side: "b" }));
    });
  }
});

describe("wii (seed 000)", () => {
  // "If backward moving is not possible and this player hasn't any other movable piece on the
  // board, he must pass his turn." / "If a player can't move, he can pass the turn by holding
  // PLUS, while the adversary presses MINUS."
  it("he must pass his turn only when no piece moves either way", () => {
    expect(reply({ variant: "wii", a: [10], b: [12, 13] }, "pass 2")).toEqual(PASS_REFUSED);
    expect(play({ variant: "wii", a: [2], b: [4, 5] }, "pass", 2).extra).toBe(false);
  });
});

describe("morales (seed 002)", () => {
  // "A lo largo del juego, se pueden producir situaciones en las que no hay posibilidad de
  // movimiento y, por lo tanto, ese jugador debe renunciar a su turno." (With no possible move the
  // player must give up the turn.)
  it("no hay posibilidad de movimiento: the player passes", () => {
    expect(legal({ variant: "morales", a: [10], b: [12, 13] }, 2)).toEqual([]);
    expect(squaresOf(play({ variant: "morales", a: [10], b: [12, 13] }, "pass", 2).position).side).toBe("b");
  });

  // "• 5 = número de mala suerte! No puede avanzar y pierde su turno" (5: unlucky number; no move,
  // the turn is lost.)
  it("a 5 has no legal move, even at the start, and passing it ends the turn", () => {
    expect(legal({ variant: "morales", a: [1, 3, 5, 7, 9, 11, 13], b: [2, 4, 6, 8, 10, 12, 14] }, 5)).toEqual([]);
    const passed = play({ variant: "morales", a: [1, 3, 5, 7, 9, 11, 13], b: [2, 4, 6, 8, 10, 12, 14] }, "pass", 5);
    expect(passed.extra).toBe(false);
    expect(squaresOf(passed.position).side).toBe("b");
    expect(reply({ variant: "morales", a: [20], b: [1] }, "move 20 5")).toEqual({ error: "that move is not legal" });
  });

  it("5 forfeits in morales only: antik and egyptian move with it", () => {
    expect(legal({ variant: "antik", a: [20], b: [1] }, 5)).toEqual(["20>25"]);
    expect(legal({ variant: "egyptian", a: [20], b: [1] }, 5)).toEqual(["20>25"]);
  });
});

describe("antik (seed 003)", () => {
  // "Oynanabilecek hiçbir hamle mevcut değilse, pas geçilerek oyun sırası rakibe kalır." (With no
  // playable move, the player passes and the turn goes to the opponent.)
  it("hiçbir hamle mevcut değilse pas", () => {
    const passed = play({ variant: "antik", a: [1], b: [2, 3] }, "pass", 4);
    expect(squaresOf(passed.position).side).toBe("b");
  });

  // "Mevcut hamle için tek bir taş dahi varsa o taşla hamle yapılır." (If even one piece can make
  // the move, that piece must move.)
  it("tek bir taş dahi varsa o taşla hamle yapılır: one movable piece must move", () => {
    const setup = { variant: "antik" as const, a: [1, 20], b: [2, 3] };
    expect(legal(setup, 4)).toEqual(["20>24"]);
    expect(reply(setup, "pass 4")).toEqual(PASS_REFUSED);
  });
});

describe("egyptian (seed 004)", () => {
  // "Apenas um dos peões disponíveis em destaque é movido de acordo com o número tirado;" — and
  // when none is available the turn passes (see extra-throws for what the throw keeps).
  it("with no pawn available, the player passes", () => {
    expect(legal({ variant: "egyptian", a: [28], b: [12] }, 2)).toEqual([]);
    expect(squaresOf(play({ variant: "egyptian", a: [28], b: [12] }, "pass", 2).position).side).toBe("b");
  });
});
