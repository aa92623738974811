// Folding a picture drawn over twice a tile into one seamless tile (tools/atlas/tile.mjs), the
// way the stone's noise is made to repeat: opposite edges meet, colour and contrast are kept.
import { describe, expect, test } from "vitest";
// @ts-expect-error: a plain ES module of the atlas tool, without types
import { foldIntoTile } from "../../tools/atlas/tile.mjs";

interface Picture {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Opaque smooth-ish noise that does not repeat: a seeded random walk blurred once. */
function noise(width: number, height: number, seed: number): Picture {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const raw = Array.from({ length: width * height }, () => next());
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0, count = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const sx = x + dx, sy = y + dy;
        if (sx >= 0 && sy >= 0 && sx < width && sy < height) { sum += raw[sy * width + sx]; count++; }
      }
      const value = Math.round(60 + 120 * (sum / count));
      pixels.set([value, Math.round(value * 0.7), Math.round(value * 0.4), 255], (y * width + x) * 4);
    }
  }
  return { width, height, pixels };
}

const red = (picture: Picture, x: number, y: number) => picture.pixels[(y * picture.width + x) * 4];

function columnStep(picture: Picture, a: number, b: number): number {
  let sum = 0;
  for (let y = 0; y < picture.height; y++) sum += Math.abs(red(picture, a, y) - red(picture, b, y));
  return sum / picture.height;
}

function rowStep(picture: Picture, a: number, b: number): number {
  let sum = 0;
  for (let x = 0; x < picture.width; x++) sum += Math.abs(red(picture, x, a) - red(picture, x, b));
  return sum / picture.width;
}

function spread(picture: Picture): { mean: number; deviation: number } {
  const values = Array.from({ length: picture.width * picture.height }, (_, i) => picture.pixels[i * 4]);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, deviation: Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) };
}

describe("folding a picture into a tile", () => {
  const source = noise(96, 64, 7);
  const tile = foldIntoTile(source) as Picture;

  test("halves it each way", () => {
    expect([tile.width, tile.height]).toEqual([48, 32]);
  });

  test("makes opposite edges meet as neighbouring columns and rows do", () => {
    let widestColumn = 0, widestRow = 0;
    for (let x = 1; x < tile.width; x++) widestColumn = Math.max(widestColumn, columnStep(tile, x - 1, x));
    for (let y = 1; y < tile.height; y++) widestRow = Math.max(widestRow, rowStep(tile, y - 1, y));
    expect(columnStep(tile, tile.width - 1, 0)).toBeLessThanOrEqual(widestColumn);
    expect(rowStep(tile, tile.height - 1, 0)).toBeLessThanOrEqual(widestRow);
    // the source's own left quarter does not: its cut edges are a seam
    const crop: Picture = { width: 48, height: 32, pixels: new Uint8Array(48 * 32 * 4) };
    for (let y = 0; y < 32; y++) crop.pixels.set(source.pixels.subarray(y * 96 * 4, (y * 96 + 48) * 4), y * 48 * 4);
    let cropWidest = 0;
    for (let x = 1; x < 48; x++) cropWidest = Math.max(cropWidest, columnStep(crop, x - 1, x));
    expect(columnStep(crop, 47, 0)).toBeGreaterThan(cropWidest);
  });

  test("keeps the mean colour, the contrast and the opacity", () => {
    const before = spread(source), after = spread(tile);
    expect(Math.abs(after.mean - before.mean)).toBeLessThan(1);
    expect(after.deviation / before.deviation).toBeGreaterThan(0.8);
    expect(after.deviation / before.deviation).toBeLessThan(1.25);
    for (let i = 3; i < tile.pixels.length; i += 4) expect(tile.pixels[i]).toBe(255);
  });

  test("refuses a picture that does not halve", () => {
    expect(() => foldIntoTile(noise(9, 8, 1))).toThrow(/even size/);
  });
});
