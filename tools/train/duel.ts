// Quick matches for the trainers: two move choosers over the fast move generator, seats swapped
// every other game on the same throws. The opening ritual is replaced by a fair coin for who starts,
// so these are estimates for training; the tournament command gives the real figures. A game that
// reaches GAME_THROW_CAP throws (tools/tournament/game-cap.ts) stops there and counts as a draw, as
// does a locked one (src/game/lock.ts), at once.

import { Player, Position, startPosition, winnerOf } from "../../src/game/board";
import { isLocked } from "../../src/game/lock";
import { MoveBuffer, Undo, createMoveBuffer, createUndo, generateMoves, makeMove, sideAfterPass } from "../../src/game/movebuffer";
import { Rng, createRng, randomInt } from "../../src/game/rng";
import { throwSticks } from "../../src/game/throws";
import { Preset } from "../../src/game/variants";
import { evalContextFor } from "../../src/game/ai/evaluate";
import { onePlyChoice } from "../../src/game/ai/oneply";
import { RACE_WEIGHTS } from "../../src/game/ai/weights";
import { GAME_THROW_CAP } from "../tournament/game-cap";

/** Picks the index of a move in `moves` (which holds `count` > 0 moves) for the side on throw. */
export type Duelist = (position: Position, throwValue: number, moves: MoveBuffer, count: number) => number;

export function randomDuelist(rng: Rng): Duelist {
  return (_position, _throwValue, _moves, count) => randomInt(rng, count);
}

export function greedyDuelist(preset: Preset): Duelist {
  const context = evalContextFor(preset, RACE_WEIGHTS);
  return (position, throwValue, moves) => onePlyChoice(context, position, throwValue, moves, { water: false, capture: false });
}

/** Plays `position` to the end in place, each side with its own duelist; returns the winner (undefined: locked, or stopped at the cap). */
export function playToEnd(preset: Preset, position: Position, forA: Duelist, forB: Duelist, rng: Rng): Player | undefined {
  const buffer = createMoveBuffer();
  const undo: Undo = createUndo();
  for (let throws = 0; throws < GAME_THROW_CAP; throws++) {
    const winner = winnerOf(position, preset.pieces);
    if (winner !== undefined) return winner;
    const throwValue = throwSticks(preset, rng).value;
    const count = generateMoves(preset, position, throwValue, buffer);
    if (count === 0) {
      position.side = sideAfterPass(preset, position, throwValue);
      if (isLocked(preset, position)) return undefined;
    } else makeMove(preset, position, buffer, (position.side === "a" ? forA : forB)(position, throwValue, buffer, count), throwValue, undo);
  }
  return undefined;
}

/** The start position, with a coin for who throws first where the preset has an opening ritual. */
export function startWithCoin(preset: Preset, rng: Rng): Position {
  const position = startPosition(preset);
  if (preset.opening === "firstOneStarts" && randomInt(rng, 2) === 1) position.side = "b";
  return position;
}

/** A whole game from the start; its winner, undefined where it stopped at the cap. */
export function playGame(preset: Preset, first: Duelist, second: Duelist, firstSeat: Player, rng: Rng): Player | undefined {
  const position = startWithCoin(preset, rng);
  return firstSeat === "a" ? playToEnd(preset, position, first, second, rng) : playToEnd(preset, position, second, first, rng);
}

/** The first duelist's win rate in percent over `games` games (a game stopped at the cap: half a win). */
export function duel(preset: Preset, first: Duelist, second: Duelist, games: number, seed: number): number {
  let wins = 0;
  for (let game = 0; game < games; game++) {
    const seat: Player = game % 2 === 0 ? "a" : "b";
    const winner = playGame(preset, first, second, seat, createRng(seed * 1000003 + Math.floor(game / 2)));
    if (winner === undefined) wins += 0.5;
    else if (winner === seat) wins++;
  }
  return (100 * wins) / games;
}
