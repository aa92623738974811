// How well a player that knows its opponent is the random mover can do, judged by whole games
// instead of an evaluation: before each of its moves it plays every candidate out to the end many
// times (itself with the one-ply hand-made evaluation, the opponent uniformly at random) and takes
// the move that won most often. One step of policy improvement against the exact opponent, with no
// evaluation at the leaves to be wrong. Slow: a few hundred games take minutes.
// `node build/tools/tools/experiments/rollouts.js PRESET GAMES [PLAYOUTS] [SEED]`

import { Player, Position, clonePosition } from "../../src/game/board";
import { MoveBuffer, Undo, createUndo, makeMove } from "../../src/game/movebuffer";
import { Rng, createRng } from "../../src/game/rng";
import { getPreset, isPresetName } from "../../src/game/variants";
import { evalContextFor } from "../../src/game/ai/evaluate";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { Duelist, playGame, playToEnd, randomDuelist } from "../train/duel";

const [presetName, gamesText, playoutsText = "64", seedText = "1"] = process.argv.slice(2);
if (presetName === undefined || !isPresetName(presetName) || !(Number(gamesText) >= 2)) {
  process.stderr.write("usage: rollouts PRESET GAMES [PLAYOUTS] [SEED]\n");
  process.exit(2);
}
const preset = getPreset(presetName);
const PLAYOUTS = Number(playoutsText);
const context = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
const NO_OVERSIGHTS = { water: false, capture: false };

const onePly: Duelist = (position, throwValue, moves) => onePlyChoice(context, position, throwValue, moves, NO_OVERSIGHTS);

/** Plays `position` to the end: `me` one ply, the other side at random; returns the winner (undefined: stopped at the cap). */
function playOutFrom(position: Position, me: Player, rng: Rng): Player | undefined {
  const random = randomDuelist(rng);
  return me === "a" ? playToEnd(preset, position, onePly, random, rng) : playToEnd(preset, position, random, onePly, rng);
}

/** The candidate that wins most playouts (each candidate sees the same throws). */
function rolloutChoice(position: Position, throwValue: number, buffer: MoveBuffer, count: number, seed: number): number {
  const me = position.side;
  const undo: Undo = createUndo();
  let bestIndex = 0;
  let bestWins = -1;
  for (let index = 0; index < count; index++) {
    let wins = 0;
    for (let playout = 0; playout < PLAYOUTS; playout++) {
      const copy = clonePosition(position);
      makeMove(preset, copy, buffer, index, throwValue, undo);
      if (playOutFrom(copy, me, createRng(seed * 7919 + playout)) === me) wins++;
    }
    if (wins > bestWins) {
      bestWins = wins;
      bestIndex = index;
    }
  }
  return bestIndex;
}

/** The rollout player's duelist: each decision gets its own playout seeds. */
function rolloutDuelist(seed: number): Duelist {
  let decisions = 0;
  return (position, throwValue, moves, count) => (count > 1 ? rolloutChoice(position, throwValue, moves, count, seed + decisions++) : 0);
}

const games = Number(gamesText);
let wins = 0;
for (let game = 0; game < games; game++) {
  const seat: Player = game % 2 === 0 ? "a" : "b";
  const seed = Number(seedText) * 1000003 + Math.floor(game / 2);
  const rng = createRng(seed);
  if (playGame(preset, rolloutDuelist(seed), randomDuelist(rng), seat, rng) === seat) wins++;
}
process.stdout.write(`${presetName}: rollouts (${PLAYOUTS} per move) vs random ${wins}/${games} = ${((100 * wins) / games).toFixed(1)}%\n`);
