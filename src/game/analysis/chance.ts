// The chance to win: for a position and whose throw it is, each side's chance, from the master's
// evaluation (its learned network, or in `jequier` a network fitted to games' results: weights.ts's
// CHANCE_WEIGHTS; the hand-made evaluation for a house-rule number of pieces)
// mapped through curves fitted to the outcomes of self-play games at stages of the game and blended
// between them (the same evaluation says less at the start than near the end; calibration.ts, made
// by tools/train/calibrate.ts), and exact in the last race (race-table.ts)
// and once the game is won. Plain arithmetic only (no exp), so Node and Lua 5.1 give the same
// doubles.

import { EMPTY, OFF, Player, Position, winnerOf } from "../board";
import { ChanceOutcome, chanceOutcomes } from "../throws";
import { EvalContext, evalContextFor, evaluate } from "../ai/evaluate";
import { prepareStep } from "../ai/eval-context";
import { CHANCE_WEIGHTS } from "../ai/weights";
import { Preset, sameRules } from "../variants";
import { ChanceCalibration, ChanceCurve, HANDMADE_CURVES, NET_CURVES } from "./calibration";
import { RaceTable, createRaceTable, raceChance, raceTableStep } from "./race-table";

/** What judges the chances of one preset's games: the master's evaluation, its curves, the last race's table. */
export interface ChanceJudge {
  preset: Preset;
  /** The preset's throws with their probabilities (throws.ts), in the order the analysis scans them. */
  outcomes: ChanceOutcome[];
  context: EvalContext;
  /** Curves at stages of the game (`stageOf`). */
  calibration: ChanceCalibration;
  race: RaceTable;
}

/**
 * How far a game of `pieces` a side has come, from 0 at the start to 1 with every piece borne off:
 * the squares all pieces have advanced (one borne off stands on 31), as a share of what bearing
 * them all off takes. A move raises it by its throw at most (a hit that swaps two pieces not at
 * all; a fall into the water lowers it), so the curves judge a piece borne off nearly as they judge
 * the other moves of its throw.
 */
export function stageOf(position: Position, pieces: number): number {
  let squares = OFF * (position.offA + position.offB);
  const board = position.board;
  for (let index = 0; index < board.length; index++) if (board[index] !== EMPTY) squares += index + 1;
  const start = pieces * (2 * pieces + 1);
  return (squares - start) / (2 * pieces * OFF - start);
}

/**
 * The judges last asked for, by rules (preset, pieces and options), the latest last: their tables
 * are built once while they are in use. Only a few are kept, for each holds a last race's table
 * (some 290 KiB of Lua heap, `kendall`'s 1.1 MiB), and a session may try every piece count and
 * option; one dropped and asked for again is built again.
 */
const judges: ChanceJudge[] = [];
export const JUDGES_KEPT = 2;

/** The judge of a preset's games; it may still be building (`judgeStep`, or at once on first use). */
export function chanceJudge(preset: Preset): ChanceJudge {
  for (let index = 0; index < judges.length; index++) {
    const judge = judges[index];
    if (!sameRules(judge.preset, preset)) continue;
    if (index < judges.length - 1) {
      judges.splice(index, 1);
      judges.push(judge);
    }
    return judge;
  }
  const context = evalContextFor(preset, CHANCE_WEIGHTS[preset.name]);
  const calibration = context.packedNet !== undefined ? NET_CURVES[preset.name] : HANDMADE_CURVES[preset.name];
  const judge: ChanceJudge = { preset, outcomes: chanceOutcomes(preset), context, calibration, race: createRaceTable(preset) };
  if (judges.length === JUDGES_KEPT) judges.shift();
  judges.push(judge);
  return judge;
}

export function judgeReady(judge: ChanceJudge): boolean {
  return judge.context.ready && judge.race.ready;
}

/** How many moves at least take `position` (not over) into the last race: a move bears off one piece at most. */
function movesToLastRace(position: Position, pieces: number): number {
  return Math.max(0, pieces - 1 - position.offA) + Math.max(0, pieces - 1 - position.offB);
}

/**
 * Whether the judge can give the chance of every position `moves` moves or fewer after `position`
 * (a pass is no move): a won game needs nothing, any other the evaluation's tables, and the last
 * race's table where such a position may be of the last race.
 */
export function judgeCovers(judge: ChanceJudge, position: Position, moves: number): boolean {
  if (winnerOf(position, judge.preset.pieces) !== undefined) return true;
  if (!judge.context.ready) return false;
  return judge.race.ready || movesToLastRace(position, judge.preset.pieces) > moves;
}

/**
 * Work units (search.ts's: some 3.5 microseconds of lua5.1 each, tools/bench/analysis-lua.ts
 * measures these) of a position judged (the network's full evaluation, its inputs from the board
 * rather than a move's change as in the search's leaves: about two of the search's network
 * leaves), of a slice of the evaluation's tables, of a board of the last race's table, and of
 * half a row of its sweeps.
 */
export const ANALYSIS_LEAF_WORK = 20;
export const CONTEXT_SLICE_WORK = 4;
export const RACE_BOARD_WORK = 15;
export const RACE_HALF_ROW_WORK = 14;

/** One slice of building the judge (the evaluation's tables, then the last race's); returns its work (0 once ready). */
export function judgeStep(judge: ChanceJudge): number {
  if (!judge.context.ready) {
    prepareStep(judge.context);
    return CONTEXT_SLICE_WORK;
  }
  if (judge.race.ready) return 0;
  const building = judge.race.built < judge.race.cells;
  raceTableStep(judge.race);
  return building ? RACE_BOARD_WORK : RACE_HALF_ROW_WORK;
}

/** Builds what the judge lacks at once. */
export function readyJudge(judge: ChanceJudge): ChanceJudge {
  while (!judgeReady(judge)) judgeStep(judge);
  return judge;
}

/** The curve's chance for an evaluation `value` in (-1, 1): straight lines between its knots. */
export function curveChance(curve: ChanceCurve, value: number): number {
  const xs = curve.x;
  const ps = curve.p;
  const last = xs.length - 1;
  if (value <= xs[0]) return ps[0];
  if (value >= xs[last]) return ps[last];
  let low = 0;
  let high = last;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (xs[middle] <= value) low = middle;
    else high = middle;
  }
  return ps[low] + ((ps[high] - ps[low]) * (value - xs[low])) / (xs[high] - xs[low]);
}

/** The master's evaluation of a position not over, for the side on throw, in (-1, 1). */
export function rawValue(judge: ChanceJudge, position: Position): number {
  return evaluate(judge.context, position, position.side);
}

/**
 * The calibrated chance of an evaluation `value` at stage `stage`: the curves of the two stages
 * around it blended in proportion (the first's or the last's beyond them).
 */
export function calibratedChance(calibration: ChanceCalibration, stage: number, value: number): number {
  const stages = calibration.stages;
  const curves = calibration.curves;
  const last = stages.length - 1;
  if (stage <= stages[0]) return curveChance(curves[0], value);
  if (stage >= stages[last]) return curveChance(curves[last], value);
  let upper = 1;
  while (stages[upper] < stage) upper++;
  const share = (stage - stages[upper - 1]) / (stages[upper] - stages[upper - 1]);
  return (1 - share) * curveChance(curves[upper - 1], value) + share * curveChance(curves[upper], value);
}

/**
 * The chance that the side on throw wins; the judge must be ready. A won game is certain, a
 * position of the last race exact, any other the calibrated evaluation.
 */
export function throwerChance(judge: ChanceJudge, position: Position): number {
  const pieces = judge.preset.pieces;
  const winner = winnerOf(position, pieces);
  if (winner !== undefined) return winner === position.side ? 1 : 0;
  const exact = raceChance(judge.race, position);
  if (exact >= 0) return exact;
  return calibratedChance(judge.calibration, stageOf(position, pieces), rawValue(judge, position));
}

/** `player`'s chance to win in `position` (the judge ready). */
export function chanceOf(judge: ChanceJudge, position: Position, player: Player): number {
  const chance = throwerChance(judge, position);
  return position.side === player ? chance : 1 - chance;
}

/** `player`'s chance as `chanceOf` gives it, or -1 while the judge cannot give it yet (the chance bar waits then). */
export function chanceIfReady(judge: ChanceJudge, position: Position, player: Player): number {
  return judgeCovers(judge, position, 0) ? chanceOf(judge, position, player) : -1;
}

/**
 * Each side's chance to win, for any position of a game of `preset` and whose throw it is
 * (`position.side`): a's, b's (they add up to 1). Builds the judge at once when it is not ready.
 */
export function winChance(preset: Preset, position: Position): { a: number; b: number } {
  const judge = readyJudge(chanceJudge(preset));
  const a = chanceOf(judge, position, "a");
  return { a, b: 1 - a };
}
