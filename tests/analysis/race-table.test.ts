// The last race's exact chances (each side one piece on the board): the same values as the exact
// solver of tools/train/exact.ts, converged, built a slice at a time, and used by the chance to win
// for any game whose pieces but one a side are borne off.

import { describe, expect, it } from "vitest";
import { Cell, EMPTY, Position, SQUARES, WATER, plainPosition } from "../../src/game/board";
import { PRESET_NAMES, getPreset, waterKeepsPiece } from "../../src/game/variants";
import { RACE_SWEEPS, RACE_TABLE_SLICES, buildRaceTable, createRaceTable, raceChance, raceTableStep } from "../../src/game/analysis/race-table";
import { chanceJudge, readyJudge, throwerChance } from "../../src/game/analysis/chance";
import { buildGraph, solve, stateOf } from "../../tools/train/exact";

function lastRace(squareA: number, squareB: number, side: "a" | "b", pieces: number): Position {
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(square === squareA ? "a" : square === squareB ? "b" : EMPTY);
  return plainPosition(board, side, pieces - 1, pieces - 1);
}

describe("the last race's table", () => {
  for (const name of PRESET_NAMES) {
    it(`${name}: gives every position the exact solver's chance, to 1e-6 (kendall: has no table)`, () => {
      if (waterKeepsPiece(getPreset(name))) {
        // A piece in the water chooses to stay or to be rescued: no race of chance alone.
        const table = createRaceTable(getPreset(name));
        expect(table.ready && !table.exact).toBe(true);
        expect(raceChance(table, lastRace(20, 10, "a", getPreset(name).pieces))).toBe(-1);
        return;
      }
      const table = buildRaceTable(createRaceTable(getPreset(name)));
      expect(table.change).toBeLessThan(1e-7);
      const graph = buildGraph(getPreset(name, 1));
      const exact = solve(graph, undefined, "perfect");
      let compared = 0;
      for (let squareA = 1; squareA <= SQUARES; squareA++) {
        for (let squareB = 1; squareB <= SQUARES; squareB++) {
          if (squareA === squareB || squareA === WATER || squareB === WATER) continue;
          for (const side of ["a", "b"] as const) {
            const solved = exact[stateOf(graph, lastRace(squareA, squareB, side, 1))];
            const chance = raceChance(table, lastRace(squareA, squareB, side, getPreset(name).pieces));
            expect(Math.abs((side === "a" ? chance : 1 - chance) - solved)).toBeLessThan(1e-6);
            compared++;
          }
        }
      }
      expect(compared).toBe(29 * 28 * 2);
    });
  }

  it("is built a slice at a time, in the slices it announces, and answers nothing before it is ready", () => {
    const table = createRaceTable(getPreset("wii"));
    const position = lastRace(20, 10, "a", 5);
    let slices = 0;
    while (!raceTableStep(table)) {
      slices++;
      expect(raceChance(table, position)).toBe(-1);
    }
    expect(slices + 1).toBe(RACE_TABLE_SLICES);
    expect(table.sweeps).toBe(RACE_SWEEPS);
    expect(raceChance(table, position)).toBeGreaterThan(0.5);
  });

  it("answers only the last race: one piece a side on the board", () => {
    const table = buildRaceTable(createRaceTable(getPreset("antik")));
    const twoPieces = lastRace(20, 10, "a", 5);
    twoPieces.board[4] = "a";
    twoPieces.offA = 3;
    expect(raceChance(table, twoPieces)).toBe(-1);
    expect(raceChance(table, lastRace(20, 10, "b", 5))).toBeGreaterThan(0);
  });

  it("is what the chance to win says in the last race, whoever throws", () => {
    const judge = readyJudge(chanceJudge(getPreset("egyptian")));
    const table = buildRaceTable(createRaceTable(getPreset("egyptian")));
    for (const [squareA, squareB] of [[3, 25], [26, 28], [15, 14]]) {
      for (const side of ["a", "b"] as const) {
        const position = lastRace(squareA, squareB, side, 7);
        expect(throwerChance(judge, position)).toBe(raceChance(table, position));
      }
    }
  });
});
