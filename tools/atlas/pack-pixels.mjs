// Packs RGBA8 pixels (the atlas) or any bytes (the Lua bundle) losslessly for native/core/unpack.c:
// LZ77 sequences of the bytes as they are.
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

/** LZ77 sequences for `data` (greedy, the longest match among the last CHAIN_DEPTH candidates). */
export function compressBytes(data) {
  const out = [];
  const head = new Int32Array(1 << HASH_BITS).fill(-1);
  const previous = new Int32Array(data.length);
  const insert = (i) => {
    if (i + MIN_MATCH > data.length) return;
    const hash = hashAt(data, i);
    previous[i] = head[hash];
    head[hash] = i;
  };
  let literalStart = 0, i = 0;
  while (i < data.length) {
    let bestLength = 0, bestDistance = 0;
    if (i + MIN_MATCH <= data.length) {
      let candidate = head[hashAt(data, i)];
      for (let depth = 0; candidate >= 0 && depth < CHAIN_DEPTH && i - candidate <= MAX_DISTANCE; depth++) {
        let length = 0;
        while (i + length < data.length && data[candidate + length] === data[i + length]) length++;
        if (length > bestLength) {
          bestLength = length;
          bestDistance = i - candidate;
        }
        candidate = previous[candidate];
      }
    }
    if (bestLength < MIN_MATCH) {
      insert(i);
      i++;
      continue;
    }
    pushSequence(out, data, literalStart, i, bestDistance, bestLength);
    for (let end = i + bestLength; i < end; i++) insert(i);
    literalStart = i;
  }
  if (literalStart < data.length) pushSequence(out, data, literalStart, data.length, 0, 0);
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
