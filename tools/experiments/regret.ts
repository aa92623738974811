// Where a player (the one-ply player with the full evaluation, the master's search to a given
// depth, or an AI level) loses win chance, by the exact perfect-play values:
// plays it against random on the solved game graph, adds up what each decision gives away, and
// prints the costliest decisions (its move marked *, every move with its exact win chance).
// `node build/tools/tools/experiments/regret.js PRESET PIECES GAMES [SEED] [oneply|searchD|LEVEL]` (PIECES 2-3)

import { HAPPINESS, OFF, emptyPosition, startPosition } from "../../src/game/board";
import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { formatPosition } from "../../src/game/notation";
import { createRng, randomInt } from "../../src/game/rng";
import { chanceOutcomes } from "../../src/game/throws";
import { FULL_WEIGHTS } from "../../src/game/ai/weights";
import { createSearch, runSearch } from "../../src/game/ai/search";
import { evalContextFor } from "../../src/game/ai/evaluate";
import { AI_LEVELS, AiLevel, chooseMove, isAiLevel } from "../../src/game/ai/index";
import { buildGraph, loadState, onePlyChoices, smallPreset, solve, startState, walkGame, winChance } from "../train/exact";

const [presetName, piecesText, gamesText, seedText = "1", playerName = "oneply"] = process.argv.slice(2);
const parsed = smallPreset(presetName, piecesText);
if (parsed === undefined || !(Number(gamesText) >= 1) || !(playerName === "oneply" || isAiLevel(playerName) || /^search[1-4]$/.test(playerName))) {
  process.stderr.write(`usage: regret PRESET PIECES(1-3) GAMES [SEED] [oneply|search1..4|${AI_LEVELS.join("|")}]\n`);
  process.exit(2);
}
const preset = parsed;
const graph = buildGraph(preset);
const value = solve(graph, undefined, "perfect");
const outcomes = chanceOutcomes(preset);
const worth = (code: number): number => winChance(value, code);
const chosen = playerName === "oneply" ? onePlyChoices(graph, FULL_WEIGHTS[preset.name]) : undefined;
const scratch = emptyPosition();
const levelBuffer = createMoveBuffer();
const SEARCH_NODES = 1e9;

/** The player's move (an index into the slot's successors) where `a` throws and has a choice. */
function choice(state: number, throwIndex: number, decision: number): number {
  const slot = state * outcomes.length + throwIndex;
  if (chosen !== undefined) return chosen[slot];
  loadState(graph, state, scratch);
  const throwValue = outcomes[throwIndex].value;
  const count = generateMoves(preset, scratch, throwValue, levelBuffer);
  if (playerName.startsWith("search")) {
    // The master's search with the full evaluation, to the given depth, without its node cap.
    const search = createSearch(evalContextFor(preset, FULL_WEIGHTS[preset.name]), scratch, throwValue, Number(playerName.slice(6)), SEARCH_NODES);
    while (!runSearch(search, SEARCH_NODES)) {
      // The search stops by itself.
    }
    return search.chosen;
  }
  const move = chooseMove(preset, scratch, throwValue, playerName as AiLevel, decision);
  for (let index = 0; index < count; index++) {
    if (levelBuffer.from[index] === move?.from && levelBuffer.to[index] === move.to) return index;
  }
  throw new Error("the level chose no legal move");
}
const rng = createRng(Number(seedText));
const games = Number(gamesText);

/** A decision where the player's move is worse than the best, and how often the games met it. */
interface Mistake {
  state: number;
  throwIndex: number;
  cost: number;
  seen: number;
  /** The successor the player took. */
  pick: number;
}
const mistakes = new Map<number, Mistake>();
let totalCost = 0;
let decisions = 0;
for (let game = 0; game < games; game++) {
  // The solver's side on square 1, each side throwing first in turn.
  walkGame(graph, startState(graph, true, game % 2 === 0), rng, ({ state, throwIndex, slot, first, count }) => {
    const random = randomInt(rng, count);
    if (state % 2 === 0 || count < 2) return random;
    const pick = choice(state, throwIndex, decisions++);
    let best = 0;
    for (let index = 0; index < count; index++) best = Math.max(best, worth(graph.successors[first + index]));
    const cost = best - worth(graph.successors[first + pick]);
    totalCost += cost;
    if (cost > 0) {
      const known = mistakes.get(slot) ?? { state, throwIndex, cost, seen: 0, pick };
      known.seen++;
      mistakes.set(slot, known);
    }
    return pick;
  });
}
process.stdout.write(`${presetName}, ${preset.pieces} a side: ${playerName} gives away ${(100 * totalCost / games).toFixed(2)} points of win chance a game (perfect-play values)\n`);
const position = emptyPosition();
const buffer = createMoveBuffer();

function kindOf(index: number): string {
  if (buffer.to[index] === OFF) return "bear off";
  if (buffer.capture[index]) return "hit";
  if (buffer.water[index]) return "water";
  if (buffer.backward[index]) return "back";
  if (buffer.from[index] === HAPPINESS) return "leave 26";
  if (buffer.to[index] === HAPPINESS) return "to 26";
  return "advance";
}

// What the mistakes cost by the kind of move played and the kind of the best move.
const byKinds = new Map<string, number>();
for (const mistake of mistakes.values()) {
  loadState(graph, mistake.state, position);
  const count = generateMoves(preset, position, outcomes[mistake.throwIndex].value, buffer);
  const first = graph.firstSuccessor[mistake.state * outcomes.length + mistake.throwIndex];
  let best = 0;
  for (let index = 1; index < count; index++) if (worth(graph.successors[first + index]) > worth(graph.successors[first + best])) best = index;
  const key = `${kindOf(mistake.pick)} instead of ${kindOf(best)}`;
  byKinds.set(key, (byKinds.get(key) ?? 0) + mistake.cost * mistake.seen);
}
for (const [key, cost] of [...byKinds.entries()].sort((x, y) => y[1] - x[1])) {
  process.stdout.write(`${key}: ${((100 * cost) / games).toFixed(2)} points a game\n`);
}
const worst = [...mistakes.values()].sort((x, y) => y.cost * y.seen - x.cost * x.seen).slice(0, 25);
for (const mistake of worst) {
  loadState(graph, mistake.state, position);
  const throwValue = outcomes[mistake.throwIndex].value;
  const count = generateMoves(preset, position, throwValue, buffer);
  const slot = mistake.state * outcomes.length + mistake.throwIndex;
  const first = graph.firstSuccessor[slot];
  const moves: string[] = [];
  for (let index = 0; index < count; index++) {
    const mark = index === mistake.pick ? "*" : "";
    moves.push(`${mark}${buffer.from[index]}-${buffer.to[index]}${buffer.capture[index] ? "x" : ""}:${(100 * worth(graph.successors[first + index])).toFixed(1)}`);
  }
  process.stdout.write(`${formatPosition(position, preset)} throw ${throwValue} seen ${mistake.seen} cost ${(100 * mistake.cost).toFixed(1)} | ${moves.join(" ")}\n`);
}
