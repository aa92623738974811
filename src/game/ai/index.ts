// The AI opponent's public API: start thinking about a throw, think in steps (a number of them,
// or against a clock the caller injects, up to a deadline), take the decision.

import { Position, clonePosition } from "../board";
import { MoveBuffer, createMoveBuffer, generateMoves, withoutShutStay } from "../movebuffer";
import { Move, bufferedMove } from "../moves";
import { createRng, randomInt } from "../rng";
import { Preset } from "../variants";
import { EvalContext, evalContextFor, prepareStep } from "./eval-context";
import { AiLevel, LevelConfig, levelConfig, levelWeights } from "./levels";
import { Noise, OnePly, Oversights, startOnePly, stepOnePly } from "./oneply";
import { Search, createSearch, stepSearch, stopSearch } from "./search";
import { HANDMADE_LEAF_WORK, NET_BOARD_WORK, NODE_WORK } from "./work";

export { AI_LEVELS, AiLevel, isAiLevel, levelNamed } from "./levels";

/**
 * How long a decision may take, from its start, for a caller with a clock (milliseconds): the
 * search then answers with the best move found so far, within the 2 s a decision may take. The
 * master's work cap ends it sooner on the console the levels were tuned for; this is the safety
 * net on a slower one.
 */
export const THINK_DEADLINE_MS = 1900;

export interface AiThinking {
  done: boolean;
  buffer: MoveBuffer;
  /** The chosen move's index in `buffer` (-1: pass). */
  chosen: number;
  /** The evaluation context, built a slice at a time before any judging. */
  context: EvalContext | undefined;
  /** The master's search (made once the context is built), or a lower level's one-ply choice. */
  search: Search | undefined;
  onePly: OnePly | undefined;
  /** What is being decided: how the level plays, a copy of the position, the throw. */
  config: LevelConfig;
  position: Position;
  throwValue: number;
  /** Work done so far (work.ts's units), deterministic: what a work budget counts. */
  work: number;
  /** What ended the decision before its search's full depth, if anything. */
  cut: "none" | "work" | "deadline";
  /** Time spent in think calls for this decision (on the caller's clock, milliseconds), and how many there were. */
  thinkMs: number;
  calls: number;
}

const PERCENT = 100;
/** Steps per call when thinking runs to completion in one go. */
const WHOLE_BUDGET = 100000;
const HASH_MODULUS = 2147483629;

/** Mixes the position into the seed, so a level's mistakes vary from move to move but replay exactly. */
function decisionSeed(seed: number, position: Position, throwValue: number): number {
  let hash = (Math.floor(Math.abs(seed)) % HASH_MODULUS) + throwValue;
  for (const cell of position.board) {
    hash = (hash * 3 + (cell === "a" ? 1 : cell === "b" ? 2 : 0)) % HASH_MODULUS;
  }
  return (hash * 7 + position.offA * 8 + position.offB + (position.side === "a" ? 0 : 64)) % HASH_MODULUS;
}

function decide(thinking: AiThinking, chosen: number): void {
  thinking.chosen = chosen;
  thinking.done = true;
  thinking.search = undefined;
  thinking.onePly = undefined;
}

/**
 * Sets a decision up: a level that searches waits for its context (built a slice a step) and
 * then its search; a one-ply level may move without a look, else judges a move a step once its
 * context is built, with its oversights and noise rolled here.
 */
function startLevel(thinking: AiThinking, preset: Preset, seed: number): void {
  const config = thinking.config;
  const context = evalContextFor(preset, levelWeights(config, preset.name, thinking.position));
  if (config.depth > 1) {
    thinking.context = context;
    return;
  }
  const rng = createRng(decisionSeed(seed, thinking.position, thinking.throwValue));
  if (randomInt(rng, PERCENT) < config.blunder[preset.name]) {
    decide(thinking, randomInt(rng, thinking.buffer.count));
    return;
  }
  const overlook = config.overlook[preset.name];
  const oversights: Oversights = { water: randomInt(rng, PERCENT) < overlook, capture: randomInt(rng, PERCENT) < overlook };
  thinking.context = context;
  const noise: Noise = { deviation: config.noise[preset.name], rng };
  thinking.onePly = startOnePly(context, thinking.position, thinking.throwValue, thinking.buffer, oversights, noise);
}

/**
 * Starts a decision. It costs little (no table is built and nothing big made here): the work
 * happens in the think calls, a step at a time. `config` plays the level another way (a trainer
 * that must not learn from its own network's games).
 */
export function startThinking(preset: Preset, position: Position, throwValue: number, level: AiLevel, seed: number, config: LevelConfig = levelConfig(level)): AiThinking {
  const buffer = createMoveBuffer();
  // Every level rescues a piece from a shut water.
  const count = withoutShutStay(preset, position, buffer, generateMoves(preset, position, throwValue, buffer));
  const thinking: AiThinking = {
    done: true, buffer, chosen: count > 0 ? 0 : -1, context: undefined, search: undefined, onePly: undefined, config,
    position: clonePosition(position), throwValue, work: 0, cut: "none", thinkMs: 0, calls: 0,
  };
  if (count < 2) return thinking;
  thinking.done = false;
  startLevel(thinking, preset, seed);
  return thinking;
}

/** One step: a slice of the context's tables, one move judged, or one node of the search. */
function thinkStep(thinking: AiThinking): void {
  const context = thinking.context;
  if (context === undefined) return;
  if (!context.ready) {
    prepareStep(context);
    thinking.work += NODE_WORK;
    return;
  }
  const onePly = thinking.onePly;
  if (onePly !== undefined) {
    thinking.work += context.net !== undefined ? NET_BOARD_WORK : HANDMADE_LEAF_WORK;
    if (stepOnePly(onePly)) decide(thinking, onePly.bestIndex);
    return;
  }
  const search = thinking.search;
  if (search === undefined) {
    // A step of its own: making the search is dearer than most nodes.
    const config = thinking.config;
    const name = context.preset.name;
    thinking.search = createSearch(context, thinking.position, thinking.throwValue, config.depth, config.workCap, thinking.buffer, config.settle[name], config.dry[name]);
    return;
  }
  const before = search.work;
  const finished = stepSearch(search);
  thinking.work += search.work - before;
  if (!finished) return;
  if (search.capped) thinking.cut = "work";
  decide(thinking, search.chosen);
}

/** Decides at once with the best move known (a deadline passed). */
function decideNow(thinking: AiThinking): void {
  if (thinking.done) return;
  thinking.cut = "deadline";
  const search = thinking.search;
  if (search !== undefined) {
    stopSearch(search);
    decide(thinking, search.chosen);
    return;
  }
  const onePly = thinking.onePly;
  decide(thinking, onePly !== undefined ? onePly.bestIndex : 0);
}

/** Thinks `budget` steps (at least one); true once decided. The decision does not depend on the slicing. */
export function continueThinking(thinking: AiThinking, budget: number): boolean {
  let left = budget >= 1 ? budget : 1;
  while (!thinking.done && left > 0) {
    thinkStep(thinking);
    left--;
  }
  return thinking.done;
}

/** The clock thinking runs against, and what it has seen of the machine's speed. */
export interface ThinkTimer {
  /** Milliseconds. */
  clock: (this: void) => number;
  /** What a step is expected to cost at most (ms): the dearest step of the last calls, slowly forgotten. */
  stepMs: number;
}

/** A step's cost before any was seen: a node of the master on the Wii takes about 1 ms. */
const FIRST_STEP_MS = 2;
/** The dearest step's cost is forgotten by this factor each call (about half in fourteen calls). */
const STEP_MEMORY = 0.95;
/** The next step is predicted to cost this many times the dearest step lately. */
const STEP_MARGIN = 1.5;

export function createThinkTimer(clock: (this: void) => number): ThinkTimer {
  return { clock, stepMs: FIRST_STEP_MS };
}

/**
 * Thinks until `until` on the timer's clock at most: a step starts only when it is predicted to
 * end by then (except one step where the budget is too short for any, so that thinking always
 * moves on), and the call also stops after `maxWork` work (for a clock that does not move within
 * a call). Once the clock reaches `deadline` the decision is taken at once with the best move so
 * far. True once decided. Without a deadline, the decision depends on neither the clock nor the
 * slicing.
 */
export function thinkUntil(thinking: AiThinking, timer: ThinkTimer, until: number, deadline: number, maxWork: number): boolean {
  if (thinking.done) return true;
  const clock = timer.clock;
  const started = clock();
  const workLimit = thinking.work + maxWork;
  timer.stepMs *= STEP_MEMORY;
  const roomForOne = until - started >= timer.stepMs * STEP_MARGIN;
  let now = started;
  let steps = 0;
  while (!thinking.done) {
    if (now >= deadline) {
      decideNow(thinking);
      break;
    }
    if (thinking.work >= workLimit) break;
    if (now + timer.stepMs * STEP_MARGIN > until && (steps > 0 || roomForOne)) break;
    thinkStep(thinking);
    steps++;
    const after = clock();
    if (after - now > timer.stepMs) timer.stepMs = after - now;
    now = after;
  }
  thinking.thinkMs += now - started;
  thinking.calls++;
  return thinking.done;
}

/** The move decided; undefined for a pass (no move, or Kendall's waiting piece left on 27). */
export function decision(thinking: AiThinking): Move | undefined {
  return thinking.done && thinking.chosen >= 0 ? bufferedMove(thinking.buffer, thinking.chosen) : undefined;
}

export function chooseMove(preset: Preset, position: Position, throwValue: number, level: AiLevel, seed: number, config?: LevelConfig): Move | undefined {
  const thinking = startThinking(preset, position, throwValue, level, seed, config);
  while (!continueThinking(thinking, WHOLE_BUDGET)) {
    // The search stops by itself at its level's work cap.
  }
  return decision(thinking);
}
