// Writes the atlas's measurements for the app's Node tests (see docs/assets.md for their use).
import { REPLACEMENT_CODEPOINT } from './charset.mjs';

export function emitMetrics(atlas) {
  const glyphs = {};
  for (const glyph of atlas.glyphs) glyphs[String(glyph.codepoint)] = glyph.advance;
  const images = {};
  for (const image of atlas.images) images[image.name] = [image.width, image.height];
  const replacement = atlas.glyphs.find((glyph) => glyph.codepoint === REPLACEMENT_CODEPOINT);
  return JSON.stringify(
    { lineHeight: atlas.lineHeight, glyphs, replacementAdvance: replacement.advance, images },
    null,
    1,
  ) + '\n';
}
