// A fit of some presets' curves keeps every other preset's curves exactly as the file has them, so
// that a fit run with the file's own arguments writes what the whole fit would (each preset's fit
// plays only its own games).

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fit, fittedBy } from "../../tools/train/calibrate";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const SHIPPED = join("src", "game", "analysis", "calibration.ts");

/** The file's lines without the header's arguments and without `name`'s curves (each `  name: {` to its `  },`). */
function withoutPreset(text: string, name: string): string[] {
  const kept: string[] = [];
  let inside = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("// outcomes of self-play games")) continue;
    if (line === `  ${name}: {`) inside = true;
    if (!inside) kept.push(line);
    if (inside && line === "  },") inside = false;
  }
  return kept;
}

describe("a fit of some presets", () => {
  it("writes every other preset's curves as the shipped file has them, and its own anew", () => {
    const out = join(mkdtempSync(join(tmpdir(), "calibration-")), "calibration.ts");
    fit(4, 1, "oneply", ["modern"], out);
    const shipped = readFileSync(SHIPPED, "utf8");
    const written = readFileSync(out, "utf8");
    expect(fittedBy(out)).toBe("fit 4 1 oneply");
    expect(withoutPreset(written, "modern")).toEqual(withoutPreset(shipped, "modern"));
    // Four games fit other curves than the shipped file's 4,000.
    expect(withoutPreset(written, "wii")).not.toEqual(withoutPreset(shipped, "wii"));
    expect(fittedBy(SHIPPED)).toMatch(/^fit \d+ \d+ \w+$/);
  }, HANG_GUARD_MS);
});
