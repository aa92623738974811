// The exact grading behind docs/ai.md's table against perfect play: the tables, the decisions drawn
// from games, and the losses measured against exact values, on a small sample (two pieces a side).

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EMPTY, Position, SQUARES, opponent, winnerOf } from "../../src/game/board";
import { createRng } from "../../src/game/rng";
import { legalMoves } from "../../src/game/moves";
import { getPreset } from "../../src/game/variants";
import { MASTER_WORK_CAP } from "../../src/game/ai/levels";
import { agreesWithRules, cachedTable } from "../../tools/exact-play/cache";
import { analysisChooser, exactChooser, handMade, levelChooser, searchChooser } from "../../tools/exact-play/choosers";
import { createPlayer } from "../../tools/tournament/players";
import {
  Chooser, choicesOf, disagreement, exactChancesOf, gradeChooser, inTable, lossOf, meanLoss, moveChances, notBestShare,
} from "../../tools/exact-play/grade";
import { Seat, drawDecisions, pairing } from "../../tools/exact-play/sample";
import { exactChance, exactValue, piecesOnBoard, positionOfState, randomTablePositions, solveTable } from "../../tools/exact-play/table";
import { CHECKPOINT_EVERY, stateOf } from "../../tools/train/exact";

function positionWith(a: number[], b: number[], side: "a" | "b", pieces: number): Position {
  const board = [];
  for (let square = 1; square <= SQUARES; square++) board.push(a.includes(square) ? "a" : b.includes(square) ? "b" : EMPTY);
  return { board, side, offA: pieces - a.length, offB: pieces - b.length, rescuedA: 0, rescuedB: 0, waiting: false } as Position;
}

function expectClose(values: Float64Array, expected: Float64Array): void {
  expect(values.length).toBe(expected.length);
  let largest = 0;
  for (let state = 0; state < values.length; state++) largest = Math.max(largest, Math.abs(values[state] - expected[state]));
  expect(largest).toBeLessThan(1e-8);
}

const preset = getPreset("antik");
const table = solveTable("antik", 2);
// Games of two cheap levels (one ply): a few hundred decisions in a second.
const decisions = drawDecisions(preset, ["casual", "expert"], 60, 5, 2);

describe("the exact table of a preset's endgames", () => {
  it("solves the game the rules make: every value sampled equals its backup through the rules engine", () => {
    expect(agreesWithRules(table, 3000, 7)).toBe(true);
    const shifted = { ...table, value: table.value.map((value) => Math.min(1, value + 0.001)) };
    expect(agreesWithRules(shifted, 3000, 7)).toBe(false);
  });

  it("gives a game of five pieces a side the small game's values: what is borne off counts only for the winner", () => {
    const five = positionWith([4, 20], [7, 25], "b", 5);
    const two = positionWith([4, 20], [7, 25], "b", 2);
    expect(exactChance(table, five, "a")).toBe(table.value[stateOf(table.positions, two)]);
    expect(exactChance(table, five, "b")).toBe(1 - table.value[stateOf(table.positions, two)]);
    expect(exactChance(table, positionWith([4, 20, 22], [7], "a", 5), "a")).toBeUndefined();
    expect(exactChance(table, positionWith([], [7], "b", 5), "a")).toBe(1);
    expect(exactChance(table, positionWith([], [7], "b", 5), "b")).toBe(0);
    expect(piecesOnBoard(positionWith([4, 20, 22], [7], "a", 5))).toBe(3);
  });

  it("gives a state of the table as a position of a bigger game, its value unchanged", () => {
    for (const state of [0, 1, 17, 1234, table.positions.states - 1]) {
      const position = positionOfState(table, state, 5);
      expect(5 - position.offA).toBe(position.board.filter((cell) => cell === "a").length);
      expect(5 - position.offB).toBe(position.board.filter((cell) => cell === "b").length);
      expect(exactChance(table, position, "a")).toBe(table.value[state]);
    }
  });

  it("draws its states as positions of a bigger game, each a game under way, valued on a network's scale", () => {
    const drawn = randomTablePositions(table, 200, 5, createRng(3));
    expect(drawn).toHaveLength(200);
    expect(new Set(drawn.map((position) => position.board.join("") + position.side)).size).toBeGreaterThan(150);
    for (const position of drawn) {
      expect(winnerOf(position, 5)).toBeUndefined();
      const chance = exactChance(table, position, position.side) as number;
      expect(exactValue(table, position, position.side)).toBe(2 * chance - 1);
      expect(exactValue(table, position, opponent(position.side))).toBeCloseTo(1 - 2 * chance, 12);
    }
    expect(exactValue(table, positionWith([4, 20, 22], [7], "a", 5), "a")).toBeUndefined();
  });

  it("is read back from its file, and solved again when the file is damaged", () => {
    const dir = mkdtempSync(join(tmpdir(), "exact-play-"));
    const lines: string[] = [];
    const log = (line: string): number => lines.push(line);
    try {
      const solved = cachedTable("antik", 1, dir, log);
      expect(lines).toHaveLength(1);
      const read = cachedTable("antik", 1, dir, log);
      expect(lines).toHaveLength(1);
      expect(read.value).toEqual(solved.value);
      const path = join(dir, "antik-1.f64");
      const bytes = readFileSync(path);
      new Float64Array(bytes.buffer, bytes.byteOffset, bytes.length / 8).fill(0.5);
      writeFileSync(path, bytes);
      expect(cachedTable("antik", 1, dir, log).value).toEqual(solved.value);
      expect(lines[1]).toContain("does not solve today's rules");
      writeFileSync(path, bytes.subarray(8));
      expect(cachedTable("antik", 1, dir, log).value).toEqual(solved.value);
      expect(lines).toHaveLength(5);
      expect(lines[3]).toContain("does not solve today's rules");
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("keeps a solve's values as it goes and goes on from them after a stop, wherever they stood", () => {
    const kept: number[] = [];
    const solved = solveTable("antik", 1, { checkpoint: (values, sweep) => kept.push(sweep, values.length) });
    expect(kept.slice(0, 2)).toEqual([CHECKPOINT_EVERY, solved.positions.states]);
    // Started from its own solution, a solve settles in one sweep.
    const counted = { sweeps: 0 };
    expectClose(solveTable("antik", 1, { from: solved.value, counted }).value, solved.value);
    expect(counted.sweeps).toBe(1);
    expect(() => solveTable("antik", 1, { from: solved.value.subarray(1) })).toThrow("starting values");

    const dir = mkdtempSync(join(tmpdir(), "exact-play-"));
    const lines: string[] = [];
    const log = (line: string): number => lines.push(line);
    const partial = join(dir, "antik-1.partial.f64");
    try {
      writeFileSync(partial, new Uint8Array(new Float64Array(solved.positions.states).fill(0.3).buffer));
      expectClose(cachedTable("antik", 1, dir, log).value, solved.value);
      expect(lines[1]).toContain("going on from the values in");
      expect(existsSync(partial)).toBe(false);
      rmSync(join(dir, "antik-1.f64"));
      // A file of other positions, or of values no chance can take, is not started from.
      writeFileSync(partial, new Uint8Array(new Float64Array(solved.positions.states + 1).fill(0.3).buffer));
      expectClose(cachedTable("antik", 1, dir, log).value, solved.value);
      writeFileSync(partial, new Uint8Array(new Float64Array(solved.positions.states).fill(Number.NaN).buffer));
      rmSync(join(dir, "antik-1.f64"));
      expectClose(cachedTable("antik", 1, dir, log).value, solved.value);
      expect(lines.filter((line) => line.includes("starting afresh"))).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe("Kendall's table and a bigger game's rescued pieces", () => {
  it("holds a decision only where every move's outcome is in the table: a game of seven rescues lower than one of one", () => {
    const kendall = getPreset("kendall");
    const small = solveTable("kendall", 1);
    expect(small.positions.rescueLow).toBe(14);
    // b to move; a's rescued piece, on 12 or 15, waits for a's next throw.
    const decision = (rescued: number) => ({ position: { ...positionWith([rescued], [3], "b", 7), rescuedA: rescued }, throwValue: 2, pieces: 1, game: 0 });
    expect(legalMoves(kendall, decision(12).position, 2)).toHaveLength(1);
    expect(inTable(small, kendall, decision(15))).toBe(true);
    expect(inTable(small, kendall, decision(12))).toBe(false);
  });
});

describe("the decisions drawn from games", () => {
  it("pairs every ordered pair of players in turn", () => {
    const seen = new Set<string>();
    for (let game = 0; game < 9; game++) seen.add(pairing(["casual", "club", "expert"], game).join("-"));
    expect(seen.size).toBe(9);
  });

  it("keeps the decisions of two moves or more with at most the table's pieces a side, the same every run", () => {
    expect(decisions.length).toBeGreaterThan(100);
    for (const decision of decisions) {
      expect(legalMoves(preset, decision.position, decision.throwValue).length).toBeGreaterThan(1);
      expect(decision.pieces).toBe(piecesOnBoard(decision.position));
      expect(decision.pieces).toBeLessThanOrEqual(2);
    }
    expect(new Set(decisions.map((decision) => decision.game)).size).toBeGreaterThan(30);
    expect(drawDecisions(preset, ["casual", "expert"], 60, 5, 2)).toEqual(decisions);
    expect(drawDecisions(preset, ["casual", "expert"], 60, 6, 2)).not.toEqual(decisions);
  });

  it("seats the players its caller makes", () => {
    const seated: string[] = [];
    const seat: Seat = (name, seed) => {
      seated.push(name);
      return createPlayer(name === "expert" ? "random" : name, seed);
    };
    const played = drawDecisions(preset, ["casual", "expert"], 60, 5, 2, seat);
    expect(new Set(seated)).toEqual(new Set(["casual", "expert"]));
    expect(played).not.toEqual(decisions);
  });
});

describe("a player graded against the exact values", () => {
  it("loses what its move gives away against the best one", () => {
    expect(lossOf([0.3, 0.7, 0.65], 0)).toBeCloseTo(0.4, 12);
    expect(lossOf([0.3, 0.7, 0.65], 2)).toBeCloseTo(0.05, 12);
    expect(lossOf([0.3, 0.7, 0.65], 1)).toBe(0);
    // Within the solve's precision, equal chances are equally best.
    expect(lossOf([0.3, 0.7, 0.7 - 1e-9], 2)).toBe(0);
  });

  it("prices a move by the chance it leaves the side that plays it, in a game of five pieces a side", () => {
    // antik: no extra throws; a piece on 30 bears off with any throw.
    const position = positionWith([5], [10, 30], "b", 5);
    const moves = legalMoves(preset, position, 1);
    expect(moves.map((move) => move.from)).toEqual([10, 30]);
    const chances = moveChances(table, preset, position, 1, moves);
    expect(chances[0]).toBe(1 - table.value[stateOf(table.positions, positionWith([5], [11, 30], "a", 2))]);
    expect(chances[1]).toBe(1 - table.value[stateOf(table.positions, positionWith([5], [10], "a", 2))]);
  });

  const grade = (chooser: Chooser) => gradeChooser(table, preset, decisions, chooser, 1)[2];
  const perfect = grade(exactChooser(table, "best"));
  const worst = grade(exactChooser(table, "worst"));

  it("gives a perfect player no loss and no decision that is not best", () => {
    expect(perfect.decisions).toBe(decisions.length);
    expect(perfect.lost).toBe(0);
    expect(perfect.notBest).toBe(0);
  });

  it("gives the worst player, and a weak level, a loss", () => {
    expect(notBestShare(worst)).toBeGreaterThan(0.5);
    expect(meanLoss(worst)).toBeGreaterThan(0.02);
    const casual = grade(levelChooser("casual"));
    expect(meanLoss(casual)).toBeGreaterThan(0);
    expect(meanLoss(casual)).toBeLessThan(meanLoss(worst));
    expect(casual.notBest).toBeLessThan(worst.notBest);
  });

  it("counts where two players choose differently, and which one's move is exactly the better", () => {
    const chances = [[0.3, 0.7], [0.5, 0.5], [0.2, 0.4, 0.9], [0.6, 0.1]];
    expect(disagreement(chances, [1, 0, 1, 0], [0, 1, 2, 0])).toEqual({ differ: 3, firstBetter: 1, secondBetter: 1 });
    const exact = exactChancesOf(table, preset, decisions);
    const best = choicesOf(preset, decisions, exactChooser(table, "best"), 1);
    const worst = choicesOf(preset, decisions, exactChooser(table, "worst"), 1);
    const found = disagreement(exact, best, worst);
    expect(found.differ).toBeGreaterThan(decisions.length / 2);
    expect(found).toEqual({ differ: found.differ, firstBetter: found.differ, secondBetter: 0 });
  });

  it("takes the master apart truly: its search at its depth, cap and settle rule is the master", () => {
    const some = decisions.slice(0, 80);
    const chosen = (chooser: Chooser): number[] =>
      some.map((decision, index) => chooser(preset, decision.position, decision.throwValue, legalMoves(preset, decision.position, decision.throwValue), index));
    const master = chosen(levelChooser("master"));
    expect(chosen(searchChooser(3, MASTER_WORK_CAP, true))).toEqual(master);
    // One decision deep it chooses otherwise somewhere.
    expect(chosen(searchChooser(1, Infinity, false))).not.toEqual(master);
  });

  it("searches with the hand-made evaluation as the tournament's handmade player does, not as the master", () => {
    const some = decisions.slice(0, 40);
    const handmade = createPlayer("handmade", 1);
    const expected = some.map((decision) => {
      const moves = legalMoves(preset, decision.position, decision.throwValue);
      const move = handmade.choose(preset, decision.position, decision.throwValue, 1);
      return moves.findIndex((candidate) => candidate.from === move?.from);
    });
    const chooser = searchChooser(3, Infinity, false, handMade);
    const chosen = some.map((decision, index) => chooser(preset, decision.position, decision.throwValue, legalMoves(preset, decision.position, decision.throwValue), index));
    expect(chosen).toEqual(expected);
    const master = levelChooser("master");
    expect(some.map((decision, index) => master(preset, decision.position, decision.throwValue, legalMoves(preset, decision.position, decision.throwValue), index))).not.toEqual(chosen);
  });

  it("grades the hint's analysis, nearer perfect play than the worst player", () => {
    const analysis = grade(analysisChooser());
    expect(analysis.decisions).toBe(decisions.length);
    expect(meanLoss(analysis)).toBeLessThan(meanLoss(worst) / 4);
  });
});

afterAll(() => {
  // The tables are large; let the next file's workers have the memory.
  table.value = new Float64Array(0);
});
