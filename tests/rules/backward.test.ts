// Rule: backward moves (docs/rules.md#backward-moves): obligatory in wii and antik when no piece
// can move forward; same distance; may capture; respect blockades; never below square 1; antik
// never from 28-30; none in morales and egyptian.

import { describe, expect, it } from "vitest";
import { legal, play, squaresOf } from "../support/scenario";

describe("wii (seed 000)", () => {
  // "When it is not possible to move forwards (protected pieces or barrier) but moving backwards is
  // possible, it is obligatory to move backwards."
  // Picture "Gameplay direction": "the direction pieces must be moved while playing, except if they
  // can't move this way, and have to move backwards instead." Changelog: "if advancing forward is
  // not possible, move backwards if it is."
  it("with no forward move, the backward moves of the same distance are the legal moves", () => {
    expect(legal({ variant: "wii", a: [10, 20], b: [12, 13, 22, 23] }, 2)).toEqual(["10<8", "20<18"]);
  });

  it("a single forward move anywhere rules out every backward move", () => {
    expect(legal({ variant: "wii", a: [1, 10], b: [12, 13] }, 2)).toEqual(["1>3"]);
  });

  // Picture "Pieces protecting themselves": "If it is the conic piece's turn and he rolls a 2 or 3,
  // he won't be able to move forwards, because the cylindrical pieces are next to each other and
  // protected from being captured. So the conic piece would have to move backwards because it can.
  // In this case, if he rolled a 2 he would capture the cylindrical piece two squares behind him
  // ... The conic piece could jump the opponent's pieces with a 4 or a 6, because there's no
  // barrier. Of course, if he rolls a 1 he can move to the next square, because it's empty."
  it("the seed's picture of two protected pieces, throw by throw", () => {
    const setup = { variant: "wii" as const, a: [10], b: [8, 12, 13] };
    expect(legal(setup, 1)).toEqual(["10>11"]);
    expect(legal(setup, 2)).toEqual(["10<8x"]);
    expect(legal(setup, 3)).toEqual(["10<7"]);
    expect(legal(setup, 4)).toEqual(["10>14"]);
    expect(legal(setup, 6)).toEqual(["10>16"]);
    // "... he would now have three opponent's pieces ahead": the exchange puts b on 10.
    expect(squaresOf(play(setup, 10, 2).position)).toMatchObject({ a: [8], b: [10, 12, 13] });
  });

  // Picture "Barrier": "the conic piece won't be able to move forwards unless he scores a 1,
  // because of the barrier of three cylindrical pieces ... the conic piece would have to move
  // backwards, but it only could do so by rolling a 4 or 6, because the cylindrical rear pieces are
  // protecting themselves. If backward moving is not possible and this player hasn't any other
  // movable piece on the board, he must pass his turn."
  it("the seed's picture of a barrier, throw by throw", () => {
    const setup = { variant: "wii" as const, a: [10], b: [7, 8, 12, 13, 14] };
    expect(legal(setup, 1)).toEqual(["10>11"]);
    expect(legal(setup, 2)).toEqual([]);
    expect(legal(setup, 3)).toEqual([]);
    expect(legal(setup, 4)).toEqual(["10<6"]);
    expect(legal(setup, 6)).toEqual(["10<4"]);
    expect(squaresOf(play(setup, "pass", 2).position).side).toBe("b");
  });

  it("never below square 1", () => {
    expect(legal({ variant: "wii", a: [3], b: [5, 6] }, 2)).toEqual(["3<1"]);
    expect(legal({ variant: "wii", a: [2], b: [4, 5] }, 2)).toEqual([]);
    expect(legal({ variant: "wii", a: [3], b: [6, 7] }, 3)).toEqual([]);
  });

  it("a backward move cannot land on its own side nor capture a protected piece", () => {
    // Forward: 10 would land on the protected 12, 8 on its own 10. Backward: 10 would land on its
    // own 8, 8 on the protected 6.
    expect(legal({ variant: "wii", a: [8, 10], b: [5, 6, 12, 13] }, 2)).toEqual([]);
  });

  it("a backward capture is an exchange: the captured piece goes forward to the mover's square", () => {
    const after = squaresOf(play({ variant: "wii", a: [16], b: [12, 19, 20] }, 16, 4).position);
    expect(after).toMatchObject({ a: [12], b: [16, 19, 20] });
  });

  it("safe squares hold backward too: no capture on 26", () => {
    // a on 28: forward 2 lands on the protected 30; backward 2 lands on the safe 26.
    expect(legal({ variant: "wii", a: [28], b: [26, 29, 30] }, 2)).toEqual([]);
  });

  // docs/rules.md#backward-moves: a backward move "ends in the water when it ends on 27".
  it("a backward move that ends on 27 falls into the water", () => {
    const setup = { variant: "wii" as const, a: [28], b: [29] };
    expect(legal(setup, 1)).toEqual(["28<15w"]);
    expect(squaresOf(play(setup, 28, 1).position).a).toEqual([15]);
  });
});

describe("antik (seed 003)", () => {
  // "Oyun ileriye doğru oynanır. Eğer ileriye doğru oynamak mümkün değilse, geriye doğru hamle
  // yapılır." (Play goes forward; if moving forward is not possible, a backward move is made.)
  it("ileriye doğru mümkün değilse geriye: backward only when nothing moves forward", () => {
    expect(legal({ variant: "antik", a: [10], b: [12, 13] }, 2)).toEqual(["10<8"]);
    expect(legal({ variant: "antik", a: [1, 10], b: [12, 13] }, 2)).toEqual(["1>3"]);
  });

  it("a backward move may capture, by exchange", () => {
    const setup = { variant: "antik" as const, a: [10], b: [7, 13, 14] };
    expect(legal(setup, 3)).toEqual(["10<7x"]);
    expect(squaresOf(play(setup, 10, 3).position)).toMatchObject({ a: [7], b: [10, 13, 14] });
  });

  it("never below square 1", () => {
    expect(legal({ variant: "antik", a: [2], b: [5, 6] }, 3)).toEqual([]);
  });

  // "Hamle yapılması zorunlu figür(ler) son 3 karede (28,29,30) yer aldığı takdirde geri ya da
  // ileri doğru hamle yapılamaz." (Pieces on the last 3 squares (28, 29, 30) cannot move backward
  // or forward [other than by their exit].)
  it("son 3 karede geri hamle yapılamaz: pieces on 28-30 never move backward", () => {
    expect(legal({ variant: "antik", a: [28], b: [1] }, 1)).toEqual([]);
    expect(legal({ variant: "antik", a: [29], b: [1] }, 4)).toEqual([]);
    expect(legal({ variant: "antik", a: [28, 29], b: [1] }, 5)).toEqual([]);
  });

  // "26. kare üzerindeki figür, son 3 kareye veya mevcut ilerleme hamlesi yoksa geriye gidebilir."
  // (The piece on 26 may go to the last 3 squares, or backward if there is no forward move.)
  it("26. kare geriye gidebilir: the piece on 26 moves backward when nothing moves forward", () => {
    expect(legal({ variant: "antik", a: [26], b: [28, 29] }, 2)).toEqual(["26<24"]);
    expect(legal({ variant: "antik", a: [26], b: [29] }, 2)).toEqual(["26>28"]);
  });
});

describe("morales (seed 002) and egyptian (seed 004): no backward move", () => {
  for (const variant of ["morales", "egyptian"] as const) {
    it(`${variant}: a blocked player passes instead of moving back`, () => {
      expect(legal({ variant, a: [10], b: [12, 13] }, 2)).toEqual([]);
      expect(legal({ variant, a: [10], b: [13, 14, 5] }, 3)).toEqual([]);
    });
  }
});
