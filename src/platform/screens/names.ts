// The string keys that name presets, levels, play modes, players and special squares.

import { AI_LEVELS, AiLevel } from "../../game/ai/index";
import { PresetName, PresetOption } from "../../game/variants";
import { PlayMode } from "../context";
import { StringKey } from "../i18n/strings";

const PRESET_KEYS: { [P in PresetName]: StringKey } = {
  wii: "presetWii", morales: "presetMorales", antik: "presetAntik", egyptian: "presetEgyptian",
  kendall: "presetKendall", jequier: "presetJequier", modern: "presetModern",
};

export function presetKey(preset: PresetName): StringKey {
  return PRESET_KEYS[preset];
}

/** The new-game screen's line under a preset: what it plays, or where it comes from. */
const SUMMARY_KEYS: { [P in PresetName]: StringKey } = {
  wii: "summaryWii", morales: "summaryMorales", antik: "summaryAntik", egyptian: "summaryEgyptian",
  kendall: "summaryKendall", jequier: "summaryJequier", modern: "summaryModern",
};

export function summaryKey(preset: PresetName): StringKey {
  return SUMMARY_KEYS[preset];
}

/** An option's switch as it reads on or off. */
export function optionKey(option: PresetOption, on: boolean): StringKey {
  if (option === "trap") return on ? "optionTrapOn" : "optionTrapOff";
  if (option === "home-row") return on ? "optionHomeRowOn" : "optionHomeRowOff";
  return on ? "optionStartingThrowOn" : "optionStartingThrowOff";
}

/** What an option does, in a line. */
export function optionHelpKey(option: PresetOption): StringKey {
  if (option === "trap") return "optionTrapHelp";
  if (option === "home-row") return "optionHomeRowHelp";
  return "optionStartingThrowHelp";
}

const LEVEL_KEYS: StringKey[] = ["levelBeginner", "levelCasual", "levelClub", "levelExpert", "levelMaster"];

/** A level's name (the keys in AI_LEVELS' order). */
export function levelKey(level: AiLevel): StringKey {
  return LEVEL_KEYS[AI_LEVELS.indexOf(level)];
}

export function modeKey(mode: PlayMode): StringKey {
  return mode === "oneRemote" ? "modeOneRemote" : mode === "twoRemotes" ? "modeTwoRemotes" : "modeAi";
}

const RULES_KEYS: { [P in PresetName]: StringKey[] } = {
  wii: ["rulesWii1", "rulesWii2", "rulesWii3", "rulesWii4"],
  morales: ["rulesMorales1", "rulesMorales2", "rulesMorales3", "rulesMorales4"],
  antik: ["rulesAntik1", "rulesAntik2", "rulesAntik3", "rulesAntik4"],
  egyptian: ["rulesEgyptian1", "rulesEgyptian2", "rulesEgyptian3", "rulesEgyptian4"],
  kendall: ["rulesKendall1", "rulesKendall2", "rulesKendall3", "rulesKendall4"],
  jequier: ["rulesJequier1", "rulesJequier2", "rulesJequier3", "rulesJequier4"],
  modern: ["rulesModern1", "rulesModern2", "rulesModern3", "rulesModern4"],
};

/** The four paragraphs of a preset's rules page. */
export function rulesKeys(preset: PresetName): StringKey[] {
  return RULES_KEYS[preset];
}

/** The name of a special square, or undefined for an ordinary one. */
export function squareNameKey(square: number, chamberOfSet: boolean): StringKey | undefined {
  if (square === 15) return "sq15";
  if (square === 21) return chamberOfSet ? "sq21" : undefined;
  if (square === 26) return "sq26";
  if (square === 27) return "sq27";
  if (square === 28) return "sq28";
  if (square === 29) return "sq29";
  if (square === 30) return "sq30";
  return undefined;
}
