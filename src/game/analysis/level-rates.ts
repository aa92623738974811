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
  kendall: "node build/tools/tools/tournament/ladder.js --games 2000 --review-games 200 --seed 1 --timing wii --write",
  jequier: "node build/tools/tools/tournament/ladder.js --presets jequier --games 2000 --review-games 200 --seed 1 --timing wii --write",
  modern: "node build/tools/tools/tournament/ladder.js --games 2000 --review-games 200 --seed 1 --timing wii --write",
};

export const LEVEL_ERROR_RATES: { [preset in PresetName]: { [level in AiLevel]: number } } = {
  wii: { beginner: 0.007363, casual: 0.005809, club: 0.003609, expert: 0.001666, master: 0.000162 },
  morales: { beginner: 0.006196, casual: 0.005151, club: 0.003899, expert: 0.002212, master: 0.000060 },
  antik: { beginner: 0.005989, casual: 0.004651, club: 0.003240, expert: 0.001907, master: 0.000256 },
  egyptian: { beginner: 0.004546, casual: 0.003769, club: 0.002865, expert: 0.001602, master: 0.000093 },
  kendall: { beginner: 0.005154, casual: 0.004060, club: 0.003188, expert: 0.001826, master: 0.000149 },
  jequier: { beginner: 0.010504, casual: 0.009526, club: 0.006701, expert: 0.002441, master: 0.001074 },
  modern: { beginner: 0.004704, casual: 0.003506, club: 0.002784, expert: 0.001470, master: 0.000119 },
};
