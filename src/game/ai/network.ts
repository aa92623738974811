// A small neural value function learned by self-play and fitted value iteration (tools/train/td.ts,
// tools/train/fvi.ts): one hidden layer over the board as seen by the side on throw. Only sums,
// products and divisions by (1 + |x|), so Node and Lua 5.1 compute the same doubles. The search
// keeps the board's share of the hidden sums across moves (as NNUE does): a move changes two to
// four of the one-hot inputs, so a position's sums are its parent's plus a few weight rows.

import { EMPTY, OFF, Player, Position, SQUARES } from "../board";

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
  /** The borne-off inputs' weights divided by `pieces`: what one more piece borne off adds (mine, then the other's). */
  offShares: number[];
  /** The same apart: mine, the other's. */
  offMine: number[];
  offOther: number[];
  /** Input `i`'s weights into the hidden units as an array of its own (the search's hot loops index these, with no sum). */
  rows: number[][];
}

export function createValueNet(
  pieces: number, hidden: number, inputWeights: number[], hiddenBias: number[], outputWeights: number[], outputBias: number,
): ValueNet {
  const rows: number[][] = [];
  for (let input = 0; input * hidden < inputWeights.length; input++) rows.push(inputWeights.slice(input * hidden, (input + 1) * hidden));
  return valueNetOfRows(pieces, hidden, inputWeights, rows, hiddenBias, outputWeights, outputBias);
}

/** The same from the input weights already cut into rows, one an input (`rows`), with little more work than the hidden units. */
export function valueNetOfRows(
  pieces: number, hidden: number, inputWeights: number[], rows: number[][], hiddenBias: number[], outputWeights: number[], outputBias: number,
): ValueNet {
  const sums: number[] = [];
  for (let unit = 0; unit < hidden; unit++) sums.push(0);
  const offShares: number[] = [];
  for (let unit = 0; unit < hidden; unit++) offShares.push(inputWeights[OFF_MINE * hidden + unit] / pieces);
  for (let unit = 0; unit < hidden; unit++) offShares.push(inputWeights[OFF_OTHER * hidden + unit] / pieces);
  return {
    pieces, hidden, inputWeights, hiddenBias, outputWeights, outputBias, sums, offShares, offMine: offShares.slice(0, hidden), offOther: offShares.slice(hidden),
    rows,
  };
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

/** The weights of a piece of `owner` on `square` as `perspective` sees the board. */
function pieceWeights(net: ValueNet, perspective: Player, owner: Player, square: number): number[] {
  return net.rows[(owner === perspective ? 0 : OTHER_BASE) + square - 1];
}

/** Where the weights of a piece of `owner` on `square` start, as `perspective` sees the board. */
function pieceRow(net: ValueNet, perspective: Player, owner: Player, square: number): number {
  return ((owner === perspective ? 0 : OTHER_BASE) + square - 1) * net.hidden;
}

/** The board's share of the hidden sums (bias, pieces, borne-off shares) as `perspective` sees it, into `out`. */
export function boardSums(net: ValueNet, position: Position, perspective: Player, out: number[]): void {
  const hidden = net.hidden;
  const weights = net.inputWeights;
  for (let unit = 0; unit < hidden; unit++) out[unit] = net.hiddenBias[unit];
  const board = position.board;
  for (let square = 1; square <= SQUARES; square++) {
    const cell = board[square - 1];
    if (cell === EMPTY) continue;
    const base = pieceRow(net, perspective, cell, square);
    for (let unit = 0; unit < hidden; unit++) out[unit] += weights[base + unit];
  }
  const mine = perspective === "a" ? position.offA : position.offB;
  const other = perspective === "a" ? position.offB : position.offA;
  const shares = net.offShares;
  for (let unit = 0; unit < hidden; unit++) out[unit] += mine * shares[unit] + other * shares[hidden + unit];
}

/**
 * `out` = `from` (a position's board sums for `perspective`) changed by `mover`'s move from
 * `fromSquare` to `to` (OFF: borne off), which sends a captured piece to `capturedTo` when `capture`.
 */
export function movedSums(
  net: ValueNet, from: number[], out: number[], perspective: Player, mover: Player, fromSquare: number, to: number, capture: boolean, capturedTo: number,
): void {
  // The loops count from 1 and index with `unit - 1`, which the trip to Lua makes a plain index.
  const hidden = net.hidden;
  const leave = pieceWeights(net, perspective, mover, fromSquare);
  if (to === OFF) {
    const shares = mover === perspective ? net.offMine : net.offOther;
    for (let unit = 1; unit <= hidden; unit++) out[unit - 1] = from[unit - 1] - leave[unit - 1] + shares[unit - 1];
    return;
  }
  const arrive = pieceWeights(net, perspective, mover, to);
  if (!capture) {
    for (let unit = 1; unit <= hidden; unit++) out[unit - 1] = from[unit - 1] - leave[unit - 1] + arrive[unit - 1];
    return;
  }
  const victim: Player = mover === "a" ? "b" : "a";
  const hit = pieceWeights(net, perspective, victim, to);
  const back = pieceWeights(net, perspective, victim, capturedTo);
  for (let unit = 1; unit <= hidden; unit++) {
    out[unit - 1] = from[unit - 1] - leave[unit - 1] + arrive[unit - 1] - hit[unit - 1] + back[unit - 1];
  }
}

/**
 * The value in (-1, 1), for the side whose board sums `sums` holds, of its position with these
 * features (at most four; as netValue adds them, so a feature of 0 adds nothing).
 */
export function valueFromSums(net: ValueNet, sums: number[], features: number[]): number {
  const hidden = net.hidden;
  const weights = net.inputWeights;
  const count = features.length;
  // A missing feature is 0 times some row: one loop serves every count.
  const first = count > 0 ? features[0] : 0;
  const second = count > 1 ? features[1] : 0;
  const third = count > 2 ? features[2] : 0;
  const fourth = count > 3 ? features[3] : 0;
  const firstRow = count > 0 ? BOARD_INPUTS * hidden : 0;
  const secondRow = count > 1 ? (BOARD_INPUTS + 1) * hidden : 0;
  const thirdRow = count > 2 ? (BOARD_INPUTS + 2) * hidden : 0;
  const fourthRow = count > 3 ? (BOARD_INPUTS + 3) * hidden : 0;
  const outputWeights = net.outputWeights;
  let output = net.outputBias;
  for (let unit = 0; unit < hidden; unit++) {
    const sum = sums[unit] + first * weights[firstRow + unit] + second * weights[secondRow + unit] +
      third * weights[thirdRow + unit] + fourth * weights[fourthRow + unit];
    output += outputWeights[unit] * (sum / (1 + (sum < 0 ? -sum : sum)));
  }
  return output / (1 + (output < 0 ? -output : output));
}

/**
 * The value valueFromSums gives for the position a move makes, straight from the board sums
 * `from` of the position before it (for `perspective`, the side on throw after the move): the
 * search's leaves, in one pass over the hidden units (movedSums then valueFromSums, fused: the
 * same operations in the same order, so the same doubles).
 */
export function movedValue(
  net: ValueNet, from: number[], perspective: Player, mover: Player, fromSquare: number, to: number, capture: boolean, capturedTo: number,
  features: number[],
): number {
  // The search's hottest loop: counted from 1 and indexed with `unit - 1` (a plain index in Lua), each row an array of its own.
  const hidden = net.hidden;
  const rows = net.rows;
  const outputWeights = net.outputWeights;
  const first = features[0];
  const second = features[1];
  const third = features[2];
  const fourth = features[3];
  const firstRow = rows[BOARD_INPUTS];
  const secondRow = rows[BOARD_INPUTS + 1];
  const thirdRow = rows[BOARD_INPUTS + 2];
  const fourthRow = rows[BOARD_INPUTS + 3];
  const leave = pieceWeights(net, perspective, mover, fromSquare);
  let output = net.outputBias;
  if (to === OFF) {
    const shares = mover === perspective ? net.offMine : net.offOther;
    for (let unit = 1; unit <= hidden; unit++) {
      const sum = from[unit - 1] - leave[unit - 1] + shares[unit - 1] + first * firstRow[unit - 1] +
        second * secondRow[unit - 1] + third * thirdRow[unit - 1] + fourth * fourthRow[unit - 1];
      output += outputWeights[unit - 1] * (sum / (1 + (sum < 0 ? -sum : sum)));
    }
  } else if (!capture) {
    const arrive = pieceWeights(net, perspective, mover, to);
    for (let unit = 1; unit <= hidden; unit++) {
      const sum = from[unit - 1] - leave[unit - 1] + arrive[unit - 1] + first * firstRow[unit - 1] +
        second * secondRow[unit - 1] + third * thirdRow[unit - 1] + fourth * fourthRow[unit - 1];
      output += outputWeights[unit - 1] * (sum / (1 + (sum < 0 ? -sum : sum)));
    }
  } else {
    const arrive = pieceWeights(net, perspective, mover, to);
    const victim: Player = mover === "a" ? "b" : "a";
    const hit = pieceWeights(net, perspective, victim, to);
    const back = pieceWeights(net, perspective, victim, capturedTo);
    for (let unit = 1; unit <= hidden; unit++) {
      const sum = from[unit - 1] - leave[unit - 1] + arrive[unit - 1] - hit[unit - 1] + back[unit - 1] +
        first * firstRow[unit - 1] + second * secondRow[unit - 1] + third * thirdRow[unit - 1] + fourth * fourthRow[unit - 1];
      output += outputWeights[unit - 1] * (sum / (1 + (sum < 0 ? -sum : sum)));
    }
  }
  return output / (1 + (output < 0 ? -output : output));
}
