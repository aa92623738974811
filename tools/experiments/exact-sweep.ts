// Exact win rates against random of the one-ply player with variants of the preset's hand-made
// weights, for a few pieces a side: a noise-free comparison of weights.
// `node build/tools/tools/experiments/exact-sweep.js PRESET PIECES '{"blockade":2}' ...`
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { EvalWeights } from "../../src/game/ai/evaluate";
import { buildGraph, onePlyChoices, smallPreset, solve, tournamentRate } from "../train/exact";

const [presetName, piecesText, ...variants] = process.argv.slice(2);
const parsed = smallPreset(presetName, piecesText);
const changes = variants.map(parseWeights);
if (parsed === undefined || changes.includes(undefined)) {
  process.stderr.write("usage: exact-sweep PRESET PIECES(1-3) [WEIGHTS-JSON ...], each JSON an object such as '{\"blockade\":2}'\n");
  process.exit(2);
}
const preset = parsed;

/** Weight changes from a JSON object; undefined when the text is not one. */
function parseWeights(text: string): Partial<EvalWeights> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Partial<EvalWeights>) : undefined;
  } catch {
    return undefined;
  }
}

const graph = buildGraph(preset);
for (const [index, variant] of ["{}", ...variants].entries()) {
  const weights: EvalWeights = { ...FULL_WEIGHTS[preset.name], ...(index === 0 ? {} : changes[index - 1]) };
  const rate = tournamentRate(graph, solve(graph, onePlyChoices(graph, weights)));
  process.stdout.write(`${variant}: ${(100 * rate).toFixed(2)}%\n`);
}
