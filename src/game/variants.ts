// The rule presets of docs/rules.md by name: finding one (with a house-rule number of pieces and
// Kendall's options, Trap, Home Row and Starting Throw, which change its parameters), and the
// name a file or the protocol gives it (`kendall+trap`). What a parameter means is in preset.ts,
// each preset's values in presets.ts: a new preset is a row there, its texts and its network.

import { Preset, PresetName, PresetOption } from "./preset";
import { KENDALL_OPTIONS, PRESETS } from "./presets";

export {
  Adjacency, BackwardRule, BearOffRule, Blockade, CaptureRule, LastSquaresHit, LastSquaresRule, Opening, Preset, PresetName, PresetOption,
  StartRule, ThrowKind, WaterLanding,
} from "./preset";

export const MIN_PIECES = 1;
export const MAX_PIECES = 7;

/** The seeds' presets first, then the scholars' reconstructions. */
export const PRESET_NAMES: PresetName[] = ["wii", "morales", "antik", "egyptian", "kendall", "jequier", "modern"];
export const DEFAULT_PRESET: PresetName = "wii";

export function isPresetName(name: string): name is PresetName {
  return PRESET_NAMES.includes(name as PresetName);
}

/** A preset by name, optionally with a house-rule number of pieces (1..7) and Kendall's options. */
export function getPreset(name: PresetName, pieces?: number, options: PresetOption[] = []): Preset {
  const base = PRESETS[name];
  const preset: Preset = { ...base, pieces: pieces ?? base.pieces, options: [] };
  for (const option of KENDALL_OPTIONS) {
    if (!options.includes(option)) continue;
    preset.options.push(option);
    if (option === "trap") preset.trap = true;
    else if (option === "home-row") preset.bearOff = "firstRowEmpty";
    else preset.startingThrow = true;
  }
  return preset;
}

/** The preset with another number of pieces, its options kept. */
export function withPieces(preset: Preset, pieces: number): Preset {
  return getPreset(preset.name, pieces, preset.options);
}

/** The same rules: the preset, its pieces and its options (Kendall's Trap changes the moves). */
export function sameRules(first: Preset, second: Preset): boolean {
  return first.pieces === second.pieces && variantName(first) === variantName(second);
}

/** The name a file or the protocol gives the preset: `wii`, `kendall+trap+starting-throw`. */
export function variantName(preset: Preset): string {
  return [preset.name, ...preset.options].join("+");
}

export type VariantReading = { preset: Preset; error: undefined } | { preset: undefined; error: string };

/** Reads `NAME` or `kendall+OPTION+...` (options in any order, each once) with the preset's own pieces. */
export function parseVariant(text: string): VariantReading {
  const parts = text.split("+");
  const name = parts[0];
  if (!isPresetName(name)) return { preset: undefined, error: `unknown variant; use ${PRESET_NAMES.join(", ")}` };
  const options: PresetOption[] = [];
  for (let index = 1; index < parts.length; index++) {
    const option = parts[index] as PresetOption;
    if (name !== "kendall" || !KENDALL_OPTIONS.includes(option)) {
      return { preset: undefined, error: `unknown option; only kendall takes options: ${KENDALL_OPTIONS.join(", ")}` };
    }
    if (options.includes(option)) return { preset: undefined, error: "an option is named twice" };
    options.push(option);
  }
  return { preset: getPreset(name, undefined, options), error: undefined };
}

export function givesExtraThrow(preset: Preset, throwValue: number): boolean {
  return preset.extraThrows.includes(throwValue);
}

/** The preset keeps a piece on 27 (Kendall's water): positions may hold one there, and a rescued piece. */
export function waterKeepsPiece(preset: Preset): boolean {
  return preset.waterLanding === "stays";
}
