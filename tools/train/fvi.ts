// Learns a preset's value network (src/game/ai/network.ts) by fitted value iteration: each
// iteration takes fresh positions from games of the hand-made one-ply player against itself
// (30% of its moves random, so that careless players' positions are there too), sets each
// position's target to its full backup (every throw with its probability, the best move for the
// side on throw, judged by the network, or by the hand-made evaluation in the first iteration; won
// and lost games are ±1), then fits the network to the targets with Adam, at a rate that falls
// over the iterations (with a fixed rate and a fixed set of positions the network's play wandered
// by several points from one iteration to the next). Unlike TD(lambda), no target depends on the
// luck of one game. Writes src/game/ai/nets/PRESET.ts (or OUT.ts).
// `node build/tools/tools/train/fvi.js [--from-shipped] [--discount=D] [--exact=K] PRESET POSITIONS ITERATIONS [HIDDEN] [EPOCHS] [OUT] [PIECES]`
// With --from-shipped it starts from the preset's shipped network instead (its piece count; its
// size, or HIDDEN units if that is more, the new units starting with no say in the output), which
// judges from the first iteration, and takes the positions from that network's one-ply games
// against itself and against the random mover: one-throw backups move knowledge one throw per
// iteration, so thirty iterations from the hand-made evaluation cannot carry what a TD(lambda)
// network learned over whole games.
// With PIECES 1-3 it also prints the exact win rate of the network's one-ply player against random
// (tools/train/exact.ts), to compare with best play.
// With --exact=K, a position with at most K pieces a side on the board takes its exact value
// (tools/exact-play's table of K pieces a side, solved or read in build/exact) as its target and in
// every backup, and each iteration fits a quarter as many positions again drawn from that table.

import { readFileSync, writeFileSync } from "node:fs";
import { Player, Position, clonePosition, winnerOf } from "../../src/game/board";
import { MoveBuffer, Undo, createMoveBuffer, createUndo, generateMoves, makeMove, sideAfterPass, unmakeMove } from "../../src/game/movebuffer";
import { createRng, randomInt } from "../../src/game/rng";
import { chanceOutcomes } from "../../src/game/throws";
import { getPreset, isPresetName } from "../../src/game/variants";
import { NET_FEATURES, evalContextFor, evaluate, netFeatures } from "../../src/game/ai/evaluate";
import { BOARD_INPUTS, ValueNet } from "../../src/game/ai/network";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { unpackNet } from "../../src/game/ai/packed-net";
import { FULL_WEIGHTS, LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { DenseNet, createAdam, createDenseNet, denseNetFrom, fitEpochs, forward, netSource, widenDenseNet } from "./dense-net";
import { Duelist, duel, greedyDuelist, playToEnd, randomDuelist, startWithCoin } from "./duel";
import { buildGraph, choicesOf, solve, tournamentRate } from "./exact";
import { cachedTable } from "../exact-play/cache";
import { ExactTable, exactValue, randomTablePositions } from "../exact-play/table";

const FROM_SHIPPED = "--from-shipped";
const DISCOUNT_OPTION = "--discount=";
const EXACT_OPTION = "--exact=";
const fromShipped = process.argv.includes(FROM_SHIPPED);
const exactArg = process.argv.find((arg) => arg.startsWith(EXACT_OPTION));
const exactPieces = exactArg === undefined ? undefined : Number(exactArg.slice(EXACT_OPTION.length));
const discountArg = process.argv.find((arg) => arg.startsWith(DISCOUNT_OPTION));
/**
 * What a throw's delay costs (--discount=D multiplies every backup by D, 1 unless given): with no
 * cost a won position is worth as much won in a hundred throws as in a thousand, and in `jequier`
 * a network that keeps sending the other's pieces back to its first row never needs to finish.
 */
const DISCOUNT = discountArg === undefined ? 1 : Number(discountArg.slice(DISCOUNT_OPTION.length));
const args = process.argv.slice(2).filter((arg) => arg !== FROM_SHIPPED && !arg.startsWith(DISCOUNT_OPTION) && !arg.startsWith(EXACT_OPTION));
const [presetName, positionsText, iterationsText, hiddenText = "32", epochsText = "3"] = args;
const pieces = args[6] === undefined ? undefined : Number(args[6]);
const piecesValid = pieces === undefined || (Number.isInteger(pieces) && pieces >= 1 && pieces <= 7);
const exactValid = exactPieces === undefined || (Number.isInteger(exactPieces) && exactPieces >= 1 && exactPieces <= 3);
if (presetName === undefined || !isPresetName(presetName) || !(Number(positionsText) >= 1) || !(Number(iterationsText) >= 1) || !Number.isInteger(Number(hiddenText)) || !(Number(hiddenText) >= 1) || !(Number(epochsText) >= 1) || !piecesValid || !exactValid || !(DISCOUNT > 0 && DISCOUNT <= 1)) {
  process.stderr.write("usage: fvi [--from-shipped] [--discount=D] [--exact=1-3] PRESET POSITIONS ITERATIONS [HIDDEN] [EPOCHS] [OUT] [PIECES]\n");
  process.exit(2);
}
const preset = getPreset(presetName, pieces);
const POSITIONS = Number(positionsText);
const ITERATIONS = Number(iterationsText);
const EPOCHS = Number(epochsText);
const OUT = args[5] ?? presetName;
/** The share of moves played at random in the games that give the positions. */
const EXPLORE = 0.3;
/** Adam's rate in the first iteration and in the last. */
const FIRST_RATE = 0.001;
const LAST_RATE = 0.0002;
const BATCH = 64;
const REPORT_EVERY = 5;
const REPORT_GAMES = 1000;
/** The most pieces a side for which the exact solver (tools/train/exact.ts) can rate the result. */
const EXACT_PIECES = 3;
/** With --exact, the positions drawn from the table each iteration, as a share of POSITIONS. */
const TABLE_SHARE = 0.25;

const outcomes = chanceOutcomes(preset);
const context = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
const features: number[] = [];
const shippedFile = `src/game/ai/nets/${presetName}.ts`;

/** The network the game ships for the preset (exits if it has none for these pieces). */
function shippedNetwork(): ValueNet {
  const shipped = LEARNED_WEIGHTS[preset.name].net;
  if (shipped === undefined || shipped.pieces !== preset.pieces) {
    process.stderr.write(`fvi: ${presetName} has no shipped network for ${preset.pieces} pieces a side\n`);
    process.exit(2);
  }
  return unpackNet(shipped);
}

/**
 * Stops unless the shipped network's source file holds the build's weights, which the refinement
 * starts from: a stale build would start from another network than the one shipped.
 */
function checkShippedSource(shipped: ValueNet): void {
  const lines = readFileSync(shippedFile, "utf8").split("\n");
  const code = (text: string[]) => text.filter((line) => !line.startsWith("//")).join("\n");
  const built = netSource(denseNetFrom(shipped), presetName, shipped.pieces, "", "", "").split("\n");
  if (code(lines) === code(built)) return;
  process.stderr.write(`fvi: the build's ${presetName} network is not the one in ${shippedFile}; run make build-ai-tools\n`);
  process.exit(2);
}

const shipped = fromShipped ? shippedNetwork() : undefined;
if (shipped !== undefined) checkShippedSource(shipped);
const hidden = Number(hiddenText);
function startNetwork(): DenseNet {
  if (shipped === undefined) return createDenseNet(BOARD_INPUTS + NET_FEATURES, hidden, createRng(5));
  const copy = denseNetFrom(shipped);
  return hidden > shipped.hidden ? widenDenseNet(copy, hidden, createRng(5)) : copy;
}
const net = startNetwork();
const adam = createAdam(net);
const rng = createRng(11);
let netJudges = fromShipped;

/** The value of a position whose game is not over, for the side on throw. */
function judge(position: Position): number {
  if (netJudges) return forward(net, position, preset.pieces, netFeatures(context, position, features));
  return evaluate(context, position, position.side);
}

const exactTable: ExactTable | undefined =
  exactPieces === undefined ? undefined : cachedTable(preset.name, exactPieces, "build/exact", (line) => process.stderr.write(`${line}\n`));

/** `player`'s exact value (2 * chance - 1) where --exact's table holds the position. */
function tableValue(position: Position, player: Player): number | undefined {
  return exactTable === undefined ? undefined : exactValue(exactTable, position, player);
}

function valueFor(position: Position, player: Player): number {
  const winner = winnerOf(position, preset.pieces);
  if (winner !== undefined) return winner === player ? 1 : -1;
  const exact = tableValue(position, player);
  if (exact !== undefined) return exact;
  const value = judge(position);
  return position.side === player ? value : -value;
}

const undo: Undo = createUndo();

/** The best move for the side on throw by the judge (-1: it must pass), and its value for that side. */
function bestMove(position: Position, throwValue: number, buffer: MoveBuffer): { index: number; value: number } {
  const mover = position.side;
  const count = generateMoves(preset, position, throwValue, buffer);
  if (count === 0) {
    position.side = sideAfterPass(preset, position, throwValue);
    const value = valueFor(position, mover);
    position.side = mover;
    return { index: -1, value };
  }
  let index = 0;
  let best = -Infinity;
  for (let candidate = 0; candidate < count; candidate++) {
    makeMove(preset, position, buffer, candidate, throwValue, undo);
    const value = valueFor(position, mover);
    unmakeMove(position, buffer, candidate, undo);
    if (value > best) {
      best = value;
      index = candidate;
    }
  }
  return { index, value: best };
}

const backupBuffer = createMoveBuffer();

/** The position's value for the side on throw, one throw ahead. */
function backup(position: Position): number {
  let total = 0;
  for (const outcome of outcomes) total += outcome.probability * bestMove(position, outcome.value, backupBuffer).value;
  return DISCOUNT * total;
}

/**
 * Positions from games of the hand-made one-ply player against itself or, from a shipped network,
 * of that network against itself and, every other game (seats alternating), against the random
 * mover: the master must judge the positions weak players make as well as strong ones' (from
 * self-play alone, its play against random got worse while its play against strong players improved).
 */
function samplePositions(): Position[] {
  const found: Position[] = [];
  const record = (position: Position) => {
    if (found.length < POSITIONS) found.push(clonePosition(position));
  };
  const player: Duelist = (position, throwValue, moves, count) => {
    record(position);
    if (randomInt(rng, 1000) < EXPLORE * 1000) return randomInt(rng, count);
    if (fromShipped) return bestMove(position, throwValue, moves).index;
    return onePlyChoice(context, position, throwValue, moves, { water: false, capture: false });
  };
  const randomMover: Duelist = (position, _throwValue, _moves, count) => {
    record(position);
    return randomInt(rng, count);
  };
  for (let game = 0; found.length < POSITIONS; game++) {
    const other = fromShipped && game % 2 === 1 ? randomMover : player;
    const start = startWithCoin(preset, rng);
    if (game % 4 === 3) playToEnd(preset, start, other, player, rng);
    else playToEnd(preset, start, player, other, rng);
  }
  return found;
}

/** Fits the network to the targets; returns the root mean square error of the last epoch. */
function fit(samples: Position[], targets: Float64Array, rate: number): number {
  return fitEpochs(net, adam, samples.length, EPOCHS, BATCH, rate, rng, (sample) =>
    targets[sample] - forward(net, samples[sample], preset.pieces, netFeatures(context, samples[sample], features)));
}

const networkDuelist: Duelist = (position, throwValue, moves) => bestMove(position, throwValue, moves).index;

/** Quick matches of the network's one-ply player; `rms` is the last fit's error (none before the first). */
function report(iteration: number, rms?: number): void {
  const seed = 424242;
  const random = duel(preset, networkDuelist, randomDuelist(createRng(seed)), REPORT_GAMES, seed);
  const greedy = duel(preset, networkDuelist, greedyDuelist(preset), REPORT_GAMES, seed + 1);
  const fit = rms === undefined ? "the shipped network" : `fit ${rms.toFixed(4)} rms`;
  process.stdout.write(`${presetName} iteration ${iteration}: ${fit}; one-ply vs random ${random.toFixed(1)}%, vs greedy ${greedy.toFixed(1)}%\n`);
}

/** The exact win rate against random of the network's one-ply player, as the tournament measures it. */
function exactRate(): number {
  const graph = buildGraph(preset);
  return tournamentRate(graph, solve(graph, choicesOf(graph, (position, throwValue, buffer) => bestMove(position, throwValue, buffer).index)));
}

const fromTable = exactTable === undefined ? 0 : Math.round(TABLE_SHARE * POSITIONS);
const targets = new Float64Array(POSITIONS + fromTable);
if (fromShipped) report(0);
for (let iteration = 1; iteration <= ITERATIONS; iteration++) {
  const played = samplePositions();
  const samples = exactTable === undefined ? played : [...played, ...randomTablePositions(exactTable, fromTable, preset.pieces, rng)];
  for (let sample = 0; sample < samples.length; sample++) targets[sample] = tableValue(samples[sample], samples[sample].side) ?? backup(samples[sample]);
  const progress = ITERATIONS === 1 ? 1 : (iteration - 1) / (ITERATIONS - 1);
  const rms = fit(samples, targets, FIRST_RATE + (LAST_RATE - FIRST_RATE) * progress);
  netJudges = true;
  if (iteration % REPORT_EVERY === 0 || iteration === ITERATIONS) report(iteration, rms);
}
if (preset.pieces <= EXACT_PIECES) process.stdout.write(`exactly against random: ${(100 * exactRate()).toFixed(2)}%\n`);
const learnedBy = `fitted value iteration, ${ITERATIONS} iterations of ${POSITIONS} positions each`;
const lineage = shipped === undefined ? [] : ["// It started from the network shipped before it (docs/ai.md: how each network is made)."];
writeFileSync(`src/game/ai/nets/${OUT}.ts`, netSource(net, presetName, preset.pieces, learnedBy, "fvi.ts", process.argv.slice(2).join(" "), lineage));
