// Packs RGBA8 pixels (the atlas) or any bytes (the Lua bundle) losslessly for native/core/unpack.c:
// LZ77 sequences of the bytes as they are, parsed for the fewest bytes (the format leaves the parse free).
//
// The stream of pixels (numbers little-endian):
//   "SPX1"                      magic
//   width u16, height u16       in pixels; the pixels are width * height * 4 bytes, rows top to bottom
//   checksum u32                Adler-32 (RFC 1950) of the pixels, so damage inside a literal shows
//   sequences                   until the pixels are complete; then the stream ends
// The stream of bytes is the same but for its first 8 bytes: "SLZ1", then the byte count u32.
// Two magics rather than one header for both: each stream says what it holds, and a bundle
// handed to the pixels' decoder (or the atlas to the bytes') is refused by its header instead of
// expanding into nonsense.
// A sequence is a token byte, its high nibble the literal count and its low nibble the match
// length less MIN_MATCH; a nibble of 15 continues in the bytes that follow, each added, up to and
// including the first below 255. Then the literal bytes; then, unless the pixels are complete,
// the match: a u16 distance back (1 .. MAX_DISTANCE; shorter than the match, the copy repeats
// itself) and the copy.
//
// No predictor: PNG's per-row filters (left, up, average, Paeth, or the best of them per row)
// made this stream 7-34 % larger on the atlas, whose flat areas and repeated glyph shapes LZ77
// finds as they are; they pay only before an entropy coder, which this format does without.
export const MAGIC = 'SPX1';
export const BYTES_MAGIC = 'SLZ1';
export const HEADER_BYTES = 12;
export const MIN_MATCH = 4;
export const MAX_DISTANCE = 65535;
const CHANNELS = 4;
const NIBBLE_MAX = 15;
const HASH_BITS = 16;
// How many earlier places with the same first bytes the encoder tries for each match.
const CHAIN_DEPTH = 256;
// A match this long is good enough: the search stops there, and the parse takes it whole.
const NICE_LENGTH = 258;
const ADLER_MODULUS = 65521;

/** Adler-32 of `bytes`, as native/core/unpack.c computes it. */
export function checksum(bytes) {
  let low = 1, high = 0;
  for (let i = 0; i < bytes.length; i++) {
    low = (low + bytes[i]) % ADLER_MODULUS;
    high = (high + low) % ADLER_MODULUS;
  }
  return ((high << 16) | low) >>> 0;
}

function pushLength(out, extra) {
  let rest = extra;
  while (rest >= 255) {
    out.push(255);
    rest -= 255;
  }
  out.push(rest);
}

function pushSequence(out, data, literalStart, literalEnd, distance, length) {
  const literals = literalEnd - literalStart;
  const matchCode = length === 0 ? 0 : length - MIN_MATCH;
  out.push((Math.min(literals, NIBBLE_MAX) << 4) | Math.min(matchCode, NIBBLE_MAX));
  if (literals >= NIBBLE_MAX) pushLength(out, literals - NIBBLE_MAX);
  for (let i = literalStart; i < literalEnd; i++) out.push(data[i]);
  if (length === 0) return;
  out.push(distance & 0xff, distance >> 8);
  if (matchCode >= NIBBLE_MAX) pushLength(out, matchCode - NIBBLE_MAX);
}

function hashAt(data, i) {
  const word = (data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24)) >>> 0;
  return Math.imul(word, 2654435761) >>> (32 - HASH_BITS);
}

/** The bytes a match of `length` adds to its sequence beyond the token and the distance. */
function matchExtraBytes(length) {
  const code = length - MIN_MATCH;
  return code < NIBBLE_MAX ? 0 : 1 + Math.floor((code - NIBBLE_MAX) / 255);
}

/**
 * The longest match (length, distance) at every place of `data`, among the last CHAIN_DEPTH with
 * the same first bytes; a match longer than NICE_LENGTH is taken as it is, and the next place's is
 * the same one, a byte shorter.
 */
function longestMatches(data) {
  const head = new Int32Array(1 << HASH_BITS).fill(-1);
  const previous = new Int32Array(data.length);
  const lengths = new Int32Array(data.length);
  const distances = new Int32Array(data.length);
  for (let i = 0; i + MIN_MATCH <= data.length; i++) {
    if (i > 0 && lengths[i - 1] > NICE_LENGTH) {
      lengths[i] = lengths[i - 1] - 1;
      distances[i] = distances[i - 1];
    } else {
      let best = 0, bestDistance = 0;
      let candidate = head[hashAt(data, i)];
      for (let depth = 0; candidate >= 0 && depth < CHAIN_DEPTH && i - candidate <= MAX_DISTANCE; depth++) {
        if (data[candidate + best] === data[i + best]) {
          let length = 0;
          while (i + length < data.length && data[candidate + length] === data[i + length]) length++;
          if (length > best) {
            best = length;
            bestDistance = i - candidate;
            if (length > NICE_LENGTH) break;
          }
        }
        candidate = previous[candidate];
      }
      if (best >= MIN_MATCH) {
        lengths[i] = best;
        distances[i] = bestDistance;
      }
    }
    const hash = hashAt(data, i);
    previous[i] = head[hash];
    head[hash] = i;
  }
  return { lengths, distances };
}

/**
 * LZ77 sequences for `data`, parsed for the fewest bytes: for each place, the cheapest way to
 * reach it (a literal more, or a match from the place its length back, of any length up to the
 * longest found there, all distances costing the same two bytes), then the path back from the end.
 * A literal run's cost counts its length bytes as they come; the last run's token is left out.
 */
export function compressBytes(data) {
  const n = data.length;
  const { lengths, distances } = longestMatches(data);
  const cost = new Float64Array(n + 1).fill(Infinity);
  const run = new Int32Array(n + 1);
  // how each place is best reached: 0 by a literal, else by a match of that length
  const step = new Int32Array(n + 1);
  cost[0] = 0;
  for (let i = 0; i < n; i++) {
    const here = cost[i];
    const literals = run[i] + 1;
    const lengthByte = literals === NIBBLE_MAX || (literals > NIBBLE_MAX && (literals - NIBBLE_MAX) % 255 === 0);
    const literal = here + 1 + (lengthByte ? 1 : 0);
    if (literal < cost[i + 1]) {
      cost[i + 1] = literal;
      run[i + 1] = literals;
      step[i + 1] = 0;
    }
    const longest = lengths[i];
    if (longest < MIN_MATCH) continue;
    const top = Math.min(longest, NICE_LENGTH);
    for (let length = MIN_MATCH; length <= top; length++) {
      const match = here + 3 + matchExtraBytes(length);
      if (match <= cost[i + length]) {
        cost[i + length] = match;
        run[i + length] = 0;
        step[i + length] = length;
      }
    }
    if (longest > top) {
      const match = here + 3 + matchExtraBytes(longest);
      if (match <= cost[i + longest]) {
        cost[i + longest] = match;
        run[i + longest] = 0;
        step[i + longest] = longest;
      }
    }
  }
  // the matches on the path, last first: where each starts, and its length
  const starts = [];
  const matchLengths = [];
  for (let i = n; i > 0;) {
    if (step[i] === 0) {
      i--;
    } else {
      matchLengths.push(step[i]);
      i -= step[i];
      starts.push(i);
    }
  }
  const out = [];
  let literalStart = 0;
  for (let index = starts.length - 1; index >= 0; index--) {
    const start = starts[index];
    pushSequence(out, data, literalStart, start, distances[start], matchLengths[index]);
    literalStart = start + matchLengths[index];
  }
  if (literalStart < n) pushSequence(out, data, literalStart, n, 0, 0);
  return Uint8Array.from(out);
}

/** The stream for `pixels`, width * height * 4 bytes. */
export function packPixels(width, height, pixels) {
  if (width > 0xffff || height > 0xffff) throw new Error(`${width}x${height} pixels do not fit the stream's header`);
  if (pixels.length !== width * height * CHANNELS) throw new Error(`${width}x${height} pixels need ${width * height * CHANNELS} bytes, not ${pixels.length}`);
  const sequences = compressBytes(pixels);
  const stream = new Uint8Array(HEADER_BYTES + sequences.length);
  stream.set(Buffer.from(MAGIC, 'ascii'), 0);
  stream[4] = width & 0xff;
  stream[5] = width >> 8;
  stream[6] = height & 0xff;
  stream[7] = height >> 8;
  new DataView(stream.buffer).setUint32(8, checksum(pixels), true);
  stream.set(sequences, HEADER_BYTES);
  return stream;
}

/** The stream for any `bytes` (at most 2^32 - 1 of them). */
export function packBytes(bytes) {
  if (bytes.length > 0xffffffff) throw new Error(`${bytes.length} bytes do not fit the stream's header`);
  const sequences = compressBytes(bytes);
  const stream = new Uint8Array(HEADER_BYTES + sequences.length);
  stream.set(Buffer.from(BYTES_MAGIC, 'ascii'), 0);
  const view = new DataView(stream.buffer);
  view.setUint32(4, bytes.length, true);
  view.setUint32(8, checksum(bytes), true);
  stream.set(sequences, HEADER_BYTES);
  return stream;
}
