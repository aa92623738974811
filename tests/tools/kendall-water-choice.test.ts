// The tools' players in `kendall`: leaving the waiting piece on 27 is a choice (a pass while a
// move exists), which the tournament's games play as the game does.

import { describe, expect, it } from "vitest";
import { legalMoves } from "../../src/game/moves";
import { getPreset } from "../../src/game/variants";
import { playMatch } from "../../tools/tournament/match";
import { Player, PlayerName, createPlayer } from "../../tools/tournament/players";

/** The player, counting the decisions where it left a piece on 27 though it could move. */
function counting(name: PlayerName, seed: number, stays: { count: number }): Player {
  const player = createPlayer(name, seed);
  return {
    name,
    choose(preset, position, throwValue, decisionSeed) {
      const move = player.choose(preset, position, throwValue, decisionSeed);
      if (move === undefined && legalMoves(preset, position, throwValue).length > 0) stays.count++;
      return move;
    },
  };
}

describe("kendall's water in the tournament's games", () => {
  for (const name of ["random", "master"] as const) {
    it(`lets ${name} leave its piece in the water, and the games end`, () => {
      const preset = getPreset("kendall");
      const stays = { count: 0 };
      for (let seed = 1; seed <= (name === "random" ? 20 : 6); seed++) {
        const winner = playMatch(preset, { a: counting(name, 2 * seed, stays), b: counting("random", 2 * seed + 1, stays) }, seed);
        expect(winner).toBeDefined();
      }
      expect(stays.count).toBeGreaterThan(0);
    });
  }
});
