// `make bench-ai`: the AI's thinking time on Lua 5.1. For each preset it replays games between
// two master players and times every decision with two or more moves: whole decisions (median,
// worst) and single slices of SLICE_BUDGET nodes (worst), in milliseconds of CPU time.

import { chooseMove, continueThinking, decision, startThinking, SLICE_BUDGET } from "../../src/game/ai/index";
import { GameState, newGame } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { playOut } from "../../src/game/playout";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";

const GAMES_PER_PRESET = 6;
const MAX_THROWS = 100000;
const MS = 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function fixed(value: number): string {
  return string.format("%.2f", value);
}

print(`AI bench on ${_VERSION}: level master, slice budget ${SLICE_BUDGET} nodes, CPU milliseconds`);
print("preset     decisions  median   p90      worst    worst slice");
for (const name of PRESET_NAMES) {
  const preset = getPreset(name);
  const decisionTimes: number[] = [];
  let worstSlice = 0;
  for (let game = 1; game <= GAMES_PER_PRESET; game++) {
    let decisions = 0;
    const timedChoice = (moves: Move[], state: GameState) => {
      if (moves.length === 1) return 0;
      decisions++;
      const seed = game * 1000 + decisions;
      const started = os.clock();
      const thinking = startThinking(preset, state.position, state.throwValue, "master", seed);
      let sliceStart = os.clock();
      while (!continueThinking(thinking, SLICE_BUDGET)) {
        const now = os.clock();
        if (now - sliceStart > worstSlice) worstSlice = now - sliceStart;
        sliceStart = now;
      }
      const ended = os.clock();
      if (ended - sliceStart > worstSlice) worstSlice = ended - sliceStart;
      decisionTimes.push(ended - started);
      const chosen = decision(thinking);
      const again = chooseMove(preset, state.position, state.throwValue, "master", seed);
      const index = moves.findIndex((candidate) => chosen !== undefined && candidate.from === chosen.from);
      if (index < 0 || again === undefined || again.from !== moves[index].from) error("the AI chose an illegal or unstable move");
      return index;
    };
    playOut(newGame(preset, game), timedChoice, MAX_THROWS);
  }
  const sorted = [...decisionTimes].sort((first, second) => first - second);
  const p90 = sorted[Math.floor(sorted.length * 0.9)];
  print(
    string.format(
      "%-10s %9d  %-7s  %-7s  %-7s  %s",
      name,
      decisionTimes.length,
      fixed(median(decisionTimes) * MS),
      fixed(p90 * MS),
      fixed(sorted[sorted.length - 1] * MS),
      fixed(worstSlice * MS),
    ),
  );
}
