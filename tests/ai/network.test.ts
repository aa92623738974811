// The value network computes what its definition says, speaks for the side on throw, and the
// master judges with it where the preset has one; the trainer's copy computes the same function.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY, OFF, Position, SQUARES, clonePosition, plainPosition, startPosition } from "../../src/game/board";
import { Preset, getPreset } from "../../src/game/variants";
import { NET_FEATURES, createEvalContext, evaluate, netFeatures } from "../../src/game/ai/evaluate";
import { BOARD_INPUTS, ValueNet, boardSums, createValueNet, movedSums, netValue, softsign, valueFromSums } from "../../src/game/ai/network";
import { createMoveBuffer, createUndo, generateMoves, makeMove } from "../../src/game/movebuffer";
import { AI_LEVELS, levelConfig, levelWeights } from "../../src/game/ai/levels";
import { unpackNet } from "../../src/game/ai/packed-net";
import { CHANCE_WEIGHTS, ENDGAME_WEIGHTS, FULL_WEIGHTS, LEARNED_WEIGHTS, RACE_WEIGHTS } from "../../src/game/ai/weights";
import { createRng } from "../../src/game/rng";
import { adamStep, addGradient, createAdam, createDenseNet, denseNetFrom, forward, widenDenseNet } from "../../tools/train/dense-net";
import { situationArbitrary } from "./positions";

/** A network with two hidden units where every weight is chosen to make the sums easy by hand. */
function tinyNet() {
  const inputs = BOARD_INPUTS + 1;
  const weights: number[] = [];
  for (let input = 0; input < inputs; input++) weights.push(0, 0);
  weights[0 * 2] = 1; // the thrower's piece on square 1 -> unit 0
  weights[(SQUARES + 1) * 2 + 1] = 2; // the other side's piece on square 2 -> unit 1
  weights[2 * SQUARES * 2] = 4; // the thrower's share borne off -> unit 0
  weights[BOARD_INPUTS * 2 + 1] = -1; // the first extra feature -> unit 1
  return createValueNet(5, 2, weights, [0.5, 0], [1, -2], 0.25);
}

function boardWith(cells: { [square: number]: "a" | "b" }, side: "a" | "b", offA: number, offB: number): Position {
  const board: Position["board"] = [];
  for (let square = 1; square <= SQUARES; square++) board.push(cells[square] ?? EMPTY);
  return plainPosition(board, side, offA, offB);
}

/** Runs `check` over random positions of every preset whose shipped network judges their piece count. */
function checkShippedNetworks(
  seed: number, numRuns: number, check: (preset: Preset, position: Position, shipped: ValueNet, features: number[]) => void,
): void {
  fc.assert(
    fc.property(situationArbitrary(true), ({ preset, position }) => {
      const shipped = LEARNED_WEIGHTS[preset.name].net;
      if (shipped === undefined || shipped.pieces !== preset.pieces) return;
      check(preset, position, unpackNet(shipped), netFeatures(createEvalContext(preset, FULL_WEIGHTS[preset.name]), position, []));
    }),
    { numRuns, seed },
  );
}

describe("the value network", () => {
  it("computes softsign(bias + sum of weights times softsign(hidden sums))", () => {
    const net = tinyNet();
    // a throws: a on 1 and one of five borne off give unit 0 = 0.5 + 1 + 4 * 0.2; b on 2 gives unit 1 = 2 - 1 * 0.5.
    const position = boardWith({ 1: "a", 2: "b" }, "a", 1, 0);
    const unit0 = softsign(0.5 + 1 + 4 * 0.2);
    const unit1 = softsign(2 - 0.5);
    expect(netValue(net, position, [0.5])).toBe(softsign(0.25 + unit0 - 2 * unit1));
  });

  it("speaks for the side on throw: the same board seen by b uses b's pieces as its own", () => {
    const net = tinyNet();
    const position = boardWith({ 1: "b", 2: "a" }, "b", 0, 1);
    const unit0 = softsign(0.5 + 1 + 4 * 0.2);
    const unit1 = softsign(2);
    expect(netValue(net, position, [])).toBe(softsign(0.25 + unit0 - 2 * unit1));
  });

  it("stays strictly between a loss and a win on random positions, for both sides' points of view", () => {
    fc.assert(
      fc.property(situationArbitrary(true), ({ preset, position }) => {
        const weights = LEARNED_WEIGHTS[preset.name];
        if (weights.net?.pieces !== preset.pieces) return;
        const context = createEvalContext(preset, weights);
        const forA = evaluate(context, position, "a");
        expect(Math.abs(forA)).toBeLessThan(1);
        expect(evaluate(context, position, "b")).toBe(-forA);
      }),
      { numRuns: 300, seed: 61 },
    );
  });

  it("sees the hand-made features: hits the thrower can make and suffer, blockades on both sides", () => {
    const preset = getPreset("wii");
    const context = createEvalContext(preset, FULL_WEIGHTS.wii);
    // a throws. With a 2 (p 6/16) a hits 2 squares (10 takes 12, or 13 takes 15); with a 1 (p 4/16)
    // b's 12 takes a's lone 13; a's run 17-19 holds both b pieces within six squares behind it.
    const position = boardWith({ 10: "a", 12: "b", 13: "a", 15: "b", 17: "a", 18: "a", 19: "a" }, "a", 0, 0);
    const features = netFeatures(context, position, []);
    expect(features[0]).toBeCloseTo(((6 / 16) * 2) / 8, 12);
    expect(features[1]).toBeCloseTo(((4 / 16) * 1) / 8, 12);
    expect(features[2]).toBe(2 / 3);
    expect(features[3]).toBe(0);
  });

  it("judges only games of the piece count it learned from; other counts fall back to the hand-made weights", () => {
    const weights = LEARNED_WEIGHTS.wii;
    const position = boardWith({ 3: "a", 5: "a", 8: "b", 20: "b", 24: "a" }, "a", 2, 3);
    const standard = createEvalContext(getPreset("wii"), weights);
    const houseRule = createEvalContext(getPreset("wii", 3), weights);
    const handMade = createEvalContext(getPreset("wii", 3), FULL_WEIGHTS.wii);
    expect(evaluate(houseRule, position, "a")).toBe(evaluate(handMade, position, "a"));
    expect(evaluate(standard, position, "a")).not.toBe(evaluate(handMade, position, "a"));
  });

  it("is what the master and the levels between it and the beginner judge with in every preset, for the preset's own piece count", () => {
    for (const name of ["wii", "morales", "antik", "egyptian", "kendall", "modern", "jequier"] as const) {
      const learned = LEARNED_WEIGHTS[name];
      const preset = getPreset(name);
      expect(learned.net?.pieces).toBe(preset.pieces);
      // An endgame: both sides bearing off, three pieces a side on the board.
      const endgame = plainPosition(Array.from({ length: SQUARES }, () => EMPTY), "a", preset.pieces - 3, preset.pieces - 3);
      [4, 12, 20].forEach((square) => (endgame.board[square - 1] = "a"));
      [5, 13, 21].forEach((square) => (endgame.board[square - 1] = "b"));
      // jequier's casual and club players judge the race: noisy judgements by the network seldom finish its games.
      const networkLevels = name === "jequier" ? (["expert", "master"] as const) : (["casual", "club", "expert", "master"] as const);
      for (const level of AI_LEVELS) {
        const judge = (networkLevels as readonly string[]).includes(level) ? learned : RACE_WEIGHTS;
        expect(levelWeights(levelConfig(level), name, startPosition(preset)), `${name} ${level}`).toBe(judge);
        // One side bearing off is no endgame yet.
        expect(levelWeights(levelConfig(level), name, { ...endgame, offB: 0 }), `${name} ${level}`).toBe(judge);
        // jequier's master judges its endgames by a network fitted to their exact values (docs/ai.md).
        const endgameJudge = name === "jequier" && level === "master" ? ENDGAME_WEIGHTS.jequier : judge;
        expect(levelWeights(levelConfig(level), name, endgame), `${name} ${level} endgame`).toBe(endgameJudge);
      }
    }
    // Three networks, not one under several names.
    expect(CHANCE_WEIGHTS.jequier.net).not.toBe(LEARNED_WEIGHTS.jequier.net);
    expect(ENDGAME_WEIGHTS.jequier.net).not.toBe(LEARNED_WEIGHTS.jequier.net);
    expect(ENDGAME_WEIGHTS.jequier.net).not.toBe(CHANCE_WEIGHTS.jequier.net);
  });
});

describe("the network's sums kept across moves", () => {
  /** Whether two sums agree to rounding (they are added in another order). */
  function expectClose(actual: number[], expected: number[]): void {
    expect(actual.length).toBe(expected.length);
    for (let unit = 0; unit < expected.length; unit++) expect(Math.abs(actual[unit] - expected[unit])).toBeLessThan(1e-12);
  }

  it("give after each move the sums of the position it makes, from both sides' points of view, and netValue's value", () => {
    let moves = 0;
    let captures = 0;
    let bearOffs = 0;
    checkShippedNetworks(64, 300, (preset, position, shipped) => {
      const buffer = createMoveBuffer();
      const throwValue = preset.throwValues[moves % preset.throwValues.length];
      const count = generateMoves(preset, position, throwValue, buffer);
      for (let index = 0; index < count; index++) {
        const after = clonePosition(position);
        makeMove(preset, after, buffer, index, throwValue, createUndo());
        moves++;
        if (buffer.capture[index]) captures++;
        if (buffer.to[index] === OFF) bearOffs++;
        for (const perspective of ["a", "b"] as const) {
          const before: number[] = [];
          const moved: number[] = [];
          const direct: number[] = [];
          boardSums(shipped, position, perspective, before);
          movedSums(shipped, before, moved, perspective, position.side, buffer.from[index], buffer.to[index], buffer.capture[index], buffer.capturedTo[index]);
          boardSums(shipped, after, perspective, direct);
          expectClose(moved, direct);
          if (perspective === after.side && after.offA < preset.pieces && after.offB < preset.pieces) {
            const features = netFeatures(createEvalContext(preset, FULL_WEIGHTS[preset.name]), after, []);
            expect(Math.abs(valueFromSums(shipped, moved, features) - netValue(shipped, after, features))).toBeLessThan(1e-12);
          }
        }
      }
    });
    expect(moves).toBeGreaterThan(200);
    expect(captures).toBeGreaterThan(10);
    expect(bearOffs).toBeGreaterThan(5);
  });

  it("add each feature as netValue does, any number up to four", () => {
    const net = tinyNet();
    const position = boardWith({ 1: "a", 2: "b" }, "a", 1, 0);
    const sums: number[] = [];
    boardSums(net, position, "a", sums);
    expect(valueFromSums(net, [...sums], [0.5])).toBe(netValue(net, position, [0.5]));
    expect(valueFromSums(net, [...sums], [])).toBe(netValue(net, position, []));
  });
});

describe("the trainer's network", () => {
  it("computes exactly what the game's network computes with the same weights", () => {
    const preset = getPreset("wii");
    const context = createEvalContext(preset, FULL_WEIGHTS.wii);
    const hidden = 6;
    const dense = createDenseNet(BOARD_INPUTS + NET_FEATURES, hidden, createRng(5));
    const bias = (BOARD_INPUTS + NET_FEATURES) * hidden;
    const weights = Array.from(dense.weights);
    const game = createValueNet(
      preset.pieces, hidden, weights.slice(0, bias), weights.slice(bias, bias + hidden),
      weights.slice(bias + hidden, bias + 2 * hidden), weights[bias + 2 * hidden],
    );
    fc.assert(
      fc.property(situationArbitrary(true), ({ preset: drawn, position }) => {
        if (drawn.name !== "wii") return;
        const features = netFeatures(context, position, []);
        expect(forward(dense, position, preset.pieces, features)).toBe(netValue(game, position, features));
      }),
      { numRuns: 300, seed: 62 },
    );
  });

  it("copies a shipped network for further training: the copy judges every preset's positions as the game does", () => {
    checkShippedNetworks(63, 300, (preset, position, shipped, features) => {
      const copy = denseNetFrom(shipped);
      expect(copy.inputs).toBe(BOARD_INPUTS + NET_FEATURES);
      expect(copy.hidden).toBe(shipped.hidden);
      expect(forward(copy, position, preset.pieces, features)).toBe(netValue(shipped, position, features));
    });
  });

  it("widened to more hidden units, judges exactly as before until it learns", () => {
    checkShippedNetworks(64, 100, (preset, position, shipped, features) => {
      const narrow = denseNetFrom(shipped);
      const wide = widenDenseNet(narrow, 2 * shipped.hidden, createRng(5));
      expect(wide.hidden).toBe(2 * shipped.hidden);
      expect(forward(wide, position, preset.pieces, features)).toBe(forward(narrow, position, preset.pieces, features));
      // The new units can learn: one step gives each of them a say in the output.
      const newOutputWeights = () => Array.from(wide.weights.subarray(wide.inputs * wide.hidden + wide.hidden + shipped.hidden, wide.weights.length - 1));
      expect(newOutputWeights().every((weight) => weight === 0)).toBe(true);
      addGradient(wide, 1);
      adamStep(wide, createAdam(wide), 0.01, 1);
      expect(newOutputWeights().every((weight) => weight !== 0)).toBe(true);
    });
  });

  it("learns a target by Adam steps: the error shrinks, and each step clears the summed gradient", () => {
    const preset = getPreset("wii");
    const context = createEvalContext(preset, FULL_WEIGHTS.wii);
    const net = createDenseNet(BOARD_INPUTS + NET_FEATURES, 4, createRng(9));
    const adam = createAdam(net);
    const positions = [boardWith({ 1: "a", 3: "a", 2: "b" }, "a", 0, 0), boardWith({ 20: "a", 5: "b", 6: "b" }, "b", 3, 0)];
    const targets = [0.6, -0.3];
    const error = (index: number) => targets[index] - forward(net, positions[index], preset.pieces, netFeatures(context, positions[index], []));
    const before = [error(0), error(1)];
    for (let step = 0; step < 300; step++) {
      for (let index = 0; index < positions.length; index++) addGradient(net, error(index));
      adamStep(net, adam, 0.01, positions.length);
      expect(net.traces.every((trace) => trace === 0)).toBe(true);
    }
    expect(adam.steps).toBe(300);
    for (let index = 0; index < positions.length; index++) {
      expect(Math.abs(error(index))).toBeLessThan(0.01);
      expect(Math.abs(before[index])).toBeGreaterThan(0.1);
    }
  });
});
