// The players a tournament can seat: the AI levels and three baselines: a random mover, a greedy
// one-ply player that takes the move with the best immediate race (its own progress minus the
// opponent's, so captures and falls into the water count), and `handmade`, the master's search
// with the hand-made evaluation instead of a learned network (to measure what the network adds).

import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { legalMoves } from "../../src/game/moves";
import { Rng, createRng, randomInt } from "../../src/game/rng";
import { chooseMove, isAiLevel } from "../../src/game/ai/index";
import { evalContextFor } from "../../src/game/ai/evaluate";
import { FULL_WEIGHTS, RACE_WEIGHTS } from "../../src/game/ai/weights";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { levelConfig } from "../../src/game/ai/levels";
import { createSearch, runSearch } from "../../src/game/ai/search";
import { ConsoleFigures, consolePlayer } from "./console-player";
import { Player, PlayerName } from "./player";

/** Nodes per call while a search runs to its end. */
const WHOLE_SEARCH = 100000;

// What a seat is lives in player.ts (console-player.ts needs it without the players).
export { PLAYER_NAMES, isPlayerName } from "./player";
export type { Player, PlayerName } from "./player";

function randomPlayer(rng: Rng): Player {
  return {
    name: "random",
    choose(preset, position, throwValue) {
      const moves = legalMoves(preset, position, throwValue);
      return moves.length === 0 ? undefined : moves[randomInt(rng, moves.length)];
    },
  };
}

function greedyPlayer(): Player {
  return {
    name: "greedy",
    choose(preset, position, throwValue) {
      const moves = legalMoves(preset, position, throwValue);
      if (moves.length === 0) return undefined;
      const buffer = createMoveBuffer();
      generateMoves(preset, position, throwValue, buffer);
      const context = evalContextFor(preset, RACE_WEIGHTS);
      return moves[onePlyChoice(context, position, throwValue, buffer, { water: false, capture: false })];
    },
  };
}

function handmadeMasterPlayer(): Player {
  const master = levelConfig("master");
  return {
    name: "handmade",
    choose(preset, position, throwValue) {
      const moves = legalMoves(preset, position, throwValue);
      if (moves.length < 2) return moves[0];
      const context = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
      // To its full depth: what the master searched before it had a work cap (its node cap then almost never bound).
      const search = createSearch(context, position, throwValue, master.depth, Infinity);
      while (!runSearch(search, WHOLE_SEARCH)) {
        // The search stops by itself at its depth.
      }
      return moves[search.chosen];
    },
  };
}

/** The Wii's timing for the AI levels: its slowness against this machine's lua5.1, and what it came to. */
export interface ConsoleTiming {
  factor: number;
  figures: ConsoleFigures;
}

/** A player; with `timing`, an AI level thinks as it would on the console. */
export function createPlayer(name: PlayerName, seed: number, timing?: ConsoleTiming): Player {
  if (name === "random") return randomPlayer(createRng(seed));
  if (name === "greedy") return greedyPlayer();
  if (name === "handmade") return handmadeMasterPlayer();
  if (!isAiLevel(name)) throw new Error(`unknown player ${name}`);
  if (timing !== undefined) return consolePlayer(name, timing.factor, timing.figures);
  return { name, choose: (preset, position, throwValue, decisionSeed) => chooseMove(preset, position, throwValue, name, decisionSeed) };
}
