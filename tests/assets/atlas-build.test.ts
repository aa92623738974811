// The atlas build: C that compiles cleanly, the same bytes on every run, an up-to-date icon.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ATLAS_C, GEN_DIR, REPO, loadGeneratedAtlas } from "./generated-atlas";

const GENERATED_FILES = ["atlas_data.c", "atlas-metrics.json", "atlas.png", "atlas.rgba"];

let scratch = "";
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "senet-atlas-"));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

function buildAtlasInto(outDir: string, assetsDir = path.join(REPO, "assets")): void {
  execFileSync("node", [path.join(REPO, "tools/atlas/build.mjs"), assetsDir, outDir], {
    cwd: REPO,
    stdio: "pipe",
  });
}

/** Runs the build on a damaged copy of assets/ and returns what it printed on failure. */
function failedBuildMessage(label: string, damage: (imagesDir: string) => void): string {
  const assets = path.join(scratch, label + "-assets");
  fs.cpSync(path.join(REPO, "assets"), assets, { recursive: true });
  damage(path.join(assets, "images"));
  try {
    buildAtlasInto(path.join(scratch, label + "-out"), assets);
  } catch (error) {
    return String((error as { stderr: Buffer }).stderr);
  }
  throw new Error(`the build accepted the ${label} assets`);
}

function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("generated C", () => {
  test("compiles with gcc -std=c99 -Wall -Wextra -Werror against atlas.h", () => {
    const object = path.join(scratch, "atlas_data.o");
    execFileSync("gcc", ["-std=c99", "-Wall", "-Wextra", "-Werror", "-I", path.join(REPO, "native/core"),
      "-c", ATLAS_C, "-o", object], { stdio: "pipe" });
    expect(fs.statSync(object).size).toBeGreaterThan(0);
  });

  test("links into a program that reads the same tables the tests parsed, and expands the same pixels", () => {
    const main = path.join(scratch, "check.c");
    fs.writeFileSync(main, `#include <stdio.h>
#include <stdlib.h>
#include "atlas.h"
#include "unpack.h"
int main(void) {
    unsigned long sum = 0, size = (unsigned long)atlas_width * atlas_height * 4;
    unsigned char *pixels = malloc(size);
    char error[160];
    if (pixels == NULL || !unpack_pixels(atlas_packed, atlas_packed_size, atlas_width, atlas_height, pixels, size,
                                         error, sizeof error)) return 1;
    for (unsigned long i = 0; i < size; i++) sum += pixels[i];
    printf("%u %u %u %u %u %s %lu\\n", atlas_width, atlas_height, atlas_image_count, atlas_glyph_count,
           atlas_font_line_height, atlas_images[0].name, sum);
    return 0;
}
`);
    const program = path.join(scratch, "check");
    execFileSync("gcc", ["-std=c99", "-Wall", "-Wextra", "-Werror", "-I", path.join(REPO, "native/core"),
      main, ATLAS_C, path.join(REPO, "native/core/unpack.c"), "-o", program], { stdio: "pipe" });
    const atlas = loadGeneratedAtlas();
    const sum = atlas.pixels.reduce((total, value) => total + value, 0);
    expect(execFileSync(program, { encoding: "utf8" }).trim()).toBe(
      `${atlas.width} ${atlas.height} ${atlas.images.length} ${atlas.glyphs.length} ${atlas.lineHeight} ` +
        `${atlas.images[0].name} ${sum}`,
    );
  });
});

describe("atlas build", () => {
  test("writes byte-identical files on every run, equal to the ones in build/gen", () => {
    const first = path.join(scratch, "first"), second = path.join(scratch, "second");
    buildAtlasInto(first);
    buildAtlasInto(second);
    for (const file of GENERATED_FILES) {
      const bytes = fs.readFileSync(path.join(first, file));
      expect(bytes.equals(fs.readFileSync(path.join(second, file))), file).toBe(true);
      expect(bytes.equals(fs.readFileSync(path.join(GEN_DIR, file))), `${file} in build/gen`).toBe(true);
    }
  });

  test("fails with a clear message when a required picture is missing", () => {
    const message = failedBuildMessage("missing", (images) => fs.rmSync(path.join(images, "cursor.svg")));
    expect(message).toContain("cursor.svg");
  });

  test("fails with a clear message on an SVG that cannot be drawn", () => {
    const message = failedBuildMessage("broken", (images) => fs.writeFileSync(path.join(images, "panel.svg"), "<svg this is not xml"));
    expect(message).toContain("panel.svg");
  });
});

describe("Homebrew Channel icon", () => {
  test("icon.png is 128x48", () => {
    expect(pngSize(path.join(REPO, "icon.png"))).toEqual([128, 48]);
  });

  test("icon.png is what assets/icon.svg renders to (run `make icon` after editing it)", () => {
    const fresh = path.join(scratch, "icon.png");
    execFileSync("node", [path.join(REPO, "tools/atlas/icon.mjs"), path.join(REPO, "assets/icon.svg"), fresh], {
      stdio: "pipe",
    });
    expect(fs.readFileSync(fresh).equals(fs.readFileSync(path.join(REPO, "icon.png")))).toBe(true);
  });
});
