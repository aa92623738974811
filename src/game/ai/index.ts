// The AI opponent's public API: start thinking about a throw, think in slices, take the decision.

import { Position } from "../board";
import { MoveBuffer, bufferedMove, createMoveBuffer, generateMoves } from "../movebuffer";
import { Move } from "../moves";
import { createRng, randomInt } from "../rng";
import { Preset } from "../variants";
import { evalContextFor } from "./evaluate";
import { AiLevel, levelConfig, levelWeights } from "./levels";
import { onePlyChoice } from "./oneply";
import { RACE_WEIGHTS } from "./weights";
import { Search, createSearch, runSearch } from "./search";

export { AI_LEVELS, AiLevel, isAiLevel } from "./levels";

/** Nodes per slice: one slice stays under 2 ms on this machine's Lua 5.1 (see `make bench-ai`). */
export const SLICE_BUDGET = 25;
/** Nodes between two looks at the clock in `continueThinkingFor`. */
const CHUNK_NODES = 5;

export interface AiThinking {
  done: boolean;
  buffer: MoveBuffer;
  /** The chosen move's index in `buffer` (-1: pass). */
  chosen: number;
  search: Search | undefined;
}

const PERCENT = 100;
/** Work per call when thinking runs to completion in one go. */
const WHOLE_BUDGET = 100000;
const HASH_MODULUS = 2147483629;

/** Mixes the position into the seed, so a level's oversights vary from move to move but replay exactly. */
function decisionSeed(seed: number, position: Position, throwValue: number): number {
  let hash = (Math.floor(Math.abs(seed)) % HASH_MODULUS) + throwValue;
  for (const cell of position.board) {
    hash = (hash * 3 + (cell === "a" ? 1 : cell === "b" ? 2 : 0)) % HASH_MODULUS;
  }
  return (hash * 7 + position.offA * 8 + position.offB + (position.side === "a" ? 0 : 64)) % HASH_MODULUS;
}

export function startThinking(preset: Preset, position: Position, throwValue: number, level: AiLevel, seed: number): AiThinking {
  const config = levelConfig(level);
  const buffer = createMoveBuffer();
  const count = generateMoves(preset, position, throwValue, buffer);
  const thinking: AiThinking = { done: true, buffer, chosen: count > 0 ? 0 : -1, search: undefined };
  if (count < 2) return thinking;
  const rng = createRng(decisionSeed(seed, position, throwValue));
  const rushing = config.rush > 0 && randomInt(rng, PERCENT) < config.rush;
  if (config.depth === 1 || rushing) {
    const water = randomInt(rng, PERCENT) < config.overlookWater;
    const capture = randomInt(rng, PERCENT) < config.overlookCapture;
    const threats = randomInt(rng, PERCENT) < config.overlookThreats;
    const weights = rushing ? RACE_WEIGHTS : levelWeights(config, preset.name, threats);
    thinking.chosen = onePlyChoice(evalContextFor(preset, weights), position, throwValue, buffer, { water, capture });
    return thinking;
  }
  thinking.done = false;
  thinking.search = createSearch(evalContextFor(preset, levelWeights(config, preset.name, false)), position, throwValue, config.depth, config.nodeCap);
  return thinking;
}

export function continueThinking(thinking: AiThinking, budget: number): boolean {
  if (thinking.done) return true;
  const search = thinking.search;
  // At least one node per call, so that a caller's loop always gets somewhere.
  if (search !== undefined && runSearch(search, budget >= 1 ? budget : 1)) {
    thinking.chosen = search.chosen;
    thinking.done = true;
    thinking.search = undefined;
  }
  return thinking.done;
}

/**
 * Thinks at most `maxNodes` nodes, in chunks, and stops early once `clock` (milliseconds) has
 * advanced `budgetMs`: a slower machine (the Wii is about 20 times slower than a desktop) thinks
 * fewer nodes per frame instead of dropping frames. The decision does not depend on the slicing.
 */
export function continueThinkingFor(thinking: AiThinking, maxNodes: number, budgetMs: number, clock: () => number): boolean {
  const started = clock();
  let left = maxNodes;
  while (left > 0) {
    const chunk = left < CHUNK_NODES ? left : CHUNK_NODES;
    if (continueThinking(thinking, chunk)) return true;
    left -= chunk;
    if (clock() - started >= budgetMs) return false;
  }
  return thinking.done;
}

export function decision(thinking: AiThinking): Move | undefined {
  return thinking.done && thinking.chosen >= 0 ? bufferedMove(thinking.buffer, thinking.chosen) : undefined;
}

export function chooseMove(preset: Preset, position: Position, throwValue: number, level: AiLevel, seed: number): Move | undefined {
  const thinking = startThinking(preset, position, throwValue, level, seed);
  while (!continueThinking(thinking, WHOLE_BUDGET)) {
    // The search stops by itself at its level's node cap.
  }
  return decision(thinking);
}

