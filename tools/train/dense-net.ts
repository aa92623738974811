// The trainer's side of the value network: the same function as src/game/ai/network.ts over
// Float64Arrays, with its gradient, TD(lambda) eligibility traces, an Adam step for supervised
// fitting, and the source file it writes.

import { EMPTY, Position, SQUARES } from "../../src/game/board";
import { Rng, createRng, randomInt } from "../../src/game/rng";
import { ValueNet } from "../../src/game/ai/network";
import { packedNetCode } from "./net-encoding";

export interface DenseNet {
  inputs: number;
  hidden: number;
  /** Every weight: input weights (i * hidden + h), hidden biases, output weights, output bias. */
  weights: Float64Array;
  traces: Float64Array;
  // The last forward pass, for the gradient.
  active: Int32Array;
  activeAmount: Float64Array;
  activeCount: number;
  sums: Float64Array;
  output: number;
}

const INIT_SCALE = 0.1;
const INIT_STEPS = 20001;

function biasBase(net: DenseNet): number {
  return net.inputs * net.hidden;
}

export function createDenseNet(inputs: number, hidden: number, rng: Rng): DenseNet {
  const size = inputs * hidden + 2 * hidden + 1;
  const weights = new Float64Array(size);
  for (let index = 0; index < size; index++) weights[index] = INIT_SCALE * (randomInt(rng, INIT_STEPS) / (INIT_STEPS - 1) - 0.5) * 2;
  return {
    inputs, hidden, weights, traces: new Float64Array(size),
    active: new Int32Array(inputs), activeAmount: new Float64Array(inputs), activeCount: 0,
    sums: new Float64Array(hidden), output: 0,
  };
}

/** A trainable copy of a network the game ships (the same layout of weights). */
export function denseNetFrom(shipped: ValueNet): DenseNet {
  const inputs = shipped.inputWeights.length / shipped.hidden;
  const net = createDenseNet(inputs, shipped.hidden, createRng(0));
  const bias = biasBase(net);
  net.weights.set(shipped.inputWeights, 0);
  net.weights.set(shipped.hiddenBias, bias);
  net.weights.set(shipped.outputWeights, bias + shipped.hidden);
  net.weights[bias + 2 * shipped.hidden] = shipped.outputBias;
  return net;
}

function softsign(x: number): number {
  return x / (1 + Math.abs(x));
}

function setInputs(net: DenseNet, position: Position, pieces: number, extra: number[]): void {
  const me = position.side;
  let count = 0;
  for (let square = 1; square <= SQUARES; square++) {
    const cell = position.board[square - 1];
    if (cell === EMPTY) continue;
    net.active[count] = cell === me ? square - 1 : SQUARES + square - 1;
    net.activeAmount[count++] = 1;
  }
  const offMine = me === "a" ? position.offA : position.offB;
  const offOther = me === "a" ? position.offB : position.offA;
  if (offMine > 0) {
    net.active[count] = 2 * SQUARES;
    net.activeAmount[count++] = offMine / pieces;
  }
  if (offOther > 0) {
    net.active[count] = 2 * SQUARES + 1;
    net.activeAmount[count++] = offOther / pieces;
  }
  for (let index = 0; index < extra.length; index++) {
    net.active[count] = 2 * SQUARES + 2 + index;
    net.activeAmount[count++] = extra[index];
  }
  net.activeCount = count;
}

/** The network's value for the side on throw, remembering what the gradient needs. */
export function forward(net: DenseNet, position: Position, pieces: number, extra: number[]): number {
  setInputs(net, position, pieces, extra);
  const { hidden, weights, sums } = net;
  const bias = biasBase(net);
  for (let unit = 0; unit < hidden; unit++) sums[unit] = weights[bias + unit];
  for (let k = 0; k < net.activeCount; k++) {
    const base = net.active[k] * hidden;
    const amount = net.activeAmount[k];
    for (let unit = 0; unit < hidden; unit++) sums[unit] += amount * weights[base + unit];
  }
  let output = weights[bias + 2 * hidden];
  for (let unit = 0; unit < hidden; unit++) output += weights[bias + hidden + unit] * softsign(sums[unit]);
  net.output = output;
  return softsign(output);
}

/** Adds sign times the gradient of the last forward pass's value to the traces. */
export function addGradient(net: DenseNet, sign: number): void {
  const { hidden, weights, traces, sums } = net;
  const bias = biasBase(net);
  const slope = 1 / (1 + Math.abs(net.output));
  const outputGradient = sign * slope * slope;
  traces[bias + 2 * hidden] += outputGradient;
  for (let unit = 0; unit < hidden; unit++) {
    const sum = sums[unit];
    traces[bias + hidden + unit] += outputGradient * softsign(sum);
    const unitSlope = 1 / (1 + Math.abs(sum));
    const sumGradient = outputGradient * weights[bias + hidden + unit] * unitSlope * unitSlope;
    traces[bias + unit] += sumGradient;
    for (let k = 0; k < net.activeCount; k++) traces[net.active[k] * hidden + unit] += net.activeAmount[k] * sumGradient;
  }
}

export function decayTraces(net: DenseNet, lambda: number): void {
  const traces = net.traces;
  for (let index = 0; index < traces.length; index++) traces[index] *= lambda;
}

export function applyUpdate(net: DenseNet, step: number): void {
  const { weights, traces } = net;
  for (let index = 0; index < weights.length; index++) weights[index] += step * traces[index];
}

/** Adam's running moments of the gradient, one per weight, and the steps taken. */
export interface Adam {
  mean: Float64Array;
  square: Float64Array;
  steps: number;
}

const ADAM_MEAN_DECAY = 0.9;
const ADAM_SQUARE_DECAY = 0.999;
const ADAM_EPSILON = 1e-8;

export function createAdam(net: DenseNet): Adam {
  return { mean: new Float64Array(net.weights.length), square: new Float64Array(net.weights.length), steps: 0 };
}

/**
 * One Adam step (Kingma and Ba) along the gradient summed in the traces over `batch` samples (each
 * added with the sign of its error, so the step climbs towards the targets); clears the traces.
 */
export function adamStep(net: DenseNet, adam: Adam, rate: number, batch: number): void {
  const { weights, traces } = net;
  const { mean, square } = adam;
  adam.steps++;
  const meanCorrection = 1 - ADAM_MEAN_DECAY ** adam.steps;
  const squareCorrection = 1 - ADAM_SQUARE_DECAY ** adam.steps;
  for (let index = 0; index < weights.length; index++) {
    const gradient = traces[index] / batch;
    mean[index] = ADAM_MEAN_DECAY * mean[index] + (1 - ADAM_MEAN_DECAY) * gradient;
    square[index] = ADAM_SQUARE_DECAY * square[index] + (1 - ADAM_SQUARE_DECAY) * gradient * gradient;
    weights[index] += (rate * (mean[index] / meanCorrection)) / (Math.sqrt(square[index] / squareCorrection) + ADAM_EPSILON);
  }
  traces.fill(0);
}

/**
 * Fits the network with Adam over `epochs` passes through `count` samples, each pass in a fresh
 * order drawn from `rng`, in batches of `batch`; `errorOf(sample)` runs the forward pass of sample
 * number `sample` and returns its target less the value. An epoch's last, partial batch is averaged
 * as a full one (a smaller step): the shipped networks were trained so, and the same command must
 * keep giving them. Returns the root mean square error of the last epoch.
 */
export function fitEpochs(
  net: DenseNet, adam: Adam, count: number, epochs: number, batch: number, rate: number, rng: Rng, errorOf: (sample: number) => number,
): number {
  return fitEpochsBy(net, adam, count, epochs, batch, rate, rng, (sample) => {
    const error = errorOf(sample);
    addGradient(net, error);
    return error * error;
  });
}

/**
 * `fitEpochs` for a loss of any shape: `addSample(sample)` adds its sample's gradient to the
 * traces itself (forward passes and `addGradient`, as many as it needs) and returns its squared
 * error.
 */
export function fitEpochsBy(
  net: DenseNet, adam: Adam, count: number, epochs: number, batch: number, rate: number, rng: Rng, addSample: (sample: number) => number,
): number {
  const order = new Int32Array(count);
  for (let index = 0; index < count; index++) order[index] = index;
  let squares = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let last = count - 1; last > 0; last--) {
      const other = randomInt(rng, last + 1);
      const swap = order[last];
      order[last] = order[other];
      order[other] = swap;
    }
    squares = 0;
    net.traces.fill(0);
    for (let k = 0; k < count; k++) {
      squares += addSample(order[k]);
      if ((k + 1) % batch === 0 || k === count - 1) adamStep(net, adam, rate, batch);
    }
  }
  return Math.sqrt(squares / Math.max(1, count));
}

const DIGITS = 5;
/** Below this a weight is written as 0: five digits of it would need a power of ten a double does not hold exactly. */
const SMALLEST_WEIGHT = 1e-17;

/** A weight as the game gets it: to five significant digits (0 for a tiny one or -0). */
function shippedWeight(weight: number): number {
  return Math.abs(weight) < SMALLEST_WEIGHT ? 0 : Number(weight.toPrecision(DIGITS));
}

/**
 * The TypeScript module that gives the game this network; `learnedBy` ends the header's first line
 * ("learned by ..."), `tool` is the trainer's file in tools/train, `lineage` more header lines.
 */
export function netSource(net: DenseNet, preset: string, pieces: number, learnedBy: string, tool: string, command: string, lineage: string[] = []): string {
  return [
    `// The ${preset} value network, learned by ${learnedBy}`,
    `// (generated by tools/train/${tool}, arguments: ${command}; do not edit by hand).`,
    ...lineage,
    "",
    ...packedNetCode(pieces, net.hidden, Array.from(net.weights, shippedWeight)),
  ].join("\n");
}

/**
 * The same function with `hidden` units: the new units start with small random input weights and
 * no say in the output, so the wider network judges exactly as the narrow one until it learns.
 */
export function widenDenseNet(narrow: DenseNet, hidden: number, rng: Rng): DenseNet {
  if (hidden < narrow.hidden) throw new Error(`cannot widen ${narrow.hidden} hidden units to ${hidden}`);
  const wide = createDenseNet(narrow.inputs, hidden, rng);
  const narrowBias = biasBase(narrow);
  const wideBias = biasBase(wide);
  for (let input = 0; input < narrow.inputs; input++) {
    for (let unit = 0; unit < narrow.hidden; unit++) wide.weights[input * hidden + unit] = narrow.weights[input * narrow.hidden + unit];
  }
  for (let unit = 0; unit < hidden; unit++) {
    const old = unit < narrow.hidden;
    wide.weights[wideBias + unit] = old ? narrow.weights[narrowBias + unit] : 0;
    wide.weights[wideBias + hidden + unit] = old ? narrow.weights[narrowBias + narrow.hidden + unit] : 0;
  }
  wide.weights[wideBias + 2 * hidden] = narrow.weights[narrowBias + 2 * narrow.hidden];
  return wide;
}
