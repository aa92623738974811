// Rule: blockades, the pieces a move may not jump (docs/rules.md#blockades: "The rule applies to
// every move: forward, backward, a move into the water [...] and bearing off").

import { describe, expect, it } from "vitest";
import { legal } from "../support/scenario";

describe("wii (seed 000): three in a row", () => {
  // "when they are three pieces of the same player, they form a barrier that the opponent cannot
  // jump, but the barrier owner can jump."
  it("the opponent cannot jump three in a row", () => {
    // Forward is barred, so the (obligatory) backward move is all that is left.
    expect(legal({ variant: "wii", a: [10], b: [12, 13, 14] }, 6)).toEqual(["10<4"]);
    expect(legal({ variant: "wii", a: [10], b: [12, 13, 14] }, 1)).toEqual(["10>11"]);
  });

  it("the barrier owner can jump it", () => {
    expect(legal({ variant: "wii", a: [10, 12, 13, 14], b: [1] }, 6)).toEqual(["10>16", "12>18", "13>19", "14>20"]);
  });

  it("a longer run blocks too, and two in a row do not", () => {
    expect(legal({ variant: "wii", a: [10], b: [11, 12, 13, 14] }, 6)).toEqual(["10<4"]);
    expect(legal({ variant: "wii", a: [10], b: [11, 12] }, 4)).toEqual(["10>14"]);
  });

  // Changelog v0.05: "jumping multiple barriers isn't allowed" — and neither is jumping one.
  it("one square of a barrier on the way is enough to stop the move", () => {
    // 4 from 9 would land on the empty 13 but jumps 10-12.
    expect(legal({ variant: "wii", a: [9], b: [10, 11, 12] }, 4)).toEqual(["9<5"]);
    expect(legal({ variant: "wii", a: [9], b: [10, 11, 20] }, 4)).toEqual(["9>13"]);
  });

  // docs/rules.md#words-used-on-this-page: "a move that bears off jumps every square after its
  // start up to 30."
  it("a barrier on 28-30 stops bearing off past it", () => {
    expect(legal({ variant: "wii", a: [25], b: [28, 29, 30] }, 6)).toEqual(["25<19"]);
    expect(legal({ variant: "wii", a: [25], b: [28, 29] }, 6)).toEqual(["25>off"]);
  });

  // docs/rules.md#blockades: "The rule applies to every move: forward, backward, ..."
  it("a barrier behind stops a backward move", () => {
    // Forward 6 lands on the protected 22; backward 6 would land on the empty 10 past 12-14.
    expect(legal({ variant: "wii", a: [16], b: [12, 13, 14, 22, 23] }, 6)).toEqual([]);
    expect(legal({ variant: "wii", a: [16], b: [12, 14, 22, 23] }, 6)).toEqual(["16<10"]);
  });

  it("a move into the water is stopped by a barrier on its way", () => {
    expect(legal({ variant: "wii", a: [21], b: [23, 24, 25] }, 6)).toEqual(["21<15"]);
    expect(legal({ variant: "wii", a: [21], b: [23, 24] }, 6)).toEqual(["21>15w"]);
  });
});

describe("morales (seed 002): three in a row", () => {
  // "Cuando un jugador tiene 3 o más fichas juntas, "bloquea" el paso de las fichas de su oponente."
  // (Three or more together block the opponent's pieces.)
  it("tres fichas juntas bloquean el paso", () => {
    expect(legal({ variant: "morales", a: [10], b: [12, 13, 14] }, 6)).toEqual([]);
    expect(legal({ variant: "morales", a: [10], b: [12, 13] }, 4)).toEqual(["10>14"]);
  });

  it("their owner jumps them", () => {
    expect(legal({ variant: "morales", a: [1], b: [10, 12, 13, 14], side: "b" }, 6)).toEqual(["10>16", "12>18", "13>19", "14>20"]);
  });

  it("the Chamber of Set's 6 into the water is stopped by three in a row", () => {
    expect(legal({ variant: "morales", a: [21], b: [23, 24, 25] }, 6)).toEqual([]);
  });

  it("bearing off from 26 with a 6 is stopped by three in a row on 28-30", () => {
    expect(legal({ variant: "morales", a: [26], b: [28, 29, 30] }, 6)).toEqual([]);
  });
});

describe("antik (seed 003): a protected piece cannot be jumped", () => {
  // "rakip taş korunmadığı sürece geçebilir" (may pass an opposing piece as long as it is not
  // protected); docs/rules.md#blockades: "so two side by side already block".
  it("two side by side block a jump; a lone piece does not", () => {
    expect(legal({ variant: "antik", a: [10], b: [12, 13] }, 5)).toEqual(["10<5"]);
    expect(legal({ variant: "antik", a: [10], b: [12, 14] }, 5)).toEqual(["10>15"]);
  });

  it("the owner jumps its own protected pieces", () => {
    expect(legal({ variant: "antik", a: [10, 12, 13], b: [1] }, 5)).toEqual(["10>15", "12>17", "13>18"]);
  });

  it("bearing off from 26 with 5 cannot jump a protected pair on 28-29", () => {
    expect(legal({ variant: "antik", a: [26], b: [28, 29] }, 5)).toEqual(["26<21"]);
    expect(legal({ variant: "antik", a: [26], b: [28, 30] }, 5)).toEqual(["26>off"]);
  });

  it("a backward move cannot jump a protected pair", () => {
    // Forward 3 lands on the protected 13; backward 3 would land on the empty 7 past the pair 8-9.
    expect(legal({ variant: "antik", a: [10], b: [8, 9, 12, 13] }, 3)).toEqual([]);
    expect(legal({ variant: "antik", a: [10], b: [8, 12, 13] }, 3)).toEqual(["10<7"]);
  });
});

describe("egyptian (seed 004): no blockade", () => {
  // The seed names none; docs/rules.md#blockades: "there is none".
  it("three or more in a row can be jumped", () => {
    expect(legal({ variant: "egyptian", a: [10], b: [11, 12, 13, 14] }, 5)).toEqual(["10>15"]);
  });

  it("bearing off from 26 jumps anything on 28-30", () => {
    expect(legal({ variant: "egyptian", a: [26], b: [28, 29, 30] }, 5)).toEqual(["26>off"]);
  });
});
