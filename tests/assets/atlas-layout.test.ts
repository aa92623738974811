// The packed atlas: every box inside it with its gutter, no two overlapping, each gutter holding
// the texels that continue its image (the opposite edge along an axis the game tiles it on).
import { describe, expect, test } from "vitest";
// @ts-expect-error: a plain ES module of the atlas tool, without types
import { TILED_IMAGES } from "../../tools/atlas/images.mjs";
import { Box, loadGeneratedAtlas } from "./generated-atlas";

interface Named extends Box {
  label: string;
  wrapX: boolean;
  wrapY: boolean;
}

const TILED = TILED_IMAGES as Record<string, { wrapX: boolean; wrapY: boolean }>;

function boxes(): Named[] {
  const atlas = loadGeneratedAtlas();
  return [
    ...atlas.images.map((image) => ({
      ...image, label: image.name, wrapX: TILED[image.name]?.wrapX ?? false, wrapY: TILED[image.name]?.wrapY ?? false,
    })),
    ...atlas.glyphs
      .filter((glyph) => glyph.width > 0 && glyph.height > 0)
      .map((glyph) => ({ ...glyph, label: "U+" + glyph.codepoint.toString(16), wrapX: false, wrapY: false })),
  ];
}

function alphaAt(x: number, y: number): number {
  const atlas = loadGeneratedAtlas();
  return atlas.pixels[(y * atlas.width + x) * 4 + 3];
}

describe("atlas layout", () => {
  test("is RGBA of the announced size, at most 1024x1024", () => {
    const atlas = loadGeneratedAtlas();
    expect(atlas.width).toBeLessThanOrEqual(1024);
    expect(atlas.height).toBeLessThanOrEqual(1024);
    expect(atlas.pixels.length).toBe(atlas.width * atlas.height * 4);
  });

  test("has a gutter of one texel: GX and the desktop read at most one past an image", () => {
    expect(loadGeneratedAtlas().gutter).toBe(1);
  });

  test("every image and glyph lies inside the atlas with its gutter", () => {
    const atlas = loadGeneratedAtlas();
    for (const box of boxes()) {
      expect(box.x - atlas.gutter, box.label).toBeGreaterThanOrEqual(0);
      expect(box.y - atlas.gutter, box.label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width + atlas.gutter, box.label).toBeLessThanOrEqual(atlas.width);
      expect(box.y + box.height + atlas.gutter, box.label).toBeLessThanOrEqual(atlas.height);
      expect(box.width, box.label).toBeGreaterThan(0);
    }
  });

  test("no two boxes overlap, gutters included", () => {
    const g = loadGeneratedAtlas().gutter;
    const sorted = boxes().sort((a, b) => a.x - b.x);
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length && sorted[j].x - g < sorted[i].x + sorted[i].width + g; j++) {
        const a = sorted[i], b = sorted[j];
        const apart = a.x + a.width + g <= b.x - g || b.x + b.width + g <= a.x - g ||
          a.y + a.height + g <= b.y - g || b.y + b.height + g <= a.y - g;
        expect(apart, `${a.label} and ${b.label}`).toBe(true);
      }
    }
  });

  test("each gutter texel repeats its image's edge, or the opposite edge along a tiled axis", () => {
    const atlas = loadGeneratedAtlas();
    const g = atlas.gutter;
    const texel = (x: number, y: number) => Array.from(atlas.pixels.subarray((y * atlas.width + x) * 4, (y * atlas.width + x) * 4 + 4));
    const from = (offset: number, size: number, wraps: boolean) =>
      wraps ? ((offset % size) + size) % size : Math.min(size - 1, Math.max(0, offset));
    let checked = 0;
    for (const box of boxes()) {
      for (let dy = -g; dy < box.height + g; dy++) {
        for (let dx = -g; dx < box.width + g; dx++) {
          if (dx >= 0 && dy >= 0 && dx < box.width && dy < box.height) continue;
          const expected = texel(box.x + from(dx, box.width, box.wrapX), box.y + from(dy, box.height, box.wrapY));
          expect(texel(box.x + dx, box.y + dy), `${box.label} at (${dx}, ${dy})`).toEqual(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10000);
  });

  test("the images the game tiles are the ones whose gutter wraps", () => {
    expect(Object.keys(TILED).sort()).toEqual(["frieze", "stone"]);
    expect(TILED.stone).toMatchObject({ wrapX: true, wrapY: true });
    expect(TILED.frieze).toMatchObject({ wrapX: true, wrapY: false });
  });

  test("each image shows something and the tiles are opaque to their edges", () => {
    const atlas = loadGeneratedAtlas();
    for (const image of atlas.images) {
      let ink = 0;
      for (let y = image.y; y < image.y + image.height; y++) {
        for (let x = image.x; x < image.x + image.width; x++) if (alphaAt(x, y) > 0) ink++;
      }
      expect(ink, image.name).toBeGreaterThan((image.width * image.height) / 10);
    }
    for (const name of ["board-square", "board-square-alt", "panel", "title"]) {
      const image = atlas.images.find((candidate) => candidate.name === name)!;
      for (const [x, y] of [[0, 0], [image.width - 1, 0], [0, image.height - 1], [image.width - 1, image.height - 1]]) {
        expect(alphaAt(image.x + x, image.y + y), name).toBe(255);
      }
    }
  });

  test("glyph pixels are white, so the text colour alone colours them", () => {
    const atlas = loadGeneratedAtlas();
    for (const glyph of atlas.glyphs) {
      let ink = 0;
      for (let y = glyph.y; y < glyph.y + glyph.height; y++) {
        for (let x = glyph.x; x < glyph.x + glyph.width; x++) {
          const at = (y * atlas.width + x) * 4;
          expect([atlas.pixels[at], atlas.pixels[at + 1], atlas.pixels[at + 2]]).toEqual([255, 255, 255]);
          if (atlas.pixels[at + 3] > 0) ink++;
        }
      }
      if (glyph.width > 0) expect(ink, glyph.codepoint.toString(16)).toBeGreaterThan(0);
    }
  });

  // The mean colour step between two columns (or rows) of a tile, against the widest step inside it.
  function steps(name: string) {
    const atlas = loadGeneratedAtlas();
    const image = atlas.images.find((candidate) => candidate.name === name)!;
    const channel = (x: number, y: number, c: number) =>
      atlas.pixels[((image.y + y) * atlas.width + image.x + x) * 4 + c];
    const columnStep = (a: number, b: number) => {
      let sum = 0;
      for (let y = 0; y < image.height; y++) for (let c = 0; c < 3; c++) sum += Math.abs(channel(a, y, c) - channel(b, y, c));
      return sum / image.height;
    };
    const rowStep = (a: number, b: number) => {
      let sum = 0;
      for (let x = 0; x < image.width; x++) for (let c = 0; c < 3; c++) sum += Math.abs(channel(x, a, c) - channel(x, b, c));
      return sum / image.width;
    };
    let widestColumnStep = 0, widestRowStep = 0;
    for (let x = 1; x < image.width; x++) widestColumnStep = Math.max(widestColumnStep, columnStep(x - 1, x));
    for (let y = 1; y < image.height; y++) widestRowStep = Math.max(widestRowStep, rowStep(y - 1, y));
    return {
      across: columnStep(image.width - 1, 0), widestColumnStep,
      down: rowStep(image.height - 1, 0), widestRowStep,
    };
  }

  test("the papyrus panel and the stone tile without a seam both ways, the frieze across", () => {
    for (const name of ["panel", "stone"]) {
      const { across, widestColumnStep, down, widestRowStep } = steps(name);
      expect(across, name).toBeLessThanOrEqual(widestColumnStep);
      expect(down, name).toBeLessThanOrEqual(widestRowStep);
    }
    const frieze = steps("frieze");
    expect(frieze.across).toBeLessThanOrEqual(frieze.widestColumnStep);
  });
});
