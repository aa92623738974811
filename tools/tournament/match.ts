// One game between two players through the game's own turn flow: the opening ritual, throws from
// the game's generator, passes, extra throws. A player's move is checked against the legal ones.

import { Player as Side } from "../../src/game/board";
import { GameState, currentMoves, endedLocked, mayPassNow, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { Move } from "../../src/game/moves";
import { Preset } from "../../src/game/variants";
import { GAME_THROW_CAP } from "./game-cap";
import { Player } from "./players";

/**
 * Sees every decision with two or more moves before the chosen one (its index) is played; a
 * choice between leaving Kendall's waiting piece on 27 and moving it is not shown.
 */
export type Observer = (state: GameState, moves: Move[], chosen: number) => void;

/** How a game ended: its winner (undefined: a draw), and how. */
export interface MatchEnd {
  winner: Side | undefined;
  /** Every throw of the game, the opening's and those passed included. */
  throws: number;
  /** `won`, `locked` (src/game/lock.ts) or `capped` (stopped at GAME_THROW_CAP). */
  how: "won" | "locked" | "capped";
}

/** Plays a game from `seed` to the end; returns the winner, or undefined where it locked or reached GAME_THROW_CAP (a draw). */
export function playMatch(preset: Preset, players: { [side in Side]: Player }, seed: number, observe?: Observer): Side | undefined {
  return playCountedMatch(preset, players, seed, observe).winner;
}

/** playMatch's game, with its length in throws and how it ended. */
export function playCountedMatch(preset: Preset, players: { [side in Side]: Player }, seed: number, observe?: Observer): MatchEnd {
  const state = newGame(preset, seed);
  let decisions = 0;
  let throws = 0;
  for (; state.phase !== "over" && throws < GAME_THROW_CAP; throws++) {
    const opening = state.phase === "opening";
    throwForTurn(state);
    if (opening) continue;
    const moves = currentMoves(state);
    if (moves.length === 0) {
      passTurn(state);
      continue;
    }
    const player = players[state.position.side];
    const move = player.choose(state.preset, state.position, state.throwValue, seed * 1000 + decisions++);
    if (move === undefined) {
      if (!mayPassNow(state)) throw new Error(`${player.name} passed with a legal move`);
      passTurn(state);
      continue;
    }
    const chosen = moves.findIndex((candidate) => candidate.from === move.from && candidate.to === move.to);
    if (chosen < 0) throw new Error(`${player.name} chose an illegal move`);
    if (observe !== undefined && moves.length > 1) observe(state, moves, chosen);
    playMove(state, moves[chosen]);
  }
  const how = state.phase !== "over" ? "capped" : endedLocked(state) ? "locked" : "won";
  return { winner: state.winner, throws, how };
}
