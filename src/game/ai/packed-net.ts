// The learned networks as the game ships them: their weights packed into one string each, which
// the Lua bundle holds in a fifth of the bytes its decimals took and which its LZ77 packing (no
// entropy coder) could not shrink. A network is unpacked the first time a game of its preset asks
// for it. tools/train/net-encoding.ts writes the packed form.
//
// Each weight is a decimal, sign * mantissa / 10^scale, written in the 92 printable characters
// but the double quote and the backslash (digits 0-91, in ASCII order). Most weights have five
// significant digits and one of the four scales from the network's `scale` up: three characters,
// the head (the sign, the scale, the mantissa's high part) and the mantissa's rest in two. Any
// other weight (zero, another scale, more digits) is the head ESCAPE and four more: the sign and
// the scale, then the mantissa in three.
//
// Both the mantissa and 10^scale are whole numbers a double holds exactly (10^22 is the last
// power of ten that is), and a division is rounded correctly, so the weight is the double
// nearest the decimal: what parsing its literal gives, on Node and on Lua 5.1 alike. (Multiplying
// by 10^-scale would round twice.)

import { ValueNet, createValueNet } from "./network";

export const DIGIT_BASE = 92;
/** The characters before the digits, the double quote and the backslash, which the digits skip. */
export const FIRST_DIGIT_CODE = 33;
export const QUOTE_CODE = 34;
export const BACKSLASH_CODE = 92;
/** The largest scale: 10^22 is the last power of ten a double holds exactly. */
export const MAX_SCALE = 22;
/** The short form: a five-digit mantissa, SHORT_LOWEST and up, is SHORT_LOWEST + high * DIGIT_BASE^2 + rest. */
export const SHORT_LOWEST = 10000;
export const SHORT_HIGHEST = 99999;
/** The high parts a head holds (SHORT_HIGHEST - SHORT_LOWEST < SHORT_HIGH_PARTS * DIGIT_BASE^2). */
export const SHORT_HIGH_PARTS = 11;
/** The scales the short form holds, from the network's `scale` up. */
export const SHORT_SCALES = 4;
/** A negative short weight's head: its positive head plus this. */
export const SHORT_NEGATIVE = SHORT_SCALES * SHORT_HIGH_PARTS;
/** The head of a weight in the long form. */
export const ESCAPE = 2 * SHORT_NEGATIVE;
/** In the long form, a negative weight's scale digit: its scale plus this. */
export const LONG_NEGATIVE = MAX_SCALE + 1;

/** A network's shape and its packed weights: the input weights, the hidden biases, the output weights, the output bias. */
export interface PackedNet {
  /** The pieces a side had in the games it learned from. */
  pieces: number;
  hidden: number;
  /** The smallest of the short form's scales. */
  scale: number;
  weights: string;
  /** The network, once unpacked. */
  unpacked?: ValueNet;
}

const POWERS_OF_TEN: number[] = [1];
while (POWERS_OF_TEN.length <= MAX_SCALE) POWERS_OF_TEN.push(POWERS_OF_TEN[POWERS_OF_TEN.length - 1] * 10);
const SQUARE_BASE = DIGIT_BASE * DIGIT_BASE;

function digitAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code - FIRST_DIGIT_CODE - (code > QUOTE_CODE ? 1 : 0) - (code > BACKSLASH_CODE ? 1 : 0);
}

/** The weights a packed string holds, in order, its short form's scales starting at `scale`. */
export function decodeWeights(text: string, scale: number): number[] {
  const weights: number[] = [];
  let at = 0;
  while (at < text.length) {
    const head = digitAt(text, at);
    if (head === ESCAPE) {
      const sign = digitAt(text, at + 1);
      const mantissa = (digitAt(text, at + 2) * DIGIT_BASE + digitAt(text, at + 3)) * DIGIT_BASE + digitAt(text, at + 4);
      weights.push(sign < LONG_NEGATIVE ? mantissa / POWERS_OF_TEN[sign] : -(mantissa / POWERS_OF_TEN[sign - LONG_NEGATIVE]));
      at += 5;
    } else {
      const positive = head < SHORT_NEGATIVE ? head : head - SHORT_NEGATIVE;
      const step = Math.floor(positive / SHORT_HIGH_PARTS);
      const mantissa = SHORT_LOWEST + (positive - step * SHORT_HIGH_PARTS) * SQUARE_BASE + digitAt(text, at + 1) * DIGIT_BASE + digitAt(text, at + 2);
      const magnitude = mantissa / POWERS_OF_TEN[scale + step];
      weights.push(head < SHORT_NEGATIVE ? magnitude : -magnitude);
      at += 3;
    }
  }
  return weights;
}

/** The network, unpacked on the first call and kept. */
export function unpackNet(packed: PackedNet): ValueNet {
  if (packed.unpacked !== undefined) return packed.unpacked;
  const weights = decodeWeights(packed.weights, packed.scale);
  const hidden = packed.hidden;
  const biases = weights.length - 2 * hidden - 1;
  const net = createValueNet(
    packed.pieces, hidden, weights.slice(0, biases), weights.slice(biases, biases + hidden),
    weights.slice(biases + hidden, biases + 2 * hidden), weights[weights.length - 1],
  );
  packed.unpacked = net;
  return net;
}
