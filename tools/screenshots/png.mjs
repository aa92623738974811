// BMP screenshots (what `senet --screenshot` writes) to PNG, with Node's zlib only.
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

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

export function writePng(path, { width, height, rgb }) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  writeFileSync(path, Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]));
}

export function bmpToPng(bmpPath, pngPath) {
  writePng(pngPath, readBmp(bmpPath));
}
