// The last race's exact chances (each side one piece on the board): the same values as the exact
// solver of tools/train/exact.ts, converged, built a slice at a time, and used by the chance to win
// for any game whose pieces but one a side are borne off.

import { describe, expect, it } from "vitest";
import { Cell, EMPTY, Position, REBIRTH, SQUARES, WATER, plainPosition } from "../../src/game/board";
import { PRESET_NAMES, getPreset, variantName, waterKeepsPiece } from "../../src/game/variants";
import { PresetName, PresetOption } from "../../src/game/preset";
import { RACE_SWEEPS, buildRaceTable, createRaceTable, raceChance, raceTableSlices, raceTableStep } from "../../src/game/analysis/race-table";
import { chanceJudge, readyJudge, throwerChance } from "../../src/game/analysis/chance";
import { buildGraph, choicesOf, solve, stateOf } from "../../tools/train/exact";

function lastRace(squareA: number, squareB: number, side: "a" | "b", pieces: number): Position {
  const board: Cell[] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(square === squareA ? "a" : square === squareB ? "b" : EMPTY);
  return plainPosition(board, side, pieces - 1, pieces - 1);
}

describe("the last race's table", () => {
  // Every preset, and Kendall's with the options that change its moves (Starting Throw's wait: the table answers nothing while a side waits, below).
  const rules: [PresetName, PresetOption[]][] = [...PRESET_NAMES.map((name): [PresetName, PresetOption[]] => [name, []]), ["kendall", ["trap", "home-row"]]];
  for (const [name, options] of rules) {
    it(`${variantName(getPreset(name, undefined, options))}: gives every position the exact solver's chance, to 1e-6`, () => {
      const preset = getPreset(name, undefined, options);
      const table = buildRaceTable(createRaceTable(preset));
      expect(table.change).toBeLessThan(1e-7);
      const graph = buildGraph(getPreset(name, 1, options));
      const exact = solve(graph, undefined, "perfect");
      const water = waterKeepsPiece(preset);
      // Kendall's rescued piece: each side's none, or on the squares a rescue reaches with one piece a side (15, or 14 when 15 is held).
      const rescues = water ? [0, REBIRTH - 1, REBIRTH] : [0];
      let compared = 0;
      for (let squareA = 1; squareA <= SQUARES; squareA++) {
        for (let squareB = 1; squareB <= SQUARES; squareB++) {
          if (squareA === squareB || (!water && (squareA === WATER || squareB === WATER))) continue;
          for (const rescuedA of rescues) {
            for (const rescuedB of rescues) {
              if ((rescuedA !== 0 && rescuedA !== squareA) || (rescuedB !== 0 && rescuedB !== squareB)) continue;
              for (const side of ["a", "b"] as const) {
                const solverPosition = lastRace(squareA, squareB, side, 1);
                const position = lastRace(squareA, squareB, side, preset.pieces);
                solverPosition.rescuedA = position.rescuedA = rescuedA;
                solverPosition.rescuedB = position.rescuedB = rescuedB;
                const solved = exact[stateOf(graph, solverPosition)];
                const chance = raceChance(table, position);
                expect(Math.abs((side === "a" ? chance : 1 - chance) - solved)).toBeLessThan(1e-6);
                compared++;
              }
            }
          }
        }
      }
      // Without the water: 29 squares a side. With it: 30, and each side's rescued piece on 14 or 15.
      expect(compared).toBe(water ? (30 * 29 + 2 * 2 * 29 + 2 * 1) * 2 : 29 * 28 * 2);
    });
  }

  it("kendall: a piece in the water chooses the better of staying and its rescue, for either side", () => {
    const preset = getPreset("kendall");
    const table = buildRaceTable(createRaceTable(preset));
    const graph = buildGraph(getPreset("kendall", 1));
    const perfect = solve(graph, undefined, "perfect");
    // The same game with a's choice taken away (its waiting piece always rescued, the first of its two moves).
    const rescued = solve(graph, choicesOf(graph, () => 0), "perfect");
    let differs = 0;
    for (let squareB = 1; squareB <= SQUARES; squareB++) {
      if (squareB === WATER) continue;
      for (const side of ["a", "b"] as const) {
        const position = lastRace(WATER, squareB, side, preset.pieces);
        const state = stateOf(graph, lastRace(WATER, squareB, side, 1));
        const chance = raceChance(table, position);
        expect(Math.abs((side === "a" ? chance : 1 - chance) - perfect[state])).toBeLessThan(1e-6);
        if (side === "a" && Math.abs(perfect[state] - rescued[state]) > 1e-3) differs++;
      }
    }
    // The choice matters somewhere, so the table's agreement above shows it makes it.
    expect(differs).toBeGreaterThan(0);
  });

  for (const [name, slicesAnnounced] of [["wii", 900 + 3000], ["kendall", 3600 + 12000]] as const) {
    it(`${name}: is built a slice at a time, in the slices it announces, and answers nothing before it is ready`, () => {
      const table = createRaceTable(getPreset(name));
      expect(raceTableSlices(table)).toBe(slicesAnnounced);
      const position = lastRace(20, 10, "a", getPreset(name).pieces);
      let slices = 0;
      while (!raceTableStep(table)) {
        slices++;
        expect(raceChance(table, position)).toBe(-1);
      }
      expect(slices + 1).toBe(slicesAnnounced);
      expect(table.sweeps).toBe(RACE_SWEEPS);
      expect(raceChance(table, position)).toBeGreaterThan(0.5);
    });
  }

  it("answers nothing for a side still waiting for its first 1, or a rescued piece above 15", () => {
    const table = buildRaceTable(createRaceTable(getPreset("kendall", undefined, ["starting-throw"])));
    const position = lastRace(3, 10, "a", 7);
    expect(raceChance(table, position)).toBeGreaterThan(0);
    expect(raceChance(table, { ...position, waiting: true })).toBe(-1);
    expect(raceChance(table, { ...lastRace(15, 20, "a", 7), rescuedA: 15 })).toBeGreaterThan(0);
    expect(raceChance(table, { ...lastRace(16, 20, "a", 7), rescuedA: 16 })).toBe(-1);
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
