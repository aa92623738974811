// Builds the atlas in memory: renders the art and the font's glyphs and packs them into one image.
import path from 'node:path';
import { requiredCodepoints } from './charset.mjs';
import { LINE_HEIGHT, rasteriseGlyphs } from './font.mjs';
import { loadImages } from './images.mjs';
import { GUTTER, compose, pack } from './pack.mjs';

/**
 * @returns {{width, height, pixels, lineHeight, gutter, images: {name,x,y,width,height,wrapX,wrapY}[],
 *            glyphs: {codepoint,x,y,width,height,offsetX,offsetY,advance}[]}}
 */
export function buildAtlas(assetsDir) {
  const images = loadImages(path.join(assetsDir, 'images'))
    .map((image) => ({ key: 'image:' + image.name, ...image }));
  const glyphs = rasteriseGlyphs(requiredCodepoints())
    .map((glyph) => ({ key: 'glyph:' + String(glyph.codepoint).padStart(7, '0'), ...glyph }));
  const items = [...images, ...glyphs];
  const size = pack(items);
  return { ...size, pixels: compose(items, size), lineHeight: LINE_HEIGHT, gutter: GUTTER, images, glyphs };
}
