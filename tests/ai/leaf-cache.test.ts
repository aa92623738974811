// The search's cache of judged leaves: a position's name follows its moves exactly, different
// positions have different names, and a search finds only its own judgements.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Position, clonePosition } from "../../src/game/board";
import { createMoveBuffer, createUndo, generateMoves, makeMove } from "../../src/game/movebuffer";
import { CACHE_SLOTS, boardName, cachedJudgement, claimLeafCache, createLeafCache, keepJudgement, movedName } from "../../src/game/ai/leaf-cache";
import { situationArbitrary } from "./positions";

function key(position: Position): string {
  return position.board.join("");
}

describe("the leaf cache", () => {
  it("names the board after a move as the move's change to the name says, captures and bearing off included", () => {
    let moves = 0;
    fc.assert(
      fc.property(situationArbitrary(), ({ preset, position, throwValue }) => {
        const buffer = createMoveBuffer();
        const count = generateMoves(preset, position, throwValue, buffer);
        for (let index = 0; index < count; index++) {
          const after = clonePosition(position);
          makeMove(preset, after, buffer, index, throwValue, createUndo());
          const name = movedName(boardName(position), position.side, buffer.from[index], buffer.to[index], buffer.capture[index], buffer.capturedTo[index]);
          expect(name).toBe(boardName(after));
          expect(Number.isSafeInteger(name)).toBe(true);
          moves++;
        }
      }),
      { numRuns: 500, seed: 85 },
    );
    expect(moves).toBeGreaterThan(500);
  });

  it("gives different boards different names", () => {
    const names = new Map<number, string>();
    const boards = new Set<string>();
    for (const { position } of fc.sample(situationArbitrary(), { numRuns: 20000, seed: 86 })) {
      const name = boardName(position);
      const seen = names.get(name);
      if (seen !== undefined) expect(seen).toBe(key(position));
      names.set(name, key(position));
      boards.add(key(position));
    }
    expect(boards.size).toBeGreaterThan(18000);
    expect(names.size).toBe(boards.size);
  });

  it("returns a judgement only to the search that made it, for the side that was on throw", () => {
    const cache = createLeafCache();
    claimLeafCache(cache);
    keepJudgement(cache, 12345, "a", 0.25);
    expect(cachedJudgement(cache, 12345, "a")).toBe(0.25);
    expect(cachedJudgement(cache, 12345, "b")).toBeUndefined();
    expect(cachedJudgement(cache, 12346, "a")).toBeUndefined();
    claimLeafCache(cache);
    expect(cachedJudgement(cache, 12345, "a")).toBeUndefined();
  });

  it("grows in small steps to its full size and keeps what fits", () => {
    const cache = createLeafCache();
    claimLeafCache(cache);
    let grown = 0;
    for (let index = 0; index < CACHE_SLOTS; index++) {
      const before = cache.owner.length;
      keepJudgement(cache, index * 7919, "a", index);
      expect(cache.owner.length - before).toBeLessThanOrEqual(64);
      grown = cache.owner.length;
    }
    expect(grown).toBe(CACHE_SLOTS);
    expect(cache.slots).toBe(CACHE_SLOTS);
    // Full, with every name in a slot of its own (7919 is odd, so the slots are a permutation).
    for (let index = 0; index < CACHE_SLOTS; index++) keepJudgement(cache, index * 7919, "a", index);
    for (let index = 0; index < CACHE_SLOTS; index++) expect(cachedJudgement(cache, index * 7919, "a")).toBe(index);
  });

  it("grows in each search as from empty, whatever earlier searches left in it", () => {
    // Which judgements a search keeps must not depend on the searches before it in the process
    // (a Node process runs many, a fresh Lua one a single one), or their moves could differ.
    const used = createLeafCache();
    claimLeafCache(used);
    for (let index = 0; index < 500; index++) keepJudgement(used, index * 7919, "a", index);
    const fresh = createLeafCache();
    claimLeafCache(fresh);
    claimLeafCache(used);
    for (let index = 0; index < 40; index++) {
      keepJudgement(used, index * 104729, "b", index);
      keepJudgement(fresh, index * 104729, "b", index);
    }
    expect(used.slots).toBe(fresh.slots);
    for (let index = 0; index < 40; index++) {
      expect(cachedJudgement(used, index * 104729, "b")).toBe(cachedJudgement(fresh, index * 104729, "b"));
    }
  });
});
