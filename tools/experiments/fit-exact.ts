// Fits the hand-made evaluation's weights (a value per square, the borne-off value, the hit
// threats, the blockade and the tempo) to exact perfect-play values of positions with few pieces
// a side, met in games between near-perfect players. Prints the weights as EvalWeights, and the
// exact win rates against random of the one-ply player with them and with the hand-made weights.
// `node build/tools/tools/experiments/fit-exact.js PRESET PIECES GAMES [SEED]`

import { SQUARES, emptyPosition, startPosition } from "../../src/game/board";
import { createRng } from "../../src/game/rng";
import { EvalWeights, blockadeHold, evalContextFor, expectedHitLoss } from "../../src/game/ai/evaluate";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { buildGraph, loadState, nearPerfectGames, onePlyChoices, smallPreset, solve, tournamentRate } from "../train/exact";

const [presetName, piecesText, gamesText, seedText = "1"] = process.argv.slice(2);
const parsed = smallPreset(presetName, piecesText);
if (parsed === undefined || !(Number(gamesText) >= 1)) {
  process.stderr.write("usage: fit-exact PRESET PIECES(1-3) GAMES [SEED]\n");
  process.exit(2);
}
const preset = parsed;
const graph = buildGraph(preset);
const value = solve(graph, undefined, "perfect");
const rng = createRng(Number(seedText));
const EXPLORE = 0.3;
const SCALE = 2;
const FEATURES = SQUARES + 5;

// Positions met in games where each side plays the exactly best move, or a random one 30% of the time.
const visited = nearPerfectGames(graph, value, Number(gamesText), EXPLORE, rng);

// Features from `a`'s side, in the order of rawScore's terms.
const context = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
const position = emptyPosition();
const rows = new Float64Array(visited.length * FEATURES);
const targets = new Float64Array(visited.length);
visited.forEach((state, row) => {
  loadState(graph, state, position);
  const features = rows.subarray(row * FEATURES, (row + 1) * FEATURES);
  for (let square = 1; square <= SQUARES; square++) {
    const cell = position.board[square - 1];
    features[square - 1] = cell === "a" ? 1 : cell === "b" ? -1 : 0;
  }
  const aThrows = position.side === "a";
  const threatA = expectedHitLoss(context, position, "a");
  const threatB = expectedHitLoss(context, position, "b");
  features[SQUARES] = position.offA - position.offB;
  features[SQUARES + 1] = aThrows ? threatA : -threatB;
  features[SQUARES + 2] = aThrows ? -threatB : threatA;
  features[SQUARES + 3] = blockadeHold(context, position, "a") - blockadeHold(context, position, "b");
  features[SQUARES + 4] = aThrows ? 1 : -1;
  targets[row] = 2 * value[state] - 1;
});

// Adam on the squared error of the squashed score.
const weights = new Float64Array(FEATURES);
const first = new Float64Array(FEATURES);
const second = new Float64Array(FEATURES);
const gradient = new Float64Array(FEATURES);
const RATE = 0.01;
for (let epoch = 1; epoch <= 400; epoch++) {
  gradient.fill(0);
  let loss = 0;
  for (let row = 0; row < visited.length; row++) {
    let score = 0;
    for (let feature = 0; feature < FEATURES; feature++) score += weights[feature] * rows[row * FEATURES + feature];
    const magnitude = Math.abs(score) + SCALE;
    const error = score / magnitude - targets[row];
    loss += error * error;
    const slope = (2 * error * SCALE) / (magnitude * magnitude);
    for (let feature = 0; feature < FEATURES; feature++) gradient[feature] += slope * rows[row * FEATURES + feature];
  }
  for (let feature = 0; feature < FEATURES; feature++) {
    const g = gradient[feature] / visited.length;
    first[feature] = 0.9 * first[feature] + 0.1 * g;
    second[feature] = 0.999 * second[feature] + 0.001 * g * g;
    const corrected = first[feature] / (1 - 0.9 ** epoch);
    const correctedSecond = second[feature] / (1 - 0.999 ** epoch);
    weights[feature] -= (RATE * corrected) / (Math.sqrt(correctedSecond) + 1e-8);
  }
  if (epoch % 100 === 0) process.stderr.write(`epoch ${epoch}: rms error ${Math.sqrt(loss / visited.length).toFixed(4)}\n`);
}
const round = (number: number): number => Math.round(number * 10000) / 10000;
const fitted = {
  offValue: round(weights[SQUARES]), threatNow: round(weights[SQUARES + 1]), threatLater: round(weights[SQUARES + 2]),
  blockade: round(weights[SQUARES + 3]), tempo: round(weights[SQUARES + 4]), scale: SCALE, raceByThrows: false,
  squareValues: Array.from(weights.subarray(0, SQUARES), round),
};
process.stdout.write(`${visited.length} positions\n${JSON.stringify(fitted)}\n`);
const onePlyRate = (weights: EvalWeights): string => `${(100 * tournamentRate(graph, solve(graph, onePlyChoices(graph, weights)))).toFixed(2)}%`;
process.stdout.write(`one ply against random: ${onePlyRate({ ...FULL_WEIGHTS[preset.name], ...fitted })} with the fitted weights, ${onePlyRate(FULL_WEIGHTS[preset.name])} with the hand-made ones\n`);
