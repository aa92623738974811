// The benchmark's file (bench.txt on the SD card, --bench FILE on the desktop): one setting a line
// (`presets wii morales`, `levels master`, `games 2`, `seed 1`, `review yes`); blank lines, `#`
// comments and a UTF-8 byte order mark are skipped. A bad line is reported and not obeyed; a
// setting missing keeps its default; a level the ladder replaced (`easy`) plays as its rung.

import { AI_LEVELS, AiLevel, levelNamed } from "../../game/ai/index";
import { parseCount, splitLines, splitWords } from "../../game/text";
import { PresetName } from "../../game/variants";
import { OFFERED_PRESETS } from "../presets-offered";

export const MAX_GAMES = 1000;
/** Problems reported one by one; any further ones are counted in one more line. */
export const MAX_PROBLEMS = 12;
const QUOTE_MAX = 40;
/** The character codes a line is checked against: printable ASCII from space to tilde, and the white space allowed. */
const CODE = { space: 32, tilde: 126, delete: 127, tab: 9, cr: 13, lf: 10 };
/** UTF-8's byte order mark, EF BB BF, as byte values (Lua strings are bytes). */
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

export interface BenchConfig {
  presets: PresetName[];
  levels: AiLevel[];
  /** Games per preset and level. */
  games: number;
  /** The first game's seed; each later game takes the next one. */
  seed: number;
  /** Whether each game is reviewed after it ends, and the review measured. */
  review: boolean;
  /** What was reported and not obeyed, one sentence each. */
  problems: string[];
}

export function defaultBenchConfig(): BenchConfig {
  return { presets: [...OFFERED_PRESETS], levels: ["master"], games: 1, seed: 1, review: false, problems: [] };
}

/** Text as the result file and the screen can show it: printable ASCII (anything else as '?'), cut short. */
function printable(text: string): string {
  let shown = "";
  const length = text.length < QUOTE_MAX ? text.length : QUOTE_MAX;
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    shown += code >= CODE.space && code <= CODE.tilde ? text.charAt(index) : "?";
  }
  return text.length > QUOTE_MAX ? shown + "..." : shown;
}

function startsWithBytes(text: string, bytes: number[]): boolean {
  if (text.length < bytes.length) return false;
  for (let index = 0; index < bytes.length; index++) if (text.charCodeAt(index) !== bytes[index]) return false;
  return true;
}

/** The first byte that no text file holds (a control byte other than tab and line ends), or -1. */
function firstBinaryByte(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < CODE.space && code !== CODE.tab && code !== CODE.cr && code !== CODE.lf) || code === CODE.delete) return index;
  }
  return -1;
}

/** The names of a line (`named` gives what a word names, undefined for none), each once; a sentence saying why when it cannot. */
function parseNames<T extends string>(values: string[], named: (this: void, name: string) => T | undefined, kind: string, known: T[]): T[] | string {
  if (values.length === 0) return "no " + kind + " named (" + kind + "s: " + known.join(" ") + ")";
  const names: T[] = [];
  for (const value of values) {
    const name = named(value);
    if (name === undefined) return "unknown " + kind + " '" + printable(value) + "' (" + kind + "s: " + known.join(" ") + ")";
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

function presetNamed(name: string): PresetName | undefined {
  return OFFERED_PRESETS.includes(name as PresetName) ? (name as PresetName) : undefined;
}

function parseNumber(values: string[], low: number, high: number): number | string {
  const value = values.length === 1 ? parseCount(values[0]) : undefined;
  if (value === undefined || value < low || value > high) return "takes one whole number from " + low + " to " + high;
  return value;
}

/** Applies one line's setting; a sentence saying why when it cannot. */
function applyLine(config: BenchConfig, words: string[]): string | undefined {
  const key = words[0];
  const values = words.slice(1);
  if (key === "presets") {
    const presets = parseNames(values, presetNamed, "preset", OFFERED_PRESETS);
    if (typeof presets === "string") return presets;
    config.presets = presets;
  } else if (key === "levels") {
    const levels = parseNames(values, levelNamed, "level", AI_LEVELS);
    if (typeof levels === "string") return levels;
    config.levels = levels;
  } else if (key === "games") {
    const games = parseNumber(values, 1, MAX_GAMES);
    if (typeof games === "string") return "games " + games;
    config.games = games;
  } else if (key === "seed") {
    const seed = parseNumber(values, 0, 999999);
    if (typeof seed === "string") return "seed " + seed;
    config.seed = seed;
  } else if (key === "review") {
    if (values.length !== 1 || (values[0] !== "yes" && values[0] !== "no")) return "review takes yes or no";
    config.review = values[0] === "yes";
  } else {
    return "unknown setting '" + printable(key) + "' (settings: presets levels games seed review)";
  }
  return undefined;
}

export function parseBenchConfig(file: string): BenchConfig {
  const config = defaultBenchConfig();
  const text = startsWithBytes(file, BYTE_ORDER_MARK) ? file.substring(BYTE_ORDER_MARK.length) : file;
  const binary = firstBinaryByte(text);
  if (binary >= 0) {
    config.problems.push("the file is not text (" + text.length + " bytes, a control byte at byte " + (binary + 1) + "): all of it ignored");
    return config;
  }
  const lines = splitLines(text);
  let unreported = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const comment = line.indexOf("#");
    const words = splitWords(comment >= 0 ? line.substring(0, comment) : line);
    if (words.length === 0) continue;
    const problem = applyLine(config, words);
    if (problem === undefined) continue;
    if (config.problems.length < MAX_PROBLEMS) config.problems.push("line " + (index + 1) + ' "' + printable(line) + '": ' + problem + "; ignored");
    else unreported++;
  }
  if (unreported > 0) config.problems.push(unreported + " more lines ignored");
  return config;
}
