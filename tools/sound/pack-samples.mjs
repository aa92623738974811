// Packs the sound bank's samples losslessly for native/core/soundpack.c: linear prediction (FLAC's
// fixed predictors or coefficients fitted per block) and Rice-coded residuals.
//
// The stream (header numbers little-endian; docs/assets.md has the reasons):
//   "SLP1"                magic
//   sounds u32            how many sounds follow, in the order of the bank's table
//   samples u32           their samples in all (each sound's length is the table's)
//   checksum u32          Adler-32 (RFC 1950) of every sample's value as two bytes, low then high,
//                         sound after sound (values, not memory: the Wii is big-endian)
//   bits                  most significant bit first, sound after sound with no gap; zero bits
//                         to the next byte after the last sound's, then the stream ends
// A sound is blocks of BLOCK_SAMPLES samples (its last block shorter). A block:
//   order (5 bits)        0..MAX_ORDER; order 0 predicts 0
//   shift (4 bits), and order coefficients c1..cN (COEFFICIENT_BITS each, two's complement),
//                         when order > 0: the prediction of x[i] is
//                         floor((c1 x[i-1] + ... + cN x[i-N]) / 2^shift), the samples before the
//                         sound's first being 0 (a block's history runs back into the block before)
//   partitions            of PARTITION_SAMPLES residuals (the block's last shorter), each a Rice
//                         parameter k (5 bits, 0..MAX_RICE) and its residuals x[i] - prediction,
//                         each folded to u = 2r (r >= 0) or -2r - 1 (r < 0) and written as
//                         floor(u / 2^k) zero bits, a one bit, and the low k bits of u
// Coefficients of 12 bits and orders up to 16 keep every sum of products within 2^30, so the
// decoder needs no more than 32-bit arithmetic.
import { checksum } from '../atlas/pack-pixels.mjs';

export const MAGIC = 'SLP1';
export const HEADER_BYTES = 16;
export const BLOCK_SAMPLES = 2048;
export const PARTITION_SAMPLES = 256;
export const MAX_ORDER = 16;
export const ORDER_BITS = 5;
export const SHIFT_BITS = 4;
export const MAX_SHIFT = 15;
export const COEFFICIENT_BITS = 12;
export const RICE_BITS = 5;
export const MAX_RICE = 20;

const COEFFICIENT_MAX = 2 ** (COEFFICIENT_BITS - 1) - 1;
const COEFFICIENT_MIN = -(2 ** (COEFFICIENT_BITS - 1));
/** FLAC's fixed predictors of orders 1-4: integer coefficients, no shift. */
const FIXED_PREDICTORS = [[1], [2, -1], [3, -3, 1], [4, -6, 4, -1]];
/** The orders of fitted predictors the encoder tries in each block. */
const FITTED_ORDERS = [2, 4, 8, 12, 16];

/** Writes bits most significant first. */
class BitWriter {
  constructor() {
    this.bytes = [];
    this.current = 0;
    this.used = 0;
  }

  /** The low `count` (0..31) bits of `value`. */
  write(value, count) {
    for (let bit = count - 1; bit >= 0; bit--) this.writeBit(Math.floor(value / 2 ** bit) % 2);
  }

  writeBit(bit) {
    this.current = this.current * 2 + bit;
    if (++this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }

  /** Everything written, the last byte filled with zero bits. */
  finish() {
    if (this.used > 0) this.write(0, 8 - this.used);
    return this.bytes;
  }
}

/** The bytes the sounds' samples are checksummed as: each value low byte, then high byte. */
export function sampleChecksum(sampleArrays) {
  let total = 0;
  for (const samples of sampleArrays) total += samples.length;
  const bytes = new Uint8Array(total * 2);
  let at = 0;
  for (const samples of sampleArrays) {
    for (const value of samples) {
      bytes[at++] = value & 0xff;
      bytes[at++] = (value >> 8) & 0xff;
    }
  }
  return checksum(bytes);
}

function predict(samples, i, coefficients, shift) {
  let sum = 0;
  for (let j = 0; j < coefficients.length; j++) if (i - 1 - j >= 0) sum += coefficients[j] * samples[i - 1 - j];
  return Math.floor(sum / 2 ** shift);
}

function fold(residual) {
  return residual >= 0 ? 2 * residual : -2 * residual - 1;
}

/** The best Rice parameter for `folded` (non-negative) and the bits it costs. */
function bestRice(folded, start, end) {
  let sum = 0;
  for (let i = start; i < end; i++) sum += folded[i];
  const mean = sum / Math.max(1, end - start);
  const guess = mean < 1 ? 0 : Math.min(MAX_RICE, Math.floor(Math.log2(mean)));
  let best = { k: 0, bits: Infinity };
  for (let k = Math.max(0, guess - 1); k <= Math.min(MAX_RICE, guess + 1); k++) {
    let bits = (end - start) * (1 + k);
    for (let i = start; i < end; i++) bits += Math.floor(folded[i] / 2 ** k);
    if (bits < best.bits) best = { k, bits };
  }
  return best;
}

/** The folded residuals of samples[start..end) and the bits their partitions cost. */
function residualCost(samples, start, end, coefficients, shift) {
  const folded = new Float64Array(end - start);
  for (let i = start; i < end; i++) folded[i - start] = fold(samples[i] - predict(samples, i, coefficients, shift));
  let bits = 0;
  const parameters = [];
  for (let at = 0; at < folded.length; at += PARTITION_SAMPLES) {
    const rice = bestRice(folded, at, Math.min(folded.length, at + PARTITION_SAMPLES));
    parameters.push(rice.k);
    bits += RICE_BITS + rice.bits;
  }
  return { folded, parameters, bits };
}

/**
 * Coefficients fitted to samples[start..end) by Levinson-Durbin on its Hann-windowed
 * autocorrelation, for each order up to `maxOrder` (null where the block is silent).
 */
function fittedPredictors(samples, start, end, maxOrder) {
  const n = end - start;
  const windowed = new Float64Array(n);
  for (let i = 0; i < n; i++) windowed[i] = samples[start + i] * (0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / n));
  const correlation = new Float64Array(maxOrder + 1);
  for (let lag = 0; lag <= maxOrder; lag++) {
    let sum = 0;
    for (let i = lag; i < n; i++) sum += windowed[i] * windowed[i - lag];
    correlation[lag] = sum;
  }
  if (!(correlation[0] > 0)) return [];
  correlation[0] *= 1 + 1e-9; // a little white noise keeps the recursion stable
  const predictors = [];
  let a = [];
  let error = correlation[0];
  for (let order = 1; order <= maxOrder; order++) {
    let reflection = correlation[order];
    for (let j = 0; j < order - 1; j++) reflection -= a[j] * correlation[order - 1 - j];
    reflection /= error;
    const next = a.map((value, j) => value - reflection * a[order - 2 - j]);
    next.push(reflection);
    a = next;
    error *= 1 - reflection * reflection;
    predictors.push(a.slice());
    if (!(error > 0)) break;
  }
  return predictors;
}

/** Real coefficients as COEFFICIENT_BITS integers and a shift, or null if they cannot be. */
function quantize(real) {
  const largest = Math.max(...real.map(Math.abs));
  if (!(largest > 0)) return null;
  let shift = MAX_SHIFT;
  while (shift >= 0 && largest * 2 ** shift > COEFFICIENT_MAX) shift--;
  if (shift < 0) return null;
  const coefficients = real.map((value) => Math.max(COEFFICIENT_MIN, Math.min(COEFFICIENT_MAX, Math.round(value * 2 ** shift))));
  return { coefficients, shift };
}

/** The cheapest predictor for samples[start..end): its coefficients, shift and coded residuals. */
function bestBlock(samples, start, end) {
  const candidates = [{ coefficients: [], shift: 0 }, ...FIXED_PREDICTORS.map((coefficients) => ({ coefficients, shift: 0 }))];
  const fitted = fittedPredictors(samples, start, end, MAX_ORDER);
  for (const order of FITTED_ORDERS) {
    const quantized = order <= fitted.length ? quantize(fitted[order - 1]) : null;
    if (quantized) candidates.push(quantized);
  }
  let best = null;
  for (const candidate of candidates) {
    const header = ORDER_BITS + (candidate.coefficients.length > 0 ? SHIFT_BITS + candidate.coefficients.length * COEFFICIENT_BITS : 0);
    const residuals = residualCost(samples, start, end, candidate.coefficients, candidate.shift);
    if (best === null || header + residuals.bits < best.bits) best = { ...candidate, residuals, bits: header + residuals.bits };
  }
  return best;
}

function writeBlock(writer, block) {
  const { coefficients, shift, residuals } = block;
  writer.write(coefficients.length, ORDER_BITS);
  if (coefficients.length > 0) {
    writer.write(shift, SHIFT_BITS);
    for (const c of coefficients) writer.write(c < 0 ? c + 2 ** COEFFICIENT_BITS : c, COEFFICIENT_BITS);
  }
  for (let p = 0; p < residuals.parameters.length; p++) {
    const k = residuals.parameters[p];
    writer.write(k, RICE_BITS);
    const end = Math.min(residuals.folded.length, (p + 1) * PARTITION_SAMPLES);
    for (let i = p * PARTITION_SAMPLES; i < end; i++) {
      const u = residuals.folded[i];
      for (let q = Math.floor(u / 2 ** k); q > 0; q--) writer.writeBit(0);
      writer.writeBit(1);
      writer.write(u % 2 ** k, k);
    }
  }
}

function u32(value) {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
}

/** The stream for these sounds' samples (Int16Arrays, in the bank's table order). */
export function packSamples(sampleArrays) {
  const writer = new BitWriter();
  let total = 0;
  for (const samples of sampleArrays) {
    total += samples.length;
    for (let start = 0; start < samples.length; start += BLOCK_SAMPLES) {
      writeBlock(writer, bestBlock(samples, start, Math.min(samples.length, start + BLOCK_SAMPLES)));
    }
  }
  const header = [...MAGIC].map((c) => c.charCodeAt(0)).concat(u32(sampleArrays.length), u32(total), u32(sampleChecksum(sampleArrays)));
  return Uint8Array.from(header.concat(writer.finish()));
}

/** Reads bits most significant first; past the end it throws. */
class BitReader {
  constructor(bytes, at) {
    this.bytes = bytes;
    this.bit = at * 8;
  }

  read(count) {
    let value = 0;
    for (let i = 0; i < count; i++) value = value * 2 + this.readBit();
    return value;
  }

  readBit() {
    const byte = this.bytes[this.bit >> 3];
    if (byte === undefined) throw new Error('the stream ends inside a block');
    return (byte >> (7 - (this.bit++ & 7))) & 1;
  }
}

/**
 * The reference decoder: the sounds' samples from `stream`, given their lengths; throws with a
 * sentence on a stream native/core/soundpack.c would refuse.
 */
export function unpackSamples(stream, lengths) {
  const magic = String.fromCharCode(...stream.subarray(0, 4));
  if (stream.length < HEADER_BYTES || magic !== MAGIC) throw new Error(`not a packed sound bank (no ${MAGIC} header)`);
  const view = new DataView(stream.buffer, stream.byteOffset, stream.length);
  if (view.getUint32(4, true) !== lengths.length) throw new Error('the stream holds another number of sounds');
  const reader = new BitReader(stream, HEADER_BYTES);
  const sounds = lengths.map((length) => {
    const samples = new Int16Array(length);
    for (let start = 0; start < length; start += BLOCK_SAMPLES) {
      const end = Math.min(length, start + BLOCK_SAMPLES);
      const order = reader.read(ORDER_BITS);
      if (order > MAX_ORDER) throw new Error('a block of too high an order');
      const shift = order > 0 ? reader.read(SHIFT_BITS) : 0;
      const coefficients = [];
      for (let j = 0; j < order; j++) {
        const c = reader.read(COEFFICIENT_BITS);
        coefficients.push(c > COEFFICIENT_MAX ? c - 2 ** COEFFICIENT_BITS : c);
      }
      for (let at = start; at < end; at += PARTITION_SAMPLES) {
        const k = reader.read(RICE_BITS);
        if (k > MAX_RICE) throw new Error('a Rice parameter over 20');
        for (let i = at; i < Math.min(end, at + PARTITION_SAMPLES); i++) {
          let q = 0;
          while (reader.readBit() === 0) q++;
          const u = q * 2 ** k + reader.read(k);
          const value = predict(samples, i, coefficients, shift) + (u % 2 === 0 ? u / 2 : -(u + 1) / 2);
          if (value < -32768 || value > 32767) throw new Error('a sample out of range');
          samples[i] = value;
        }
      }
    }
    return samples;
  });
  if (Math.ceil(reader.bit / 8) !== stream.length) throw new Error('bytes follow the last of the samples');
  if (sampleChecksum(sounds) !== view.getUint32(12, true)) throw new Error("the samples do not match the stream's checksum");
  return sounds;
}
