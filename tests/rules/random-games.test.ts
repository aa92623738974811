// Random games: every game ends with a winner on Node, and Node and Lua 5.1 play the same games.

import { describe, expect, it } from "vitest";
import { MAX_GAME_THROWS, harnessLine } from "../harness/harness";
import { harnessOnBoth } from "../support/both";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";

const NODE_GAMES = 10000;
const LUA_GAMES = 1000;

interface GameSummary {
  throws: number;
  winner: string;
  offA: number;
  offB: number;
}

function summary(reply: string): GameSummary {
  const [throws, winner, , , offA, offB] = reply.split(" ");
  return { throws: Number(throws), winner, offA: Number(offA), offB: Number(offB) };
}

describe.each(PRESET_NAMES)("random games of %s", (name) => {
  const pieces = getPreset(name).pieces;

  it(`${NODE_GAMES} games end with a winner who bore off every piece`, () => {
    for (let seed = 0; seed < NODE_GAMES; seed++) {
      const game = summary(harnessLine(`game ${name} ${pieces} ${seed}`));
      expect(game.throws).toBeLessThan(MAX_GAME_THROWS);
      expect(game.winner === "a" ? game.offA : game.offB, `seed ${seed}`).toBe(pieces);
      expect(game.winner === "a" ? game.offB : game.offA, `seed ${seed}`).toBeLessThan(pieces);
    }
  });

  it(`${LUA_GAMES} games are the same throw for throw and move for move on Lua 5.1`, () => {
    const lines: string[] = [];
    for (let seed = 0; seed < LUA_GAMES; seed++) {
      // Every house-rule piece count takes its turn.
      lines.push(`game ${name} ${(seed % 7) + 1} ${seed}`);
    }
    const replies = harnessOnBoth(lines);
    for (const reply of replies) expect(summary(reply).winner).toMatch(/^[ab]$/);
  });
});
