// Reads the generated atlas (build/gen/atlas_data.c, atlas-metrics.json and the raw pixels it
// packs, atlas.rgba) back for the tests.
import fs from "node:fs";
import path from "node:path";

export const REPO = path.resolve(__dirname, "../..");
export const GEN_DIR = path.join(REPO, "build/gen");
export const ATLAS_C = path.join(GEN_DIR, "atlas_data.c");
export const ATLAS_METRICS = path.join(GEN_DIR, "atlas-metrics.json");
export const ATLAS_PIXELS = path.join(GEN_DIR, "atlas.rgba");
export const ATLAS_HEADER = path.join(REPO, "native/core/atlas.h");

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageEntry extends Box {
  name: string;
}

export interface GlyphEntry extends Box {
  codepoint: number;
  offsetX: number;
  offsetY: number;
  advance: number;
}

export interface GeneratedAtlas {
  width: number;
  height: number;
  lineHeight: number;
  gutter: number;
  imageCount: number;
  glyphCount: number;
  images: ImageEntry[];
  glyphs: GlyphEntry[];
  pixels: Uint8Array;
}

export interface AtlasMetrics {
  lineHeight: number;
  glyphs: Record<string, number>;
  replacementAdvance: number;
  images: Record<string, [number, number]>;
}

function readGenerated(file: string): string {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`make atlas\` first`);
  return fs.readFileSync(file, "utf8");
}

function numberAfter(source: string, declaration: string): number {
  const match = new RegExp(declaration + "\\s*=\\s*(\\d+)").exec(source);
  if (!match) throw new Error(`atlas_data.c has no ${declaration}`);
  return Number(match[1]);
}

function block(source: string, declaration: string): string {
  const start = source.indexOf(declaration);
  if (start < 0) throw new Error(`atlas_data.c has no ${declaration}`);
  const open = source.indexOf("{", start);
  return source.slice(open + 1, source.indexOf("};", open));
}

let cached: GeneratedAtlas | undefined;

/** The generated C, parsed (pixels included). */
export function loadGeneratedAtlas(): GeneratedAtlas {
  if (cached) return cached;
  const source = readGenerated(ATLAS_C);
  const images = [...block(source, "const AtlasImage atlas_images[]").matchAll(
    /\{\s*"([^"]+)",\s*(\d+),\s*(\d+),\s*(\d+),\s*(\d+)\s*\}/g,
  )].map((m) => ({ name: m[1], x: +m[2], y: +m[3], width: +m[4], height: +m[5] }));
  const glyphs = [...block(source, "const AtlasGlyph atlas_glyphs[]").matchAll(
    /\{\s*0x([0-9A-Fa-f]+),\s*(\d+),\s*(\d+),\s*(\d+),\s*(\d+),\s*(-?\d+),\s*(-?\d+),\s*(\d+)\s*\}/g,
  )].map((m) => ({
    codepoint: parseInt(m[1], 16), x: +m[2], y: +m[3], width: +m[4], height: +m[5],
    offsetX: +m[6], offsetY: +m[7], advance: +m[8],
  }));
  if (!fs.existsSync(ATLAS_PIXELS)) throw new Error(`${ATLAS_PIXELS} is missing: run \`make atlas\` first`);
  const pixels = new Uint8Array(fs.readFileSync(ATLAS_PIXELS));
  const width = numberAfter(source, "atlas_width"), height = numberAfter(source, "atlas_height");
  if (pixels.length !== width * height * 4) throw new Error(`${ATLAS_PIXELS} holds ${pixels.length} bytes, not ${width}x${height}x4`);
  cached = {
    width,
    height,
    lineHeight: numberAfter(source, "atlas_font_line_height"),
    gutter: numberAfter(source, "atlas_gutter"),
    imageCount: numberAfter(source, "atlas_image_count"),
    glyphCount: numberAfter(source, "atlas_glyph_count"),
    images,
    glyphs,
    pixels,
  };
  return cached;
}

export function loadMetrics(): AtlasMetrics {
  return JSON.parse(readGenerated(ATLAS_METRICS)) as AtlasMetrics;
}

/** The image names native/core/atlas.h promises, read from its comment ("die-1 .. die-6" expanded). */
export function headerImageNames(): string[] {
  const header = fs.readFileSync(ATLAS_HEADER, "utf8");
  const comment = header.slice(0, header.indexOf("*/"));
  const names = new Set<string>();
  for (const m of comment.matchAll(/\b([a-z]+)-(\d+) \.\. \1-(\d+)/g)) {
    for (let n = Number(m[2]); n <= Number(m[3]); n++) names.add(`${m[1]}-${n}`);
  }
  for (const m of comment.matchAll(/(?<![\w.-])([a-z]+(?:-[a-z0-9]+)+)(?![\w.-])/g)) names.add(m[1]);
  for (const m of comment.matchAll(/^ \*\s+(?:[a-z0-9-]+,\s*)*([a-z]+)\s{2,}/gm)) names.add(m[1]);
  names.delete("atlas-data");
  return [...names].sort();
}
