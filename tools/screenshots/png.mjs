// BMP screenshots (what `senet --screenshot` writes) to PNG, with the atlas's PNG writer.
import { readFileSync, writeFileSync } from 'node:fs';
import { encodePng } from '../atlas/png.mjs';

/** Reads an uncompressed 24- or 32-bit BMP into RGB rows, top row first. */
export function readBmp(path) {
  const file = readFileSync(path);
  if (file.toString('latin1', 0, 2) !== 'BM') throw new Error(`${path}: not a BMP file`);
  const offset = file.readUInt32LE(10);
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const bits = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  if ((bits !== 24 && bits !== 32) || (compression !== 0 && compression !== 3)) {
    throw new Error(`${path}: only uncompressed 24/32-bit BMPs are supported (got ${bits} bits, compression ${compression})`);
  }
  const height = Math.abs(rawHeight);
  const bytesPerPixel = bits / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const sourceRow = rawHeight > 0 ? height - 1 - y : y;
    for (let x = 0; x < width; x++) {
      const source = offset + sourceRow * stride + x * bytesPerPixel;
      const target = (y * width + x) * 3;
      rgb[target] = file[source + 2];
      rgb[target + 1] = file[source + 1];
      rgb[target + 2] = file[source];
    }
  }
  return { width, height, rgb };
}

export function bmpToPng(bmpPath, pngPath) {
  const { width, height, rgb } = readBmp(bmpPath);
  writeFileSync(pngPath, encodePng(width, height, rgb, 3));
}
