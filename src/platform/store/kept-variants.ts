// The variants a record or ratings are kept by in the settings file: each preset with each set of
// the options it takes (Kendall's: `kendall`, `kendall+trap`, ..., `kendall+trap+home-row+starting-throw`),
// each named as variantName writes it, so that one set of options is one entry whatever order a
// file gives them in.

import { KENDALL_OPTIONS } from "../../game/presets";
import { PRESET_NAMES, PresetName, PresetOption, getPreset, parseVariant, variantName } from "../../game/variants";

/** The options `preset` takes (Kendall's three; none for the others), in their written order. */
export function optionsOf(preset: PresetName): PresetOption[] {
  return KENDALL_OPTIONS.filter((option) => parseVariant(preset + "+" + option).preset !== undefined);
}

function allVariants(): string[] {
  const names: string[] = [];
  for (const preset of PRESET_NAMES) {
    const options = optionsOf(preset);
    // each subset of the options, by the bits of `set`
    let sets = 1;
    for (let index = 0; index < options.length; index++) sets *= 2;
    for (let set = 0; set < sets; set++) {
      const chosen: PresetOption[] = [];
      let bits = set;
      for (const option of options) {
        if (bits % 2 === 1) chosen.push(option);
        bits = Math.floor(bits / 2);
      }
      names.push(variantName(getPreset(preset, undefined, chosen)));
    }
  }
  return names;
}

/** Every variant a record or ratings can be kept by, in the order the settings file lists them. */
export const KEPT_VARIANTS: string[] = allVariants();

/** The variant a file's name gives (`kendall+home-row+trap`), as KEPT_VARIANTS names it; undefined for an unknown preset or option. */
export function keptVariantNamed(text: string): string | undefined {
  const reading = parseVariant(text);
  return reading.preset === undefined ? undefined : variantName(reading.preset);
}
