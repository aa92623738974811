// Kendall's options in the files on a real Lua 5.1: build/senet.lua with a stub native reads the
// options last chosen, a record and ratings kept per set of options (an unknown option dropped, a
// set named in another order counted as one) and a saved kendall+trap game, which it continues as
// kendall+trap, as the TypeScript does on Node.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getPreset } from "../../src/game/variants";
import { AppDriver } from "../support/app-driver";
import { playFor } from "../support/game-bot";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const BUNDLE = join(ROOT, "build", "senet.lua");
const DRIVER = join(__dirname, "lua", "kendall-options.lua");
const SETTINGS = [
  "aiSpeed=fast",
  "options.kendall=home-row,bogus,trap",
  "record.kendall.club=1,2",
  "record.kendall+home-row+trap.club=3,4",
  "record.kendall+trap.club=5,6",
  "record.kendall+bogus.club=7,7",
  "ratings.kendall+trap.ai=100,200",
  "ratings.wii+trap.ai=300",
  "",
].join("\n");

/** A kendall+trap game saved mid-way against the computer. */
function trapSave(): string {
  const driver = new AppDriver({ frameMs: 50, seeds: [5], settingsFile: "aiSpeed=fast\n" });
  driver.step();
  driver.app.nav.play({ preset: "kendall", pieces: getPreset("kendall").pieces, options: ["trap"], mode: "ai", level: "club" });
  driver.step();
  playFor(driver, 150);
  return driver.native.files.get("game") ?? "";
}

describe("Kendall's options in the files on Lua 5.1", () => {
  it("are read, kept apart per set of options and written back, and a kendall+trap game continues as it", () => {
    const game = trapSave();
    expect(game).toContain("\ngame kendall+trap ");
    const folder = mkdtempSync(join(tmpdir(), "senet-kendall-"));
    try {
      writeFileSync(join(folder, "settings.txt"), SETTINGS);
      writeFileSync(join(folder, "game.txt"), game);
      const output = execFileSync("lua5.1", [DRIVER, BUNDLE, join(folder, "settings.txt"), join(folder, "game.txt")], { cwd: ROOT, encoding: "utf8", timeout: HANG_GUARD_MS });
      expect(output.trim().split("\n")).toEqual([
        "options trap,home-row",
        "record kendall.club 1,2",
        "record kendall+trap.club 5,6",
        "record kendall+trap+home-row.club 3,4",
        "ratings kendall+trap.ai 100,200",
        "continued kendall trap trap trap true",
        "written options.kendall=trap,home-row",
        "written record.kendall.club=1,2",
        "written record.kendall+trap.club=5,6",
        "written ratings.kendall+trap.ai=100,200",
        "written record.kendall+trap+home-row.club=3,4",
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
