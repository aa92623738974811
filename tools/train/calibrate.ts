// Fits the curves that turn the master's evaluation into a chance to win (src/game/analysis/
// calibration.ts), and measures how well the chances hold.
//
//   calibrate.js fit GAMES SEED [PLAYER]
//                                    plays GAMES games of the master against itself per preset with
//                                    its own pieces (its network judging) and GAMES / 2 with a
//                                    house-rule count (2 to 7 pieces: the hand-made evaluation), and
//                                    writes the curves: at every throw, the evaluation of the side
//                                    on throw against whether it won, in forty bins of equal count
//                                    made monotone (pool adjacent violators), straight lines between.
//                                    `oneply` games choose by the shipped curves' chance, so a fit
//                                    is one step of an iteration, not the same file again
//                                    (docs/history/teacher.md: how far a step moves them).
//   calibrate.js check GAMES SEED [PLAYER] [house]
//                                    plays GAMES games per preset (PLAYER against itself: the master
//                                    unless named; `oneply`, the master's evaluation one ply deep)
//                                    and prints, per tenth of predicted chance, the predicted and the
//                                    observed win rate with the standard error from whole games;
//                                    with `house`, with the house-rule counts in turn (as the fit's).
//
// The positions of the last race (each side one piece on the board) are exact (race-table.ts) and
// left out of the fit; `check` counts them.

import { writeFileSync } from "node:fs";
import { Player, Position, clonePosition } from "../../src/game/board";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { Move, applyMove } from "../../src/game/moves";
import { PRESET_NAMES, Preset, PresetName, getPreset } from "../../src/game/variants";
import { ChanceCurve } from "../../src/game/analysis/calibration";
import { STAGES, chanceJudge, chanceOf, rawValue, readyJudge, stageOf, throwerChance } from "../../src/game/analysis/chance";
import { raceChance } from "../../src/game/analysis/race-table";
import { createPlayer } from "../tournament/players";

/**
 * The fit's bins (each of this many positions at least: a stage with fewer gets fewer bins), the
 * check's buckets, the knots' precision, and the file written.
 */
const FIT = { bins: 40, minBin: 400, checkBuckets: 10, places: 10000, out: "src/game/analysis/calibration.ts" };

/** One throw's position: its evaluation, its chance, whether the side on throw won, and its game. */
export interface Sample {
  value: number;
  /** The stage of the game (chance.ts's `stageOf`). */
  stage: number;
  chance: number;
  exact: boolean;
  won: boolean;
  game: number;
}

type Chooser = (preset: Preset, position: Position, throwValue: number, moves: Move[], seed: number) => Move;

function masterChooser(seed: number): Chooser {
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

/** Plays a game of `preset` from `seed` with `choose` for both sides; the samples at its throws. */
export function selfPlayGame(preset: Preset, seed: number, game: number, choose: Chooser): Sample[] {
  const judge = readyJudge(chanceJudge(preset));
  const state = newGame(preset, seed);
  const seen: { position: Position; value: number; chance: number; exact: boolean; stage: number }[] = [];
  let decisions = 0;
  while (state.phase !== "over") {
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
  const winner: Player = state.winner ?? "a";
  return seen.map((entry) => ({ value: entry.value, stage: entry.stage, chance: entry.chance, exact: entry.exact, won: entry.position.side === winner, game }));
}

/** A run of bins pooled by the monotone fit: its weight, its mean evaluation and its win rate. */
interface Block {
  weight: number;
  x: number;
  p: number;
}

/** Pool adjacent violators: merges bins until their win rates rise strictly; the blocks that remain. */
export function isotonicBlocks(xs: number[], rates: number[], weights: number[]): Block[] {
  const blocks: Block[] = [];
  for (let index = 0; index < rates.length; index++) {
    blocks.push({ weight: weights[index], x: xs[index], p: rates[index] });
    while (blocks.length > 1 && blocks[blocks.length - 2].p >= blocks[blocks.length - 1].p) {
      const last = blocks.pop()!;
      const before = blocks[blocks.length - 1];
      const weight = before.weight + last.weight;
      before.x = (before.x * before.weight + last.x * last.weight) / weight;
      before.p = (before.p * before.weight + last.p * last.weight) / weight;
      before.weight = weight;
    }
  }
  return blocks;
}

function rounded(value: number): number {
  return Math.round(value * FIT.places) / FIT.places;
}

/**
 * The curve of a group's samples: `FIT.bins` bins of equal count, pooled until their win rates rise
 * strictly, a knot at each pool's mean evaluation and win rate, straight lines between them (and
 * the end knots' chances beyond them), so that it rises everywhere between its ends.
 */
export function fitCurve(samples: Sample[]): ChanceCurve {
  const sorted = samples.filter((sample) => !sample.exact).sort((first, second) => first.value - second.value);
  const bins = Math.max(1, Math.min(FIT.bins, Math.floor(sorted.length / FIT.minBin)));
  const xs: number[] = [];
  const rates: number[] = [];
  const weights: number[] = [];
  for (let bin = 0; bin < bins; bin++) {
    const slice = sorted.slice(Math.floor((bin * sorted.length) / bins), Math.floor(((bin + 1) * sorted.length) / bins));
    if (slice.length === 0) continue;
    xs.push(slice.reduce((sum, sample) => sum + sample.value, 0) / slice.length);
    rates.push(slice.filter((sample) => sample.won).length / slice.length);
    weights.push(slice.length);
  }
  const x: number[] = [];
  const p: number[] = [];
  for (const block of isotonicBlocks(xs, rates, weights)) {
    const knotX = rounded(block.x);
    const knotP = rounded(block.p);
    if (x.length > 0 && (knotX <= x[x.length - 1] || knotP <= p[p.length - 1])) continue;
    x.push(knotX);
    p.push(knotP);
  }
  return { x, p };
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

/** A curve for each stage of the game, fitted to that stage's samples. */
function stageCurves(samples: Sample[]): string {
  const curves: string[] = [];
  for (let stage = 0; stage < STAGES; stage++) curves.push(`    ${curveText(fitCurve(samples.filter((sample) => sample.stage === stage)))},`);
  return ["[", ...curves, "  ]"].join("\n");
}

function playGames(name: PresetName, games: number, seed: number, pieces: (game: number) => number, chooser: (game: number) => Chooser): Sample[] {
  const samples: Sample[] = [];
  for (let game = 0; game < games; game++) {
    const preset = getPreset(name, pieces(game));
    const gameSeed = seed * 100003 + game;
    for (const sample of selfPlayGame(preset, gameSeed, game, chooser(gameSeed))) samples.push(sample);
  }
  return samples;
}

const HOUSE_COUNTS = [2, 3, 4, 5, 6, 7];

function houseCount(name: PresetName, game: number): number {
  const counts = HOUSE_COUNTS.filter((count) => count !== getPreset(name).pieces);
  return counts[game % counts.length];
}

function fit(games: number, seed: number, player: string, command: string): void {
  const chooser = player === "oneply" ? () => onePlyChooser() : masterChooser;
  const net: string[] = [];
  const handmade: string[] = [];
  for (const name of PRESET_NAMES) {
    const started = Date.now();
    const own = playGames(name, games, seed, () => getPreset(name).pieces, chooser);
    const house = playGames(name, Math.floor(games / 2), seed + 1, (game) => houseCount(name, game), chooser);
    net.push(`  ${name}: ${stageCurves(own)},`);
    handmade.push(`  ${name}: ${stageCurves(house)},`);
    process.stderr.write(`${name}: ${own.length} + ${house.length} positions, ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  const text = [
    "// The curves that turn the master's evaluation into a chance to win (chance.ts), fitted to the",
    `// outcomes of self-play games by tools/train/calibrate.ts (arguments: ${command}; do not edit by hand):`,
    "// for each preset with its own pieces (the learned network judging) and with a house-rule count",
    "// (the hand-made evaluation), and for each stage of the game (chance.ts's `stageOf`), the",
    "// evaluation of the side on throw at every throw against whether it won: forty bins of equal",
    "// count, pooled until their win rates rise strictly, a knot at each pool's means (beyond the",
    "// ends, the end knots' chances).",
    "",
    'import { PresetName } from "../variants";',
    "",
    "/** A monotone curve from an evaluation in (-1, 1) to a chance: knots `x` ascending, chances `p`. */",
    "export interface ChanceCurve {",
    "  x: number[];",
    "  p: number[];",
    "}",
    "",
    "export const NET_CURVES: { [preset in PresetName]: ChanceCurve[] } = {",
    ...net,
    "};",
    "",
    "export const HANDMADE_CURVES: { [preset in PresetName]: ChanceCurve[] } = {",
    ...handmade,
    "};",
    "",
  ].join("\n");
  writeFileSync(FIT.out, text);
  process.stderr.write(`wrote ${FIT.out}\n`);
}

function percent(value: number): string {
  return `${(100 * value).toFixed(1)}%`;
}

function check(games: number, seed: number, player: string, house: boolean): void {
  for (const name of PRESET_NAMES) {
    const chooser = player === "oneply" ? () => onePlyChooser() : masterChooser;
    const pieces = house ? (game: number) => houseCount(name, game) : () => getPreset(name).pieces;
    const samples = playGames(name, games, seed, pieces, chooser);
    const exact = samples.filter((sample) => sample.exact).length;
    const counts = house ? ` with ${HOUSE_COUNTS.filter((count) => count !== getPreset(name).pieces).join(", ")} pieces in turn` : "";
    process.stdout.write(`${name}: ${games} games of ${player} against itself${counts}, ${samples.length} positions (${exact} of the last race, exact)\n`);
    process.stdout.write("predicted | positions | games | mean predicted | observed | standard error\n");
    for (const bucket of buckets(samples)) {
      if (bucket.positions === 0) continue;
      process.stdout.write(`${percent(bucket.low)}-${percent(bucket.high)} | ${bucket.positions} | ${bucket.games} | ${percent(bucket.predicted)} | ${percent(bucket.observed)} | ${percent(bucket.standardError)}\n`);
    }
  }
}

function main(): void {
  const [mode, gamesText, seedText, player = "master", house] = process.argv.slice(2);
  const games = Number(gamesText);
  const seed = Number(seedText);
  const valid = (mode === "fit" && house === undefined) || (mode === "check" && (house === undefined || house === "house"));
  if (!valid || !Number.isInteger(games) || games < 2 || !Number.isInteger(seed) || (player !== "master" && player !== "oneply")) {
    process.stderr.write("usage: calibrate fit GAMES SEED [master|oneply], or calibrate check GAMES SEED [master|oneply] [house]\n");
    process.exit(2);
  }
  if (mode === "fit") fit(games, seed, player, `fit ${games} ${seed} ${player}`);
  else check(games, seed, player, house === "house");
}

if (require.main === module) main();
