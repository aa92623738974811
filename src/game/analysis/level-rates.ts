// Each level's mean chance given away per decision with two moves or more, per preset: the
// review's own measure over games against the master (docs/ai.md, Levels), by which a player's
// game can be rated. Written by tools/tournament/ladder.ts's --write, each preset's row by the
// command beside it (empty: not measured, another preset's rates stand in); not edited by hand.

import { AiLevel } from "../ai/levels";
import { PresetName } from "../variants";

export const LEVEL_RATES_COMMANDS: { [preset in PresetName]: string } = {
  wii: "node build/tools/tools/tournament/ladder.js --games 2000 --review-games 200 --seed 1 --timing wii --write",
  morales: "node build/tools/tools/tournament/ladder.js --games 2000 --review-games 200 --seed 1 --timing wii --write",
  antik: "node build/tools/tools/tournament/ladder.js --games 2000 --review-games 200 --seed 1 --timing wii --write",
  egyptian: "node build/tools/tools/tournament/ladder.js --games 2000 --review-games 200 --seed 1 --timing wii --write",
  kendall: "node build/tools/tools/tournament/ladder.js --presets kendall --games 2000 --review-games 200 --seed 1 --timing wii --write",
  jequier: "node build/tools/tools/tournament/ladder.js --presets jequier --games 2000 --review-games 200 --seed 1 --timing wii --write",
  modern: "node build/tools/tools/tournament/ladder.js --presets modern --games 2000 --review-games 200 --seed 1 --timing wii --write",
};

export const LEVEL_ERROR_RATES: { [preset in PresetName]: { [level in AiLevel]: number } } = {
  wii: { beginner: 0.006766, casual: 0.005591, club: 0.003347, expert: 0.001480, master: 0.000161 },
  morales: { beginner: 0.006998, casual: 0.005791, club: 0.004508, expert: 0.002684, master: 0.000061 },
  antik: { beginner: 0.005899, casual: 0.004841, club: 0.003483, expert: 0.002029, master: 0.000309 },
  egyptian: { beginner: 0.004669, casual: 0.004005, club: 0.002947, expert: 0.001742, master: 0.000102 },
  kendall: { beginner: 0.004905, casual: 0.003825, club: 0.002904, expert: 0.001645, master: 0.000099 },
  jequier: { beginner: 0.007648, casual: 0.006645, club: 0.004711, expert: 0.002335, master: 0.000755 },
  modern: { beginner: 0.005349, casual: 0.003910, club: 0.003150, expert: 0.001628, master: 0.000100 },
};
