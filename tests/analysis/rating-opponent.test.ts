// A rating means the same against any opponent: the master, reviewed in games against casual,
// gives away as little as against itself and is rated master in every preset. (With curves per
// number of pieces borne off the analysis was harsher in lopsided games, and the master was rated
// expert against casual in `wii`: docs/history/teacher.md.)

import { describe, expect, it } from "vitest";
import { getPreset } from "../../src/game/variants";
import { OFFERED_PRESETS } from "../../src/platform/presets-offered";
import { LEVEL_ERROR_RATES } from "../../src/game/analysis/level-rates";
import { nearestLevel } from "../../src/game/analysis/rating";
import { levelLosses, meanOf } from "../../tools/tournament/ladder";

const GAMES = 40;
const SEED = 77;

describe("the master's rating against a weaker opponent", () => {
  // The presets the game offers.
  for (const name of OFFERED_PRESETS) {
    it(`${name}: is master against casual, over ${GAMES} games`, () => {
      const losses = levelLosses(getPreset(name), "master", GAMES, SEED, "casual");
      const mean = meanOf(losses);
      expect(losses.length).toBeGreaterThan(30 * GAMES);
      expect(nearestLevel(name, mean), `${name}: ${mean} a decision; the expert's rate ${LEVEL_ERROR_RATES[name].expert}`).toBe("master");
    });
  }
});
