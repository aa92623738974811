// The four AI levels: how deep each searches, which evaluation it uses, and the human-like
// oversights and rushed moves of the weaker ones (chances in percent, rolled once per decision).

import { PresetName } from "../variants";
import { EvalWeights } from "./evaluate";
import { FULL_WEIGHTS, FULL_WITHOUT_THREATS, LEARNED_WEIGHTS, RACE_WEIGHTS } from "./weights";
import { NEVER_SETTLED, Settle } from "./search";

export type AiLevel = "easy" | "medium" | "hard" | "master";

export const AI_LEVELS: AiLevel[] = ["easy", "medium", "hard", "master"];

export interface LevelConfig {
  /** Decisions searched: 1 looks at the position after the move only. */
  depth: number;
  /** Work (work.ts's units) after which iterative deepening stops with the best move found so far. */
  workCap: number;
  /** When it may stop sooner, with a clear choice, in each preset. */
  settle: { [preset in PresetName]: Settle };
  /** A beginner only races; the others weigh the whole position. */
  fullEvaluation: boolean;
  /** Judges with the preset's learned network (which knows only the preset's own piece count). */
  learned: boolean;
  /** Chance of not noticing that a move ends in the water (it looks like progress to 27). */
  overlookWater: number;
  /** Chance of not noticing what a capture does to the opponent's piece. */
  overlookCapture: number;
  /** Chance of forgetting the threats of hits for this move. */
  overlookThreats: number;
  /** Chance of just racing this move: the best progress now, with no thought for safety or blockades. */
  rush: number;
}

/**
 * The master's work: at most MASTER_WORK_CAP (some 1.8 s on the Wii), and no more than two
 * decisions deep (800 units: what that takes) where one decision deep one move led the others by
 * the preset's lead and two deep it stayed best. The leads are as large as leave more than half
 * of the decisions settled (the values of the presets' networks spread differently), calibrated
 * with the tournament's --timing wii and `make bench-ai` so that the Wii answers within its
 * targets (docs/ai.md).
 */
export const MASTER_WORK_CAP = 6500;
const SETTLE_WORK = 800;
export const MASTER_SETTLE: { [preset in PresetName]: Settle } = {
  wii: { work: SETTLE_WORK, lead: 0.006 },
  morales: { work: SETTLE_WORK, lead: 0.003 },
  antik: { work: SETTLE_WORK, lead: 0.01 },
  egyptian: { work: SETTLE_WORK, lead: 0.01 },
};
const NEVER: { [preset in PresetName]: Settle } = { wii: NEVER_SETTLED, morales: NEVER_SETTLED, antik: NEVER_SETTLED, egyptian: NEVER_SETTLED };

const LEVELS: { [level in AiLevel]: LevelConfig } = {
  easy: { depth: 1, workCap: 0, settle: NEVER, fullEvaluation: false, learned: false, overlookWater: 40, overlookCapture: 40, overlookThreats: 0, rush: 0 },
  medium: { depth: 1, workCap: 0, settle: NEVER, fullEvaluation: true, learned: false, overlookWater: 0, overlookCapture: 0, overlookThreats: 25, rush: 45 },
  hard: { depth: 1, workCap: 0, settle: NEVER, fullEvaluation: true, learned: false, overlookWater: 0, overlookCapture: 0, overlookThreats: 0, rush: 10 },
  master: { depth: 3, workCap: MASTER_WORK_CAP, settle: MASTER_SETTLE, fullEvaluation: true, learned: true, overlookWater: 0, overlookCapture: 0, overlookThreats: 0, rush: 0 },
};

export function isAiLevel(name: string): name is AiLevel {
  return AI_LEVELS.includes(name as AiLevel);
}

export function levelConfig(level: AiLevel): LevelConfig {
  return LEVELS[level];
}

/** The weights a level judges positions of a preset with, for this decision. */
export function levelWeights(config: LevelConfig, preset: PresetName, overlookingThreats: boolean): EvalWeights {
  if (!config.fullEvaluation) return RACE_WEIGHTS;
  if (config.learned) return LEARNED_WEIGHTS[preset];
  return overlookingThreats ? FULL_WITHOUT_THREATS[preset] : FULL_WEIGHTS[preset];
}
