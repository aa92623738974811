// The seven presets' parameters (preset.ts says what each means; docs/rules.md gives every rule
// with its source): the seeds' four, then the scholars' three. Kendall's options are switched
// on by variants.ts.

import { Preset, PresetName, PresetOption } from "./preset";

/** Kendall's options in the order a preset's name lists them. */
export const KENDALL_OPTIONS: PresetOption[] = ["trap", "home-row", "starting-throw"];

/** What most presets share: a row below names only where it differs. */
const PLAIN: Preset = {
  name: "wii",
  options: [],
  pieces: 5,
  start: "alternate",
  opening: "none",
  throwKind: "sticks",
  allDark: 5,
  throwValues: [1, 2, 3, 4, 5],
  extraThrows: [],
  extraKeptOnPass: false,
  forfeit: 0,
  adjacency: "path",
  blockade: "none",
  capture: "exchange",
  backward: "none",
  backwardCaptures: true,
  neverBackwardFrom: [],
  firstRowWaits: false,
  safeSquares: [],
  waterLanding: "rebirthThenBelow",
  waterExit: 0,
  approachLimit: 26,
  trap: false,
  lastSquares: "exactExit",
  bearOff: "always",
  lastSquaresHit: "ordinary",
  chamberOfSet: false,
  startingThrow: false,
};

const WII: Preset = {
  ...PLAIN,
  name: "wii",
  allDark: 6,
  throwValues: [1, 2, 3, 4, 6],
  extraThrows: [1, 3, 6],
  blockade: "runOfThree",
  backward: "whenNoForward",
  safeSquares: [26, 28, 29],
  waterLanding: "rebirthThenLowest",
  approachLimit: 31,
  lastSquares: "ordinary",
};

const MORALES: Preset = {
  ...PLAIN,
  name: "morales",
  pieces: 7,
  throwKind: "die",
  allDark: 0,
  throwValues: [1, 2, 3, 4, 5, 6],
  extraThrows: [1, 4],
  extraKeptOnPass: true,
  forfeit: 5,
  blockade: "runOfThree",
  safeSquares: [26, 28, 29],
  approachLimit: 27,
  bearOff: "firstRowEmpty",
  chamberOfSet: true,
};

const ANTIK: Preset = {
  ...PLAIN,
  name: "antik",
  opening: "firstOneStarts",
  blockade: "protected",
  backward: "whenNoForward",
  neverBackwardFrom: [28, 29, 30],
  // Only a piece leaving 26 can reach 28-30 here, so "capture there only from 26" needs no rule.
  lastSquares: "exactExitAnyFrom30",
};

const EGYPTIAN: Preset = {
  ...PLAIN,
  name: "egyptian",
  pieces: 7,
  extraThrows: [1, 4, 5],
  extraKeptOnPass: true,
  lastSquaresHit: "water",
};

const KENDALL: Preset = {
  ...PLAIN,
  name: "kendall",
  pieces: 7,
  start: "afterOpening",
  opening: "firstOneTakesEvenSide",
  extraThrows: [1, 4, 5],
  extraKeptOnPass: true,
  backward: "whenNoForward",
  neverBackwardFrom: [27, 28, 29, 30],
  waterLanding: "stays",
  waterExit: 4,
  lastSquares: "exactExitAnyFrom30",
  // A piece hit on 28-30 goes into the water, where it stays: only while 27 is empty.
  lastSquaresHit: "water",
};

const JEQUIER: Preset = {
  ...PLAIN,
  name: "jequier",
  start: "afterOpening",
  opening: "firstOneTakesEvenSide",
  allDark: 6,
  throwValues: [1, 2, 3, 4, 6],
  extraThrows: [1, 4, 6],
  extraKeptOnPass: true,
  adjacency: "row",
  blockade: "runOfThree",
  capture: "toLowestEmpty",
  backward: "perPiece",
  backwardCaptures: false,
  firstRowWaits: true,
  safeSquares: [15, 26, 28, 29],
  waterLanding: "lowest",
  approachLimit: 31,
  lastSquares: "ordinary",
  bearOff: "allInLastRow",
};

const MODERN: Preset = {
  ...PLAIN,
  name: "modern",
  extraThrows: [1, 4, 5],
  blockade: "runOfThree",
  backward: "whenNoForward",
  neverBackwardFrom: [28, 29, 30],
};

export const PRESETS: { [name in PresetName]: Preset } = {
  wii: WII, morales: MORALES, antik: ANTIK, egyptian: EGYPTIAN, kendall: KENDALL, jequier: JEQUIER, modern: MODERN,
};
