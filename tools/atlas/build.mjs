// Builds the texture atlas: renders the art and the font, packs them, writes C, metrics and a preview.
//   node tools/atlas/build.mjs ASSETS_DIR OUT_DIR
import fs from 'node:fs';
import path from 'node:path';
import { requiredCodepoints } from './charset.mjs';
import { emitC } from './emit-c.mjs';
import { emitMetrics } from './emit-metrics.mjs';
import { LINE_HEIGHT, rasteriseGlyphs } from './font.mjs';
import { loadImages } from './images.mjs';
import { compose, pack } from './pack.mjs';
import { encodePng } from './png.mjs';
import { previewPixels } from './preview.mjs';

function buildAtlas(assetsDir) {
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

function writeIfChanged(file, content) {
  if (fs.existsSync(file) && Buffer.compare(fs.readFileSync(file), Buffer.from(content)) === 0) return;
  fs.writeFileSync(file, content);
}

function main(argv) {
  if (argv.length !== 2) {
    console.error('usage: node tools/atlas/build.mjs ASSETS_DIR OUT_DIR');
    return 2;
  }
  const [assetsDir, outDir] = argv;
  try {
    const atlas = buildAtlas(assetsDir);
    fs.mkdirSync(outDir, { recursive: true });
    writeIfChanged(path.join(outDir, 'atlas_data.c'), emitC(atlas));
    writeIfChanged(path.join(outDir, 'atlas-metrics.json'), emitMetrics(atlas));
    writeIfChanged(path.join(outDir, 'atlas.png'), encodePng(atlas.width, atlas.height, previewPixels(atlas.width, atlas.height, atlas.pixels)));
    console.log(`atlas: ${atlas.width}x${atlas.height}, ${atlas.images.length} images, ${atlas.glyphs.length} glyphs`);
    return 0;
  } catch (error) {
    console.error(`atlas: ${error.message}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
