// The evaluation's features and tables: the fast hit and blockade counts equal their textbook
// definitions to the last bit, and a context built a slice at a time equals one built at once.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY, OFF, Player, Position, REBIRTH, SQUARES, WATER, emptyPosition, opponent, plainPosition } from "../../src/game/board";
import { forwardTarget, isProtected, jumpBlocked } from "../../src/game/moves";
import { getPreset, Preset } from "../../src/game/variants";
import { chanceOutcomes } from "../../src/game/throws";
import { blockadeHold, createEvalContext, evalContextFor, expectedHitLoss, rawScore } from "../../src/game/ai/evaluate";
import { prepareStep } from "../../src/game/ai/eval-context";
import { PackedNet, unpackNet } from "../../src/game/ai/packed-net";
import { FULL_WEIGHTS, LEARNED_WEIGHTS } from "../../src/game/ai/weights";
import { situationArbitrary } from "./positions";

/** For each throw, the costliest hit of any of the attacker's pieces, square by square. */
function textbookHitLoss(preset: Preset, position: Position, attacker: Player): number {
  const board = position.board;
  const victim = opponent(attacker);
  let total = 0;
  for (const outcome of chanceOutcomes(preset)) {
    let best = 0;
    for (let square = outcome.value + 1; square <= SQUARES; square++) {
      const from = square - outcome.value;
      if (board[square - 1] !== victim || board[from - 1] !== attacker) continue;
      if (preset.safeSquares.includes(square) || isProtected(preset, position, square)) continue;
      if (forwardTarget(preset, position, from, outcome.value) !== square || jumpBlocked(preset, position, from, square, attacker)) continue;
      const loss = square >= 28 && preset.lastSquaresHit === "water" ? square - REBIRTH : outcome.value;
      if (loss > best) best = loss;
    }
    total += outcome.probability * best;
  }
  return total;
}

/** The other side's pieces within six squares behind each run long enough to block. */
function textbookHold(preset: Preset, position: Position, player: Player): number {
  const runNeeded = preset.blockade === "runOfThree" ? 3 : preset.blockade === "protected" ? 2 : 0;
  if (runNeeded === 0) return 0;
  const board = position.board;
  let held = 0;
  for (let square = 1; square <= SQUARES; square++) {
    const startsRun = board[square - 1] === player && (square === 1 || board[square - 2] !== player);
    if (!startsRun) continue;
    let end = square;
    while (end < SQUARES && board[end] === player) end++;
    if (end - square + 1 < runNeeded) continue;
    for (let behind = Math.max(1, square - 6); behind < square; behind++) if (board[behind - 1] === opponent(player)) held++;
  }
  return held;
}

/** The expected throws a lone piece needs to bear off, as the race table defines them (value iteration, 30 rounds). */
function textbookRaceValues(preset: Preset, offValue: number): number[] {
  const empty: Position = emptyPosition();
  const outcomes = chanceOutcomes(preset);
  const toGo = Array.from({ length: OFF + 1 }, () => 0);
  for (let round = 0; round < 30; round++) {
    for (let square = SQUARES; square >= 1; square--) {
      let usable = 0;
      let sum = 1;
      for (const outcome of outcomes) {
        let target = forwardTarget(preset, empty, square, outcome.value);
        if (target === 0) continue;
        if (target === WATER) target = REBIRTH;
        usable += outcome.probability;
        sum += outcome.probability * toGo[target];
      }
      if (usable > 0) toGo[square] = sum / usable;
    }
  }
  let average = 0;
  for (const outcome of outcomes) average += outcome.probability * outcome.value;
  return Array.from({ length: SQUARES }, (_, index) => offValue - toGo[index + 1] * average);
}

describe("the evaluation's features", () => {
  it("count the expected hits and the held pieces exactly as their definitions, for both sides", () => {
    fc.assert(
      fc.property(fc.boolean(), situationArbitrary(), situationArbitrary(true), (own, seven, standard) => {
        const { preset, position } = own ? standard : seven;
        const context = createEvalContext(preset, FULL_WEIGHTS[preset.name]);
        for (const player of ["a", "b"] as const) {
          expect(expectedHitLoss(context, position, player)).toBe(textbookHitLoss(preset, position, player));
          expect(blockadeHold(context, position, player)).toBe(textbookHold(preset, position, player));
        }
      }),
      { numRuns: 3000, seed: 80 },
    );
  });

  it("are not all zero: random positions of every preset have hits, and some have blockades", () => {
    const hits = new Map<string, number>();
    let holds = 0;
    for (const situation of fc.sample(situationArbitrary(), { numRuns: 400, seed: 81 })) {
      const context = createEvalContext(situation.preset, FULL_WEIGHTS[situation.preset.name]);
      if (expectedHitLoss(context, situation.position, "a") > 0) hits.set(situation.preset.name, (hits.get(situation.preset.name) ?? 0) + 1);
      if (blockadeHold(context, situation.position, "b") > 0) holds++;
    }
    for (const name of ["wii", "morales", "antik", "egyptian"]) expect(hits.get(name)).toBeGreaterThan(20);
    expect(holds).toBeGreaterThan(5);
  });
});

describe("an evaluation context", () => {
  it("is kept apart for each set of Kendall's options, whose moves it generates", () => {
    const trap = evalContextFor(getPreset("kendall", undefined, ["trap"]), LEARNED_WEIGHTS.kendall);
    const plain = evalContextFor(getPreset("kendall"), LEARNED_WEIGHTS.kendall);
    const waiting = evalContextFor(getPreset("kendall", undefined, ["starting-throw"]), LEARNED_WEIGHTS.kendall);
    expect(trap.preset.options).toEqual(["trap"]);
    expect(plain.preset.options).toEqual([]);
    expect(waiting.preset.options).toEqual(["starting-throw"]);
  });

  it("built a slice at a time equals one built at once, with the race table its definition gives", () => {
    for (const name of ["wii", "morales", "antik", "egyptian"] as const) {
      for (const pieces of [getPreset(name).pieces, 3]) {
        const preset = getPreset(name, pieces);
        const whole = createEvalContext(preset, FULL_WEIGHTS[name]);
        const sliced = evalContextFor(preset, FULL_WEIGHTS[name]);
        let steps = 0;
        while (!prepareStep(sliced)) steps++;
        // Fresh from the cache: a slice for each square's targets (and a round of the race table).
        expect(steps).toBeGreaterThanOrEqual(SQUARES - 1);
        expect(sliced.reachable).toEqual(whole.reachable);
        expect(sliced.squareValue).toEqual(whole.squareValue);
        if (FULL_WEIGHTS[name].raceByThrows) expect(whole.squareValue).toEqual(textbookRaceValues(preset, FULL_WEIGHTS[name].offValue));
      }
    }
  });

  it("builds the race table in thirty slices, none of them the whole", () => {
    const context = evalContextFor(getPreset("antik", 4), FULL_WEIGHTS.antik);
    let steps = 0;
    while (!prepareStep(context)) steps++;
    expect(steps + 1).toBe(SQUARES + 30);
  });

  it("skips the race table where the network judges, and builds it if a hand-made term is asked for", () => {
    const preset = getPreset("antik");
    // its network unpacked beforehand, as another game of the preset would have (net-packing.test.ts counts those slices)
    unpackNet(LEARNED_WEIGHTS.antik.net as PackedNet);
    const context = evalContextFor(preset, LEARNED_WEIGHTS.antik);
    let steps = 0;
    while (!prepareStep(context)) steps++;
    expect(steps + 1).toBe(SQUARES);
    expect(context.squareValue).toEqual([]);
    const board = Array.from({ length: SQUARES }, (_, index) => (index < 10 ? (index % 2 === 0 ? "a" : "b") : EMPTY));
    const position: Position = plainPosition(board, "a", 0, 0);
    const handMade = createEvalContext(preset, FULL_WEIGHTS.antik);
    expect(createEvalContext(preset, LEARNED_WEIGHTS.antik).squareValue).toEqual([]);
    // A hand-made score asked of such a context builds the table first.
    expect(rawScore(context, position, "a")).toBe(rawScore(handMade, position, "a"));
    expect(context.squareValue).toEqual(handMade.squareValue);
  });
});
