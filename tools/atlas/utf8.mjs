// The UTF-8 decoding every text measurement uses (docs/assets.md): bad bytes become U+FFFD.
import { REPLACEMENT_CODEPOINT } from './charset.mjs';

function isContinuation(byte) {
  return byte !== undefined && byte >= 0x80 && byte <= 0xbf;
}

/** The codepoints of UTF-8 bytes, each malformed part replaced by U+FFFD. */
export function decodeUtf8(bytes) {
  const codepoints = [];
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    let extra, value, smallest;
    if (lead < 0x80) { codepoints.push(lead); i++; continue; }
    if (lead >= 0xc2 && lead <= 0xdf) { extra = 1; value = lead - 0xc0; smallest = 0x80; }
    else if (lead >= 0xe0 && lead <= 0xef) { extra = 2; value = lead - 0xe0; smallest = 0x800; }
    else if (lead >= 0xf0 && lead <= 0xf4) { extra = 3; value = lead - 0xf0; smallest = 0x10000; }
    else { codepoints.push(REPLACEMENT_CODEPOINT); i++; continue; }
    let complete = true;
    for (let k = 1; k <= extra; k++) {
      if (!isContinuation(bytes[i + k])) { complete = false; break; }
      value = value * 64 + (bytes[i + k] - 0x80);
    }
    if (!complete) { codepoints.push(REPLACEMENT_CODEPOINT); i++; continue; }
    const valid = value >= smallest && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
    codepoints.push(valid ? value : REPLACEMENT_CODEPOINT);
    i += extra + 1;
  }
  return codepoints;
}

/** textWidth exactly as docs/assets.md defines it, from the metrics file's content. */
export function textWidth(metrics, bytes, size) {
  let sum = 0;
  for (const codepoint of decodeUtf8(bytes)) sum += metrics.glyphs[String(codepoint)] ?? metrics.replacementAdvance;
  return (sum * size) / metrics.lineHeight;
}
