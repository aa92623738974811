// A tools' game that would never end (two players shuffling pieces back, as strong `jequier`
// players may) is stopped at GAME_THROW_CAP throws and counted as a draw; a locked one (no side
// can ever move again: src/game/lock.ts) at its first pass.

import { describe, expect, it } from "vitest";
import { OFF } from "../../src/game/board";
import { legalMoves } from "../../src/game/moves";
import { parsePosition } from "../../src/game/notation";
import { createRng } from "../../src/game/rng";
import { throwSticks } from "../../src/game/throws";
import { getPreset } from "../../src/game/variants";
import { GAME_THROW_CAP } from "../../tools/tournament/game-cap";
import { playMatch } from "../../tools/tournament/match";
import { Player } from "../../tools/tournament/player";
import { Duelist, duel, playToEnd } from "../../tools/train/duel";

/** Where a move ends, bearing off counted as the farthest. */
function landing(to: number): number {
  return to === OFF ? 1000 : to;
}

/** A player that never wants to get anywhere: the move that ends lowest on the board. */
const staller: Player = {
  name: "random",
  choose(preset, position, throwValue) {
    const moves = legalMoves(preset, position, throwValue);
    let lowest = moves[0];
    for (const move of moves) if (landing(move.to) < landing(lowest.to)) lowest = move;
    return lowest;
  },
};

const stallingDuelist: Duelist = (_position, _throwValue, buffer, count) => {
  let lowest = 0;
  for (let index = 1; index < count; index++) if (landing(buffer.to[index]) < landing(buffer.to[lowest])) lowest = index;
  return lowest;
};

describe("a game that would not end", () => {
  it("is stopped at the cap with no winner in the tournament's games", () => {
    expect(GAME_THROW_CAP).toBeGreaterThan(1000);
    expect(playMatch(getPreset("jequier"), { a: staller, b: staller }, 5)).toBeUndefined();
  });

  it("counts as half a win in the trainers' quick matches", () => {
    expect(duel(getPreset("jequier"), stallingDuelist, stallingDuelist, 2, 5)).toBe(50);
  });
});

describe("a locked game", () => {
  it("stops at its first throw, a draw, in the trainers' quick matches", () => {
    const preset = getPreset("kendall");
    // b's rescued piece on 8 cannot move, and a's pieces are jammed behind it
    const position = parsePosition("aaaaaaaBbbbbb......b.......... a 0 0".split(" "), preset).position;
    if (position === undefined) throw new Error("no position");
    const rng = createRng(7);
    expect(playToEnd(preset, position, stallingDuelist, stallingDuelist, rng)).toBeUndefined();
    // one throw was made, not GAME_THROW_CAP of them
    const fresh = createRng(7);
    throwSticks(preset, fresh);
    expect(throwSticks(preset, rng)).toEqual(throwSticks(preset, fresh));
  });
});
