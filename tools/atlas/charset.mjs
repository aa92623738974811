// The codepoints the font part of the atlas must cover, and the one that stands for the rest.

/** Drawn for every codepoint the atlas lacks; stored in the atlas under this codepoint. */
export const REPLACEMENT_CODEPOINT = 0xfffd;

const RANGES = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x017f], // Latin Extended-A (Turkish ğ ı İ ş, among others)
];

/** Punctuation, arrows and symbols the UI may use. */
const EXTRA = [
  0x2013, 0x2014, // – —
  0x2018, 0x2019, 0x201c, 0x201d, // ‘ ’ “ ”
  0x2022, 0x2026, // • …
  0x2190, 0x2191, 0x2192, 0x2193, // ← ↑ → ↓
  0x2713, // ✓
];

/** Every codepoint that must have a glyph of its own, ascending. */
export function requiredCodepoints() {
  const codepoints = [];
  for (const [first, last] of RANGES) {
    for (let codepoint = first; codepoint <= last; codepoint++) codepoints.push(codepoint);
  }
  return codepoints.concat(EXTRA).sort((a, b) => a - b);
}
