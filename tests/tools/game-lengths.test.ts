// The game-lengths command counts a game's throws as the turn flow makes them (the opening's and
// those passed included), says how the game ended, and reads its figures by nearest rank.

import { describe, expect, it } from "vitest";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { legalMoves } from "../../src/game/moves";
import { OFF } from "../../src/game/board";
import { getPreset } from "../../src/game/variants";
import { GAME_THROW_CAP } from "../../tools/tournament/game-cap";
import { gameLengths, lengthGame, lengthGameSeed, lengthsRow, percentile } from "../../tools/tournament/game-lengths";
import { playCountedMatch, playMatch } from "../../tools/tournament/match";
import { Player } from "../../tools/tournament/player";

/** A player that plays the first legal move, counting the throws it is asked about. */
function firstMover(asked: { count: number }): Player {
  return {
    name: "random",
    choose(preset, position, throwValue) {
      asked.count++;
      return legalMoves(preset, position, throwValue)[0];
    },
  };
}

/** The same game by hand through the turn flow: its throws, counted one by one, and its opening's. */
function throwsByHand(seed: number): { throws: number; opening: number } {
  const preset = getPreset("antik", 1);
  const state = newGame(preset, seed);
  let throws = 0;
  let opening = 0;
  while (state.phase !== "over") {
    if (state.phase === "opening") opening++;
    const wasOpening = state.phase === "opening";
    throwForTurn(state);
    throws++;
    if (wasOpening) continue;
    const moves = currentMoves(state);
    if (moves.length === 0) passTurn(state);
    else playMove(state, legalMoves(state.preset, state.position, state.throwValue)[0]);
  }
  return { throws, opening };
}

/** A player that never wants to get anywhere: the move that ends lowest on the board. */
const staller: Player = {
  name: "random",
  choose(preset, position, throwValue) {
    const moves = legalMoves(preset, position, throwValue);
    let lowest = moves[0];
    for (const move of moves) if ((lowest.to === OFF ? 1000 : lowest.to) > (move.to === OFF ? 1000 : move.to)) lowest = move;
    return lowest;
  },
};

describe("a game's length", () => {
  it("is every throw of the turn flow, the opening's and the passes included", () => {
    const preset = getPreset("antik", 1);
    const asked = { count: 0 };
    const end = playCountedMatch(preset, { a: firstMover(asked), b: firstMover(asked) }, 3);
    const byHand = throwsByHand(3);
    expect(end.how).toBe("won");
    expect(end.throws).toBe(byHand.throws);
    // antik has an opening ritual: its throws are counted, and nobody is asked about them
    expect(byHand.opening).toBeGreaterThan(0);
    expect(end.throws).toBeGreaterThanOrEqual(asked.count + byHand.opening);
    expect(end.winner).toBe(playMatch(preset, { a: firstMover(asked), b: firstMover(asked) }, 3));
  });

  it("is GAME_THROW_CAP for a game stopped at the cap, which says so", () => {
    const end = playCountedMatch(getPreset("jequier"), { a: staller, b: staller }, 5);
    expect(end).toEqual({ winner: undefined, throws: GAME_THROW_CAP, how: "capped" });
  });

  it("is counted for each game of a series, each on its own seed", () => {
    const preset = getPreset("wii", 1);
    const lengths = gameLengths(preset, "random", 4, 2);
    expect(lengths.throws).toEqual([0, 1, 2, 3].map((game) => lengthGame(preset, "random", 2, game).throws));
    expect(new Set([0, 1, 2, 3].map((game) => lengthGameSeed(2, game))).size).toBe(4);
    expect(lengths.capped + lengths.locked).toBe(0);
  });
});

describe("the table's figures", () => {
  it("are nearest-rank percentiles, the mean rounded", () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(percentile([7], 0.9)).toBe(7);
    expect(lengthsRow("wii", { throws: [100, 300, 200, 401], capped: 1, locked: 0 })).toBe("| wii | 250 | 200 | 401 | 401 | 4 | 1 | 0 |");
  });
});
