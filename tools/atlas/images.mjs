// Loads the source art (assets/images/*.svg), one atlas image per file, named after the file.
import fs from 'node:fs';
import path from 'node:path';
import { bleedColour, renderSvg } from './raster.mjs';
import { foldIntoTile } from './tile.mjs';

/** The names native/core/atlas.h promises. */
export const REQUIRED_IMAGES = [
  'board-square', 'board-square-alt', 'piece-cone', 'piece-spool', 'stick-light', 'stick-dark',
  'die-1', 'die-2', 'die-3', 'die-4', 'die-5', 'die-6',
  'glyph-15', 'glyph-21', 'glyph-26', 'glyph-27', 'glyph-28', 'glyph-29', 'glyph-30',
  'cursor', 'title', 'panel', 'frieze', 'stone',
];

/**
 * The images the game draws side by side, and along which axes (the backdrop's stone both ways,
 * the frieze across): their atlas gutter holds the opposite edge there, so filtering joins the
 * tiles as it joins neighbouring texels. A `fold` image's SVG covers twice the tile each way and
 * is folded into it (tile.mjs).
 */
export const TILED_IMAGES = {
  stone: { wrapX: true, wrapY: true, fold: true },
  frieze: { wrapX: true, wrapY: false, fold: false },
};

const NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** @returns {{name, width, height, pixels, wrapX, wrapY}[]} sorted by name */
export function loadImages(directory) {
  if (!fs.existsSync(directory)) throw new Error(`the art folder ${directory} is missing`);
  const files = fs.readdirSync(directory).filter((file) => file.endsWith('.svg')).sort();
  const missing = REQUIRED_IMAGES.filter((name) => !files.includes(name + '.svg'));
  if (missing.length > 0) throw new Error(`${directory} lacks ${missing.map((n) => n + '.svg').join(', ')}`);
  return files.map((file) => {
    const name = file.slice(0, -'.svg'.length);
    if (!NAME_PATTERN.test(name)) throw new Error(`${file}: image names are lower-case words joined by '-'`);
    const tiled = TILED_IMAGES[name];
    const drawn = renderSvg(fs.readFileSync(path.join(directory, file), 'utf8'), file);
    const image = tiled?.fold ? foldIntoTile(drawn) : drawn;
    bleedColour(image);
    return { name, ...image, wrapX: tiled?.wrapX ?? false, wrapY: tiled?.wrapY ?? false };
  });
}
