// Can the value network's shape (src/game/ai/network.ts) hold what best play knows? Trains it on
// the exact perfect-play values of positions met in near-perfect games (each side plays the exactly
// best move, or a random one 30% of the time), then prints the exact win rate of its one-ply player
// against random. `node build/tools/tools/experiments/net-capacity.js PRESET PIECES GAMES EPOCHS [HIDDEN]`
import { emptyPosition, startPosition } from "../../src/game/board";
import { createRng, randomInt } from "../../src/game/rng";
import { chanceOutcomes } from "../../src/game/throws";
import { evalContextFor, netFeatures, NET_FEATURES } from "../../src/game/ai/evaluate";
import { BOARD_INPUTS } from "../../src/game/ai/network";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { addGradient, applyUpdate, createDenseNet, forward } from "../train/dense-net";
import { LOST, WON, buildGraph, loadState, nearPerfectGames, smallPreset, solve, tournamentRate } from "../train/exact";

const [presetName, piecesText, gamesText, epochsText, hiddenText = "32"] = process.argv.slice(2);
const parsed = smallPreset(presetName, piecesText);
if (parsed === undefined || !(Number(gamesText) >= 1) || !(Number(epochsText) >= 1)) {
  process.stderr.write("usage: net-capacity PRESET PIECES(1-3) GAMES EPOCHS [HIDDEN]\n");
  process.exit(2);
}
const preset = parsed;
const graph = buildGraph(preset);
const value = solve(graph, undefined, "perfect");
const outcomes = chanceOutcomes(preset);
const rng = createRng(3);
/** The share of random moves in the games that give the training positions. */
const EXPLORE = 0.3;
const visited = nearPerfectGames(graph, value, Number(gamesText), EXPLORE, rng);
process.stderr.write(`${visited.length} positions\n`);
const context = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
const net = createDenseNet(BOARD_INPUTS + NET_FEATURES, Number(hiddenText), createRng(5));
const position = emptyPosition();
const features: number[] = [];
for (let epoch = 0; epoch < Number(epochsText); epoch++) {
  let loss = 0;
  const rate = 0.01 / (1 + epoch);
  for (let sample = 0; sample < visited.length; sample++) {
    const state = visited[randomInt(rng, visited.length)];
    loadState(graph, state, position);
    const target = state % 2 === 1 ? 2 * value[state] - 1 : 1 - 2 * value[state];
    const output = forward(net, position, preset.pieces, netFeatures(context, position, features));
    net.traces.fill(0);
    addGradient(net, 1);
    applyUpdate(net, rate * (target - output));
    loss += (target - output) ** 2;
  }
  process.stderr.write(`epoch ${epoch}: rms ${Math.sqrt(loss / visited.length).toFixed(4)}\n`);
}
// The net's one-ply player, exactly against random.
const chosen = new Int8Array(graph.states * outcomes.length).fill(-1);
for (let pair = 0; pair < graph.pairs; pair++) {
  for (let throwIndex = 0; throwIndex < outcomes.length; throwIndex++) {
    const slot = (pair * 2 + 1) * outcomes.length + throwIndex;
    const first = graph.firstSuccessor[slot];
    const count = graph.firstSuccessor[slot + 1] - first;
    if (count < 2) continue;
    let best = 0;
    let bestScore = -Infinity;
    for (let index = 0; index < count; index++) {
      const code = graph.successors[first + index];
      let score: number;
      if (code === WON) score = 2;
      else if (code === LOST) score = -2;
      else {
        loadState(graph, code, position);
        const output = forward(net, position, preset.pieces, netFeatures(context, position, features));
        score = code % 2 === 1 ? output : -output;
      }
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    }
    chosen[slot] = best;
  }
}
process.stdout.write(`net one ply against random: ${(100 * tournamentRate(graph, solve(graph, chosen))).toFixed(2)}%\n`);
