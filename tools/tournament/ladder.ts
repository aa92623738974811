// `node build/tools/tools/tournament/ladder.js [--presets wii,antik] [--games N] [--review-games N]
// [--seed S] [--timing wii[:FACTOR]] [--write]`: the table of the AI's levels (docs/ai.md, Levels).
// Per preset and level: the chance it gives away per decision with two moves or more, by the
// review's own measure (each level plays REVIEW-GAMES games against the master, 200 unless given,
// and every game is reviewed by the master's analysis): the mean, the factor by which it falls
// from the level below, the shares of decisions at 2%, 5% and 10% or more; and its win rate
// against the level below (the beginner's against the random mover) over GAMES games (2,000
// unless given) with its 95% interval. With
// --timing the levels think on the Wii's clock in those games (console-player.ts). --write also
// writes the means of the presets it ran to src/game/analysis/level-rates.ts, each row beside the
// command that measured it; the other presets' rows and commands stay as they were. A game that
// reaches GAME_THROW_CAP throws (game-cap.ts) counts as a draw, and a note says how many did.

import { writeFileSync } from "node:fs";
import { AI_LEVELS, AiLevel } from "../../src/game/ai/index";
import { LEVEL_ERROR_RATES, LEVEL_RATES_COMMANDS } from "../../src/game/analysis/level-rates";
import { PRESET_NAMES, Preset, PresetName, getPreset, isPresetName } from "../../src/game/variants";
import { WII_FACTOR } from "../bench/wii-frames";
import { gameAgainstMaster, seriesGame } from "./against-master";
import { createConsoleFigures } from "./console-player";
import { cappedNote, pairingResult, wilson } from "./pairing";

const RATES_FILE = "src/game/analysis/level-rates.ts";
const SHARES = [0.02, 0.05, 0.1];

interface Options {
  presets: PresetName[];
  games: number;
  reviewGames: number;
  seed: number;
  wiiFactor: number | undefined;
  write: boolean;
}

function fail(message: string): never {
  process.stderr.write(`ladder: ${message}\n`);
  process.exit(2);
}

function wholeNumber(key: string, value: string | undefined, least: number): number {
  const number = Number(value);
  if (value === undefined || !Number.isInteger(number) || number < least) fail(`${key} needs a whole number of at least ${least}`);
  return number;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { presets: [...PRESET_NAMES], games: 2000, reviewGames: 200, seed: 1, wiiFactor: undefined, write: false };
  for (let index = 0; index < argv.length; index++) {
    const key = argv[index];
    if (key === "--write") {
      options.write = true;
      continue;
    }
    const value = argv[++index];
    if (key === "--presets") {
      const names = (value ?? "").split(",");
      for (const name of names) if (!isPresetName(name)) fail(`unknown preset ${name} (use ${PRESET_NAMES.join(", ")})`);
      options.presets = names as PresetName[];
    } else if (key === "--games") options.games = wholeNumber(key, value, 2);
    else if (key === "--review-games") options.reviewGames = wholeNumber(key, value, 2);
    else if (key === "--seed") options.seed = wholeNumber(key, value, 0);
    else if (key === "--timing") {
      const [console, factor] = (value ?? "").split(":");
      const number = factor === undefined ? WII_FACTOR : Number(factor);
      if (console !== "wii" || !(number > 0)) fail("--timing needs wii or wii:FACTOR (a positive number)");
      options.wiiFactor = number;
    } else fail(`unknown option ${key}`);
  }
  return options;
}

/** A level's losses per decision with two moves or more over `games` reviewed games against the master (or `against`). */
export function levelLosses(preset: Preset, level: AiLevel, games: number, seed: number, against: AiLevel = "master"): number[] {
  const losses: number[] = [];
  for (let game = 0; game < games; game++) {
    const series = seriesGame(seed, game);
    for (const loss of gameAgainstMaster(preset, level, series.side, series.seed, against).losses) losses.push(loss);
  }
  return losses;
}

export function meanOf(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

function percent(value: number, places: number): string {
  return `${(100 * value).toFixed(places)}%`;
}

/** The rates file with the presets of `rates` measured by `command`, every other preset's row and command kept. */
function ratesFile(command: string, rates: { [preset: string]: number[] }): string {
  let text = "// Each level's mean chance given away per decision with two moves or more, per preset: the\n";
  text += "// review's own measure over games against the master (docs/ai.md, Levels), by which a player's\n";
  text += "// game can be rated. Written by tools/tournament/ladder.ts's --write, each preset's row by the\n";
  text += "// command beside it (empty: not measured, another preset's rates stand in); not edited by hand.\n\n";
  text += 'import { AiLevel } from "../ai/levels";\nimport { PresetName } from "../variants";\n\n';
  text += "export const LEVEL_RATES_COMMANDS: { [preset in PresetName]: string } = {\n";
  for (const preset of PRESET_NAMES) text += `  ${preset}: "${rates[preset] !== undefined ? command : LEVEL_RATES_COMMANDS[preset]}",\n`;
  text += "};\n\n";
  text += "export const LEVEL_ERROR_RATES: { [preset in PresetName]: { [level in AiLevel]: number } } = {\n";
  for (const preset of PRESET_NAMES) {
    const row = rates[preset] ?? AI_LEVELS.map((level) => LEVEL_ERROR_RATES[preset][level]);
    text += `  ${preset}: { ${AI_LEVELS.map((level, index) => `${level}: ${row[index].toFixed(6)}`).join(", ")} },\n`;
  }
  return text + "};\n";
}

function main(): void {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv);
  const command = ["node build/tools/tools/tournament/ladder.js", ...argv].join(" ");
  const rates: { [preset: string]: number[] } = {};
  let notes = "";
  process.stdout.write(`${command}\n\n`);
  process.stdout.write(
    `| preset | level | decisions | given away per decision | factor | at least 2% | 5% | 10% | against the level below (${options.games} games; the beginner: random) | 95% interval |\n`,
  );
  process.stdout.write("|---|---|---|---|---|---|---|---|---|---|\n");
  for (const name of options.presets) {
    const preset = getPreset(name);
    rates[name] = [];
    for (let rung = 0; rung < AI_LEVELS.length; rung++) {
      const level = AI_LEVELS[rung];
      const losses = levelLosses(preset, level, options.reviewGames, options.seed);
      const mean = meanOf(losses);
      rates[name].push(mean);
      const shares = SHARES.map((share) => percent(losses.filter((loss) => loss >= share).length / Math.max(1, losses.length), 1));
      const factor = rung > 0 ? (rates[name][rung - 1] / mean).toFixed(2) : "";
      const timing = options.wiiFactor === undefined ? undefined : { factor: options.wiiFactor, figures: createConsoleFigures() };
      const { wins, capped } = pairingResult(preset, level, rung > 0 ? AI_LEVELS[rung - 1] : "random", options.games, options.seed, timing);
      notes += cappedNote(capped, `${name}, ${level} against the level below`);
      const [low, high] = wilson(wins, options.games);
      process.stdout.write(
        `| ${name} | ${level} | ${losses.length} | ${percent(mean, 3)} | ${factor} | ${shares.join(" | ")} | ${percent(wins / options.games, 1)} | ${percent(low, 1)}–${percent(high, 1)} |\n`,
      );
    }
  }
  if (notes !== "") process.stdout.write(`\n${notes}`);
  if (options.write) {
    writeFileSync(RATES_FILE, ratesFile(command, rates));
    process.stdout.write(`\nwrote ${RATES_FILE}\n`);
  }
}

if (require.main === module) main();
