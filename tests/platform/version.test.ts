// The version the program reports (the title screen shows it, the benchmark's result names its
// build) is package.json's.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { VERSION } from "../../src/platform/version";
import { SCREEN_WIDTH } from "../../src/platform/layout";
import { LANGUAGES } from "../../src/platform/i18n/index";
import { AppDriver } from "../support/app-driver";

const PACKAGE_VERSION = (JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as { version: string }).version;

describe("the program's version", () => {
  it("is package.json's", () => {
    expect(VERSION).toBe(PACKAGE_VERSION);
  });

  for (const language of LANGUAGES) {
    it(`${language}: is on the title screen, under the title art, within the screen`, () => {
      const driver = new AppDriver({ language });
      driver.step();
      expect((driver.screen() as { name: string }).name).toBe("title");
      const lines = driver.native.calls.filter((call) => call.kind === "text" && call.text === `v${PACKAGE_VERSION}`);
      expect(lines).toHaveLength(1);
      const art = driver.native.calls.find((call) => call.kind === "image" && call.name === "title");
      const [line] = lines;
      if (art?.kind !== "image" || line.kind !== "text") throw new Error("the title art or the version is not drawn");
      // right-aligned with the art's right end, just under it
      expect(line.x + driver.native.api.textWidth(line.text, line.size)).toBeCloseTo(art.x + art.width, 6);
      expect(line.y).toBeGreaterThanOrEqual(art.y + art.height);
      expect(line.y).toBeLessThan(art.y + art.height + line.size);
      expect(line.x).toBeGreaterThan(0);
      expect(line.x + driver.native.api.textWidth(line.text, line.size)).toBeLessThan(SCREEN_WIDTH);
    });
  }
});
