// A small neural value function learned by self-play and fitted value iteration (tools/train/td.ts,
// tools/train/fvi.ts): one hidden layer over the board as seen by the side on throw. Only sums,
// products and divisions by (1 + |x|), so Node and Lua 5.1 compute the same doubles.

import { EMPTY, Position, SQUARES } from "../board";

/**
 * Inputs: the thrower's pieces by square, the other side's by square, each side's share borne off,
 * then the evaluation's own features (see `netFeatures` in evaluate.ts).
 */
export const BOARD_INPUTS = 2 * SQUARES + 2;
const OTHER_BASE = SQUARES;
const OFF_MINE = 2 * SQUARES;
const OFF_OTHER = 2 * SQUARES + 1;

export interface ValueNet {
  /** The pieces a side had in the games it learned from; other counts are judged by hand-made weights. */
  pieces: number;
  hidden: number;
  /** Input `i`'s weight into hidden unit `h` at index i * hidden + h. */
  inputWeights: number[];
  hiddenBias: number[];
  outputWeights: number[];
  outputBias: number;
  /** Scratch for the hidden sums, so that an evaluation allocates nothing. */
  sums: number[];
}

export function createValueNet(
  pieces: number, hidden: number, inputWeights: number[], hiddenBias: number[], outputWeights: number[], outputBias: number,
): ValueNet {
  const sums: number[] = [];
  for (let unit = 0; unit < hidden; unit++) sums.push(0);
  return { pieces, hidden, inputWeights, hiddenBias, outputWeights, outputBias, sums };
}

/** x / (1 + |x|): a sigmoid-shaped squash into (-1, 1) with no exp, so bit-identical everywhere. */
export function softsign(x: number): number {
  return x / (1 + (x < 0 ? -x : x));
}

function addInput(net: ValueNet, input: number, amount: number): void {
  const hidden = net.hidden;
  const weights = net.inputWeights;
  const sums = net.sums;
  const base = input * hidden;
  for (let unit = 0; unit < hidden; unit++) sums[unit] += amount * weights[base + unit];
}

/** The value in (-1, 1) of `position` for the side on throw (a game of `net.pieces` a side). */
export function netValue(net: ValueNet, position: Position, features: number[]): number {
  const pieces = net.pieces;
  const hidden = net.hidden;
  const sums = net.sums;
  for (let unit = 0; unit < hidden; unit++) sums[unit] = net.hiddenBias[unit];
  const me = position.side;
  const board = position.board;
  for (let square = 1; square <= SQUARES; square++) {
    const cell = board[square - 1];
    if (cell === EMPTY) continue;
    addInput(net, cell === me ? square - 1 : OTHER_BASE + square - 1, 1);
  }
  const offMine = me === "a" ? position.offA : position.offB;
  const offOther = me === "a" ? position.offB : position.offA;
  if (offMine > 0) addInput(net, OFF_MINE, offMine / pieces);
  if (offOther > 0) addInput(net, OFF_OTHER, offOther / pieces);
  for (let index = 0; index < features.length; index++) addInput(net, BOARD_INPUTS + index, features[index]);
  let output = net.outputBias;
  for (let unit = 0; unit < hidden; unit++) output += net.outputWeights[unit] * softsign(sums[unit]);
  return softsign(output);
}
