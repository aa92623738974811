// Each level beats the one below it, in one preset: `games` games a step (pairs on the same
// throws, the seats swapped), on Node. A level must win at least half the games plus two
// standard errors of a fair coin (sqrt(games) / 2 each), so that a level no better than the one
// below fails with a chance of some 98%; `games` is chosen per preset so that the margin the
// levels have (docs/ai.md, Levels) clears that bar by more than one more standard error.

import { describe, expect, it } from "vitest";
import { AI_LEVELS } from "../../src/game/ai/index";
import { PresetName, getPreset } from "../../src/game/variants";
import { pairingWins } from "../../tools/tournament/pairing";

export function describeLadder(preset: PresetName, games: number, seed: number): void {
  const bar = games / 2 + Math.sqrt(games);
  describe(`the ladder in ${preset}`, () => {
    for (let rung = 1; rung < AI_LEVELS.length; rung++) {
      const level = AI_LEVELS[rung];
      const below = AI_LEVELS[rung - 1];
      it(`${level} beats ${below} in more than ${Math.ceil(bar)} of ${games} games`, () => {
        expect(pairingWins(getPreset(preset), level, below, games, seed)).toBeGreaterThan(bar);
      });
    }
  });
}
