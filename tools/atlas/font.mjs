// Rasterises the font's glyphs at one line height: metrics from opentype.js, pixels from resvg.
import fs from 'node:fs';
import opentype from 'opentype.js';
import { renderSvg } from './raster.mjs';
import { REPLACEMENT_CODEPOINT } from './charset.mjs';

/** The text face, then the face that fills the few codepoints it lacks (✓). */
export const FONT_FILES = [
  { path: '/usr/share/fonts/truetype/lato/Lato-Bold.ttf', debianPackage: 'fonts-lato' },
  { path: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', debianPackage: 'fonts-dejavu-core' },
];

/** Atlas pixels from the line's top to the next line's top. */
export const LINE_HEIGHT = 32;

function loadFace({ path, debianPackage }) {
  if (!fs.existsSync(path)) {
    throw new Error(`font ${path} is missing: install it with: sudo apt-get install ${debianPackage}`);
  }
  try {
    const bytes = fs.readFileSync(path);
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  } catch (error) {
    throw new Error(`font ${path} cannot be read: ${error.message}`);
  }
}

/**
 * Every codepoint's glyph, in the given order, plus the replacement box.
 * @returns {{codepoint, width, height, offsetX, offsetY, advance, pixels}[]}
 */
export function rasteriseGlyphs(codepoints) {
  const faces = FONT_FILES.map(loadFace);
  const main = faces[0];
  const { ascender, descender } = main.tables.hhea;
  // The main face's ascender-to-descender span fills the line exactly.
  const emPixels = (LINE_HEIGHT * main.unitsPerEm) / (ascender - descender);
  const baseline = (ascender * emPixels) / main.unitsPerEm;
  const glyphs = [];
  for (const codepoint of codepoints) {
    if (codepoint === REPLACEMENT_CODEPOINT) continue;
    const character = String.fromCodePoint(codepoint);
    const face = faces.find((candidate) => candidate.charToGlyphIndex(character) !== 0);
    if (!face) throw new Error(`no font has U+${hex(codepoint)}; add a face to FONT_FILES`);
    const glyph = face.charToGlyph(character);
    const path = glyph.getPath(0, baseline, emPixels);
    const advance = Math.round((glyph.advanceWidth * emPixels) / face.unitsPerEm);
    const pathData = path.toPathData(3);
    if (pathData.includes('NaN') || !Number.isFinite(advance)) {
      throw new Error(`U+${hex(codepoint)}: the font parser returned a broken outline`);
    }
    glyphs.push({ codepoint, advance, ...rasterisePath(pathData, path.getBoundingBox(), codepoint) });
  }
  const capHeight = (main.tables.os2.sCapHeight * emPixels) / main.unitsPerEm;
  glyphs.push(replacementGlyph(emPixels, baseline, capHeight));
  return glyphs.sort((a, b) => a.codepoint - b.codepoint);
}

function rasterisePath(pathData, box, codepoint) {
  if (!pathData || !(box.x2 > box.x1) || !(box.y2 > box.y1)) {
    return { width: 0, height: 0, offsetX: 0, offsetY: 0, pixels: new Uint8Array(0) };
  }
  const left = Math.floor(box.x1), top = Math.floor(box.y1);
  const width = Math.ceil(box.x2) - left, height = Math.ceil(box.y2) - top;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<path transform="translate(${-left} ${-top})" fill="#fff" d="${pathData}"/></svg>`;
  const image = renderSvg(svg, `glyph U+${hex(codepoint)}`);
  whiten(image.pixels);
  return { width, height, offsetX: left, offsetY: top, pixels: image.pixels };
}

/** A glyph's colour comes from the text colour alone: every pixel is white, alpha is coverage. */
function whiten(pixels) {
  for (let i = 0; i < pixels.length; i += 4) pixels.fill(255, i, i + 3);
}

/** An outlined box as tall as a capital, for codepoints the atlas lacks. */
function replacementGlyph(emPixels, baseline, capHeight) {
  const width = Math.round(emPixels * 0.5);
  const stroke = Math.max(2, Math.round(emPixels * 0.08));
  const bearing = Math.round(emPixels * 0.08);
  const top = baseline - capHeight;
  const outer = `M${bearing} ${top}h${width}v${capHeight}h${-width}Z`;
  const inner =
    `M${bearing + stroke} ${top + stroke}v${capHeight - 2 * stroke}` +
    `h${width - 2 * stroke}v${-(capHeight - 2 * stroke)}Z`;
  const box = { x1: bearing, y1: top, x2: bearing + width, y2: baseline };
  return {
    codepoint: REPLACEMENT_CODEPOINT,
    advance: width + 2 * bearing,
    ...rasterisePath(outer + inner, box, REPLACEMENT_CODEPOINT),
  };
}

function hex(codepoint) {
  return codepoint.toString(16).toUpperCase().padStart(4, '0');
}
