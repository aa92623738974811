// Thinking bounded by the clock as well as by nodes: a slow machine thinks fewer nodes per frame,
// a fast one the whole slice, and the decision is the same either way.

import { describe, expect, it } from "vitest";
import { Position, SQUARES } from "../../src/game/board";
import { getPreset } from "../../src/game/variants";
import { AiThinking, SLICE_BUDGET, chooseMove, continueThinkingFor, decision, startThinking } from "../../src/game/ai/index";

const preset = getPreset("wii");
// A middle game with real choices for a 2.
const CELLS = "..a.b.a.ab..b.a..b.a..b.......";

function position(): Position {
  const board: Position["board"] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(CELLS[square - 1] === "a" ? "a" : CELLS[square - 1] === "b" ? "b" : ".");
  return { board, side: "a", offA: 0, offB: 0 };
}

function nodesSoFar(thinking: AiThinking): number {
  return thinking.search === undefined ? -1 : thinking.search.nodes;
}

/** Calls until done, returning how many calls it took and the nodes of the first call. */
function run(clock: () => number, budgetMs: number): { calls: number; firstCallNodes: number; thinking: AiThinking } {
  const thinking = startThinking(preset, position(), 2, "master", 9);
  let calls = 0;
  let firstCallNodes = -1;
  while (!continueThinkingFor(thinking, SLICE_BUDGET, budgetMs, clock)) {
    calls++;
    if (calls === 1) firstCallNodes = nodesSoFar(thinking);
  }
  return { calls: calls + 1, firstCallNodes, thinking };
}

describe("thinking within a time budget per frame", () => {
  it("thinks the whole slice while the clock stays under the budget", () => {
    const frozen = run(() => 0, 4);
    expect(frozen.firstCallNodes).toBeGreaterThanOrEqual(SLICE_BUDGET);
    expect(frozen.firstCallNodes).toBeLessThan(2 * SLICE_BUDGET);
  });

  it("stops after one chunk when the clock says the budget is spent, and needs more frames for it", () => {
    let now = 0;
    const slow = run(() => (now += 5), 4);
    const frozen = run(() => 0, 4);
    expect(slow.firstCallNodes).toBeLessThan(SLICE_BUDGET / 2);
    expect(slow.calls).toBeGreaterThan(2 * frozen.calls);
  });

  it("decides the same move either way, the move chooseMove gives", () => {
    let now = 0;
    const slow = decision(run(() => (now += 5), 4).thinking);
    const frozen = decision(run(() => 0, 4).thinking);
    expect(slow).toEqual(frozen);
    expect(slow).toEqual(chooseMove(preset, position(), 2, "master", 9));
  });
});
