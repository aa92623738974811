// Learns the network jequier's master judges its bearing off by (levels.ts's `endgame` judge): the
// chance's network (weights.ts's CHANCE_WEIGHTS) fitted further to the exact values of the
// endgames (tools/exact-play's table: every position with at most PIECES a side on the board, both
// sides playing perfectly). Its positions are those play meets where both sides bear off: the
// decisions of GAMES games between the levels (tools/exact-play/sample.ts, on seeds 2 and 3: the
// grading plays seed 1; the master judging its bearing off by the chance's network, walking into
// the water as it likes, so that no network learns from its own games, and a second run writes
// the same network) and the position each of their moves leads to, and as many of the table's
// states drawn at random. A position the table holds is fitted to its exact chance for the side on
// throw (as 2p - 1, the chance network's scale); one with more pieces on the board to what the
// chance's network said of it before the fit. Writes src/game/ai/nets/PRESET-endgame.ts (or OUT.ts).
// `node build/tools/tools/train/endgame.js PRESET PIECES GAMES EPOCHS [OUT]` (the table from
// build/exact: `exact-play.js --presets PRESET --pieces PIECES` makes it)

import { writeFileSync } from "node:fs";
import { Position, clonePosition } from "../../src/game/board";
import { applyMove, legalMoves } from "../../src/game/moves";
import { createRng } from "../../src/game/rng";
import { getPreset, isPresetName } from "../../src/game/variants";
import { AI_LEVELS, chooseMove } from "../../src/game/ai/index";
import { LevelConfig, isEndgame, levelConfig } from "../../src/game/ai/levels";
import { NET_FEATURES, evalContextFor, netFeatures } from "../../src/game/ai/evaluate";
import { BOARD_INPUTS } from "../../src/game/ai/network";
import { unpackNet } from "../../src/game/ai/packed-net";
import { CHANCE_WEIGHTS } from "../../src/game/ai/weights";
import { cachedTable } from "../exact-play/cache";
import { drawDecisions } from "../exact-play/sample";
import { createPlayer } from "../tournament/players";
import { exactChance, exactValue, randomTablePositions } from "../exact-play/table";
import { createAdam, denseNetFrom, fitEpochs, forward, netSource } from "./dense-net";

const args = process.argv.slice(2);
const [presetName, piecesText, gamesText, epochsText, outText] = args;
const counts = [piecesText, gamesText, epochsText].map(Number);
if (presetName === undefined || !isPresetName(presetName) || !counts.every((count) => Number.isInteger(count) && count >= 1) || counts[0] > 3) {
  process.stderr.write("usage: endgame PRESET PIECES(1-3) GAMES EPOCHS [OUT]\n");
  process.exit(2);
}
const [PIECES, GAMES, EPOCHS] = counts;
const OUT = outText ?? `${presetName}-endgame`;
const preset = getPreset(presetName);
const weights = CHANCE_WEIGHTS[preset.name];
if (weights.net === undefined) {
  process.stderr.write(`endgame: ${presetName} has no network to start from\n`);
  process.exit(2);
}
const context = evalContextFor(preset, weights);
const net = denseNetFrom("unpacked" in weights.net ? unpackNet(weights.net) : weights.net);
if (net.inputs !== BOARD_INPUTS + NET_FEATURES) throw new Error("endgame: the network's inputs are not the game's");
const adam = createAdam(net);
const rng = createRng(23);
const RATE = 0.0003;
const BATCH = 64;
/** The games' share of the positions held out of the fit, to measure it. */
const HOLD_OUT = 0.05;

const log = (line: string): boolean => process.stderr.write(`${line}\n`);
const table = cachedTable(preset.name, PIECES, "build/exact", log);
const features: number[] = [];
const valueOf = (position: Position): number => forward(net, position, preset.pieces, netFeatures(context, position, features));

/** A position and what it is fitted to, for the side on throw. */
interface Sample {
  position: Position;
  target: number;
}

function targetOf(position: Position): number {
  return exactValue(table, position, position.side) ?? valueOf(position);
}

/** The master as it played before it had an endgame network: the games' master. */
const playingMaster: LevelConfig = { ...levelConfig("master"), endgame: { ...levelConfig("master").judge, [preset.name]: "chance" }, dry: { ...levelConfig("master").dry, [preset.name]: false } };

/** The bearing off's positions of games between the levels: each decision's, and each of its moves'. */
function positionsOfPlay(seed: number, games: number): Position[] {
  const positions: Position[] = [];
  for (const decision of drawDecisions(preset, AI_LEVELS, games, seed, preset.pieces, (name, playerSeed) =>
    name === "master" ? { name, choose: (_, position, throwValue, decisionSeed) => chooseMove(preset, position, throwValue, "master", decisionSeed, playingMaster) } : createPlayer(name, playerSeed),
  )) {
    if (!isEndgame(decision.position)) continue;
    positions.push(decision.position);
    for (const move of legalMoves(preset, decision.position, decision.throwValue)) {
      const after = applyMove(preset, decision.position, move, decision.throwValue).position;
      if (after.offA < preset.pieces && after.offB < preset.pieces) positions.push(clonePosition(after));
    }
  }
  return positions;
}

const played = positionsOfPlay(2, GAMES);
const held = positionsOfPlay(3, Math.max(1, Math.round(GAMES * HOLD_OUT)));
const fit: Sample[] = [...played, ...randomTablePositions(table, played.length, preset.pieces, rng)].map((position) => ({ position, target: targetOf(position) }));
const heldSamples: Sample[] = held.map((position) => ({ position, target: targetOf(position) }));

/** The mean square error on `samples`, over the table's positions only (the others are fitted to the network's own values). */
function tableError(samples: Sample[]): number {
  let squares = 0;
  let count = 0;
  for (const sample of samples) {
    if (exactChance(table, sample.position, sample.position.side) === undefined) continue;
    squares += (sample.target - valueOf(sample.position)) ** 2;
    count++;
  }
  return squares / Math.max(1, count);
}

log(`${fit.length} positions (${played.length} of play), ${heldSamples.length} held out; held-out table error ${tableError(heldSamples).toFixed(5)}`);
for (let epoch = 1; epoch <= EPOCHS; epoch++) {
  const rms = fitEpochs(net, adam, fit.length, 1, BATCH, RATE, rng, (index) => fit[index].target - valueOf(fit[index].position));
  log(`epoch ${epoch}: fit error ${rms.toFixed(5)} (root mean square), held-out table error ${tableError(heldSamples).toFixed(5)}`);
}
const learnedBy = `fitting the chance's network to ${presetName}'s exact endgame values (${PIECES} pieces a side), ${GAMES} games' positions`;
writeFileSync(`src/game/ai/nets/${OUT}.ts`, netSource(net, presetName, preset.pieces, learnedBy, "endgame.ts", args.join(" ")));
