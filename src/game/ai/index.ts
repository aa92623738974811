// STAND-IN for the AI's public API until the real search lands in main: the first legal move,
// ready after one slice. The app codes against exactly this API.

import { Position } from "../board";
import { Move, legalMoves } from "../moves";
import { Preset } from "../variants";

export type AiLevel = "easy" | "medium" | "hard" | "master";
export const AI_LEVELS: AiLevel[] = ["easy", "medium", "hard", "master"];

export interface AiThinking {
  preset: Preset;
  position: Position;
  throwValue: number;
  ready: boolean;
  move: Move | undefined;
}

/** How much work one frame's slice may do (stand-in: any positive number). */
export const SLICE_BUDGET = 1;

export function startThinking(preset: Preset, position: Position, throwValue: number, level: AiLevel, seed: number): AiThinking {
  return { preset, position, throwValue, ready: false, move: undefined };
}

/** Does one slice of work; true when the decision is ready. */
export function continueThinking(thinking: AiThinking, budget: number): boolean {
  if (!thinking.ready) {
    const moves = legalMoves(thinking.preset, thinking.position, thinking.throwValue);
    thinking.move = moves.length > 0 ? moves[0] : undefined;
    thinking.ready = true;
  }
  return true;
}

/** The chosen move; undefined means the player must pass. */
export function decision(thinking: AiThinking): Move | undefined {
  return thinking.move;
}
