// The one-ply strength of each preset's hand-made evaluation in the trainers' quick matches, to
// compare a learned network with. `node build/tools/tools/experiments/baseline.js PRESET [GAMES]`

import { createRng } from "../../src/game/rng";
import { getPreset, isPresetName } from "../../src/game/variants";
import { evalContextFor } from "../../src/game/ai/evaluate";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { Duelist, duel, greedyDuelist, randomDuelist } from "../train/duel";

const [presetName, gamesText = "1000"] = process.argv.slice(2);
if (presetName === undefined || !isPresetName(presetName)) {
  process.stderr.write("usage: baseline PRESET [GAMES]\n");
  process.exit(2);
}
const preset = getPreset(presetName);
const context = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
const full: Duelist = (position, throwValue, moves) => onePlyChoice(context, position, throwValue, moves, { water: false, capture: false });
const games = Number(gamesText);
const seed = 424242;
const random = duel(preset, full, randomDuelist(createRng(seed)), games, seed);
const greedy = duel(preset, full, greedyDuelist(preset), games, seed + 1);
process.stdout.write(`${presetName} hand-made evaluation: one-ply vs random ${random.toFixed(1)}%, vs greedy ${greedy.toFixed(1)}%\n`);
