// A tools' game that would never end (two players shuffling pieces back, as strong `jequier`
// players may) is stopped at GAME_THROW_CAP throws and counted as a draw.

import { describe, expect, it } from "vitest";
import { OFF } from "../../src/game/board";
import { legalMoves } from "../../src/game/moves";
import { getPreset } from "../../src/game/variants";
import { GAME_THROW_CAP } from "../../tools/tournament/game-cap";
import { playMatch } from "../../tools/tournament/match";
import { Player } from "../../tools/tournament/player";
import { Duelist, duel } from "../../tools/train/duel";

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
