// The error rate against perfect play: each AI level and the hint's analysis graded on decisions of
// real games' endgames (at most three pieces a side on the board) by their exact values, per preset
// and per pieces on the board: the mean chance given away per decision and the share of decisions
// not best. docs/ai.md says how the positions are drawn and holds the table.
// `node build/tools/tools/exact-play/exact-play.js [--presets wii,antik] [--games 2000] [--seed 1]
// [--players master,analysis,net2] [--pieces 3] [--cache build/exact]` (the AI levels and the
// analysis unless --players names others; --pieces 2 for a quick run on smaller tables)

import { AI_LEVELS, AiLevel, isAiLevel } from "../../src/game/ai/index";
import { MASTER_WORK_CAP } from "../../src/game/ai/levels";
import { PRESET_NAMES, PresetName, getPreset, isPresetName } from "../../src/game/variants";
import { cachedTable } from "./cache";
import { analysisChooser, handMade, levelChooser, networkOnly, searchChooser } from "./choosers";
import { Chooser, Grade, choicesOf, disagreement, exactChancesOf, gradeChoices, inTable, meanLoss, notBestShare } from "./grade";
import { drawDecisions } from "./sample";

/** The largest table: three pieces a side (four would mean some 10^9 positions). */
const MAX_PIECES = 3;
const ANALYSIS = "analysis";
/**
 * The master taken apart, for `--players`: its search to one to four decisions with no work cap
 * and no settling, at its depth and cap without settling, its search with the hand-made
 * evaluation instead of its judge (the tournament's `handmade`), and the master judging by the
 * preset's network everywhere (in `jequier` the chance's network judges its bearing off).
 */
const DIAGNOSTICS = new Map<string, Chooser>([
  ["net1", searchChooser(1, Infinity, false)],
  ["net2", searchChooser(2, Infinity, false)],
  ["net3", searchChooser(3, Infinity, false)],
  ["net4", searchChooser(4, Infinity, false)],
  ["unsettled", searchChooser(3, MASTER_WORK_CAP, false)],
  ["handmade", searchChooser(3, Infinity, false, handMade)],
  ["network", searchChooser(3, MASTER_WORK_CAP, true, networkOnly)],
]);

interface Options {
  presets: PresetName[];
  games: number;
  seed: number;
  players: string[];
  /** The table's pieces a side: decisions with at most this many on the board. */
  pieces: number;
  cache: string;
}

function parseOptions(args: string[]): Options | undefined {
  const options: Options = { presets: PRESET_NAMES, games: 2000, seed: 1, players: [...AI_LEVELS, ANALYSIS], pieces: MAX_PIECES, cache: "build/exact" };
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if (value === undefined) return undefined;
    if (flag === "--presets") options.presets = value.split(",") as PresetName[];
    else if (flag === "--games") options.games = Number(value);
    else if (flag === "--seed") options.seed = Number(value);
    else if (flag === "--players") options.players = value.split(",");
    else if (flag === "--pieces") options.pieces = Number(value);
    else if (flag === "--cache") options.cache = value;
    else return undefined;
  }
  const valid =
    options.presets.every(isPresetName) && Number.isInteger(options.games) && options.games >= 1 && Number.isInteger(options.seed) &&
    Number.isInteger(options.pieces) && options.pieces >= 1 && options.pieces <= MAX_PIECES &&
    options.players.every((player) => player === ANALYSIS || isAiLevel(player) || DIAGNOSTICS.has(player));
  return valid ? options : undefined;
}

function chooserOf(player: string): Chooser {
  if (player === ANALYSIS) return analysisChooser();
  return DIAGNOSTICS.get(player) ?? levelChooser(player as AiLevel);
}

function percent(value: number, places: number): string {
  return `${(100 * value).toFixed(places)}%`;
}

function cell(grade: Grade): string {
  return grade.decisions === 0 ? "-" : `${percent(meanLoss(grade), 2)} / ${percent(notBestShare(grade), 1)}`;
}

function main(): void {
  const options = parseOptions(process.argv.slice(2));
  if (options === undefined) {
    process.stderr.write(`usage: exact-play [--presets ${PRESET_NAMES.join(",")}] [--games N] [--seed S] [--players ${[...AI_LEVELS, ANALYSIS, ...DIAGNOSTICS.keys()].join(",")}] [--pieces 1-3] [--cache DIR]\n`);
    process.exit(2);
  }
  const log = (line: string): boolean => process.stderr.write(`${line}\n`);
  const out = (line: string): boolean => process.stdout.write(`${line}\n`);
  /** Per preset, per player, the grades by pieces on the board. */
  const results: Grade[][][] = [];
  out(`Against perfect play: ${options.games} games a preset between ${AI_LEVELS.join(", ")} (every pairing, either seat), seed ${options.seed}`);
  out(`every decision with two moves or more and at most ${options.pieces} pieces a side on the board; mean chance given away per decision / share not best`);
  const counts = Array.from({ length: options.pieces }, (_, index) => index + 1);
  for (const name of options.presets) {
    const started = Date.now();
    const table = cachedTable(name, options.pieces, options.cache, log);
    const preset = getPreset(name);
    const drawn = drawDecisions(preset, AI_LEVELS, options.games, options.seed, options.pieces);
    const decisions = drawn.filter((decision) => inTable(table, preset, decision));
    if (decisions.length < drawn.length) out(`${name}: ${drawn.length - decisions.length} decisions left out: a move leads outside the table (a piece rescued below square ${table.positions.rescueLow})`);
    const found = counts.map((pieces) => decisions.filter((decision) => decision.pieces === pieces).length);
    out(`${name}: decisions with ${counts.join(", ")} pieces a side on the board: ${found.join(", ")}`);
    const chances = exactChancesOf(table, preset, decisions);
    const byPlayer: Grade[][] = [];
    const choices: number[][] = [];
    for (const player of options.players) {
      choices.push(choicesOf(preset, decisions, chooserOf(player), options.seed));
      const grades = gradeChoices(decisions, chances, choices[choices.length - 1], options.pieces);
      byPlayer.push(grades);
      out(`${name} ${player.padEnd(9)} ${counts.map((pieces) => `${pieces}: ${cell(grades[pieces]).padEnd(16)}`).join(" ")}`);
    }
    results.push(byPlayer);
    const master = options.players.indexOf("master");
    const analysis = options.players.indexOf(ANALYSIS);
    if (master >= 0 && analysis >= 0) {
      const found = disagreement(chances, choices[master], choices[analysis]);
      out(
        `${name}: the master and the analysis choose differently in ${found.differ} decisions (${((100 * found.differ) / decisions.length).toFixed(1)} per 100); ` +
          `the master's move is exactly the better in ${found.firstBetter}, the analysis's in ${found.secondBetter}, equal in ${found.differ - found.firstBetter - found.secondBetter}`,
      );
    }
    log(`${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  for (const pieces of counts) {
    if (results.every((byPlayer) => byPlayer[0][pieces].decisions === 0)) {
      out(`\n${pieces} piece${pieces > 1 ? "s" : ""} a side: no decision with two moves or more`);
      continue;
    }
    out(`\n| ${pieces} pieces a side | ${options.presets.map((name, index) => `\`${name}\` (${results[index][0][pieces].decisions})`).join(" | ")} |`);
    out(`|---|${options.presets.map(() => "---|").join("")}`);
    options.players.forEach((player, row) => out(`| ${player} | ${results.map((byPlayer) => cell(byPlayer[row][pieces])).join(" | ")} |`));
  }
}

main();
