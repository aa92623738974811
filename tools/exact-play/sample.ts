// The decisions the exact grading judges players on: positions reached in play. Games of the
// preset's own pieces are played between the given players, every pairing in turn with either
// seat, on seeded throws; every decision with two moves or more where neither side has more than
// a table's pieces on the board is kept, as the game met it (position and throw).

import { Position, clonePosition } from "../../src/game/board";
import { Preset } from "../../src/game/variants";
import { playMatch } from "../tournament/match";
import { Player, PlayerName, createPlayer } from "../tournament/players";
import { piecesOnBoard } from "./table";

export interface SampledDecision {
  position: Position;
  throwValue: number;
  /** The larger side's pieces on the board (`piecesOnBoard`). */
  pieces: number;
  /** The game it came from, counted from 0. */
  game: number;
}

/** The two players of game `game`: every ordered pair of `players` in turn. */
export function pairing(players: PlayerName[], game: number): [PlayerName, PlayerName] {
  const count = players.length;
  return [players[game % count], players[Math.floor(game / count) % count]];
}

/** Seats a player by its name and seed. */
export type Seat = (name: PlayerName, seed: number) => Player;

/**
 * The decisions of `games` games between `players` with at most `maxPieces` a side on the board;
 * `seat` makes a player of a name.
 */
export function drawDecisions(preset: Preset, players: PlayerName[], games: number, seed: number, maxPieces: number, seat: Seat = createPlayer): SampledDecision[] {
  const decisions: SampledDecision[] = [];
  for (let game = 0; game < games; game++) {
    const gameSeed = seed * 1000003 + game;
    const [first, second] = pairing(players, game);
    const seated = { a: seat(first, 2 * gameSeed + 1), b: seat(second, 2 * gameSeed + 2) };
    playMatch(preset, seated, gameSeed, (state) => {
      const pieces = piecesOnBoard(state.position);
      if (pieces <= maxPieces) decisions.push({ position: clonePosition(state.position), throwValue: state.throwValue, pieces, game });
    });
  }
  return decisions;
}
