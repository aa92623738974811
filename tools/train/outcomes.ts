// Learns a network that judges a preset's chances (src/game/analysis/chance.ts) by regression on
// whole games' results: each round plays GAMES games of the preset's shipped network one ply deep
// against itself (EXPLORE of its moves random, so that careless players' positions are there
// too), keeps every STRIDE-th throw's position with the result for the side on throw (1 won, -1
// lost), and fits a fresh network (src/game/ai/network.ts's shape) to them with Adam, at a rate
// that falls over the rounds. Fitted value iteration (fvi.ts) moves what a won game is worth one
// throw per iteration: a `jequier` game runs some 600 throws, and the master's network, fifteen
// iterations deep, ranks moves well enough but tells a position's chance hardly better than a
// coin. Here every target is a game's end, however far away. A game stopped at the cap
// (tools/tournament/game-cap.ts) gives no positions. With RANK > 0 the fit also keeps the
// shipped network's order of moves: at each kept throw with a choice, every other move's position
// that the network values within MARGIN of the shipped network's choice's (for the mover) is
// pushed below it, RANK times as hard as a result's error (a network fitted to results alone
// would send pieces into the water or backward where the master moves on, and the hint and the
// review would follow it). With `master` last, the order kept is the master's whole search's
// (its choice only: the move it plays above every other) instead of its network's one ply deep.
// Writes src/game/ai/nets/PRESET-chance.ts (or OUT.ts); docs/teacher.md says how much better it
// judges than the master's network.
// `node build/tools/tools/train/outcomes.js PRESET GAMES ROUNDS [HIDDEN] [EPOCHS] [OUT] [RANK] [network|master]`

import { writeFileSync } from "node:fs";
import { Player, Position, clonePosition } from "../../src/game/board";
import { MoveBuffer, createUndo, makeMove } from "../../src/game/movebuffer";
import { legalMoves } from "../../src/game/moves";
import { chooseMove } from "../../src/game/ai/index";
import { createRng, randomInt } from "../../src/game/rng";
import { getPreset, isPresetName } from "../../src/game/variants";
import { NET_FEATURES, evalContextFor, netFeatures } from "../../src/game/ai/evaluate";
import { BOARD_INPUTS } from "../../src/game/ai/network";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { addGradient, createAdam, createDenseNet, fitEpochsBy, forward, netSource } from "./dense-net";
import { Duelist, playToEnd, startWithCoin } from "./duel";

const args = process.argv.slice(2);
const [presetName, gamesText, roundsText, hiddenText = "32", epochsText = "2", outText, rankText = "0", rankBy = "network"] = args;
const counts = [gamesText, roundsText, hiddenText, epochsText].map(Number);
const RANK = Number(rankText);
if (presetName === undefined || !isPresetName(presetName) || !counts.every((count) => Number.isInteger(count) && count >= 1) || !(RANK >= 0) || (rankBy !== "network" && rankBy !== "master")) {
  process.stderr.write("usage: outcomes PRESET GAMES ROUNDS [HIDDEN] [EPOCHS] [OUT] [RANK] [network|master]\n");
  process.exit(2);
}
const [GAMES, ROUNDS, HIDDEN, EPOCHS] = counts;
const OUT = outText ?? `${presetName}-chance`;
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
/** How far above every other move's position (in the network's units, for the mover) the ranking wants the shipped network's choice. */
const MARGIN = 0.002;

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
  /** With RANK: the positions after each move of the throw (where it had a choice), and the index of the shipped network's choice. */
  children: Position[];
  choice: number;
}

/** The positions after each of the `count` moves in `moves`. */
function childrenOf(position: Position, throwValue: number, moves: MoveBuffer, count: number): Position[] {
  const children: Position[] = [];
  for (let index = 0; index < count; index++) {
    const child = clonePosition(position);
    makeMove(preset, child, moves, index, throwValue, undo);
    children.push(child);
  }
  return children;
}
const undo = createUndo();

/** The index of the master's choice (its whole search, as the game's master plays) among the throw's moves, in the move buffer's order. */
function mastersChoice(position: Position, throwValue: number, seed: number): number {
  const chosen = chooseMove(preset, position, throwValue, "master", seed);
  const moves = legalMoves(preset, position, throwValue);
  const index = moves.findIndex((move) => chosen !== undefined && move.from === chosen.from && move.to === chosen.to && move.backward === chosen.backward);
  if (index < 0) throw new Error("outcomes: the master's move is not among the legal moves");
  return index;
}

/** One round's games: their kept positions with their results, the fit's and the held-out ones. */
function playRound(): { fit: Sample[]; held: Sample[]; capped: number } {
  const fit: Sample[] = [];
  const held: Sample[] = [];
  let capped = 0;
  for (let game = 0; game < GAMES; game++) {
    const kept: Omit<Sample, "target">[] = [];
    let throws = 0;
    const recording: Duelist = (position, throwValue, moves, count) => {
      const choice = onePlyChoice(playerContext, position, throwValue, moves, { water: false, capture: false });
      if (throws++ % STRIDE === 0) {
        const ranked = RANK > 0 && count > 1;
        const children = ranked ? childrenOf(position, throwValue, moves, count) : [];
        const label = ranked && rankBy === "master" ? mastersChoice(position, throwValue, game * 100000 + throws) : choice;
        kept.push({ position: clonePosition(position), children, choice: label });
      }
      return randomInt(rng, 1000) < EXPLORE * 1000 ? randomInt(rng, count) : choice;
    };
    const winner: Player | undefined = playToEnd(preset, startWithCoin(preset, rng), recording, recording, rng);
    if (winner === undefined) {
      capped++;
      continue;
    }
    const into = game < GAMES * HOLD_OUT ? held : fit;
    for (const sample of kept) into.push({ ...sample, target: sample.position.side === winner ? 1 : -1 });
  }
  return { fit, held, capped };
}

/** The network's value of `child` for `mover`, remembering the forward pass; the sign that turns it into the side on throw's. */
function valueFor(child: Position, mover: Player): { value: number; sign: number } {
  const sign = child.side === mover ? 1 : -1;
  return { value: sign * netValue(child), sign };
}

/** Adds a sample's gradient (its result's error, and with RANK its order of moves); returns its squared error. */
function addSample(sample: Sample): number {
  const error = sample.target - netValue(sample.position);
  addGradient(net, error);
  const children = sample.children;
  if (children.length === 0) return error * error;
  const mover = sample.position.side;
  const chosen = children[sample.choice];
  for (let index = 0; index < children.length; index++) {
    if (index === sample.choice) continue;
    const other = valueFor(children[index], mover);
    const best = valueFor(chosen, mover);
    if (best.value - other.value >= MARGIN) continue;
    addGradient(net, RANK * best.sign);
    valueFor(children[index], mover);
    addGradient(net, -RANK * other.sign);
  }
  return error * error;
}

/** How often the network's one-ply choice is the shipped network's, over the samples with a choice. */
function agreement(samples: Sample[]): number {
  let agree = 0;
  let decisions = 0;
  for (const sample of samples) {
    const children = sample.children;
    if (children.length === 0) continue;
    let best = 0;
    let bestValue = -2;
    for (let index = 0; index < children.length; index++) {
      const value = valueFor(children[index], sample.position.side).value;
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    }
    decisions++;
    if (best === sample.choice) agree++;
  }
  return decisions === 0 ? 1 : agree / decisions;
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
  fitEpochsBy(net, adam, samples.length, EPOCHS, BATCH, rate, rng, (sample) => addSample(samples[sample]));
  const agreed = RANK > 0 ? `; one-ply choice the shipped network's in ${(100 * agreement(held)).toFixed(1)}% of held-out decisions` : "";
  process.stdout.write(
    `${presetName} round ${round}: ${samples.length} positions (${capped} games capped); ` +
      `held-out mean square error ${before.toFixed(4)} before the fit, ${meanSquare(held).toFixed(4)} after${agreed}\n`,
  );
}
const ranked = RANK > 0 ? `, keeping the ${rankBy === "master" ? "master" : "shipped network"}'s order of moves (weight ${RANK})` : "";
const learnedBy = `regression on game results${ranked}, ${ROUNDS} rounds of ${GAMES} games each`;
writeFileSync(`src/game/ai/nets/${OUT}.ts`, netSource(net, presetName, preset.pieces, learnedBy, "outcomes.ts", args.join(" ")));
