// Evaluation weights per preset. `wii` and `morales` use square values fitted by logistic
// regression to the outcomes of self-play games (their races are far from linear: the water, the
// stop on 26, the exact exits); `antik` and `egyptian` play better with the hand-set race and
// safety terms. Chosen by tournaments against the greedy baseline (docs/ai.md).

import { PresetName } from "../variants";
import { EvalWeights } from "./evaluate";

/** A plain race: progress only, no thought for safety or blockades (the beginner, the greedy baseline). */
export const RACE_WEIGHTS: EvalWeights = {
  offValue: 33, threatNow: 0, threatLater: 0, blockade: 0, tempo: 0, scale: 30, raceByThrows: false, phaseScale: 0,
};

const HAND_SET: EvalWeights = {
  offValue: 33, threatNow: 1, threatLater: 0.35, blockade: 1.5, tempo: 2.5, scale: 30, raceByThrows: true, phaseScale: 0,
};

/** The full evaluation of each preset (values in logits for the fitted ones, in squares for the others). */
export const FULL_WEIGHTS: { [name in PresetName]: EvalWeights } = {
  wii: {
    offValue: 0, threatNow: 0.0092, threatLater: 0.0143, blockade: 0.0405, tempo: 0.0376, scale: 2,
    raceByThrows: false, phaseScale: 0,
    squareValues: [-0.2758, -0.2801, -0.2544, -0.2379, -0.263, -0.2581, -0.246, -0.2485, -0.2276, -0.228, -0.2321, -0.2168, -0.2124, -0.1902, -0.1937, -0.1618, -0.1809, -0.1749, -0.1563, -0.1397, -0.1563, -0.1224, -0.1283, -0.1088, -0.114, 0.0142, 0, 0.1437, 0.2829, 0.3375],
  },
  morales: {
    offValue: 0, threatNow: -0.0129, threatLater: -0.0083, blockade: 0.0339, tempo: 0.0223, scale: 2,
    raceByThrows: false, phaseScale: 0,
    squareValues: [-0.3721, -0.3695, -0.3901, -0.3716, -0.393, -0.3851, -0.371, -0.3853, -0.3745, -0.392, -0.3856, -0.3777, -0.3825, -0.368, -0.3984, -0.3626, -0.3629, -0.3509, -0.371, -0.3052, -0.3932, -0.3215, -0.3191, -0.3456, -0.4108, -0.1002, 0, -0.0611, -0.0498, -0.0136],
  },
  antik: HAND_SET,
  egyptian: { ...HAND_SET, raceByThrows: false, threatNow: 2, threatLater: 1 },
};

/** The full evaluation without the threat terms: a player who forgets the hits for one move. */
export const FULL_WITHOUT_THREATS: { [name in PresetName]: EvalWeights } = {
  wii: { ...FULL_WEIGHTS.wii, threatNow: 0, threatLater: 0 },
  morales: { ...FULL_WEIGHTS.morales, threatNow: 0, threatLater: 0 },
  antik: { ...FULL_WEIGHTS.antik, threatNow: 0, threatLater: 0 },
  egyptian: { ...FULL_WEIGHTS.egyptian, threatNow: 0, threatLater: 0 },
};
