// The four AI levels: how deep each searches, how it weighs a position, and the human-like
// oversights of the weaker ones (chances in percent, rolled once per decision).

import { EvalWeights, FULL_WEIGHTS } from "./evaluate";

export type AiLevel = "easy" | "medium" | "hard" | "master";

export const AI_LEVELS: AiLevel[] = ["easy", "medium", "hard", "master"];

export interface LevelConfig {
  /** Decisions searched: 1 looks at the position after the move only. */
  depth: number;
  /** Nodes after which iterative deepening stops with the best move found so far. */
  nodeCap: number;
  weights: EvalWeights;
  /** Chance of not noticing that a move ends in the water (it looks like progress to 27). */
  overlookWater: number;
  /** Chance of not noticing what a capture does to the opponent's piece. */
  overlookCapture: number;
  /** Chance of forgetting the opponent's threats for this move. */
  overlookThreats: number;
}

/** A beginner races: progress only, no thought for safety or blockades. */
const RACE_WEIGHTS: EvalWeights = { offValue: 33, threatNow: 0, threatLater: 0, blockade: 0, tempo: 0, scale: 30 };

const LEVELS: { [level in AiLevel]: LevelConfig } = {
  easy: { depth: 1, nodeCap: 0, weights: RACE_WEIGHTS, overlookWater: 40, overlookCapture: 40, overlookThreats: 0 },
  medium: { depth: 1, nodeCap: 0, weights: FULL_WEIGHTS, overlookWater: 0, overlookCapture: 0, overlookThreats: 25 },
  hard: { depth: 2, nodeCap: 1000000, weights: FULL_WEIGHTS, overlookWater: 0, overlookCapture: 0, overlookThreats: 0 },
  master: { depth: 3, nodeCap: 6000, weights: FULL_WEIGHTS, overlookWater: 0, overlookCapture: 0, overlookThreats: 0 },
};

export function isAiLevel(name: string): name is AiLevel {
  return AI_LEVELS.includes(name as AiLevel);
}

export function levelConfig(level: AiLevel): LevelConfig {
  return LEVELS[level];
}
