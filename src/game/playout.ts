// Plays a game to its end with a move chooser: the loop behind random games, benchmarks and
// tournaments.

import { Player, Position } from "./board";
import { GameState, currentMoves, passTurn, playMove, throwForTurn } from "./game";
import { Move, Outcome } from "./moves";
import { Throw } from "./throws";

/** One throw of a played-out game, as `observe` sees it after the throw was dealt with. */
export interface PlayoutStep {
  player: Player;
  thrown: Throw;
  /** A throw of the antik opening ritual: no move follows. */
  opening: boolean;
  /** The positions before and after the throw was dealt with. */
  before: Position;
  after: Position;
  moves: Move[];
  /** The move played, or undefined for an opening throw or a pass. */
  move: Move | undefined;
  /** The move's or the pass's outcome (undefined for an opening throw). */
  outcome: Outcome | undefined;
}

/** Picks the index of the move to play among `moves` (never empty). */
export type MoveChooser = (moves: Move[], state: GameState) => number;

/** Plays until the game is over or `maxThrows` throws were made; returns the number of throws. */
export function playOut(state: GameState, choose: MoveChooser, maxThrows: number, observe?: (step: PlayoutStep) => void): number {
  let throws = 0;
  while (state.phase !== "over" && throws < maxThrows) {
    const player = state.position.side;
    const before = state.position;
    const opening = state.phase === "opening";
    const thrown = throwForTurn(state);
    throws++;
    let moves: Move[] = [];
    let move: Move | undefined;
    let outcome: Outcome | undefined;
    if (!opening) {
      moves = currentMoves(state);
      if (moves.length === 0) {
        outcome = passTurn(state);
      } else {
        move = moves[choose(moves, state)];
        outcome = playMove(state, move);
      }
    }
    if (observe !== undefined) observe({ player, thrown, opening, before, after: state.position, moves, move, outcome });
  }
  return throws;
}
