// The game-lengths command counts a game's throws as the turn flow makes them (the opening's and
// those passed included), says how the game ended, and reads its figures by nearest rank; the
// table it made (docs/benchmarks.md) names it, covers every preset and backs jequier's "long
// games" on the new-game screen.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { currentMoves, newGame, passTurn, playMove, throwForTurn } from "../../src/game/game";
import { legalMoves } from "../../src/game/moves";
import { OFF } from "../../src/game/board";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";
import { EN } from "../../src/platform/i18n/en";
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

describe("the table of game lengths", () => {
  const ROOT = join(__dirname, "..", "..");
  const benchmarks = readFileSync(join(ROOT, "docs", "benchmarks.md"), "utf8");
  const rules = readFileSync(join(ROOT, "docs", "rules.md"), "utf8");
  const section = benchmarks.slice(benchmarks.indexOf("\n## How long a game lasts\n"));
  /** The first command run (the usage line before it has brackets), which made the first table. */
  const command = /`(node build\/tools\/tools\/tournament\/game-lengths\.js[^`[]*)`/.exec(section)?.[1];
  /** A preset's row of the table: mean, median, 90%, longest, games, capped, locked. */
  function row(name: string): number[] {
    const found = new RegExp(`\\n\\| ${name.replace(/\+/g, "\\+")} \\|((?: \\d+ \\|){7})`).exec(section);
    expect(found, name).not.toBeNull();
    return found![1].split("|").map((cell) => cell.trim()).filter((cell) => cell !== "").map(Number);
  }

  it("lives in docs/benchmarks.md, names the command that made it, and docs/rules.md links to it", () => {
    expect(section.length).toBeGreaterThan(1);
    expect(benchmarks).toContain("[below](#how-long-a-game-lasts)");
    expect(command).toBeDefined();
    // master against master: the command's default level, or named
    expect(command).toMatch(/--games \d+/);
    expect(command).toMatch(/--seed \d+/);
    expect(command).not.toMatch(/--level (?!master)/);
    expect(rules).toContain("\n## How long a game lasts\n");
    expect(rules).toContain("(benchmarks.md#how-long-a-game-lasts)");
  });

  it("has a row for every preset, its figures in order, and jequier's games the longest as its line on the new-game screen says", () => {
    const games = Number(/--games (\d+)/.exec(command ?? "")?.[1]);
    for (const name of PRESET_NAMES) {
      const [mean, median, p90, longest, played] = row(name);
      expect(median, name).toBeLessThanOrEqual(p90);
      expect(p90, name).toBeLessThanOrEqual(longest);
      expect(mean, name).toBeLessThanOrEqual(longest);
      expect(played, name).toBe(games);
      if (name !== "jequier") expect(row("jequier")[0], name).toBeGreaterThan(2 * mean);
    }
    expect(EN.summaryJequier).toContain("long games");
  });

  it("holds the first games of the command's sample, played again", () => {
    const seed = Number(/--seed (\d+)/.exec(command ?? "")?.[1] ?? "1");
    const longest = row("wii")[3];
    for (let game = 0; game < 3; game++) expect(lengthGame(getPreset("wii"), "master", seed, game).throws).toBeLessThanOrEqual(longest);
  });
});
