// The generated atlas holds every picture atlas.h names and every character the UI may show.
import { describe, expect, test } from "vitest";
import { headerImageNames, loadGeneratedAtlas, loadMetrics } from "./generated-atlas";

const REPLACEMENT = 0xfffd;

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const REQUIRED_CODEPOINTS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...range(0x100, 0x17f),
  ...[0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026],
  ...[0x2190, 0x2191, 0x2192, 0x2193, 0x00d7, 0x00b7, 0x2713],
];

describe("images", () => {
  test("atlas.h's comment lists the pictures the game draws", () => {
    const names = headerImageNames();
    for (const name of ["board-square", "piece-cone", "die-1", "die-6", "glyph-30", "cursor", "title", "panel", "frieze", "stone"]) {
      expect(names).toContain(name);
    }
  });

  test("every name in atlas.h is an image of the atlas", () => {
    const names = loadGeneratedAtlas().images.map((image) => image.name);
    for (const name of headerImageNames()) expect(names).toContain(name);
  });

  test("image names are unique and the count matches atlas_image_count", () => {
    const atlas = loadGeneratedAtlas();
    const names = atlas.images.map((image) => image.name);
    expect(new Set(names).size).toBe(names.length);
    expect(atlas.imageCount).toBe(names.length);
  });

  test("the metrics file gives each image its size in the atlas", () => {
    const atlas = loadGeneratedAtlas();
    const metrics = loadMetrics();
    expect(Object.keys(metrics.images).sort()).toEqual(atlas.images.map((image) => image.name).sort());
    for (const image of atlas.images) expect(metrics.images[image.name]).toEqual([image.width, image.height]);
  });

  test("the pictures keep their designed sizes", () => {
    const metrics = loadMetrics();
    expect(metrics.images["title"]).toEqual([512, 128]);
    expect(metrics.images["panel"]).toEqual([128, 128]);
    expect(metrics.images["stone"]).toEqual([128, 128]);
    expect(metrics.images["frieze"]).toEqual([64, 16]);
    expect(metrics.images["stick-light"]).toEqual(metrics.images["stick-dark"]);
    expect(metrics.images["board-square"]).toEqual(metrics.images["board-square-alt"]);
  });
});

describe("glyphs", () => {
  test("every required codepoint and the replacement box have a glyph", () => {
    const codepoints = new Set(loadGeneratedAtlas().glyphs.map((glyph) => glyph.codepoint));
    const missing = REQUIRED_CODEPOINTS.filter((codepoint) => !codepoints.has(codepoint));
    expect(missing.map((c) => c.toString(16))).toEqual([]);
    expect(codepoints.has(REPLACEMENT)).toBe(true);
  });

  test("glyphs are sorted by codepoint, without duplicates, as binary search needs", () => {
    const atlas = loadGeneratedAtlas();
    const codepoints = atlas.glyphs.map((glyph) => glyph.codepoint);
    for (let i = 1; i < codepoints.length; i++) expect(codepoints[i]).toBeGreaterThan(codepoints[i - 1]);
    expect(atlas.glyphCount).toBe(codepoints.length);
  });

  test("printable characters have ink and an advance; the space has an advance only", () => {
    const glyphs = new Map(loadGeneratedAtlas().glyphs.map((glyph) => [glyph.codepoint, glyph]));
    for (const character of "AZaz09ğĞıİşŞñ¿¡áãõçâêô–—“”…←→✓") {
      const glyph = glyphs.get(character.codePointAt(0)!)!;
      expect(glyph.width * glyph.height, character).toBeGreaterThan(0);
      expect(glyph.advance, character).toBeGreaterThan(0);
    }
    const space = glyphs.get(0x20)!;
    expect(space.advance).toBeGreaterThan(0);
    expect(space.width * space.height).toBe(0);
  });

  test("letters sit on one baseline and stay inside the line", () => {
    const atlas = loadGeneratedAtlas();
    const glyphs = new Map(atlas.glyphs.map((glyph) => [glyph.codepoint, glyph]));
    const bottoms = [..."HEIMNTxzaoe"].map((c) => {
      const glyph = glyphs.get(c.codePointAt(0)!)!;
      return glyph.offsetY + glyph.height;
    });
    // Round letters overshoot the baseline by a fraction of a pixel; flat ones must agree exactly.
    const flat = bottoms.slice(0, 8);
    expect(new Set(flat).size).toBe(1);
    for (const bottom of bottoms) expect(Math.abs(bottom - flat[0])).toBeLessThanOrEqual(1);
    const g = glyphs.get("g".codePointAt(0)!)!;
    expect(g.offsetY + g.height).toBeGreaterThan(flat[0] + 2);
    for (const glyph of atlas.glyphs) {
      expect(glyph.offsetY, glyph.codepoint.toString(16)).toBeGreaterThanOrEqual(0);
      expect(glyph.offsetY + glyph.height, glyph.codepoint.toString(16)).toBeLessThanOrEqual(atlas.lineHeight);
    }
  });

  test("the metrics file agrees with the C glyph table", () => {
    const atlas = loadGeneratedAtlas();
    const metrics = loadMetrics();
    expect(metrics.lineHeight).toBe(atlas.lineHeight);
    expect(Object.keys(metrics.glyphs).length).toBe(atlas.glyphs.length);
    for (const glyph of atlas.glyphs) expect(metrics.glyphs[String(glyph.codepoint)]).toBe(glyph.advance);
    expect(metrics.replacementAdvance).toBe(metrics.glyphs[String(REPLACEMENT)]);
  });
});
