// The packed atlas: every box inside it, none overlapping, a transparent gap around each.
import { describe, expect, test } from "vitest";
import { Box, loadGeneratedAtlas } from "./generated-atlas";

interface Named extends Box {
  label: string;
}

function boxes(): Named[] {
  const atlas = loadGeneratedAtlas();
  return [
    ...atlas.images.map((image) => ({ ...image, label: image.name })),
    ...atlas.glyphs
      .filter((glyph) => glyph.width > 0 && glyph.height > 0)
      .map((glyph) => ({ ...glyph, label: "U+" + glyph.codepoint.toString(16) })),
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

  test("every image and glyph lies inside the atlas", () => {
    const atlas = loadGeneratedAtlas();
    for (const box of boxes()) {
      expect(box.x + box.width, box.label).toBeLessThanOrEqual(atlas.width);
      expect(box.y + box.height, box.label).toBeLessThanOrEqual(atlas.height);
      expect(box.width, box.label).toBeGreaterThan(0);
    }
  });

  test("no two boxes overlap or touch (one pixel apart at least)", () => {
    const sorted = boxes().sort((a, b) => a.x - b.x);
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length && sorted[j].x <= sorted[i].x + sorted[i].width; j++) {
        const a = sorted[i], b = sorted[j];
        const apart = a.x + a.width < b.x || b.x + b.width < a.x || a.y + a.height < b.y || b.y + b.height < a.y;
        expect(apart, `${a.label} and ${b.label}`).toBe(true);
      }
    }
  });

  test("the pixels around each box are transparent, so filtering never bleeds a neighbour in", () => {
    const atlas = loadGeneratedAtlas();
    for (const box of boxes()) {
      for (let x = box.x - 1; x <= box.x + box.width; x++) {
        for (const y of [box.y - 1, box.y + box.height]) {
          if (x >= 0 && y >= 0 && x < atlas.width && y < atlas.height) expect(alphaAt(x, y), box.label).toBe(0);
        }
      }
      for (let y = box.y; y < box.y + box.height; y++) {
        for (const x of [box.x - 1, box.x + box.width]) {
          if (x >= 0 && x < atlas.width) expect(alphaAt(x, y), box.label).toBe(0);
        }
      }
    }
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

  test("the papyrus panel tiles without a seam", () => {
    const atlas = loadGeneratedAtlas();
    const panel = atlas.images.find((image) => image.name === "panel")!;
    const channel = (x: number, y: number, c: number) =>
      atlas.pixels[((panel.y + y) * atlas.width + panel.x + x) * 4 + c];
    // The mean colour step between two columns (or rows) of the tile, wrapping at the edge.
    const columnStep = (a: number, b: number) => {
      let sum = 0;
      for (let y = 0; y < panel.height; y++) for (let c = 0; c < 3; c++) sum += Math.abs(channel(a, y, c) - channel(b, y, c));
      return sum / panel.height;
    };
    const rowStep = (a: number, b: number) => {
      let sum = 0;
      for (let x = 0; x < panel.width; x++) for (let c = 0; c < 3; c++) sum += Math.abs(channel(x, a, c) - channel(x, b, c));
      return sum / panel.width;
    };
    let widestColumnStep = 0, widestRowStep = 0;
    for (let x = 1; x < panel.width; x++) widestColumnStep = Math.max(widestColumnStep, columnStep(x - 1, x));
    for (let y = 1; y < panel.height; y++) widestRowStep = Math.max(widestRowStep, rowStep(y - 1, y));
    expect(columnStep(panel.width - 1, 0)).toBeLessThanOrEqual(widestColumnStep);
    expect(rowStep(panel.height - 1, 0)).toBeLessThanOrEqual(widestRowStep);
  });
});
