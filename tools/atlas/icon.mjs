// Renders the Homebrew Channel icon (128x48) from its SVG source.
//   node tools/atlas/icon.mjs assets/icon.svg icon.png
import fs from 'node:fs';
import { encodePng } from './png.mjs';
import { renderSvg } from './raster.mjs';

const ICON_WIDTH = 128, ICON_HEIGHT = 48;

function main(argv) {
  if (argv.length !== 2) {
    console.error('usage: node tools/atlas/icon.mjs ICON_SVG OUT_PNG');
    return 2;
  }
  const [source, target] = argv;
  try {
    const image = renderSvg(fs.readFileSync(source, 'utf8'), source);
    if (image.width !== ICON_WIDTH || image.height !== ICON_HEIGHT) {
      throw new Error(`${source} is ${image.width}x${image.height}; the Homebrew Channel wants ${ICON_WIDTH}x${ICON_HEIGHT}`);
    }
    fs.writeFileSync(target, encodePng(image.width, image.height, image.pixels));
    return 0;
  } catch (error) {
    console.error(`icon: ${error.message}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
