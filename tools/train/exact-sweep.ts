// Exact win rates against random of the one-ply player with variants of the preset's hand-made
// weights, for a few pieces a side: a noise-free comparison of weights.
// `node build/tools/tools/train/exact-sweep.js PRESET PIECES '{"blockade":2}' ...`
import { getPreset, isPresetName } from "../../src/game/variants";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { EvalWeights } from "../../src/game/ai/evaluate";
import { buildGraph, onePlyChoices, solve, tournamentRate } from "./exact";

const [presetName, piecesText, ...variants] = process.argv.slice(2);
if (presetName === undefined || !isPresetName(presetName) || !(Number(piecesText) >= 1 && Number(piecesText) <= 3)) {
  process.stderr.write("usage: exact-sweep PRESET PIECES(1-3) [WEIGHTS-JSON ...]\n");
  process.exit(2);
}
const preset = getPreset(presetName, Number(piecesText));
const graph = buildGraph(preset);
for (const variant of ["{}", ...variants]) {
  const weights: EvalWeights = { ...FULL_WEIGHTS[preset.name], ...JSON.parse(variant) };
  const rate = tournamentRate(graph, solve(graph, onePlyChoices(graph, weights)));
  process.stdout.write(`${variant}: ${(100 * rate).toFixed(2)}%\n`);
}
