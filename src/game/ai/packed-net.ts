// The learned networks as the game ships them: their weights packed into one string each, which
// the Lua bundle holds in a fifth of the bytes its decimals took and which its LZ77 packing (no
// entropy coder) could not shrink. A network is unpacked, a slice at a time, when a game of its
// preset first asks for it. tools/train/net-encoding.ts writes the packed form.
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

import { ValueNet, valueNetOfRows } from "./network";

// Plain constants, exported below, so that the Lua the decoder becomes reads them as locals.
const DIGIT_BASE = 92;
/** The characters before the digits, the double quote and the backslash, which the digits skip. */
const FIRST_DIGIT_CODE = 33;
const QUOTE_CODE = 34;
const BACKSLASH_CODE = 92;
/** The largest scale: 10^22 is the last power of ten a double holds exactly. */
const MAX_SCALE = 22;
/** The short form: a five-digit mantissa, SHORT_LOWEST and up, is SHORT_LOWEST + high * DIGIT_BASE^2 + rest. */
const SHORT_LOWEST = 10000;
const SHORT_HIGHEST = 99999;
/** The high parts a head holds (SHORT_HIGHEST - SHORT_LOWEST < SHORT_HIGH_PARTS * DIGIT_BASE^2). */
const SHORT_HIGH_PARTS = 11;
/** The scales the short form holds, from the network's `scale` up. */
const SHORT_SCALES = 4;
/** A negative short weight's head: its positive head plus this. */
const SHORT_NEGATIVE = SHORT_SCALES * SHORT_HIGH_PARTS;
/** The head of a weight in the long form. */
const ESCAPE = 2 * SHORT_NEGATIVE;
/** In the long form, a negative weight's scale digit: its scale plus this. */
const LONG_NEGATIVE = MAX_SCALE + 1;

export {
  DIGIT_BASE, FIRST_DIGIT_CODE, QUOTE_CODE, BACKSLASH_CODE, MAX_SCALE, SHORT_LOWEST, SHORT_HIGHEST, SHORT_HIGH_PARTS, SHORT_SCALES, SHORT_NEGATIVE, ESCAPE, LONG_NEGATIVE,
};

/** A network's shape and its packed weights: the input weights, the hidden biases, the output weights, the output bias. */
export interface PackedNet {
  /** The pieces a side had in the games it learned from. */
  pieces: number;
  hidden: number;
  /** The smallest of the short form's scales. */
  scale: number;
  weights: string;
  /** Unpacking: the weights decoded so far, also a row at a time, and where the string's next one starts. */
  decoded: number[];
  rows: number[][];
  next: number;
  /** The network, once unpacked. */
  unpacked: ValueNet | undefined;
}

const POWERS_OF_TEN: number[] = [1];
while (POWERS_OF_TEN.length <= MAX_SCALE) POWERS_OF_TEN.push(POWERS_OF_TEN[POWERS_OF_TEN.length - 1] * 10);
const SQUARE_BASE = DIGIT_BASE * DIGIT_BASE;

function digitAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code - FIRST_DIGIT_CODE - (code > QUOTE_CODE ? 1 : 0) - (code > BACKSLASH_CODE ? 1 : 0);
}

/**
 * Decodes up to `count` weights from the packed string's character `at` on (its short form's
 * scales starting at `scale`) onto `out`; returns where the next weight starts.
 */
function decodeInto(text: string, scale: number, at: number, count: number, out: number[]): number {
  let next = at;
  for (let done = 0; done < count && next < text.length; done++) {
    const head = digitAt(text, next);
    if (head === ESCAPE) {
      const sign = digitAt(text, next + 1);
      const mantissa = (digitAt(text, next + 2) * DIGIT_BASE + digitAt(text, next + 3)) * DIGIT_BASE + digitAt(text, next + 4);
      out.push(sign < LONG_NEGATIVE ? mantissa / POWERS_OF_TEN[sign] : -(mantissa / POWERS_OF_TEN[sign - LONG_NEGATIVE]));
      next += 5;
    } else {
      const positive = head < SHORT_NEGATIVE ? head : head - SHORT_NEGATIVE;
      const step = Math.floor(positive / SHORT_HIGH_PARTS);
      const mantissa = SHORT_LOWEST + (positive - step * SHORT_HIGH_PARTS) * SQUARE_BASE + digitAt(text, next + 1) * DIGIT_BASE + digitAt(text, next + 2);
      const magnitude = mantissa / POWERS_OF_TEN[scale + step];
      out.push(head < SHORT_NEGATIVE ? magnitude : -magnitude);
      next += 3;
    }
  }
  return next;
}

/** The weights a packed string holds, in order, its short form's scales starting at `scale`. */
export function decodeWeights(text: string, scale: number): number[] {
  const weights: number[] = [];
  decodeInto(text, scale, 0, text.length, weights);
  return weights;
}

/**
 * Unpacks one slice of the network, a row of as many weights as it has hidden units (the input
 * weights' rows, then the hidden biases, the output weights, and the output bias alone), so that
 * no step pays for a whole network; returns the network once it is whole, and from then on.
 */
export function unpackStep(packed: PackedNet): ValueNet | undefined {
  if (packed.unpacked !== undefined) return packed.unpacked;
  const row: number[] = [];
  packed.next = decodeInto(packed.weights, packed.scale, packed.next, packed.hidden, row);
  packed.rows.push(row);
  for (let index = 0; index < row.length; index++) packed.decoded.push(row[index]);
  if (packed.next < packed.weights.length) return undefined;
  // The last rows were the hidden biases, the output weights and the output bias: none is an input's.
  const rows = packed.rows;
  const outputBias = row[0];
  rows.pop();
  const outputWeights = rows.pop() as number[];
  const hiddenBias = rows.pop() as number[];
  const inputWeights = packed.decoded;
  for (let index = 0; index < 2 * packed.hidden + 1; index++) inputWeights.pop();
  const net = valueNetOfRows(packed.pieces, packed.hidden, inputWeights, rows, hiddenBias, outputWeights, outputBias);
  packed.unpacked = net;
  packed.decoded = [];
  packed.rows = [];
  return net;
}

/** The network, unpacked at once where it is not yet. */
export function unpackNet(packed: PackedNet): ValueNet {
  let net = unpackStep(packed);
  while (net === undefined) net = unpackStep(packed);
  return net;
}

/** A network as a trainer writes it, to be unpacked when a game first asks for it. */
export function packedNet(pieces: number, hidden: number, scale: number, weights: string): PackedNet {
  return { pieces, hidden, scale, weights, decoded: [], rows: [], next: 0, unpacked: undefined };
}
