// What judges a preset's chance to win best, and how each judge plays (docs/teacher.md, "Jéquier's
// chance"). `node build/tools/tools/experiments/chance-judges.js PRESET GAMES SEED`
//
// 1. GAMES games of the master's network one ply deep against itself (calibrate.ts's valueChooser)
//    from SEED: at every throw, each judge's reading of the position. A table per judge (its
//    reading in bins) is fitted to the first half of the games' results and judges the second
//    half; printed: what it adds to the last race's exact table, in shares of a coin's Brier score
//    (0.25), and the share of positions it puts below 20% or above 80%. The judges: the race alone
//    (each side's pieces borne off and its lead in squares), the master's network, the chance's
//    network (weights.ts's CHANCE_WEIGHTS), and the chance as shipped (its own curves, no table).
// 2. Each network one ply deep against itself, 40 games: the median and longest game in moves, and
//    the games stopped at the tournament's cap.
// 3. Over the games of part 1, the decisions where the two networks' one-ply choices differ, and
//    of those the ones where the chance's network walks a piece into the water or backward.

import { OFF, Player, Position, clonePosition } from "../../src/game/board";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { EvalContext, ensurePrepared } from "../../src/game/ai/eval-context";
import { evalContextFor, evaluate } from "../../src/game/ai/evaluate";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { CHANCE_WEIGHTS, LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { chanceJudge, readyJudge, throwerChance } from "../../src/game/analysis/chance";
import { raceChance } from "../../src/game/analysis/race-table";
import { createRng } from "../../src/game/rng";
import { getPreset, isPresetName } from "../../src/game/variants";
import { Duelist, playToEnd, startWithCoin } from "../train/duel";

const [presetName, gamesText = "3000", seedText = "5000"] = process.argv.slice(2);
if (presetName === undefined || !isPresetName(presetName) || !(Number(gamesText) >= 2) || !Number.isInteger(Number(seedText))) {
  process.stderr.write("usage: chance-judges PRESET GAMES SEED\n");
  process.exit(2);
}
const preset = getPreset(presetName);
const GAMES = Number(gamesText);
const SEED = Number(seedText);
/** A bin of a table judges only with this many positions of the fit's half behind it (50% otherwise). */
const LEAST_IN_BIN = 30;
const LENGTH_GAMES = 40;

function readyContext(weights: typeof LEARNED_WEIGHTS.wii): EvalContext {
  const context = evalContextFor(preset, weights);
  ensurePrepared(context);
  return context;
}
const master = readyContext(LEARNED_WEIGHTS[preset.name]);
const chanceNet = readyContext(CHANCE_WEIGHTS[preset.name]);
const judge = readyJudge(chanceJudge(preset));

/** One throw's position: each judge's reading (the key of its table's bin), its exact chance where the last race has one, the shipped chance, whether its thrower won, and its game. */
interface Reading {
  keys: string[];
  exact: number;
  shipped: number;
  won: boolean;
  game: number;
}
const JUDGES = ["the race alone", "the master's network", "the chance's network"];

function progress(position: Position, player: Player): number {
  let squares = OFF * (player === "a" ? position.offA : position.offB);
  for (let index = 0; index < position.board.length; index++) if (position.board[index] === player) squares += index + 1;
  return squares;
}

function keysOf(position: Position): string[] {
  const me = position.side;
  const other: Player = me === "a" ? "b" : "a";
  const mine = me === "a" ? position.offA : position.offB;
  const theirs = me === "a" ? position.offB : position.offA;
  const lead = Math.round((progress(position, me) - progress(position, other)) / 10);
  const bin = (value: number) => String(Math.round(value / 0.02));
  return [`${mine} ${theirs} ${lead}`, bin(evaluate(master, position, me)), bin(evaluate(chanceNet, position, me))];
}

const isSetBack = (move: Move) => move.water || move.backward;

const readings: Reading[] = [];
let decisions = 0;
let differ = 0;
let setBack = 0;
const buffer = createMoveBuffer();
for (let game = 0; game < GAMES; game++) {
  const state = newGame(preset, SEED + game);
  const seen: { position: Position; reading: Omit<Reading, "won" | "game"> }[] = [];
  while (state.phase !== "over") {
    if (state.phase === "throw") {
      const position = clonePosition(state.position);
      const exact = raceChance(judge.race, position);
      const over = exact >= 0;
      seen.push({ position, reading: { keys: over ? [] : keysOf(position), exact, shipped: throwerChance(judge, position) } });
    }
    const opening = state.phase === "opening";
    throwForTurn(state);
    if (opening) continue;
    const moves = currentMoves(state);
    if (moves.length === 0) {
      passTurn(state);
      continue;
    }
    if (moves.length === 1) {
      playMove(state, moves[0]);
      continue;
    }
    generateMoves(preset, state.position, state.throwValue, buffer);
    const masters = onePlyChoice(master, state.position, state.throwValue, buffer, { water: false, capture: false });
    const chances = onePlyChoice(chanceNet, state.position, state.throwValue, buffer, { water: false, capture: false });
    decisions++;
    if (masters !== chances) {
      differ++;
      if (isSetBack(moves[chances]) && !isSetBack(moves[masters])) setBack++;
    }
    playMove(state, moves[masters]);
  }
  for (const { position, reading } of seen) readings.push({ ...reading, won: position.side === state.winner, game });
}

const fitted = readings.filter((reading) => reading.game < GAMES / 2);
const judged = readings.filter((reading) => reading.game >= GAMES / 2);
const squared = (chance: number, won: boolean) => (chance - (won ? 1 : 0)) ** 2;
const tableOnly = judged.reduce((sum, reading) => sum + squared(reading.exact >= 0 ? reading.exact : 0.5, reading.won), 0);

function line(name: string, chanceOf: (reading: Reading) => number): string {
  let brier = 0;
  let far = 0;
  for (const reading of judged) {
    const chance = reading.exact >= 0 ? reading.exact : chanceOf(reading);
    brier += squared(chance, reading.won);
    if (chance < 0.2 || chance > 0.8) far++;
  }
  return `| ${name} | ${((tableOnly - brier) / judged.length / 0.25).toFixed(4)} | ${((100 * far) / judged.length).toFixed(2)}% |`;
}

function tableOf(judgeIndex: number): (reading: Reading) => number {
  const bins = new Map<string, { won: number; all: number }>();
  for (const reading of fitted) {
    if (reading.exact >= 0) continue;
    const key = reading.keys[judgeIndex];
    const bin = bins.get(key) ?? { won: 0, all: 0 };
    bin.all++;
    if (reading.won) bin.won++;
    bins.set(key, bin);
  }
  return (reading) => {
    const bin = bins.get(reading.keys[judgeIndex]);
    return bin !== undefined && bin.all >= LEAST_IN_BIN ? bin.won / bin.all : 0.5;
  };
}

console.log(`${presetName}: ${GAMES} games of the master's network one ply deep from seed ${SEED}, ${readings.length} positions; tables fitted to the first half, judging the second`);
console.log("| what judges | Brier gain | far from 50% |");
console.log("| --- | --- | --- |");
JUDGES.forEach((name, index) => console.log(line(`${name} (a table of its reading)`, tableOf(index))));
console.log(line("the chance as shipped (its curves)", (reading) => reading.shipped));

function lengths(context: EvalContext): string {
  const moves: number[] = [];
  let capped = 0;
  for (let game = 0; game < LENGTH_GAMES; game++) {
    let count = 0;
    const player: Duelist = (position, throwValue, buffered) => {
      count++;
      return onePlyChoice(context, position, throwValue, buffered, { water: false, capture: false });
    };
    const rng = createRng(game);
    if (playToEnd(preset, startWithCoin(preset, rng), player, player, rng) === undefined) capped++;
    moves.push(count);
  }
  moves.sort((first, second) => first - second);
  return `median ${moves[LENGTH_GAMES / 2]} moves, longest ${moves[LENGTH_GAMES - 1]}, ${capped} stopped at the cap`;
}

console.log(`\none ply deep against itself, ${LENGTH_GAMES} games: the master's network ${lengths(master)}; the chance's network ${lengths(chanceNet)}`);
console.log(
  `\nthe two networks choose differently one ply deep in ${differ} of ${decisions} decisions (${((100 * differ) / decisions).toFixed(1)}%); ` +
    `in ${setBack} of them (${((100 * setBack) / Math.max(1, differ)).toFixed(1)}%) the chance's network walks a piece into the water or backward where the master's does not`,
);

