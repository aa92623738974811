// The exact solver behind docs/ai.md's ceiling against random: its values must be the game's.

import { describe, expect, it } from "vitest";
import { EMPTY, Position, SQUARES, emptyPosition, startPosition } from "../../src/game/board";
import { newGame, throwForTurn } from "../../src/game/game";
import { getPreset } from "../../src/game/variants";
import { RACE_WEIGHTS } from "../../src/game/ai/weights";
import { agreesWithRules } from "../../tools/exact-play/cache";
import { backup, solveTable } from "../../tools/exact-play/table";
import { createPlayer } from "../../tools/tournament/players";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";
import { playMatch } from "../../tools/tournament/match";
import {
  buildGraph, choicesBy, enumeratePositions, firstSeatStarts, loadState, onePlyChoices, solve, stateOf, stateOfBoard, tournamentRate,
} from "../../tools/train/exact";

function positionWith(a: number[], b: number[], side: "a" | "b", pieces: number): Position {
  const board = [];
  for (let square = 1; square <= SQUARES; square++) board.push(a.includes(square) ? "a" : b.includes(square) ? "b" : EMPTY);
  return { board, side, offA: pieces - a.length, offB: pieces - b.length, rescuedA: 0, rescuedB: 0, waiting: false } as Position;
}

/** Greedy against random in full games through the game's own turn flow, seats swapped in pairs. */
function greedyWinRate(pieces: number, games: number): number {
  const preset = getPreset("antik", pieces);
  let wins = 0;
  for (let game = 0; game < games; game++) {
    const greedySide = game % 2 === 0 ? "a" : "b";
    const seed = 77 + Math.floor(game / 2);
    const greedy = createPlayer("greedy", seed);
    const random = createPlayer("random", seed);
    if (playMatch(preset, greedySide === "a" ? { a: greedy, b: random } : { a: random, b: greedy }, seed) === greedySide) wins++;
  }
  return wins / games;
}

describe("the exact solver against the random mover", () => {
  it("knows who starts as the game's opening ritual decides it", () => {
    const preset = getPreset("antik");
    const games = 20000;
    let firstSeat = 0;
    for (let seed = 0; seed < games; seed++) {
      const state = newGame(preset, seed);
      while (state.phase === "opening") throwForTurn(state);
      if (state.position.side === "a") firstSeat++;
    }
    const expected = firstSeatStarts(preset);
    expect(expected).toBeCloseTo(4 / 7, 12);
    expect(Math.abs(firstSeat / games - expected)).toBeLessThan(3.3 * Math.sqrt((expected * (1 - expected)) / games));
    expect(firstSeatStarts(getPreset("wii"))).toBe(1);
  });

  it("knows a side that bears off its last piece with any throw has won", () => {
    // antik: a piece on 30 bears off with any throw.
    const graph = buildGraph(getPreset("antik", 1));
    const value = solve(graph, undefined);
    expect(value[stateOf(graph, positionWith([30], [1], "a", 1))]).toBe(1);
    expect(value[stateOf(graph, positionWith([1], [30], "b", 1))]).toBe(0);
    // One piece a side leaves no choice: every player wins half the games, seats averaged.
    expect(tournamentRate(graph, value)).toBeCloseTo(0.5, 9);
  });

  const graph = buildGraph(getPreset("antik", 2));
  const best = tournamentRate(graph, solve(graph, undefined));
  const greedy = tournamentRate(graph, solve(graph, onePlyChoices(graph, RACE_WEIGHTS)));

  it("gives a fixed player's exact win rate, as played games measure it", () => {
    const games = 4000;
    const played = greedyWinRate(2, games);
    const deviation = Math.sqrt((greedy * (1 - greedy)) / games);
    expect(Math.abs(played - greedy)).toBeLessThan(3.3 * deviation);
  });

  it("finds best play well above the greedy player's, and short of certain wins", () => {
    expect(best).toBeGreaterThan(greedy + 0.05);
    expect(best).toBeLessThan(1);
  });

  it("finds the endgames of a game with more pieces: what is borne off only counts for the winner", () => {
    const fivePieces = positionWith([4, 20], [7, 25], "b", 5);
    expect(stateOfBoard(graph, fivePieces)).toBe(stateOf(graph, positionWith([4, 20], [7, 25], "b", 2)));
    expect(stateOfBoard(graph, positionWith([4, 20, 22], [7], "a", 5))).toBe(-1);
  });

  it("solves perfect play: even between two perfect players, and no better than best play against random", () => {
    const perfect = solve(graph, undefined, "perfect");
    // The rules are the same for both colours, so with the seats averaged perfect play wins half.
    expect(tournamentRate(graph, perfect)).toBeCloseTo(0.5, 9);
    const perfectAgainstRandom = tournamentRate(graph, solve(graph, choicesBy(graph, perfect)));
    expect(perfectAgainstRandom).toBeLessThanOrEqual(best + 1e-9);
    expect(perfectAgainstRandom).toBeGreaterThan(greedy);
  });
});

describe("the exact solver on a game whose positions repeat for long", () => {
  it("settles jequier with two pieces a side (plain sweeps would need over 2,000): every value is its own backup", () => {
    // Captures send pieces to the back and pieces step back: the values' changes shrink only by
    // 0.999 a sweep, and the solver mixes the sweeps (Anderson mixing) and sweeps the states where
    // the game can go on forever more often.
    const counted = { sweeps: 0 };
    const table = solveTable("jequier", 2, { counted });
    expect(counted.sweeps).toBeGreaterThan(0);
    expect(counted.sweeps).toBeLessThan(150);
    expect(agreesWithRules(table, 2000, 11)).toBe(true);
    const start = stateOf(table.positions, startPosition(getPreset("jequier", 2)));
    expect(table.value[start]).toBeGreaterThan(0);
    expect(table.value[start]).toBeLessThan(1);
    // Where the game can go on forever the backup takes the draw's share too.
    let endless = 0;
    for (let state = 0; state < table.positions.states; state++) {
      if (table.endless[state] === 0) continue;
      endless++;
      expect(Math.abs(backup(table, state) - table.value[state])).toBeLessThan(1e-8);
    }
    expect(endless).toBeGreaterThan(0);
  }, HANG_GUARD_MS);

  it("values a game that can go on forever as a draw: one solution, wherever the sweeps start", () => {
    // Without the draw, a side that can step a piece back and forth forever makes any value above
    // what moving on is worth a solution, and sweeps from 0.2 and from 0.8 settle apart.
    const graph = buildGraph(getPreset("jequier", 2));
    const fromLow = solve(graph, undefined, "perfect", { from: 0.2 });
    const fromHigh = solve(graph, undefined, "perfect", { from: 0.8 });
    let largest = 0;
    for (let state = 0; state < graph.states; state++) largest = Math.max(largest, Math.abs(fromLow[state] - fromHigh[state]));
    expect(largest).toBeLessThan(1e-6);
    // No other preset's game can go on forever: some piece always moves on.
    for (const name of ["wii", "kendall", "modern"] as const) expect(buildGraph(getPreset(name, 2)).endless.includes(1)).toBe(false);
  }, HANG_GUARD_MS);

  it("stops where every change stays small for the stop rule's patience, near the settled values", () => {
    // Jequier's three pieces a side never get below the tolerance; here a tolerance of 0 is never
    // met, so only the stalled rule can stop the sweeps.
    const graph = buildGraph(getPreset("jequier", 2));
    const settled = solve(graph, undefined, "perfect");
    const sooner = { sweeps: 0 };
    const later = { sweeps: 0 };
    const stopped = solve(graph, undefined, "perfect", { counted: sooner, stop: { tolerance: 0, stalled: 1e-7, patience: 5 } });
    solve(graph, undefined, "perfect", { counted: later, stop: { tolerance: 0, stalled: 1e-7, patience: 15 } });
    // The changes stayed under 1e-7 from the same sweep on in both: the longer patience waited 10 more.
    expect(later.sweeps - sooner.sweeps).toBe(10);
    let largest = 0;
    for (let state = 0; state < graph.states; state++) largest = Math.max(largest, Math.abs(stopped[state] - settled[state]));
    expect(largest).toBeLessThan(1e-5);
    expect(largest).toBeGreaterThan(0);
  }, HANG_GUARD_MS);
});

describe("the exact solver on Kendall's water", () => {
  const kendall = getPreset("kendall", 2);
  const table = solveTable("kendall", 2);
  const positions = table.positions;

  it("numbers a piece waiting on 27 and a side's rescued piece, each state found again from its position", () => {
    const position = emptyPosition();
    for (let state = 0; state < positions.states; state += 7) {
      loadState(positions, state, position);
      expect(stateOf(positions, position)).toBe(state);
    }
    // Rescued pieces stand on 15 down to 16 - 2 * pieces: a state of their own.
    expect(positions.rescueLow).toBe(12);
    expect(positions.states).toBeGreaterThan(2 * positions.pairs);
    const waiting = positionWith([27, 3], [29], "a", 2);
    const plain = stateOf(positions, waiting);
    const rescued = { ...positionWith([15, 3], [29], "b", 2), rescuedA: 15 };
    const code = stateOf(positions, rescued);
    expect(code).toBeGreaterThanOrEqual(2 * positions.pairs);
    loadState(positions, code, position);
    expect([position.rescuedA, position.rescuedB, position.side]).toEqual([15, 0, "b"]);
    expect(plain).toBeLessThan(2 * positions.pairs);
    expect(stateOfBoard(positions, { ...rescued, rescuedA: 3 })).toBe(-1);
    expect(() => enumeratePositions(getPreset("kendall", 2, ["starting-throw"]))).toThrow();
  });

  it("builds every move's outcome and solves it: every value is its backup through the rules engine, the stay in the water included", () => {
    expect(agreesWithRules(table, 3000, 5)).toBe(true);
    const small = solveTable("kendall", 1);
    for (let state = 0; state < small.positions.states; state++) expect(Math.abs(backup(small, state) - small.value[state])).toBeLessThan(1e-8);
    // A piece on 27, b's on 29: a leaving it there (0.1) does better than rescuing it (0.068 with the other throws' best).
    expect(small.value[stateOf(small.positions, positionWith([27], [29], "a", 1))]).toBeCloseTo(0.1, 6);
    expect(kendall.waterLanding).toBe("stays");
  });
});
