// Throws: each preset's chance outcomes and a throw drawn from the seeded generator.

import { Rng, randomInt } from "./rng";
import { Preset } from "./variants";

export const STICKS = 4;
const DIE_FACES = 6;

export interface Throw {
  value: number;
  /** For sticks, each stick's face (true = light); empty for the die. */
  lightFaces: boolean[];
}

export interface ChanceOutcome {
  value: number;
  probability: number;
}

/** The sticks' score for a number of light faces. */
export function sticksValue(preset: Preset, light: number): number {
  return light === 0 ? preset.allDark : light;
}

/** Every value the preset's throw can produce with its probability, by value ascending. */
export function chanceOutcomes(preset: Preset): ChanceOutcome[] {
  if (preset.throwKind === "die") {
    return preset.throwValues.map((value) => ({ value, probability: 1 / DIE_FACES }));
  }
  // Four fair sticks: the number of light faces is binomial(4, 1/2).
  const waysByLight = [1, 4, 6, 4, 1];
  return preset.throwValues.map((value) => {
    const light = value === preset.allDark ? 0 : value;
    return { value, probability: waysByLight[light] / 16 };
  });
}

export function throwSticks(preset: Preset, rng: Rng): Throw {
  if (preset.throwKind === "die") {
    return { value: randomInt(rng, DIE_FACES) + 1, lightFaces: [] };
  }
  const lightFaces: boolean[] = [];
  let light = 0;
  for (let stick = 0; stick < STICKS; stick++) {
    const isLight = randomInt(rng, 2) === 1;
    lightFaces.push(isLight);
    if (isLight) light++;
  }
  return { value: sticksValue(preset, light), lightFaces };
}
