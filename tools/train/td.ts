// Learns a preset's value network (src/game/ai/network.ts) by TD(lambda) self-play, as TD-Gammon
// did: each side plays the move whose resulting position the network values most, and the
// network learns to predict each position's value from the next one's, and the last from the
// result. Every few thousand games it prints its one-ply strength against the random mover and the
// greedy racer, and writes the network to src/game/ai/nets/PRESET.ts (or OUT.ts).
// `node build/tools/tools/train/td.js PRESET GAMES [HIDDEN] [SEED] [ALPHA] [LAMBDA] [EPSILON] [MIX] [OUT] [EXACT]`
// EPSILON: the share of moves played at random, so that the network also learns the positions
// that careless players make (without it, it plays well against itself and badly against them);
// MIX: the share of games where one side plays only random moves.
// EXACT (1-3): where both sides have at most this many pieces on the board, the exact
// perfect-play value (tools/train/exact.ts) is the target and guides the moves, as backgammon
// programs use bear-off databases; building the table takes minutes and GiBs for 3.

import { writeFileSync } from "node:fs";
import { Position, clonePosition, winnerOf } from "../../src/game/board";
import { MoveBuffer, Undo, createMoveBuffer, createUndo, generateMoves, makeMove, sideAfterPass } from "../../src/game/movebuffer";
import { Rng, createRng, randomInt } from "../../src/game/rng";
import { throwSticks } from "../../src/game/throws";
import { getPreset, isPresetName } from "../../src/game/variants";
import { BOARD_INPUTS } from "../../src/game/ai/network";
import { NET_FEATURES, evalContextFor, netFeatures } from "../../src/game/ai/evaluate";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { applyUpdate, createDenseNet, decayTraces, forward, addGradient, netSource } from "./dense-net";
import { Duelist, duel, greedyDuelist, randomDuelist, startWithCoin } from "./duel";
import { buildGraph, solve, stateOfBoard } from "./exact";
import { GAME_THROW_CAP } from "../tournament/game-cap";

const args = process.argv.slice(2);
const [presetName, gamesText, hiddenText = "32", seedText = "1", alphaText = "0.01", lambdaText = "0.7", epsilonText = "0.3", mixText = "0"] = args;
const exactText = args[9] ?? "0";
if (presetName === undefined || !isPresetName(presetName) || !(Number(gamesText) >= 1) || !["0", "1", "2", "3"].includes(exactText)) {
  process.stderr.write("usage: td PRESET GAMES [HIDDEN] [SEED] [ALPHA] [LAMBDA] [EPSILON] [MIX] [OUT] [EXACT]\n");
  process.exit(2);
}
const preset = getPreset(presetName);
const GAMES = Number(gamesText);
const HIDDEN = Number(hiddenText);
const ALPHA = Number(alphaText);
const LAMBDA = Number(lambdaText);
const EPSILON = Number(epsilonText);
const MIX = Number(mixText);
const OUT = args[8] ?? presetName;
const EXACT = Number(exactText);
const REPORT_EVERY = 5000;
const REPORT_GAMES = 1000;

const context = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
const features: number[] = [];
const net = createDenseNet(BOARD_INPUTS + NET_FEATURES, HIDDEN, createRng(Number(seedText) * 7919 + 1));
const buffer = createMoveBuffer();
const undo: Undo = createUndo();

const exactGraph = EXACT > 0 ? buildGraph(getPreset(preset.name, EXACT)) : undefined;
const exactValue = exactGraph !== undefined ? solve(exactGraph, undefined, "perfect") : undefined;

/** The exact value for player a where the table has the position, else undefined. */
function exactForA(position: Position): number | undefined {
  if (exactGraph === undefined || exactValue === undefined) return undefined;
  const state = stateOfBoard(exactGraph, position);
  return state < 0 ? undefined : 2 * exactValue[state] - 1;
}

/** The network's value for player a of a position (the network speaks for the side on throw). */
function valueForA(position: Position): number {
  const winner = winnerOf(position, preset.pieces);
  if (winner !== undefined) return winner === "a" ? 1 : -1;
  const value = forward(net, position, preset.pieces, netFeatures(context, position, features));
  return position.side === "a" ? value : -value;
}

/** The best value known for player a: the result, the exact table's, or the network's. */
function targetForA(position: Position): number {
  if (winnerOf(position, preset.pieces) === undefined) {
    const exact = exactForA(position);
    if (exact !== undefined) return exact;
  }
  return valueForA(position);
}

/** The move the network (and, in training, the exact table) likes best for the side on throw (-1: no move). */
function networkChoice(position: Position, throwValue: number, moves: MoveBuffer, count: number, withTable: boolean): number {
  const mover = position.side;
  let bestIndex = -1;
  let best = -2;
  for (let index = 0; index < count; index++) {
    const copy: Position = clonePosition(position);
    makeMove(preset, copy, moves, index, throwValue, undo);
    const forA = withTable ? targetForA(copy) : valueForA(copy);
    const value = mover === "a" ? forA : -forA;
    if (value > best) {
      best = value;
      bestIndex = index;
    }
  }
  return bestIndex;
}

/** Plays one self-play game, learning from every position it passes through (one stopped at the cap learns no result). */
function trainOneGame(rng: Rng, alpha: number): void {
  const position = startWithCoin(preset, rng);
  // Some games against a random mover, so that the network also knows the positions it makes.
  const randomSeat = randomInt(rng, 1000) < MIX * 1000 ? (randomInt(rng, 2) === 0 ? "a" : "b") : undefined;
  decayTraces(net, 0);
  let previous = valueForA(position);
  addGradient(net, position.side === "a" ? 1 : -1);
  for (let throws = 0; throws < GAME_THROW_CAP; throws++) {
    const throwValue = throwSticks(preset, rng).value;
    const count = generateMoves(preset, position, throwValue, buffer);
    if (count === 0) position.side = sideAfterPass(preset, position, throwValue);
    else {
      const explore = position.side === randomSeat || randomInt(rng, 1000) < EPSILON * 1000;
      const index = explore ? randomInt(rng, count) : networkChoice(position, throwValue, buffer, count, true);
      makeMove(preset, position, buffer, index, throwValue, undo);
    }
    const winner = winnerOf(position, preset.pieces);
    if (winner !== undefined) {
      applyUpdate(net, alpha * ((winner === "a" ? 1 : -1) - previous));
      return;
    }
    const next = valueForA(position);
    applyUpdate(net, alpha * ((exactForA(position) ?? next) - previous));
    decayTraces(net, LAMBDA);
    addGradient(net, position.side === "a" ? 1 : -1);
    previous = next;
  }
}

const networkDuelist: Duelist = (position, throwValue, moves, count) => networkChoice(position, throwValue, moves, count, false);

function report(gamesPlayed: number): void {
  const seed = 424242;
  const random = duel(preset, networkDuelist, randomDuelist(createRng(seed)), REPORT_GAMES, seed);
  const greedy = duel(preset, networkDuelist, greedyDuelist(preset), REPORT_GAMES, seed + 1);
  process.stdout.write(`${presetName} ${gamesPlayed} games: one-ply vs random ${random.toFixed(1)}%, vs greedy ${greedy.toFixed(1)}%\n`);
  writeFileSync(`src/game/ai/nets/${OUT}.ts`, netSource(net, presetName, preset.pieces, `TD(lambda) self-play over ${gamesPlayed} games`, "td.ts", args.join(" ")));
}

const rng = createRng(Number(seedText));
for (let game = 1; game <= GAMES; game++) {
  // The step shrinks to a tenth over the run: large steps learn fast, small ones settle.
  trainOneGame(rng, ALPHA * (1 - (0.9 * (game - 1)) / GAMES));
  if (game % REPORT_EVERY === 0 || game === GAMES) report(game);
}
