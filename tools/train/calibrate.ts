// Fits the curves that turn the master's evaluation into a chance to win (src/game/analysis/
// calibration.ts), and measures how well the chances hold.
//
//   calibrate.js fit GAMES SEED [PLAYER]
//                                    plays GAMES games of PLAYER against itself per preset with its
//                                    own pieces (its network judging) and GAMES / 2 with a
//                                    house-rule count (2 to 7 pieces: the hand-made evaluation), and
//                                    writes the curves: at every throw, the evaluation of the side
//                                    on throw against whether it won, at nine stages of the game
//                                    (each throw weighted by its nearness to the stage), in bins of
//                                    equal weight made monotone (pool adjacent violators), straight
//                                    lines between, and on to a lost game at -1 and a won one at 1.
//                                    The shipped file is `fit 4000 1 master`: games of the master,
//                                    whose chances the curves are to tell. The master chooses by its
//                                    own search, never by the chance, so a fit run again writes the
//                                    same file.
//   calibrate.js check GAMES SEED [PLAYER] [house]
//                                    plays GAMES games per preset (PLAYER against itself: the master
//                                    unless named; `oneply`, the move with the best chance one ply
//                                    deep; `value`, the master's network one ply deep)
//                                    and prints, per tenth of predicted chance, the predicted and the
//                                    observed win rate with the standard error from whole games;
//                                    with `house`, with the house-rule counts in turn (as the fit's).
//   calibrate.js --presets NAME,NAME check ...
//                                    checks only the presets named.
//   calibrate.js --presets NAME,NAME fit GAMES SEED [PLAYER]
//                                    fits only the presets named and keeps the others' curves as
//                                    the file has them; the arguments must be the file's own, so
//                                    that it is what the whole fit would write (each preset's fit
//                                    plays its own games).
//
// The positions of the last race (each side one piece on the board) are exact (race-table.ts) and
// left out of the fit; `check` counts them.

import { readFileSync, writeFileSync } from "node:fs";
import { Position, clonePosition } from "../../src/game/board";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { Move, applyMove } from "../../src/game/moves";
import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { EvalContext, ensurePrepared, evalContextFor } from "../../src/game/ai/eval-context";
import { LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { PRESET_NAMES, Preset, PresetName, getPreset } from "../../src/game/variants";
import { ChanceCalibration, ChanceCurve, HANDMADE_CURVES, NET_CURVES } from "../../src/game/analysis/calibration";
import { chanceJudge, chanceOf, rawValue, readyJudge, stageOf, throwerChance } from "../../src/game/analysis/chance";
import { raceChance } from "../../src/game/analysis/race-table";
import { createPlayer } from "../tournament/players";

/**
 * The fit's bins (each of this much weight at least: a stage with less gets fewer bins), the
 * stages fitted (at these shares of the throws, ordered by stage), the check's buckets, the knots'
 * precision, and the file written.
 */
const FIT = {
  bins: 40,
  minBin: 400,
  stageShares: [0.02, 0.2, 0.4, 0.6, 0.75, 0.85, 0.92, 0.97, 0.995],
  checkBuckets: 10,
  places: 10000,
  out: "src/game/analysis/calibration.ts",
};

/** One throw's position: its evaluation, its chance, whether the side on throw won, and its game. */
export interface Sample {
  value: number;
  /** How far the game has come (chance.ts's `stageOf`), 0 to 1. */
  stage: number;
  chance: number;
  exact: boolean;
  won: boolean;
  game: number;
}

type Chooser = (preset: Preset, position: Position, throwValue: number, moves: Move[], seed: number) => Move;

/** The master, as the ladder's and the tournament's player of that name, seeded per game. */
export function masterChooser(seed: number): Chooser {
  const a = createPlayer("master", seed);
  return (preset, position, throwValue, moves, decisionSeed) => a.choose(preset, position, throwValue, decisionSeed) ?? moves[0];
}

/** The master's evaluation one ply deep: the move after which the chance judge likes the mover's position best. */
export function onePlyChooser(): Chooser {
  return (preset, position, throwValue, moves) => {
    const judge = readyJudge(chanceJudge(preset));
    let best = 0;
    let bestChance = -1;
    for (let index = 0; index < moves.length; index++) {
      const chance = chanceOf(judge, applyMove(preset, position, moves[index], throwValue).position, position.side);
      if (chance > bestChance) {
        best = index;
        bestChance = chance;
      }
    }
    return moves[best];
  };
}

/**
 * The master's evaluation one ply deep, uncalibrated: the lower levels' one-ply choice with no
 * oversight and no noise (src/game/ai/oneply.ts), judged by the master's network (or the hand-made
 * evaluation), whatever judges the chance (in `jequier` a network of its own, whose one-ply games
 * run far longer). Its choices, like the master's, do not depend on the curves; its games run far
 * faster than the master's.
 */
export function valueChooser(): Chooser {
  const buffer = createMoveBuffer();
  // Kept here: evalContextFor keeps eight contexts, and in jequier the fit's games go round six
  // piece counts, each with the judge's context and this one's.
  const contexts = new Map<string, EvalContext>();
  const contextOf = (preset: Preset) => {
    const key = `${preset.name} ${preset.pieces}`;
    let context = contexts.get(key);
    if (context === undefined) {
      context = evalContextFor(preset, LEARNED_WEIGHTS[preset.name]);
      ensurePrepared(context);
      contexts.set(key, context);
    }
    return context;
  };
  return (preset, position, throwValue, moves) => {
    generateMoves(preset, position, throwValue, buffer);
    return moves[onePlyChoice(contextOf(preset), position, throwValue, buffer, { water: false, capture: false })];
  };
}

/**
 * Throws after which a game is taken never to end (two masters of `jequier` may shuffle pieces
 * back and forth without end). Far beyond the tournament's cap (tools/tournament/game-cap.ts): the
 * fit's `jequier` games of the hand-made evaluation with other numbers of pieces often run past
 * 5,000 throws and end, and their results count.
 */
const GAME_LIMIT = 100000;

/**
 * Plays a game of `preset` from `seed` with `choose` for both sides; the samples at its throws.
 * A game without a winner gives none: one stopped at `limit` throws, or a locked one.
 */
export function selfPlayGame(preset: Preset, seed: number, game: number, choose: Chooser, limit = GAME_LIMIT): Sample[] {
  const judge = readyJudge(chanceJudge(preset));
  const state = newGame(preset, seed);
  const seen: { position: Position; value: number; chance: number; exact: boolean; stage: number }[] = [];
  let decisions = 0;
  for (let throws = 0; state.phase !== "over"; throws++) {
    if (throws === limit) return [];
    if (state.phase === "throw") {
      const position = clonePosition(state.position);
      const exact = raceChance(judge.race, position) >= 0;
      seen.push({ position, value: exact ? 0 : rawValue(judge, position), chance: throwerChance(judge, position), exact, stage: stageOf(position, preset.pieces) });
    }
    const opening = state.phase === "opening";
    throwForTurn(state);
    if (opening) continue;
    const moves = currentMoves(state);
    if (moves.length === 0) passTurn(state);
    else playMove(state, moves.length === 1 ? moves[0] : choose(preset, state.position, state.throwValue, moves, seed * 1000 + decisions++));
  }
  const winner = state.winner;
  if (winner === undefined) return [];
  return seen.map((entry) => ({ value: entry.value, stage: entry.stage, chance: entry.chance, exact: entry.exact, won: entry.position.side === winner, game }));
}

/**
 * A run of bins pooled by the monotone fit: its weight, its mean evaluation and its win rate, and
 * the mean evaluations of its first and last bins.
 */
interface Block {
  weight: number;
  x: number;
  p: number;
  first: number;
  last: number;
}

/** Pool adjacent violators: merges bins until their win rates rise strictly; the blocks that remain. */
export function isotonicBlocks(xs: number[], rates: number[], weights: number[]): Block[] {
  const blocks: Block[] = [];
  for (let index = 0; index < rates.length; index++) {
    blocks.push({ weight: weights[index], x: xs[index], p: rates[index], first: xs[index], last: xs[index] });
    while (blocks.length > 1 && blocks[blocks.length - 2].p >= blocks[blocks.length - 1].p) {
      const last = blocks.pop()!;
      const before = blocks[blocks.length - 1];
      const weight = before.weight + last.weight;
      before.x = (before.x * before.weight + last.x * last.weight) / weight;
      before.p = (before.p * before.weight + last.p * last.weight) / weight;
      before.weight = weight;
      before.last = last.last;
    }
  }
  return blocks;
}

/** How far below and above its win rate a flat end's outer knot lies, so that the curve still rises. */
const FLAT_STEP = 0.0001;

/**
 * The knots of the pooled blocks: one at each block's means; with `flatEnds`, the lowest block
 * held at its win rate down to its first bin and the highest up to its last.
 */
function blockKnots(blocks: Block[], flatEnds: boolean): { x: number; p: number }[] {
  const knots = blocks.map((block) => ({ x: block.x, p: block.p }));
  if (!flatEnds || blocks.length === 0) return knots;
  const lowest = blocks[0];
  const highest = blocks[blocks.length - 1];
  if (lowest.first < lowest.x) knots.unshift({ x: lowest.first, p: lowest.p - FLAT_STEP });
  if (highest.last > highest.x) knots.push({ x: highest.last, p: highest.p + FLAT_STEP });
  return knots;
}

function rounded(value: number): number {
  return Math.round(value * FIT.places) / FIT.places;
}

/**
 * Where the fit's bins end, in weight from the lowest evaluation: `FIT.bins` of equal weight (fewer
 * where a bin would weigh under `FIT.minBin`), the two at the ends split again into a quarter, a
 * quarter and a half where the weight allows, for the tails are where the chance changes fastest.
 */
function binEnds(total: number): number[] {
  const bins = Math.max(1, Math.min(FIT.bins, Math.floor(total / FIT.minBin)));
  const width = total / bins;
  const ends: number[] = [];
  const split = bins > 2 && width / 4 >= FIT.minBin;
  if (split) ends.push(width / 4, width / 2);
  for (let bin = 1; bin < bins; bin++) ends.push(bin * width);
  if (split) ends.push(total - width / 2, total - width / 4);
  ends.push(total);
  return ends;
}

/**
 * The curve of samples weighted by `weightOf` (those of weight 0 left out): bins by `binEnds`,
 * pooled until their win rates rise strictly, a knot at each pool's mean evaluation and win rate
 * (with `flatEnds`, the outermost pools held flat to their outer bins: `blockKnots`), straight
 * lines between them and on to a lost game at -1 and a won one at 1, so that it rises everywhere.
 */
export function fitCurve(samples: Sample[], weightOf: (sample: Sample) => number, flatEnds = false): ChanceCurve {
  const sorted = samples.filter((sample) => !sample.exact && weightOf(sample) > 0).sort((first, second) => first.value - second.value);
  const ends = binEnds(sorted.reduce((sum, sample) => sum + weightOf(sample), 0));
  const xs: number[] = [];
  const rates: number[] = [];
  const weights: number[] = [];
  let bin = { weight: 0, value: 0, won: 0 };
  let filled = 0;
  for (let index = 0; index < sorted.length; index++) {
    const sample = sorted[index];
    const weight = weightOf(sample);
    bin.weight += weight;
    bin.value += weight * sample.value;
    bin.won += sample.won ? weight : 0;
    filled += weight;
    if (filled >= ends[xs.length] || index === sorted.length - 1) {
      xs.push(bin.value / bin.weight);
      rates.push(bin.won / bin.weight);
      weights.push(bin.weight);
      bin = { weight: 0, value: 0, won: 0 };
    }
  }
  const x: number[] = [];
  const p: number[] = [];
  for (const knot of blockKnots(isotonicBlocks(xs, rates, weights), flatEnds)) {
    const knotX = rounded(knot.x);
    const knotP = rounded(knot.p);
    const inside = knotX > -1 && knotX < 1 && knotP > 0 && knotP < 1;
    if (!inside || (x.length > 0 && (knotX <= x[x.length - 1] || knotP <= p[p.length - 1]))) continue;
    x.push(knotX);
    p.push(knotP);
  }
  return { x: [-1, ...x, 1], p: [0, ...p, 1] };
}

/** A throw's weight in the fit of the stage `at` between `before` and `after`: falling from 1 there to 0 at its neighbours (1 beyond the first and the last). */
export function stageWeight(stage: number, before: number | undefined, at: number, after: number | undefined): number {
  if (stage < at) return before === undefined ? 1 : Math.max(0, (stage - before) / (at - before));
  return after === undefined ? 1 : Math.max(0, (after - stage) / (after - at));
}

/**
 * The stages fitted (the throws' stages at `FIT.stageShares`) and each one's curve, fitted to the
 * throws around it weighted as `calibratedChance` blends the curves, so that a throw between two
 * stages counts towards both in the share it takes of each; `flatEnds` as `fitCurve`'s.
 */
function fitCalibration(samples: Sample[], flatEnds: boolean): ChanceCalibration {
  const ordered = samples.filter((sample) => !sample.exact).map((sample) => sample.stage).sort((first, second) => first - second);
  if (ordered.length === 0) throw new Error("no throw to fit: every position was of the last race");
  const stages: number[] = [];
  for (const share of FIT.stageShares) {
    const stage = rounded(ordered[Math.min(ordered.length - 1, Math.floor(share * ordered.length))]);
    if (stages.length === 0 || stage > stages[stages.length - 1]) stages.push(stage);
  }
  const curves = stages.map((at, index) => fitCurve(samples, (sample) => stageWeight(sample.stage, stages[index - 1], at, stages[index + 1]), flatEnds));
  return { stages, curves };
}

/** A bucket of predicted chances: how many positions, the mean prediction, the observed rate and its standard error. */
export interface Bucket {
  low: number;
  high: number;
  positions: number;
  games: number;
  predicted: number;
  observed: number;
  /** From the games as clusters: the positions of one game share its outcome. */
  standardError: number;
}

/** The samples in `FIT.checkBuckets` tenths of predicted chance, with errors that count whole games. */
export function buckets(samples: Sample[], count = FIT.checkBuckets): Bucket[] {
  const result: Bucket[] = [];
  for (let index = 0; index < count; index++) {
    const low = index / count;
    const high = (index + 1) / count;
    const inside = samples.filter((sample) => sample.chance >= low && (sample.chance < high || (index === count - 1 && sample.chance <= high)));
    const predicted = inside.reduce((sum, sample) => sum + sample.chance, 0) / Math.max(1, inside.length);
    const observed = inside.filter((sample) => sample.won).length / Math.max(1, inside.length);
    // Each game's residuals (won minus predicted) and positions: the variance of the mean residual over games.
    const residuals = new Map<number, number>();
    const counts = new Map<number, number>();
    for (const sample of inside) {
      residuals.set(sample.game, (residuals.get(sample.game) ?? 0) + (sample.won ? 1 : 0) - sample.chance);
      counts.set(sample.game, (counts.get(sample.game) ?? 0) + 1);
    }
    const meanResidual = observed - predicted;
    let squares = 0;
    for (const [game, residual] of residuals) {
      const deviation = residual - meanResidual * (counts.get(game) ?? 0);
      squares += deviation * deviation;
    }
    const games = residuals.size;
    const standardError = games > 1 ? Math.sqrt((squares * games) / (games - 1)) / inside.length : 1;
    result.push({ low, high, positions: inside.length, games, predicted, observed, standardError });
  }
  return result;
}

function curveText(curve: ChanceCurve): string {
  return `{ x: [${curve.x.join(", ")}], p: [${curve.p.join(", ")}] }`;
}

/** A calibration as the file writes it. */
function calibrationText(calibration: ChanceCalibration): string {
  const curves = calibration.curves.map((curve) => `      ${curveText(curve)},`);
  return ["{", `    stages: [${calibration.stages.join(", ")}],`, "    curves: [", ...curves, "    ],", "  }"].join("\n");
}

/** The samples of `games` games, and how many games gave none (stopped at the cap, or locked). */
function playGames(name: PresetName, games: number, seed: number, pieces: (game: number) => number, chooser: (game: number) => Chooser): { samples: Sample[]; unended: number } {
  const samples: Sample[] = [];
  let unended = 0;
  for (let game = 0; game < games; game++) {
    const preset = getPreset(name, pieces(game));
    const gameSeed = seed * 100003 + game;
    const played = selfPlayGame(preset, gameSeed, game, chooser(gameSeed));
    if (played.length === 0) unended++;
    for (const sample of played) samples.push(sample);
  }
  return { samples, unended };
}

const HOUSE_COUNTS = [2, 3, 4, 5, 6, 7];

/** The house-rule count of pieces game `game` plays: every count but the preset's own, in turn. */
export function houseCount(name: PresetName, game: number): number {
  const counts = HOUSE_COUNTS.filter((count) => count !== getPreset(name).pieces);
  return counts[game % counts.length];
}

/** The players a fit or a check can play: for each, the chooser of a game from its seed. */
const CHOOSERS: { [player: string]: (seed: number) => Chooser } = { master: masterChooser, oneply: () => onePlyChooser(), value: () => valueChooser() };

function chooserFor(player: string): (seed: number) => Chooser {
  return CHOOSERS[player];
}

/** The arguments the file at `path` names as what made it ("fit GAMES SEED PLAYER"), if any. */
export function fittedBy(path: string): string | undefined {
  return /arguments: (fit \S+ \S+ \S+);/.exec(readFileSync(path, "utf8"))?.[1];
}

/** Fits the curves of `presets` and writes the file to `out`, every other preset's curves as shipped. */
export function fit(games: number, seed: number, player: string, presets: PresetName[], out: string): void {
  const command = `fit ${games} ${seed} ${player}`;
  const chooser = chooserFor(player);
  const net: string[] = [];
  const handmade: string[] = [];
  for (const name of PRESET_NAMES) {
    if (!presets.includes(name)) {
      net.push(`  ${name}: ${calibrationText(NET_CURVES[name])},`);
      handmade.push(`  ${name}: ${calibrationText(HANDMADE_CURVES[name])},`);
      continue;
    }
    const started = Date.now();
    const own = playGames(name, games, seed, () => getPreset(name).pieces, chooser);
    const house = playGames(name, Math.floor(games / 2), seed + 1, (game) => houseCount(name, game), chooser);
    net.push(`  ${name}: ${calibrationText(fitCalibration(own.samples, false))},`);
    // Across house counts the hand-made evaluation tells little early on: a pool's straight line on
    // to -1 or 1 would make a slope the games do not have (docs/teacher.md).
    handmade.push(`  ${name}: ${calibrationText(fitCalibration(house.samples, true))},`);
    const unended = own.unended + house.unended;
    const left = unended > 0 ? ` (${unended} games without a winner left out)` : "";
    process.stderr.write(`${name}: ${own.samples.length} + ${house.samples.length} positions${left}, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  const text = [
    "// The curves that turn the master's evaluation into a chance to win (chance.ts), fitted to the",
    `// outcomes of self-play games by tools/train/calibrate.ts (arguments: ${command}; do not edit by hand):`,
    "// for each preset with its own pieces (the learned network judging) and with a house-rule count",
    "// (the hand-made evaluation), at the stages of the game (chance.ts's `stageOf`) that split the",
    `// fit's throws at ${FIT.stageShares.map((share) => `${100 * share}%`).join(", ")} (two that coincide kept once),`,
    "// the evaluation of the side on throw at every throw against whether it won, each throw weighted",
    "// as `calibratedChance` blends the stages' curves: bins of equal weight (the end ones split),",
    "// pooled until their win rates rise strictly, a knot at each pool's means, and knots at -1 (lost)",
    "// and 1 (won); a house-rule curve's lowest and highest pools are held flat to their outer bins.",
    "",
    'import { PresetName } from "../variants";',
    "",
    "/** A monotone curve from an evaluation in (-1, 1) to a chance: knots `x` ascending, chances `p`. */",
    "export interface ChanceCurve {",
    "  x: number[];",
    "  p: number[];",
    "}",
    "",
    "/** Curves at stages of the game (ascending, 0 to 1), blended between neighbours. */",
    "export interface ChanceCalibration {",
    "  stages: number[];",
    "  curves: ChanceCurve[];",
    "}",
    "",
    "export const NET_CURVES: { [preset in PresetName]: ChanceCalibration } = {",
    ...net,
    "};",
    "",
    "export const HANDMADE_CURVES: { [preset in PresetName]: ChanceCalibration } = {",
    ...handmade,
    "};",
    "",
  ].join("\n");
  writeFileSync(out, text);
  process.stderr.write(`wrote ${out}\n`);
}

function percent(value: number): string {
  return `${(100 * value).toFixed(1)}%`;
}

function check(games: number, seed: number, player: string, house: boolean, presets: PresetName[]): void {
  for (const name of presets) {
    const chooser = chooserFor(player);
    const pieces = house ? (game: number) => houseCount(name, game) : () => getPreset(name).pieces;
    const { samples, unended } = playGames(name, games, seed, pieces, chooser);
    const exact = samples.filter((sample) => sample.exact).length;
    const counts = house ? ` with ${HOUSE_COUNTS.filter((count) => count !== getPreset(name).pieces).join(", ")} pieces in turn` : "";
    const left = unended > 0 ? ` (${unended} without a winner, stopped at ${GAME_LIMIT} throws or locked, left out)` : "";
    process.stdout.write(`${name}: ${games} games of ${player} against itself${counts}${left}, ${samples.length} positions (${exact} of the last race, exact)\n`);
    process.stdout.write("predicted | positions | games | mean predicted | observed | standard error\n");
    for (const bucket of buckets(samples)) {
      if (bucket.positions === 0) continue;
      process.stdout.write(`${percent(bucket.low)}-${percent(bucket.high)} | ${bucket.positions} | ${bucket.games} | ${percent(bucket.predicted)} | ${percent(bucket.observed)} | ${percent(bucket.standardError)}\n`);
    }
  }
}

/** The presets named by `--presets a,b` (every preset without it), or undefined for an unknown name. */
function presetsOption(args: string[]): PresetName[] | undefined {
  if (args[0] !== "--presets") return [...PRESET_NAMES];
  const names = (args[1] ?? "").split(",");
  args.splice(0, 2);
  return names.every((name) => (PRESET_NAMES as string[]).includes(name)) ? (names as PresetName[]) : undefined;
}

function main(): void {
  const args = process.argv.slice(2);
  const presets = presetsOption(args);
  const [mode, gamesText, seedText, player = "master", house] = args;
  const games = Number(gamesText);
  const seed = Number(seedText);
  const everyPreset = presets !== undefined && presets.length === PRESET_NAMES.length;
  // A fit of some presets keeps the others' curves, so it must be the fit that made them.
  const asTheFile = everyPreset || fittedBy(FIT.out) === `fit ${games} ${seed} ${player}`;
  const valid = (mode === "fit" && house === undefined && asTheFile) || (mode === "check" && (house === undefined || house === "house"));
  if (presets === undefined || !valid || !Number.isInteger(games) || games < 2 || !Number.isInteger(seed) || !Object.prototype.hasOwnProperty.call(CHOOSERS, player)) {
    process.stderr.write(
      `usage: calibrate [--presets NAME,...] fit GAMES SEED [master|oneply|value] (with --presets, the arguments of ${FIT.out}: ${fittedBy(FIT.out)}), ` +
        "or calibrate [--presets NAME,...] check GAMES SEED [master|oneply|value] [house]\n",
    );
    process.exit(2);
  }
  if (mode === "fit") fit(games, seed, player, presets, FIT.out);
  else check(games, seed, player, house === "house", presets);
}

if (require.main === module) main();
