// A whole game's turn flow: the opening ritual, throws drawn from the game's own generator,
// moves, passes, extra throws and the end. The state is plain data, so a game replays from its seed.

import { Player, Position, opponent, plainPosition, startPosition } from "./board";
import { isLocked } from "./lock";
import { Move, Outcome, applyMove, applyPass, legalMoves, mayPass } from "./moves";
import { Rng, createRng } from "./rng";
import { Throw, throwSticks } from "./throws";
import { Preset } from "./variants";

/**
 * `opening`: (antik, kendall, jequier) the player on turn throws for a 1;
 * `throw`: the player on turn throws; `move`: the player on turn plays `throwValue` or passes;
 * `over`: `winner` has borne off every piece, or (no winner) the game is locked: neither side has
 * a move for any throw, so it could never end (lock.ts), and it ends as a draw.
 */
export type Phase = "opening" | "throw" | "move" | "over";

export interface GameState {
  preset: Preset;
  position: Position;
  phase: Phase;
  /** The throw to be played while the phase is `move` (0 otherwise). */
  throwValue: number;
  winner: Player | undefined;
  /**
   * Who threw the opening's 1: in antik the side that starts; in kendall and jequier the first
   * player (`a`) or the second (`b`), who then plays the even side, `b`. Undefined before.
   */
  openingWinner: Player | undefined;
  rng: Rng;
}

/** The board of the ritual before a 1 decides it: the pieces alternate from square 1, the first player throws. */
function ritualPosition(preset: Preset): Position {
  const start = startPosition(preset);
  if (preset.start !== "afterOpening") return start;
  const board = startPosition({ ...preset, start: "alternate" }).board;
  return plainPosition(board, "a", 0, 0);
}

export function newGame(preset: Preset, seed: number): GameState {
  const ritual = preset.opening !== "none";
  return {
    preset,
    position: ritual ? ritualPosition(preset) : startPosition(preset),
    phase: ritual ? "opening" : "throw",
    throwValue: 0,
    winner: undefined,
    openingWinner: undefined,
    rng: createRng(seed),
  };
}

export function currentPlayer(state: GameState): Player {
  return state.position.side;
}

/**
 * The player on turn throws. In the opening, anything but a 1 hands the sticks over; a 1 wins the
 * start (antik: the same player throws for the first move), or (kendall, jequier) the even side,
 * whose front piece it moves: the game goes on from the preset's start, `b` to throw.
 */
export function throwForTurn(state: GameState): Throw {
  const thrown = throwSticks(state.preset, state.rng);
  if (state.phase === "opening") {
    const thrower = state.position.side;
    if (thrown.value !== 1) {
      state.position = { ...state.position, side: opponent(thrower) };
    } else {
      state.phase = "throw";
      state.openingWinner = thrower;
      if (state.preset.opening === "firstOneTakesEvenSide") state.position = startPosition(state.preset);
    }
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

/** Whether the pending throw may be passed: no move exists, or Kendall's waiting piece may stay on 27. */
export function mayPassNow(state: GameState): boolean {
  return state.phase === "move" && mayPass(state.preset, state.position, state.throwValue);
}

/**
 * Passes the pending throw; only when `mayPassNow(state)`. A locked game ends here, at its first
 * pass: a move that locks the game leaves the next throw nothing but a pass.
 */
export function passTurn(state: GameState): Outcome {
  const outcome = settle(state, applyPass(state.preset, state.position, state.throwValue));
  if (isLocked(state.preset, state.position)) state.phase = "over";
  return outcome;
}

/** The game ended with no winner: it was locked (a draw). */
export function endedLocked(state: GameState): boolean {
  return state.phase === "over" && state.winner === undefined;
}
