// A pairing's games: two players on the same throws, the seats swapped in pairs so that each
// starts half of them, optionally thinking on the Wii's clock; and the 95% Wilson interval of a
// win rate. What the tournament and the ladder's table play.

import { Preset } from "../../src/game/variants";
import { ConsoleTiming, PlayerName, createPlayer } from "./players";
import { playMatch } from "./match";

const Z95 = 1.96;

/** The seed of game `game` of a pairing begun with `seed`: the two games of a pair share it. */
export function pairingGameSeed(seed: number, game: number): number {
  return seed * 1000003 + Math.floor(game / 2);
}

/** Plays game `game` of a pairing; true when `first` wins (seated as a in even games, as b in odd ones). */
export function firstWins(preset: Preset, first: PlayerName, second: PlayerName, seed: number, game: number, timing?: ConsoleTiming): boolean {
  const gameSeed = pairingGameSeed(seed, game);
  const firstSide = game % 2 === 0 ? "a" : "b";
  const players = {
    a: createPlayer(firstSide === "a" ? first : second, gameSeed * 2 + 1, timing),
    b: createPlayer(firstSide === "a" ? second : first, gameSeed * 2 + 2, timing),
  };
  return playMatch(preset, players, gameSeed) === firstSide;
}

/** The wins of `first` over `games` games of a pairing. */
export function pairingWins(preset: Preset, first: PlayerName, second: PlayerName, games: number, seed: number, timing?: ConsoleTiming): number {
  let wins = 0;
  for (let game = 0; game < games; game++) if (firstWins(preset, first, second, seed, game, timing)) wins++;
  return wins;
}

/** The 95% Wilson score interval of a win rate. */
export function wilson(wins: number, games: number): [number, number] {
  const rate = wins / games;
  const zz = Z95 * Z95;
  const centre = (rate + zz / (2 * games)) / (1 + zz / games);
  const half = (Z95 / (1 + zz / games)) * Math.sqrt((rate * (1 - rate)) / games + zz / (4 * games * games));
  return [centre - half, centre + half];
}
