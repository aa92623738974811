// The players a tournament can seat: the AI levels and three baselines: a random mover, a greedy
// one-ply player that takes the move with the best immediate race (its own progress minus the
// opponent's, so captures and falls into the water count), and `handmade`, the master's search
// with the hand-made evaluation instead of a learned network (to measure what the network adds).

import { createMoveBuffer, generateMoves } from "../../src/game/movebuffer";
import { bufferedMove } from "../../src/game/moves";
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

// A player's choice is a move, or undefined for a pass: where Kendall's water lets a waiting
// piece stay on 27, the move generator's buffer holds that stay as a move of its own, which
// bufferedMove turns into the pass.

function randomPlayer(rng: Rng): Player {
  return {
    name: "random",
    choose(preset, position, throwValue) {
      const buffer = createMoveBuffer();
      const count = generateMoves(preset, position, throwValue, buffer);
      return count === 0 ? undefined : bufferedMove(buffer, randomInt(rng, count));
    },
  };
}

function greedyPlayer(): Player {
  return {
    name: "greedy",
    choose(preset, position, throwValue) {
      const buffer = createMoveBuffer();
      if (generateMoves(preset, position, throwValue, buffer) === 0) return undefined;
      const context = evalContextFor(preset, RACE_WEIGHTS);
      return bufferedMove(buffer, onePlyChoice(context, position, throwValue, buffer, { water: false, capture: false }));
    },
  };
}

function handmadeMasterPlayer(): Player {
  const master = levelConfig("master");
  return {
    name: "handmade",
    choose(preset, position, throwValue) {
      const buffer = createMoveBuffer();
      const count = generateMoves(preset, position, throwValue, buffer);
      if (count < 2) return count === 0 ? undefined : bufferedMove(buffer, 0);
      const context = evalContextFor(preset, FULL_WEIGHTS[preset.name]);
      // To its full depth: what the master searched before it had a work cap (its node cap then almost never bound).
      const search = createSearch(context, position, throwValue, master.depth, Infinity);
      while (!runSearch(search, WHOLE_SEARCH)) {
        // The search stops by itself at its depth.
      }
      return bufferedMove(buffer, search.chosen);
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
