// Evaluation weights per preset. `wii` and `morales` use square values fitted by logistic
// regression to the outcomes of self-play games (tools/train/fit-weights.ts), their races being far
// from linear (the water, the stop on 26, the exact exits); `antik` and `egyptian` play better
// with the hand-set race and safety terms (heavier hits and blockades there). The master judges
// with a learned value network instead (nets/). docs/ai.md says how each was made and chosen.
import { PresetName } from "../variants";
import { EvalWeights } from "./evaluate";
import { NET as ANTIK_NET } from "./nets/antik";
import { NET as EGYPTIAN_NET } from "./nets/egyptian";
import { NET as JEQUIER_NET } from "./nets/jequier";
import { NET as JEQUIER_CHANCE_NET } from "./nets/jequier-chance";
import { NET as JEQUIER_ENDGAME_NET } from "./nets/jequier-endgame";
import { NET as KENDALL_NET } from "./nets/kendall";
import { NET as MODERN_NET } from "./nets/modern";
import { NET as MORALES_NET } from "./nets/morales";
import { NET as WII_NET } from "./nets/wii";

/** A plain race: progress only, no thought for safety or blockades (the beginner, the greedy baseline). */
export const RACE_WEIGHTS: EvalWeights = {
  offValue: 33, threatNow: 0, threatLater: 0, blockade: 0, tempo: 0, scale: 30, raceByThrows: false,
};

const HAND_SET: EvalWeights = {
  offValue: 33, threatNow: 1, threatLater: 0.35, blockade: 1.5, tempo: 2.5, scale: 30, raceByThrows: true,
};

/** The full evaluation of each preset (values in logits for the fitted ones, in squares for the others). */
export const FULL_WEIGHTS: { [name in PresetName]: EvalWeights } = {
  wii: {
    offValue: 0, threatNow: 0.0173, threatLater: 0.0097, blockade: 0.0426, tempo: 0.0473, scale: 2,
    raceByThrows: false,
    squareValues: [-0.5288, -0.5265, -0.5009, -0.4605, -0.4395, -0.4125, -0.4161, -0.414, -0.3802, -0.3464, -0.3362, -0.3336, -0.3003, -0.2997, -0.3017, -0.264, -0.3063, -0.2484, -0.2213, -0.1931, -0.2395, -0.179, -0.1615, -0.1606, -0.144, -0.0134, 0, 0.071, 0.101, 0.0874],
  },
  morales: {
    offValue: 0, threatNow: -0.0129, threatLater: -0.0083, blockade: 0.0339, tempo: 0.0223, scale: 2,
    raceByThrows: false,
    squareValues: [-0.3721, -0.3695, -0.3901, -0.3716, -0.393, -0.3851, -0.371, -0.3853, -0.3745, -0.392, -0.3856, -0.3777, -0.3825, -0.368, -0.3984, -0.3626, -0.3629, -0.3509, -0.371, -0.3052, -0.3932, -0.3215, -0.3191, -0.3456, -0.4108, -0.1002, 0, -0.0611, -0.0498, -0.0136],
  },
  antik: { ...HAND_SET, blockade: 4, threatNow: 2 },
  egyptian: { ...HAND_SET, raceByThrows: false, threatNow: 2, threatLater: 1 },
  // The reconstructions judge with the hand-set terms until their networks and weights are made.
  kendall: { ...HAND_SET, raceByThrows: false, threatNow: 2, threatLater: 1 },
  jequier: HAND_SET,
  modern: { ...HAND_SET, threatNow: 2 },
};

/**
 * The master's evaluation: the preset's learned network, with the full hand-made weights for its
 * features; a game with another piece count falls back to those weights.
 */
export const LEARNED_WEIGHTS: { [name in PresetName]: EvalWeights } = {
  wii: { ...FULL_WEIGHTS.wii, net: WII_NET },
  morales: { ...FULL_WEIGHTS.morales, net: MORALES_NET },
  antik: { ...FULL_WEIGHTS.antik, net: ANTIK_NET },
  egyptian: { ...FULL_WEIGHTS.egyptian, net: EGYPTIAN_NET },
  kendall: { ...FULL_WEIGHTS.kendall, net: KENDALL_NET },
  jequier: { ...FULL_WEIGHTS.jequier, net: JEQUIER_NET },
  modern: { ...FULL_WEIGHTS.modern, net: MODERN_NET },
};

/**
 * What judges a position's chance to win (src/game/analysis/chance.ts): the master's evaluation,
 * but in `jequier` a network of its own, fitted to the results of whole games
 * (tools/train/outcomes.ts). The master's network there, made by one-throw backups over games of
 * some 600 throws, ranks a throw's moves well enough but tells who is ahead hardly better than a
 * coin (docs/teacher.md, "Jéquier's chance").
 */
export const CHANCE_WEIGHTS: { [name in PresetName]: EvalWeights } = {
  ...LEARNED_WEIGHTS,
  jequier: { ...FULL_WEIGHTS.jequier, net: JEQUIER_CHANCE_NET },
};

/**
 * What jequier's master judges its bearing off by (levels.ts's `endgame` judge): the chance's
 * network fitted further to the exact values of its endgames (tools/train/endgame.ts). Elsewhere the
 * chance's judge.
 */
export const ENDGAME_WEIGHTS: { [name in PresetName]: EvalWeights } = {
  ...CHANCE_WEIGHTS,
  jequier: { ...FULL_WEIGHTS.jequier, net: JEQUIER_ENDGAME_NET },
};
