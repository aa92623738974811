// textWidth as docs/assets.md defines it: UTF-8 decoding with U+FFFD for bad bytes, advances from
// the metrics file. utf8-vectors.json is shared: the C core and the app's fake API can test
// their own decoders against the same cases.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadMetrics } from "./generated-atlas";

interface Vector {
  name: string;
  bytes: string;
  codepoints: number[];
}

interface Utf8Module {
  decodeUtf8(bytes: Uint8Array): number[];
  textWidth(metrics: unknown, bytes: Uint8Array, size: number): number;
}

const VECTORS = JSON.parse(fs.readFileSync(path.join(__dirname, "utf8-vectors.json"), "utf8")) as Vector[];

function hexBytes(text: string): Uint8Array {
  return Uint8Array.from(text.split(" ").filter((part) => part !== "").map((part) => parseInt(part, 16)));
}

async function utf8(): Promise<Utf8Module> {
  // @ts-expect-error: a plain ES module of the atlas tool, without types
  return (await import("../../tools/atlas/utf8.mjs")) as Utf8Module;
}

describe("UTF-8 decoding for text measurement", () => {
  for (const vector of VECTORS) {
    test(vector.name, async () => {
      expect((await utf8()).decodeUtf8(hexBytes(vector.bytes))).toEqual(vector.codepoints);
    });
  }
});

describe("textWidth", () => {
  test("sums the advances, times the size, over the line height", async () => {
    const metrics = loadMetrics();
    const bytes = Buffer.from("Senet ğ", "utf8");
    const sum = [..."Senet ğ"].reduce((total, c) => total + metrics.glyphs[String(c.codePointAt(0))], 0);
    expect((await utf8()).textWidth(metrics, bytes, 20)).toBe((sum * 20) / metrics.lineHeight);
  });

  test("a codepoint outside the atlas and a bad byte each take the replacement's advance", async () => {
    const metrics = loadMetrics();
    const { textWidth } = await utf8();
    const star = Buffer.from("★", "utf8");
    expect(metrics.glyphs[String(0x2605)]).toBeUndefined();
    expect(textWidth(metrics, star, metrics.lineHeight)).toBe(metrics.replacementAdvance);
    expect(textWidth(metrics, Uint8Array.from([0xff, 0xff]), metrics.lineHeight)).toBe(2 * metrics.replacementAdvance);
  });

  test("the empty text is 0 wide", async () => {
    expect((await utf8()).textWidth(loadMetrics(), new Uint8Array(0), 24)).toBe(0);
  });
});
