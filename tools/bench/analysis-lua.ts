// The analysis on Lua 5.1 (docs/teacher.md): what each kind of step costs, to set its work units
// (src/game/analysis/chance.ts's ANALYSIS_LEAF_WORK and its units for the judge's
// tables), and what a whole game's review costs here and on the Wii (35 times slower): at once,
// and frame by frame in the spare time of the Wii's frames as the review screen makes it
// (wii-frames.ts's model: this machine's processor clock sped up 35 times).
// `npx tstl -p tsconfig.bench-analysis.json && lua5.1 build/bench-analysis.lua`

import { clonePosition } from "../../src/game/board";
import { GameState, newGame } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { newHistory, playRecorded } from "../../src/game/history";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";
import { chooseMove } from "../../src/game/ai/index";
import { createSearch, runSearch } from "../../src/game/ai/search";
import { chanceJudge, judgeReady, judgeStep, throwerChance } from "../../src/game/analysis/chance";
import { createRaceTable, raceTableStep } from "../../src/game/analysis/race-table";
import { createEvalContext, prepareStep } from "../../src/game/ai/eval-context";
import { CHANCE_WEIGHTS } from "../../src/game/ai/weights";
import { reviewStep, startReview } from "../../src/game/analysis/review";
import { analyseUntil, createAnalyst } from "../../src/game/analysis/analyst";
import { createThinkTimer } from "../../src/game/ai/index";
import { FRAME_WORK_CAP, frameThinkBudget } from "../../src/platform/screens/frame-thinker";
import { FRAME_MS, WII_DRAW_MS, WII_FACTOR, WII_RESERVE_MS, WII_UPDATE_MS } from "./wii-frames";
import { playOut } from "../../src/game/playout";

const MS = 1000;
const WII = WII_FACTOR;

/** The history of a game of the club level against itself from `seed`. */
function clubGame(preset: ReturnType<typeof getPreset>, seed: number): ReturnType<typeof newHistory> {
  const state = newGame(preset, seed);
  const history = newHistory(seed);
  playRecorded(state, history, (moves: Move[]) => {
    const move = chooseMove(preset, state.position, state.throwValue, "club", seed);
    return move === undefined ? 0 : moves.findIndex((candidate) => candidate.from === move.from);
  }, 100000);
  return history;
}

print(`Analysis bench on ${_VERSION}: the chance judge's slices, microseconds (mean and dearest) by kind`);
print("preset     context slices  mean  max   | table boards  mean  max   | sweep half rows  mean  max");
for (const name of PRESET_NAMES) {
  const preset = getPreset(name);
  const figures: number[][] = [[], [], []];
  const context = createEvalContext(preset, CHANCE_WEIGHTS[name]);
  context.ready = false;
  context.targetSquares = 0;
  context.targets = [];
  context.reachable = [];
  context.hitOutcome = [];
  context.hitLoss = [];
  while (!context.ready) {
    const before = os.clock();
    prepareStep(context);
    figures[0].push(os.clock() - before);
  }
  const table = createRaceTable(preset);
  while (!table.ready) {
    const kind = table.built < table.cells ? 1 : 2;
    const before = os.clock();
    raceTableStep(table);
    figures[kind].push(os.clock() - before);
  }
  const cells: string[] = [];
  for (const times of figures) {
    let sum = 0;
    let dearest = 0;
    for (const time of times) {
      sum += time;
      if (time > dearest) dearest = time;
    }
    cells.push(string.format("%-14d %-5.0f %-5.0f", times.length, (sum / Math.max(1, times.length)) * MS * MS, dearest * MS * MS));
  }
  print(string.format("%-10s %s", name, cells.join(" | ")));
}
print("");
print(`Analysis bench on ${_VERSION}: microseconds per step, then a whole game's review (a game of the club level against itself)`);
print("preset     context+table ms  table slices  us/slice(max)  us/judged  us/search-work  review steps  review ms  work  us/work  Wii s");
for (const name of PRESET_NAMES) {
  const preset = getPreset(name);
  const judge = chanceJudge(preset);
  let slices = 0;
  let dearest = 0;
  const started = os.clock();
  while (!judgeReady(judge)) {
    const before = os.clock();
    judgeStep(judge);
    const spent = os.clock() - before;
    if (spent > dearest) dearest = spent;
    slices++;
  }
  const tableMs = (os.clock() - started) * MS;
  // Positions of a game of the club level, each judged.
  const positions: GameState["position"][] = [];
  playOut(newGame(preset, 5), (moves: Move[], state: GameState) => {
    positions.push(clonePosition(state.position));
    const move = chooseMove(preset, state.position, state.throwValue, "club", 5);
    return move === undefined ? 0 : moves.findIndex((candidate) => candidate.from === move.from);
  }, 100000);
  const judgedStart = os.clock();
  for (let round = 0; round < 20; round++) for (const position of positions) throwerChance(judge, position);
  const judgedUs = ((os.clock() - judgedStart) * MS * MS) / (20 * positions.length);
  // The search's units on the same machine: the master three deep on a few of those positions.
  let searchWork = 0;
  const searchStart = os.clock();
  for (let index = 0; index < positions.length; index += 15) {
    const search = createSearch(judge.context, positions[index], preset.throwValues[1], 2, Infinity);
    if (search.rootOrder.length < 2) continue;
    while (!runSearch(search, 100000)) {
      // to the end
    }
    searchWork += search.work;
  }
  const searchUs = ((os.clock() - searchStart) * MS * MS) / Math.max(1, searchWork);
  // A whole game reviewed.
  const review = startReview(preset, clubGame(preset, 6));
  let steps = 0;
  const reviewStart = os.clock();
  while (!reviewStep(review)) steps++;
  const reviewMs = (os.clock() - reviewStart) * MS;
  print(string.format("%-10s %-17.0f %-13d %-14.0f %-10.1f %-15.2f %-13d %-10.0f %-5.0f %-8.2f %.1f", name, tableMs, slices, dearest * MS * MS, judgedUs, searchUs, steps, reviewMs, review.work, (reviewMs * MS) / review.work, (reviewMs * WII) / MS));
}

/** What a review frame by frame on the console came to. */
interface ConsoleReview {
  frames: number;
  wallMs: number;
  worstCallMs: number;
  worstOverrunMs: number;
  missedFrames: number;
}

/** The whole review of `history` from nothing (the judge's tables too), frame by frame in the console's spare time. */
function reviewOnConsole(preset: ReturnType<typeof getPreset>, history: ReturnType<typeof newHistory>): ConsoleReview {
  const judge = chanceJudge(preset);
  judge.race = createRaceTable(preset);
  const analyst = createAnalyst(preset, history);
  const started = os.clock();
  // The console's clock: this machine's processor time sped up, jumped to each frame's start.
  let offset = 0;
  const now = (): number => (os.clock() - started) * MS * WII + offset;
  const timer = createThinkTimer(now);
  const result: ConsoleReview = { frames: 0, wallMs: 0, worstCallMs: 0, worstOverrunMs: -Infinity, missedFrames: 0 };
  let frameStart = 0;
  for (;;) {
    offset += frameStart + WII_UPDATE_MS - now();
    const frameDeadline = frameStart + FRAME_MS - WII_RESERVE_MS;
    const callStart = now();
    const until = callStart + frameThinkBudget(frameDeadline, callStart, WII_DRAW_MS);
    const idle = analyseUntil(analyst, timer, until, FRAME_WORK_CAP);
    const callEnd = now();
    result.frames++;
    if (callEnd - callStart > result.worstCallMs) result.worstCallMs = callEnd - callStart;
    if (callEnd - until > result.worstOverrunMs) result.worstOverrunMs = callEnd - until;
    let retraces = 1;
    while (callEnd + WII_DRAW_MS > frameStart + retraces * FRAME_MS - WII_RESERVE_MS) retraces++;
    result.missedFrames += retraces - 1;
    frameStart += retraces * FRAME_MS;
    if (idle) break;
  }
  result.wallMs = frameStart;
  return result;
}

const TRIES = 3;
print("");
print("On the Wii (x35): a whole game's review from nothing (the judge's tables too), frame by frame in the frames' spare time");
print(`(the best of ${TRIES} tries, fewest missed frames: this machine's hiccups are sped up 35 times too)`);
print("preset     frames  wall s  worst call ms  overrun ms  missed frames");
for (const name of PRESET_NAMES) {
  const preset = getPreset(name);
  const history = clubGame(preset, 7);
  let best: ConsoleReview | undefined = undefined;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const tried = reviewOnConsole(preset, history);
    if (best === undefined || tried.missedFrames < best.missedFrames) best = tried;
  }
  if (best === undefined) continue;
  print(string.format("%-10s %-7d %-7.1f %-14.2f %-11.2f %d", name, best.frames, best.wallMs / MS, best.worstCallMs, best.worstOverrunMs, best.missedFrames));
}
