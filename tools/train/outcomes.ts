// Learns a network that judges a preset's chances (src/game/analysis/chance.ts) by regression on
// whole games' results: each round plays GAMES games of the preset's shipped network one ply deep
// against itself (EXPLORE of its moves random, so that careless players' positions are there
// too), keeps every STRIDE-th throw's position with the result for the side on throw (1 won, -1
// lost), and fits a fresh network (src/game/ai/network.ts's shape) to them with Adam, at a rate
// that falls over the rounds. Fitted value iteration (fvi.ts) moves what a won game is worth one
// throw per iteration: a `jequier` game runs some 600 throws, and the master's network, fifteen
// iterations deep, ranks moves well enough but tells a position's chance hardly better than a
// coin. Here every target is a game's end, however far away. A game stopped at the cap
// (tools/tournament/game-cap.ts) gives no positions. Writes src/game/ai/nets/PRESET-chance.ts (or
// OUT.ts); docs/teacher.md says how much better it judges than the master's network.
// `node build/tools/tools/train/outcomes.js PRESET GAMES ROUNDS [HIDDEN] [EPOCHS] [OUT]`

import { writeFileSync } from "node:fs";
import { Player, Position, clonePosition } from "../../src/game/board";
import { createRng, randomInt } from "../../src/game/rng";
import { getPreset, isPresetName } from "../../src/game/variants";
import { NET_FEATURES, evalContextFor, netFeatures } from "../../src/game/ai/evaluate";
import { BOARD_INPUTS } from "../../src/game/ai/network";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { createAdam, createDenseNet, fitEpochs, forward, netSource } from "./dense-net";
import { Duelist, playToEnd, startWithCoin } from "./duel";

const args = process.argv.slice(2);
const [presetName, gamesText, roundsText, hiddenText = "32", epochsText = "2"] = args;
const counts = [gamesText, roundsText, hiddenText, epochsText].map(Number);
if (presetName === undefined || !isPresetName(presetName) || !counts.every((count) => Number.isInteger(count) && count >= 1)) {
  process.stderr.write("usage: outcomes PRESET GAMES ROUNDS [HIDDEN] [EPOCHS] [OUT]\n");
  process.exit(2);
}
const [GAMES, ROUNDS, HIDDEN, EPOCHS] = counts;
const OUT = args[5] ?? `${presetName}-chance`;
const preset = getPreset(presetName);

/** The share of moves played at random. */
const EXPLORE = 0.1;
/** One throw's position in this many is kept: a game's neighbouring positions say nearly the same. */
const STRIDE = 3;
/** Adam's rate in the first round and in the last, and its batch. */
const FIRST_RATE = 0.001;
const LAST_RATE = 0.0002;
const BATCH = 64;
/** The share of each round's games held out of the fit, to measure it. */
const HOLD_OUT = 0.05;

const player = LEARNED_WEIGHTS[preset.name];
if (player.net === undefined) {
  process.stderr.write(`outcomes: ${presetName} has no shipped network to play its games\n`);
  process.exit(2);
}
const playerContext = evalContextFor(preset, player);
const net = createDenseNet(BOARD_INPUTS + NET_FEATURES, HIDDEN, createRng(5));
const adam = createAdam(net);
const rng = createRng(17);
const features: number[] = [];

function netValue(position: Position): number {
  return forward(net, position, preset.pieces, netFeatures(playerContext, position, features));
}

interface Sample {
  position: Position;
  target: number;
}

/** One round's games: their kept positions with their results, the fit's and the held-out ones. */
function playRound(): { fit: Sample[]; held: Sample[]; capped: number } {
  const fit: Sample[] = [];
  const held: Sample[] = [];
  let capped = 0;
  for (let game = 0; game < GAMES; game++) {
    const kept: Position[] = [];
    let throws = 0;
    const recording: Duelist = (position, throwValue, moves, count) => {
      if (throws++ % STRIDE === 0) kept.push(clonePosition(position));
      if (randomInt(rng, 1000) < EXPLORE * 1000) return randomInt(rng, count);
      return onePlyChoice(playerContext, position, throwValue, moves, { water: false, capture: false });
    };
    const winner: Player | undefined = playToEnd(preset, startWithCoin(preset, rng), recording, recording, rng);
    if (winner === undefined) {
      capped++;
      continue;
    }
    const into = game < GAMES * HOLD_OUT ? held : fit;
    for (const position of kept) into.push({ position, target: position.side === winner ? 1 : -1 });
  }
  return { fit, held, capped };
}

/** The mean square error of the network on `samples` (one that said 0 everywhere scores 1). */
function meanSquare(samples: Sample[]): number {
  let squares = 0;
  for (const sample of samples) squares += (sample.target - netValue(sample.position)) ** 2;
  return squares / Math.max(1, samples.length);
}

for (let round = 1; round <= ROUNDS; round++) {
  const { fit: samples, held, capped } = playRound();
  const before = meanSquare(held);
  const progress = ROUNDS === 1 ? 1 : (round - 1) / (ROUNDS - 1);
  const rate = FIRST_RATE + (LAST_RATE - FIRST_RATE) * progress;
  fitEpochs(net, adam, samples.length, EPOCHS, BATCH, rate, rng, (sample) => samples[sample].target - netValue(samples[sample].position));
  process.stdout.write(
    `${presetName} round ${round}: ${samples.length} positions (${capped} games capped); ` +
      `held-out mean square error ${before.toFixed(4)} before the fit, ${meanSquare(held).toFixed(4)} after\n`,
  );
}
const learnedBy = `regression on game results, ${ROUNDS} rounds of ${GAMES} games each`;
writeFileSync(`src/game/ai/nets/${OUT}.ts`, netSource(net, presetName, preset.pieces, learnedBy, "outcomes.ts", args.join(" ")));
