// `npm run tournament -- [--presets wii,antik] [--levels master,greedy,random] [--pairs a:b,...]
// [--games N] [--seed S] [--pieces N] [--timing wii[:FACTOR]]`: plays engines against each other on
// Node and prints each pairing's win rate with a 95% Wilson confidence interval. Games come in
// pairs on the same throws with the seats swapped, so each engine starts half of the games. With
// `--timing wii` the AI levels think as they would on the Wii (console-player.ts; FACTOR: how many
// times slower than this machine's lua5.1, 35 unless given), and a second table says how long
// their decisions took there. A game that reaches GAME_THROW_CAP throws (game-cap.ts) is stopped
// and counted as a draw, and a note under the table says so.

import { MAX_PIECES, MIN_PIECES, PRESET_NAMES, Preset, PresetName, getPreset, isPresetName } from "../../src/game/variants";
import { PlayerName, PLAYER_NAMES, isPlayerName } from "./players";
import { ConsoleFigures, createConsoleFigures } from "./console-player";
import { WII_FACTOR } from "../bench/wii-frames";
import { cappedNote, pairingResult, wilson } from "./pairing";

interface Options {
  presets: PresetName[];
  pairs: [PlayerName, PlayerName][];
  games: number;
  seed: number;
  /** Pieces a side; undefined: each preset's own count. */
  pieces: number | undefined;
  /** The Wii's slowness for the AI levels' thinking; undefined: they think without a clock. */
  wiiFactor: number | undefined;
}

function fail(message: string): never {
  process.stderr.write(`tournament: ${message}\n`);
  process.exit(2);
}

function parseOptions(argv: string[]): Options {
  const options: Options = { presets: [...PRESET_NAMES], pairs: [], games: 200, seed: 1, pieces: undefined, wiiFactor: undefined };
  let levels: PlayerName[] = ["master", "greedy", "random"];
  for (let index = 0; index < argv.length; index += 2) {
    const key = argv[index];
    const value = argv[index + 1];
    if (value === undefined) fail(`${key} needs a value`);
    if (key === "--presets") {
      const names = value.split(",");
      for (const name of names) if (!isPresetName(name)) fail(`unknown preset ${name} (use ${PRESET_NAMES.join(", ")})`);
      options.presets = names as PresetName[];
    } else if (key === "--levels") {
      const names = value.split(",");
      for (const name of names) if (!isPlayerName(name)) fail(`unknown level ${name} (use ${PLAYER_NAMES.join(", ")})`);
      levels = names as PlayerName[];
    } else if (key === "--pairs") {
      for (const pair of value.split(",")) {
        const [first, second] = pair.split(":");
        if (!isPlayerName(first) || second === undefined || !isPlayerName(second)) fail(`bad pair ${pair} (use A:B)`);
        options.pairs.push([first, second]);
      }
    } else if (key === "--pieces") {
      const number = Number(value);
      if (!Number.isInteger(number) || number < MIN_PIECES || number > MAX_PIECES) fail(`--pieces needs a whole number from ${MIN_PIECES} to ${MAX_PIECES}`);
      options.pieces = number;
    } else if (key === "--timing") {
      const [console, factor] = value.split(":");
      const number = factor === undefined ? WII_FACTOR : Number(factor);
      if (console !== "wii" || !(number > 0)) fail("--timing needs wii or wii:FACTOR (a positive number)");
      options.wiiFactor = number;
    } else if (key === "--games" || key === "--seed") {
      const number = Number(value);
      if (!Number.isInteger(number) || number < (key === "--games" ? 2 : 0)) fail(`${key} needs a whole number`);
      if (key === "--games") options.games = number;
      else options.seed = number;
    } else {
      fail(`unknown option ${key}`);
    }
  }
  if (options.pairs.length === 0) {
    for (let first = 0; first < levels.length; first++) {
      for (let second = first + 1; second < levels.length; second++) options.pairs.push([levels[first], levels[second]]);
    }
  }
  if (options.pairs.length === 0) fail("name at least two levels or one pair");
  return options;
}

function percent(value: number): string {
  return `${(100 * value).toFixed(1)}%`;
}

function quantile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** How long the AI levels' decisions took on the console, per pairing. */
function writeConsoleTable(factor: number, rows: { label: string; pairing: string; figures: ConsoleFigures }[]): void {
  process.stdout.write(`\nOn the Wii (x${factor}), the AI levels' decisions with two or more moves:\n\n`);
  process.stdout.write(`| preset | pairing | decisions | wall median s | p90 | worst | ended by the work cap | by the deadline |\n`);
  process.stdout.write(`|---|---|---|---|---|---|---|---|\n`);
  for (const { label, pairing, figures } of rows) {
    const sorted = [...figures.wallMs].sort((first, second) => first - second);
    if (sorted.length === 0) continue;
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    process.stdout.write(
      `| ${label} | ${pairing} | ${sorted.length} | ${seconds(quantile(sorted, 0.5))} | ${seconds(quantile(sorted, 0.9))} | ${seconds(sorted[sorted.length - 1])} | ${figures.capped} | ${figures.late} |\n`,
    );
  }
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  const consoleRows: { label: string; pairing: string; figures: ConsoleFigures }[] = [];
  let notes = "";
  process.stdout.write(`| preset | pairing | games | wins of the first | win rate | 95% CI (Wilson) | seconds |\n`);
  process.stdout.write(`|---|---|---|---|---|---|---|\n`);
  for (const name of options.presets) {
    const preset = getPreset(name, options.pieces);
    const label = options.pieces === undefined ? name : `${name} (${options.pieces} a side)`;
    for (const [first, second] of options.pairs) {
      const started = process.hrtime.bigint();
      const timing = options.wiiFactor === undefined ? undefined : { factor: options.wiiFactor, figures: createConsoleFigures() };
      if (timing !== undefined) consoleRows.push({ label, pairing: `${first} vs ${second}`, figures: timing.figures });
      const { wins, capped } = pairingResult(preset, first, second, options.games, options.seed, timing);
      notes += cappedNote(capped, `${label}, ${first} vs ${second}`);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const [low, high] = wilson(wins, options.games);
      process.stdout.write(
        `| ${label} | ${first} vs ${second} | ${options.games} | ${wins} | ${percent(wins / options.games)} | ${percent(low)}–${percent(high)} | ${seconds.toFixed(0)} |\n`,
      );
    }
  }
  if (notes !== "") process.stdout.write(`\n${notes}`);
  if (options.wiiFactor !== undefined) writeConsoleTable(options.wiiFactor, consoleRows);
}

main();
