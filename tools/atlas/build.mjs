// Writes the texture atlas as C source, metrics and the raw pixels for the tests, and a preview PNG.
//   node tools/atlas/build.mjs ASSETS_DIR OUT_DIR
import fs from 'node:fs';
import path from 'node:path';
import { buildAtlas } from './atlas.mjs';
import { emitC } from './emit-c.mjs';
import { emitMetrics } from './emit-metrics.mjs';
import { encodePng } from './png.mjs';
import { previewPixels } from './preview.mjs';

function main(argv) {
  if (argv.length !== 2) {
    console.error('usage: node tools/atlas/build.mjs ASSETS_DIR OUT_DIR');
    return 2;
  }
  const [assetsDir, outDir] = argv;
  try {
    const atlas = buildAtlas(assetsDir);
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'atlas_data.c'), emitC(atlas));
    fs.writeFileSync(path.join(outDir, 'atlas-metrics.json'), emitMetrics(atlas));
    fs.writeFileSync(path.join(outDir, 'atlas.rgba'), atlas.pixels);
    fs.writeFileSync(path.join(outDir, 'atlas.png'), encodePng(atlas.width, atlas.height, previewPixels(atlas.width, atlas.height, atlas.pixels)));
    console.log(`atlas: ${atlas.width}x${atlas.height}, ${atlas.images.length} images, ${atlas.glyphs.length} glyphs`);
    return 0;
  } catch (error) {
    console.error(`atlas: ${error.message}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
