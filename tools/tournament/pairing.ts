// A pairing's games: two players on the same throws, the seats swapped in pairs so that each
// starts half of them, optionally thinking on the Wii's clock; and the 95% Wilson interval of a
// win rate. What the tournament and the ladder's table play.

import { Preset } from "../../src/game/variants";
import { ConsoleTiming, PlayerName, createPlayer } from "./players";
import { GAME_THROW_CAP } from "./game-cap";
import { playMatch } from "./match";

/** What a game stopped at the cap scores for each player. */
const DRAW = 0.5;

const Z95 = 1.96;

/** The seed of game `game` of a pairing begun with `seed`: the two games of a pair share it. */
export function pairingGameSeed(seed: number, game: number): number {
  return seed * 1000003 + Math.floor(game / 2);
}

/**
 * Plays game `game` of a pairing: what `first` scores (seated as a in even games, as b in odd
 * ones), 1 for a win, 0 for a loss, a half where the game reached GAME_THROW_CAP or locked.
 */
export function firstScore(preset: Preset, first: PlayerName, second: PlayerName, seed: number, game: number, timing?: ConsoleTiming): number {
  const gameSeed = pairingGameSeed(seed, game);
  const firstSide = game % 2 === 0 ? "a" : "b";
  const players = {
    a: createPlayer(firstSide === "a" ? first : second, gameSeed * 2 + 1, timing),
    b: createPlayer(firstSide === "a" ? second : first, gameSeed * 2 + 2, timing),
  };
  const winner = playMatch(preset, players, gameSeed);
  if (winner === undefined) return DRAW;
  return winner === firstSide ? 1 : 0;
}

export interface PairingResult {
  /** The wins of the first player, a half for each game stopped at the cap. */
  wins: number;
  /** The games stopped at GAME_THROW_CAP, or locked (src/game/lock.ts: no preset's play has been seen to lock). */
  capped: number;
}

/** The games of a pairing: the first player's wins and the games stopped at the cap. */
export function pairingResult(preset: Preset, first: PlayerName, second: PlayerName, games: number, seed: number, timing?: ConsoleTiming): PairingResult {
  const result: PairingResult = { wins: 0, capped: 0 };
  for (let game = 0; game < games; game++) {
    const score = firstScore(preset, first, second, seed, game, timing);
    result.wins += score;
    if (score === DRAW) result.capped++;
  }
  return result;
}

/** The wins of `first` over `games` games of a pairing (a half for each game stopped at the cap). */
export function pairingWins(preset: Preset, first: PlayerName, second: PlayerName, games: number, seed: number, timing?: ConsoleTiming): number {
  return pairingResult(preset, first, second, games, seed, timing).wins;
}

/** A note under a table for the games stopped at the cap; empty where none was. */
export function cappedNote(capped: number, label: string): string {
  if (capped === 0) return "";
  return `${label}: ${capped} game${capped === 1 ? "" : "s"} reached the cap of ${GAME_THROW_CAP} throws (or locked) and count as draws (half a win each)\n`;
}

/** The 95% Wilson score interval of a win rate. */
export function wilson(wins: number, games: number): [number, number] {
  const rate = wins / games;
  const zz = Z95 * Z95;
  const centre = (rate + zz / (2 * games)) / (1 + zz / games);
  const half = (Z95 / (1 + zz / games)) * Math.sqrt((rate * (1 - rate)) / games + zz / (4 * games * games));
  return [centre - half, centre + half];
}
