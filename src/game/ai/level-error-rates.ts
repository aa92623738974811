// Each level's error rate in each preset: the mean chance to win it gives away per decision (with
// two moves or more) over games against the master, as the review measures it. The ratings of
// reviewed games are named after the level whose rate is nearest (src/game/analysis/rating.ts).
// Measured by `node build/tools/tools/experiments/mistakes.js PRESET 100 1` (`make build-ai-tools`
// first), its "mean loss a decision" column (docs/teacher.md's table of the marks).

import { PresetName } from "../variants";
import { AiLevel } from "./levels";

export const LEVEL_ERROR_RATES: { [preset in PresetName]: { [level in AiLevel]: number } } = {
  wii: { easy: 0.0058, medium: 0.0048, hard: 0.0042, master: 0.0006 },
  morales: { easy: 0.0042, medium: 0.0026, hard: 0.0018, master: 0.0001 },
  antik: { easy: 0.0035, medium: 0.0034, hard: 0.0031, master: 0.001 },
  egyptian: { easy: 0.0025, medium: 0.0018, hard: 0.0014, master: 0.0004 },
};
