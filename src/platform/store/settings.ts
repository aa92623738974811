// The saved settings, the win/loss record and the ratings of reviewed games (ratings.ts), and their
// text format: one `key=value` per line.
//   version=2  language=es  rumble=1  aiSpeed=normal  effects=8  music=5  tutor=0  chanceBar=0
//   record.wii.casual=3,2 (won, lost)  ratings.wii.ai=4200,610 (version 1 had none)
//   record.kendall+trap.club=1,0  ratings.kendall+trap.ai=5100 (each set of options apart)
//   options.kendall=trap,home-row (the options last chosen for the preset; none: no line)
// Unknown keys and bad values are ignored line by line, so a damaged line costs that line alone (an
// unknown option in an `options.` line costs that option alone). A
// record kept under a level the ladder replaced counts for the rung nearest to it (levels.ts), added
// to what that rung has.

import { AI_LEVELS, AiLevel, levelNamed } from "../../game/ai/index";
import { parseCount, splitLines } from "../../game/text";
import { PRESET_NAMES, PresetOption, isPresetName } from "../../game/variants";
import { Language, isLanguage } from "../i18n/index";
import { KEPT_VARIANTS, keptVariantNamed, optionsOf } from "./kept-variants";
import { RATED_SIDES, Ratings, formatRatings, parseRatings, ratingsKey, ratingsKeyNamed } from "./ratings";

export type AiSpeed = "slow" | "normal" | "fast";
export const AI_SPEEDS: AiSpeed[] = ["slow", "normal", "fast"];
/** Volumes go from 0 (off) to this (full) in whole steps. */
export const VOLUME_STEPS = 10;
const DEFAULT_EFFECTS_VOLUME = 8;
const DEFAULT_MUSIC_VOLUME = 5;
const FORMAT_VERSION = "2";

export interface RecordEntry {
  won: number;
  lost: number;
}

export interface Settings {
  language: Language;
  rumble: boolean;
  aiSpeed: AiSpeed;
  /** The sound effects' and the music's volumes, 0..VOLUME_STEPS. */
  effects: number;
  music: number;
  /** The tutor asks before a move that gives away more than a bad move's share of the chance to win. */
  tutor: boolean;
  /** The chance to win shows beside the players during a game. */
  chanceBar: boolean;
  /** Games against the computer, by `variant.level` (the variant: the preset with its options, `kendall+trap`). */
  record: { [key: string]: RecordEntry };
  /** The ratings of reviewed games, by `variant.side` (ratings.ts). */
  ratings: Ratings;
  /** The options last chosen for each preset that takes some (Kendall's), in their written order. */
  options: { [preset: string]: PresetOption[] };
}

export function defaultSettings(language: Language): Settings {
  return { language, rumble: true, aiSpeed: "normal", effects: DEFAULT_EFFECTS_VOLUME, music: DEFAULT_MUSIC_VOLUME, tutor: false, chanceBar: false, record: {}, ratings: {}, options: {} };
}

/** `variant`: as files name it (match-setup.ts's setupVariant). */
export function recordKey(variant: string, level: AiLevel): string {
  return variant + "." + level;
}

export function recordOf(settings: Settings, variant: string, level: AiLevel): RecordEntry {
  const entry = settings.record[recordKey(variant, level)];
  return entry !== undefined ? entry : { won: 0, lost: 0 };
}

export function serializeSettings(settings: Settings): string {
  let text = "version=" + FORMAT_VERSION + "\n";
  text += "language=" + settings.language + "\n";
  text += "rumble=" + (settings.rumble ? "1" : "0") + "\n";
  text += "aiSpeed=" + settings.aiSpeed + "\n";
  text += "effects=" + settings.effects + "\n";
  text += "music=" + settings.music + "\n";
  text += "tutor=" + (settings.tutor ? "1" : "0") + "\n";
  text += "chanceBar=" + (settings.chanceBar ? "1" : "0") + "\n";
  for (const preset of PRESET_NAMES) {
    const options = settings.options[preset];
    if (options !== undefined && options.length > 0) text += "options." + preset + "=" + options.join(",") + "\n";
  }
  for (const variant of KEPT_VARIANTS) {
    for (const level of AI_LEVELS) {
      const entry = settings.record[recordKey(variant, level)];
      if (entry !== undefined) text += "record." + recordKey(variant, level) + "=" + entry.won + "," + entry.lost + "\n";
    }
    for (const side of RATED_SIDES) {
      const list = settings.ratings[ratingsKey(variant, side)];
      if (list !== undefined && list.length > 0) text += "ratings." + ratingsKey(variant, side) + "=" + formatRatings(list) + "\n";
    }
  }
  return text;
}

function isAiSpeed(value: string): value is AiSpeed {
  return value === "slow" || value === "normal" || value === "fast";
}

function parseVolume(value: string): number | undefined {
  const volume = parseCount(value);
  return volume !== undefined && volume <= VOLUME_STEPS ? volume : undefined;
}

/** The record key a file's `variant.level` names (a former level's mapped to its rung, the options in their written order), or undefined. */
function recordKeyNamed(name: string): string | undefined {
  const dot = name.indexOf(".");
  if (dot < 0) return undefined;
  const variant = keptVariantNamed(name.substring(0, dot));
  const level = levelNamed(name.substring(dot + 1));
  return level !== undefined && variant !== undefined ? recordKey(variant, level) : undefined;
}

/**
 * Takes an `options.PRESET` line's options into `settings`, each once and in their written order;
 * false (the line logged) where the preset takes none or an option is unknown, which is dropped.
 */
function applyOptions(settings: Settings, preset: string, value: string): boolean {
  if (!isPresetName(preset) || optionsOf(preset).length === 0) return false;
  const named = value.length > 0 ? value.split(",") : [];
  const known = optionsOf(preset).filter((option) => named.includes(option));
  settings.options[preset] = known;
  for (const option of named) if (!known.includes(option as PresetOption)) return false;
  return true;
}

function parseRecord(value: string): RecordEntry | undefined {
  const comma = value.indexOf(",");
  if (comma < 0) return undefined;
  const won = parseCount(value.substring(0, comma));
  const lost = parseCount(value.substring(comma + 1));
  return won === undefined || lost === undefined ? undefined : { won, lost };
}

/** The record's lines of a file by the file's own key (the last line of a key counts), in the file's order, and the key each counts for. */
interface RecordLines {
  names: string[];
  keys: string[];
  entries: { [name: string]: RecordEntry };
}

/** Takes one line into `settings` (a record line into `records`); false where it is damaged or names nothing this program keeps. */
function applyLine(settings: Settings, records: RecordLines, line: string): boolean {
  const equals = line.indexOf("=");
  if (equals <= 0) return false;
  const key = line.substring(0, equals);
  const value = line.substring(equals + 1);
  if (key === "version") return true;
  if (key === "language") {
    if (!isLanguage(value)) return false;
    settings.language = value;
  } else if (key === "rumble" || key === "tutor" || key === "chanceBar") {
    if (value !== "1" && value !== "0") return false;
    settings[key] = value === "1";
  } else if (key === "aiSpeed") {
    if (!isAiSpeed(value)) return false;
    settings.aiSpeed = value;
  } else if (key === "effects" || key === "music") {
    const volume = parseVolume(value);
    if (volume === undefined) return false;
    settings[key] = volume;
  } else if (key.substring(0, 7) === "record.") {
    const name = key.substring(7);
    const entry = parseRecord(value);
    const counted = recordKeyNamed(name);
    if (entry === undefined || counted === undefined) return false;
    if (records.entries[name] === undefined) {
      records.names.push(name);
      records.keys.push(counted);
    }
    records.entries[name] = entry;
  } else if (key.substring(0, 8) === "ratings.") {
    const list = parseRatings(value);
    const kept = ratingsKeyNamed(key.substring(8));
    if (list === undefined || kept === undefined) return false;
    settings.ratings[kept] = list;
  } else if (key.substring(0, 8) === "options.") {
    return applyOptions(settings, key.substring(8), value);
  } else return false;
  return true;
}

/**
 * Reads a settings file; anything missing or damaged falls back to the defaults, line by line.
 * The lines refused (damaged, or of nothing kept) are added to `refused`, for the log.
 */
export function parseSettings(text: string | undefined, fallbackLanguage: Language, refused: string[] = []): Settings {
  const settings = defaultSettings(fallbackLanguage);
  if (text === undefined) return settings;
  const records: RecordLines = { names: [], keys: [], entries: {} };
  for (const line of splitLines(text)) if (line.length > 0 && !applyLine(settings, records, line)) refused.push(line);
  for (let index = 0; index < records.names.length; index++) {
    const key = records.keys[index];
    const entry = records.entries[records.names[index]];
    const kept = settings.record[key];
    settings.record[key] = kept === undefined ? entry : { won: kept.won + entry.won, lost: kept.lost + entry.lost };
  }
  return settings;
}
