// Each level's mean chance given away per decision with two moves or more, per preset: the
// review's own measure over games against the master (docs/ai.md, Levels), by which a player's
// game can be rated. Written by the command below; not edited by hand.
// node build/tools/tools/tournament/ladder.js --games 2000 --review-games 200 --seed 1 --timing wii --write

import { AiLevel } from "../ai/levels";
import { PresetName } from "../variants";

export const LEVEL_RATES_COMMAND = "node build/tools/tools/tournament/ladder.js --games 2000 --review-games 200 --seed 1 --timing wii --write";

export const LEVEL_ERROR_RATES: { [preset in PresetName]: { [level in AiLevel]: number } } = {
  wii: { beginner: 0.006551, casual: 0.005698, club: 0.003520, expert: 0.001652, master: 0.000591 },
  morales: { beginner: 0.004656, casual: 0.003921, club: 0.003076, expert: 0.001743, master: 0.000082 },
  antik: { beginner: 0.005446, casual: 0.004494, club: 0.003329, expert: 0.002059, master: 0.000893 },
  egyptian: { beginner: 0.004160, casual: 0.003383, club: 0.002791, expert: 0.001684, master: 0.000372 },
};
