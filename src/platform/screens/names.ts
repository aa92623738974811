// The string keys that name presets, levels, play modes, players and special squares.

import { AI_LEVELS, AiLevel } from "../../game/ai/index";
import { PresetName, PresetOption } from "../../game/variants";
import { PlayMode } from "../context";
import { StringKey } from "../i18n/strings";

export function presetKey(preset: PresetName): StringKey {
  return preset === "wii" ? "presetWii" : preset === "morales" ? "presetMorales" : preset === "antik" ? "presetAntik" : "presetEgyptian";
}

export function summaryKey(preset: PresetName): StringKey {
  return preset === "wii" ? "summaryWii" : preset === "morales" ? "summaryMorales" : preset === "antik" ? "summaryAntik" : "summaryEgyptian";
}

/** An option's switch as it reads on or off. */
export function optionKey(option: PresetOption, on: boolean): StringKey {
  if (option === "trap") return on ? "optionTrapOn" : "optionTrapOff";
  if (option === "home-row") return on ? "optionHomeRowOn" : "optionHomeRowOff";
  return on ? "optionStartingThrowOn" : "optionStartingThrowOff";
}

const LEVEL_KEYS: StringKey[] = ["levelBeginner", "levelCasual", "levelClub", "levelExpert", "levelMaster"];

/** A level's name (the keys in AI_LEVELS' order). */
export function levelKey(level: AiLevel): StringKey {
  return LEVEL_KEYS[AI_LEVELS.indexOf(level)];
}

export function modeKey(mode: PlayMode): StringKey {
  return mode === "oneRemote" ? "modeOneRemote" : mode === "twoRemotes" ? "modeTwoRemotes" : "modeAi";
}

/** The four paragraphs of a preset's rules page. */
export function rulesKeys(preset: PresetName): StringKey[] {
  if (preset === "wii") return ["rulesWii1", "rulesWii2", "rulesWii3", "rulesWii4"];
  if (preset === "morales") return ["rulesMorales1", "rulesMorales2", "rulesMorales3", "rulesMorales4"];
  if (preset === "antik") return ["rulesAntik1", "rulesAntik2", "rulesAntik3", "rulesAntik4"];
  return ["rulesEgyptian1", "rulesEgyptian2", "rulesEgyptian3", "rulesEgyptian4"];
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
