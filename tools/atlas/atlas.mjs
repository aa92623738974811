// Builds the atlas in memory: renders the art and the font's glyphs and packs them into one image.
import path from 'node:path';
import { requiredCodepoints } from './charset.mjs';
import { LINE_HEIGHT, rasteriseGlyphs } from './font.mjs';
import { loadImages } from './images.mjs';
import { compose, pack } from './pack.mjs';

/**
 * @returns {{width, height, pixels, lineHeight, images: {name,x,y,width,height}[],
 *            glyphs: {codepoint,x,y,width,height,offsetX,offsetY,advance}[]}}
 */
export function buildAtlas(assetsDir) {
  const images = loadImages(path.join(assetsDir, 'images'));
  const glyphs = rasteriseGlyphs(requiredCodepoints());
  const items = [
    ...images.map((image) => ({ key: 'image:' + image.name, ...image })),
    ...glyphs.map((glyph) => ({ key: 'glyph:' + String(glyph.codepoint).padStart(6, '0'), ...glyph })),
  ];
  const size = pack(items);
  const pixels = compose(items, size);
  const placed = new Map(items.map((item) => [item.key, item]));
  return {
    ...size,
    pixels,
    lineHeight: LINE_HEIGHT,
    images: images.map((image) => placed.get('image:' + image.name)),
    glyphs: glyphs.map((glyph) => placed.get('glyph:' + String(glyph.codepoint).padStart(6, '0'))),
  };
}
