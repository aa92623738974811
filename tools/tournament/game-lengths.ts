// `node build/tools/tools/tournament/game-lengths.js [--presets wii,kendall+trap] [--games N]
// [--seed S] [--level master]`: how long a game lasts, a level against itself, through the game's
// own turn flow (match.ts). A game's length is its throws as the turn flow makes them: every
// throw, the opening's and those passed included. Prints per preset the games, the mean, median,
// 90th percentile and longest length, and the games stopped at GAME_THROW_CAP or locked (their
// length counts in the figures as it stood when they stopped). docs/benchmarks.md keeps the table.

import { PRESET_NAMES, Preset, parseVariant, variantName } from "../../src/game/variants";
import { PLAYER_NAMES, PlayerName, createPlayer, isPlayerName } from "./players";
import { MatchEnd, playCountedMatch } from "./match";

interface Options {
  presets: Preset[];
  games: number;
  seed: number;
  level: PlayerName;
}

/** One preset's games: their lengths in throws, and how many were stopped at the cap or locked. */
export interface GameLengths {
  throws: number[];
  capped: number;
  locked: number;
}

function fail(message: string): never {
  process.stderr.write(`game-lengths: ${message}\n`);
  process.exit(2);
}

function parseOptions(argv: string[]): Options {
  const options: Options = { presets: [], games: 200, seed: 1, level: "master" };
  let names = [...PRESET_NAMES] as string[];
  for (let index = 0; index < argv.length; index += 2) {
    const key = argv[index];
    const value = argv[index + 1];
    if (value === undefined) fail(`${key} needs a value`);
    if (key === "--presets") names = value.split(",");
    else if (key === "--level") {
      if (!isPlayerName(value)) fail(`unknown level ${value} (use ${PLAYER_NAMES.join(", ")})`);
      options.level = value;
    } else if (key === "--games" || key === "--seed") {
      const number = Number(value);
      if (!Number.isInteger(number) || number < (key === "--games" ? 1 : 0)) fail(`${key} needs a whole number`);
      if (key === "--games") options.games = number;
      else options.seed = number;
    } else fail(`unknown option ${key}`);
  }
  for (const name of names) {
    const reading = parseVariant(name);
    if (reading.preset === undefined) fail(`${name}: ${reading.error}`);
    options.presets.push(reading.preset);
  }
  return options;
}

/** The seed of game `game` of a series begun with `seed`: each game its own (a level against itself
 * on a pair's shared throws, as the tournament seats them, would play the same game twice). */
export function lengthGameSeed(seed: number, game: number): number {
  return seed * 1000003 + game;
}

/** Game `game` of a series begun with `seed`: `level` against itself. */
export function lengthGame(preset: Preset, level: PlayerName, seed: number, game: number): MatchEnd {
  const gameSeed = lengthGameSeed(seed, game);
  const players = { a: createPlayer(level, gameSeed * 2 + 1), b: createPlayer(level, gameSeed * 2 + 2) };
  return playCountedMatch(preset, players, gameSeed);
}

/** `games` games of `level` against itself. */
export function gameLengths(preset: Preset, level: PlayerName, games: number, seed: number): GameLengths {
  const lengths: GameLengths = { throws: [], capped: 0, locked: 0 };
  for (let game = 0; game < games; game++) {
    const end = lengthGame(preset, level, seed, game);
    lengths.throws.push(end.throws);
    if (end.how === "capped") lengths.capped++;
    else if (end.how === "locked") lengths.locked++;
  }
  return lengths;
}

/** The nearest-rank percentile (0 < share <= 1) of some numbers: the smallest with at least that share at or below it. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
}

/** A row of the table: preset, mean, median, 90%, longest, games, capped, locked. */
export function lengthsRow(name: string, lengths: GameLengths): string {
  const { throws } = lengths;
  const mean = throws.reduce((sum, value) => sum + value, 0) / throws.length;
  const longest = Math.max(...throws);
  const cells = [name, mean.toFixed(0), percentile(throws, 0.5), percentile(throws, 0.9), longest, throws.length, lengths.capped, lengths.locked];
  return `| ${cells.join(" | ")} |`;
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  process.stdout.write(`\`node build/tools/tools/tournament/game-lengths.js ${process.argv.slice(2).join(" ")}\`\n\n`);
  process.stdout.write("| preset | mean | median | 90% | longest | games | capped | locked |\n|---|---|---|---|---|---|---|---|\n");
  for (const preset of options.presets) {
    const started = Date.now();
    const lengths = gameLengths(preset, options.level, options.games, options.seed);
    process.stdout.write(`${lengthsRow(variantName(preset), lengths)}\n`);
    process.stderr.write(`${variantName(preset)}: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}

if (require.main === module) main();
