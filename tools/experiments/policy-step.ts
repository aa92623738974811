// How far one step of policy iteration takes the one-ply player against random, exactly: the
// exact value of the one-ply player's play, then the player that picks the best move by those
// values, and again. `node build/tools/tools/experiments/policy-step.js PRESET PIECES [STEPS]` (PIECES 1-3)

import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { buildGraph, choicesBy, onePlyChoices, smallPreset, solve, tournamentRate } from "../train/exact";

const [presetName, piecesText, stepsText = "2"] = process.argv.slice(2);
const preset = smallPreset(presetName, piecesText);
if (preset === undefined || !(Number(stepsText) >= 1)) {
  process.stderr.write("usage: policy-step PRESET PIECES(1-3) [STEPS]\n");
  process.exit(2);
}
const graph = buildGraph(preset);
const percent = (rate: number): string => `${(100 * rate).toFixed(2)}%`;
let chosen = onePlyChoices(graph, FULL_WEIGHTS[preset.name]);
for (let step = 0; step <= Number(stepsText); step++) {
  const value = solve(graph, chosen);
  const player = step === 0 ? "the one-ply player" : `after ${step} step${step === 1 ? "" : "s"} of policy iteration`;
  process.stdout.write(`${preset.name}, ${preset.pieces} a side, ${player}: ${percent(tournamentRate(graph, value))} against random\n`);
  chosen = choicesBy(graph, value);
}
process.stdout.write(`best play: ${percent(tournamentRate(graph, solve(graph, undefined)))}\n`);
