// `make bench-ai`: the AI's thinking time on Lua 5.1. For each preset it replays games between
// two master players and times every decision with two or more moves: whole decisions (median,
// worst) and single slices of SLICE_BUDGET nodes (worst), in milliseconds of CPU time.
// A single slice takes a fraction of a millisecond, so the machine's own hiccups can make the
// slowest one look several times slower than its work; the slowest slices are therefore replayed
// and timed again, and "worst slice" is the slowest of their best times ("as measured": the raw
// maximum, hiccups included).

import { chooseMove, continueThinking, decision, startThinking, SLICE_BUDGET } from "../../src/game/ai/index";
import { Position, clonePosition } from "../../src/game/board";
import { GameState, newGame } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { playOut } from "../../src/game/playout";
import { PRESET_NAMES, Preset, getPreset } from "../../src/game/variants";

const GAMES_PER_PRESET = 6;
const MAX_THROWS = 100000;
const MS = 1000;
/** How many of the slowest slices are replayed, and how many times each. */
const SLOW_SLICES = 20;
const RETIMES = 3;

/** A slice to replay: the decision it belongs to and how many slices came before it. */
interface SlowSlice {
  position: Position;
  throwValue: number;
  seed: number;
  index: number;
  seconds: number;
}

/** Keeps the SLOW_SLICES slowest slices, slowest first (allocating only for one it keeps). */
function noteSlice(slowest: SlowSlice[], position: Position, throwValue: number, seed: number, index: number, seconds: number): void {
  if (slowest.length === SLOW_SLICES && seconds <= slowest[SLOW_SLICES - 1].seconds) return;
  slowest.push({ position, throwValue, seed, index, seconds });
  slowest.sort((first, second) => second.seconds - first.seconds);
  if (slowest.length > SLOW_SLICES) slowest.pop();
}

/** The best of RETIMES timings of one slice, each from a fresh search up to it. */
function retime(preset: Preset, slice: SlowSlice): number {
  let best = Infinity;
  for (let round = 0; round < RETIMES; round++) {
    const thinking = startThinking(preset, clonePosition(slice.position), slice.throwValue, "master", slice.seed);
    for (let before = 0; before < slice.index; before++) continueThinking(thinking, SLICE_BUDGET);
    const started = os.clock();
    continueThinking(thinking, SLICE_BUDGET);
    const spent = os.clock() - started;
    if (spent < best) best = spent;
  }
  return best;
}

function median(values: number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function fixed(value: number): string {
  return string.format("%.2f", value);
}

print(`AI bench on ${_VERSION}: level master, slice budget ${SLICE_BUDGET} nodes, CPU milliseconds`);
print("preset     decisions  median   p90      worst    worst slice  (as measured)");
for (const name of PRESET_NAMES) {
  const preset = getPreset(name);
  const decisionTimes: number[] = [];
  const slowest: SlowSlice[] = [];
  for (let game = 1; game <= GAMES_PER_PRESET; game++) {
    let decisions = 0;
    const timedChoice = (moves: Move[], state: GameState) => {
      if (moves.length === 1) return 0;
      decisions++;
      const seed = game * 1000 + decisions;
      const position = clonePosition(state.position);
      const started = os.clock();
      const thinking = startThinking(preset, state.position, state.throwValue, "master", seed);
      let spent = os.clock() - started;
      for (let index = 0; ; index++) {
        const sliceStarted = os.clock();
        const done = continueThinking(thinking, SLICE_BUDGET);
        const seconds = os.clock() - sliceStarted;
        spent += seconds;
        noteSlice(slowest, position, state.throwValue, seed, index, seconds);
        if (done) break;
      }
      decisionTimes.push(spent);
      const chosen = decision(thinking);
      const again = chooseMove(preset, state.position, state.throwValue, "master", seed);
      const index = moves.findIndex((candidate) => chosen !== undefined && candidate.from === chosen.from);
      if (index < 0 || again === undefined || again.from !== moves[index].from) error("the AI chose an illegal or unstable move");
      return index;
    };
    playOut(newGame(preset, game), timedChoice, MAX_THROWS);
  }
  let worstSlice = 0;
  for (const slice of slowest) worstSlice = Math.max(worstSlice, retime(preset, slice));
  const sorted = [...decisionTimes].sort((first, second) => first - second);
  const p90 = sorted[Math.floor(sorted.length * 0.9)];
  print(
    string.format(
      "%-10s %9d  %-7s  %-7s  %-7s  %-11s  %s",
      name,
      decisionTimes.length,
      fixed(median(decisionTimes) * MS),
      fixed(p90 * MS),
      fixed(sorted[sorted.length - 1] * MS),
      fixed(worstSlice * MS),
      fixed(slowest[0].seconds * MS),
    ),
  );
}
