// A whole game's turn flow: the opening ritual, throws drawn from the game's own generator,
// moves, passes, extra throws and the end. The state is plain data, so a game replays from its seed.

import { Player, Position, opponent, startPosition } from "./board";
import { Move, Outcome, applyMove, applyPass, legalMoves } from "./moves";
import { Rng, createRng } from "./rng";
import { Throw, throwSticks } from "./throws";
import { Preset } from "./variants";

/**
 * `opening`: (antik) the player on turn throws for a 1 to win the start;
 * `throw`: the player on turn throws; `move`: the player on turn plays `throwValue` or passes;
 * `over`: `winner` has borne off every piece.
 */
export type Phase = "opening" | "throw" | "move" | "over";

export interface GameState {
  preset: Preset;
  position: Position;
  phase: Phase;
  /** The throw to be played while the phase is `move` (0 otherwise). */
  throwValue: number;
  winner: Player | undefined;
  rng: Rng;
}

export function newGame(preset: Preset, seed: number): GameState {
  return {
    preset,
    position: startPosition(preset.pieces),
    phase: preset.openingRitual ? "opening" : "throw",
    throwValue: 0,
    winner: undefined,
    rng: createRng(seed),
  };
}

export function currentPlayer(state: GameState): Player {
  return state.position.side;
}

/**
 * The player on turn throws. In the opening, a 1 wins the start (the same player then throws
 * for the first move) and anything else hands the sticks over.
 */
export function throwForTurn(state: GameState): Throw {
  const thrown = throwSticks(state.preset, state.rng);
  if (state.phase === "opening") {
    if (thrown.value === 1) state.phase = "throw";
    else state.position = { ...state.position, side: opponent(state.position.side) };
  } else {
    state.phase = "move";
    state.throwValue = thrown.value;
  }
  return thrown;
}

/** The moves for the pending throw; [] means the player must pass. */
export function currentMoves(state: GameState): Move[] {
  if (state.phase !== "move") return [];
  return legalMoves(state.preset, state.position, state.throwValue);
}

function settle(state: GameState, outcome: Outcome): Outcome {
  state.position = outcome.position;
  state.winner = outcome.winner;
  state.phase = outcome.winner !== undefined ? "over" : "throw";
  state.throwValue = 0;
  return outcome;
}

/** Plays one of `currentMoves(state)`. */
export function playMove(state: GameState, move: Move): Outcome {
  return settle(state, applyMove(state.preset, state.position, move, state.throwValue));
}

/** Passes the pending throw; only when `currentMoves(state)` is empty. */
export function passTurn(state: GameState): Outcome {
  return settle(state, applyPass(state.preset, state.position, state.throwValue));
}
