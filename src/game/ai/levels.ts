// The ladder of AI levels, from a beginner to the master: what each judges positions with, how
// deep it looks, and the mistakes of the ones below the master (chances in percent, rolled once
// per decision; noise in the evaluation's units), each tuned per preset so that the steps between
// neighbours are as even in games won as the preset's luck allows (docs/ai.md, Levels). Older
// files name the levels this ladder replaced; `levelNamed` maps those to the nearest rung.

import { Position } from "../board";
import { PresetName } from "../variants";
import { EvalWeights } from "./evaluate";
import { CHANCE_WEIGHTS, ENDGAME_WEIGHTS, LEARNED_WEIGHTS, RACE_WEIGHTS } from "./weights";
import { NEVER_SETTLED, Settle } from "./search";

export type AiLevel = "beginner" | "casual" | "club" | "expert" | "master";

/** The ladder, weakest first. */
export const AI_LEVELS: AiLevel[] = ["beginner", "casual", "club", "expert", "master"];

/**
 * What judges a position: a plain race (a beginner's view), the preset's learned network, the
 * network that judges the chance to win (weights.ts's CHANCE_WEIGHTS: in `jequier` one of its own),
 * or the one for the bearing off (ENDGAME_WEIGHTS: in `jequier` that one fitted to exact endgames).
 */
export type Judge = "race" | "network" | "chance" | "endgame";

type PerPreset<T> = { [preset in PresetName]: T };

export interface LevelConfig {
  /** Decisions searched: 1 looks at the position after the move only. */
  depth: number;
  /** Work (work.ts's units) after which iterative deepening stops with the best move found so far. */
  workCap: number;
  /** When it may stop sooner, with a clear choice, in each preset. */
  settle: PerPreset<Settle>;
  /**
   * The race, or the learned network (which knows only the preset's own piece count: with
   * another count the hand-made evaluation judges instead), in each preset.
   */
  judge: PerPreset<Judge>;
  /** What judges in the endgame (`isEndgame`: both sides bearing off), in each preset. */
  endgame: PerPreset<Judge>;
  /**
   * Whether it never walks a piece into the water by choice, where it has another move: in
   * `jequier` a side behind could otherwise hold the other's pieces in their first row for ever,
   * sending a runner round and round through the water (docs/ai.md).
   */
  dry: PerPreset<boolean>;
  /**
   * One ply only: the standard deviation of the noise added to each move's value (in the
   * evaluation's units, a won game 1): moves close in value are confused often, far apart seldom.
   */
  noise: PerPreset<number>;
  /** Chance of moving without a look: any move. */
  blunder: PerPreset<number>;
  /**
   * Chance of not noticing what a move does beyond its progress, rolled for each per decision: a
   * fall into the water looks like progress to 27, a capture does nothing to the opponent's piece.
   */
  overlook: PerPreset<number>;
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
export const MASTER_SETTLE: PerPreset<Settle> = {
  wii: { work: SETTLE_WORK, lead: 0.006 },
  morales: { work: SETTLE_WORK, lead: 0.003 },
  antik: { work: SETTLE_WORK, lead: 0.01 },
  egyptian: { work: SETTLE_WORK, lead: 0.01 },
  kendall: { work: SETTLE_WORK, lead: 0.01 },
  jequier: { work: SETTLE_WORK, lead: 0.01 },
  modern: { work: SETTLE_WORK, lead: 0.01 },
};
const NEVER: PerPreset<Settle> = {
  wii: NEVER_SETTLED, morales: NEVER_SETTLED, antik: NEVER_SETTLED, egyptian: NEVER_SETTLED, kendall: NEVER_SETTLED, jequier: NEVER_SETTLED,
  modern: NEVER_SETTLED,
};
const NONE: PerPreset<number> = everywhere(0);
const NETWORK: PerPreset<Judge> = everywhere("network");
const NO: PerPreset<boolean> = everywhere(false);

/** The same value in every preset. */
function everywhere<T>(value: T): PerPreset<T> {
  return { wii: value, morales: value, antik: value, egyptian: value, kendall: value, jequier: value, modern: value };
}

/** A level that judges each move one ply deep and no further. */
function onePly(judge: PerPreset<Judge>, noise: PerPreset<number>, blunder: PerPreset<number>, overlook: PerPreset<number>): LevelConfig {
  return { depth: 1, workCap: 0, settle: NEVER, judge, endgame: judge, dry: NO, noise, blunder, overlook };
}

/*
 * The noises and blunder shares are fitted per preset by duels between neighbours (docs/ai.md,
 * Levels): the steps as even as they can be, the beginner a little stronger than the random mover
 * where there is room for it (wii) and the random mover itself where there is none (antik,
 * egyptian: it moves without a look every time). In `jequier` a player who moves at random, or
 * judges by the network with much noise, seldom finishes a game (captures send pieces back to a
 * first row where each waits for the square ahead), so its three lower rungs judge the race and
 * differ in how often they see what a capture does, and only its expert judges by the network.
 */
const LEVELS: { [level in AiLevel]: LevelConfig } = {
  beginner: onePly(
    everywhere("race"),
    NONE,
    { wii: 50, morales: 90, antik: 100, egyptian: 100, kendall: 100, jequier: 0, modern: 100 },
    { ...everywhere(100), jequier: 85 },
  ),
  casual: onePly(
    { ...NETWORK, jequier: "race" },
    { wii: 0.15, morales: 0.2, antik: 0.19, egyptian: 0.25, kendall: 0.27, jequier: 0, modern: 0.21 },
    NONE,
    { ...NONE, jequier: 50 },
  ),
  club: onePly(
    { ...NETWORK, jequier: "race" },
    { wii: 0.057, morales: 0.085, antik: 0.079, egyptian: 0.095, kendall: 0.11, jequier: 0, modern: 0.09 },
    NONE,
    { ...NONE, jequier: 15 },
  ),
  expert: onePly(NETWORK, { wii: 0.016, morales: 0.038, antik: 0.037, egyptian: 0.033, kendall: 0.042, jequier: 0.04, modern: 0.027 }, NONE, NONE),
  master: {
    depth: 3, workCap: MASTER_WORK_CAP, settle: MASTER_SETTLE, judge: NETWORK, endgame: { ...NETWORK, jequier: "endgame" }, dry: { ...NO, jequier: true },
    noise: NONE, blunder: NONE, overlook: NONE,
  },
};

/**
 * The levels before this ladder, and the rung nearest to each by the chance it gave away per
 * decision against the master (docs/app.md): saved settings, games and benchmark files that name
 * them still load.
 */
const FORMER_NAMES = ["easy", "medium", "hard"];
const FORMER_RUNGS: AiLevel[] = ["casual", "club", "club"];

export function isAiLevel(name: string): name is AiLevel {
  return AI_LEVELS.includes(name as AiLevel);
}

/** The level a file names: a rung of the ladder, or the rung nearest to a former level; undefined for anything else. */
export function levelNamed(name: string): AiLevel | undefined {
  if (isAiLevel(name)) return name;
  const former = FORMER_NAMES.indexOf(name);
  return former >= 0 ? FORMER_RUNGS[former] : undefined;
}

export function levelConfig(level: AiLevel): LevelConfig {
  return LEVELS[level];
}

/** Whether both sides have borne off a piece: where a level's `endgame` judge takes over. */
export function isEndgame(position: Position): boolean {
  return position.offA > 0 && position.offB > 0;
}

/** The weights a level judges a position of a preset with (the search's leaves follow from it). */
export function levelWeights(config: LevelConfig, preset: PresetName, position: Position): EvalWeights {
  const judge = isEndgame(position) ? config.endgame[preset] : config.judge[preset];
  if (judge === "race") return RACE_WEIGHTS;
  if (judge === "chance") return CHANCE_WEIGHTS[preset];
  return judge === "endgame" ? ENDGAME_WEIGHTS[preset] : LEARNED_WEIGHTS[preset];
}
