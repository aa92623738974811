// Files from before the ladder of levels on a real Lua 5.1: build/senet.lua with a stub native
// reads a settings file whose record names the levels the ladder replaced and a saved game that
// names one, and counts and plays them as the rungs nearest to them, as the TypeScript does on
// Node; both write them back under the rungs' names.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { digest } from "../../src/game/text";
import { AI_LEVELS } from "../../src/game/ai/index";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver } from "../support/app-driver";
import { playFor } from "../support/game-bot";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const BUNDLE = join(ROOT, "build", "senet.lua");
const DRIVER = join(__dirname, "lua", "older-files.lua");
const OLD_SETTINGS = "version=1\naiSpeed=fast\nrecord.wii.easy=4,1\nrecord.wii.medium=2,3\nrecord.wii.hard=1,6\nrecord.antik.hard=0,2\nrecord.antik.master=5,5\n";

/** A game saved mid-way against the computer, its players' words made to name the former `hard`. */
function oldSave(): string {
  const driver = new AppDriver({ frameMs: 50, seeds: [21], settingsFile: "aiSpeed=fast\n" });
  driver.step();
  driver.app.nav.play({ preset: "antik", pieces: getPreset("antik").pieces, mode: "ai", level: "club" });
  driver.step();
  playFor(driver, 400);
  const text = driver.native.files.get("game") ?? "";
  const body = text.substring(0, text.lastIndexOf("check ")).replace("\nplayers ai club\n", "\nplayers ai hard\n");
  return `${body}check ${body.length} ${digest(body)}\n`;
}

/** What the app on Node makes of the same files, in the Lua driver's lines. */
function onNode(settings: string, game: string): string[] {
  const driver = new AppDriver({ frameMs: 50, settingsFile: settings });
  driver.native.files.set("game", game);
  driver.step();
  const lines: string[] = [];
  for (const preset of PRESET_NAMES) {
    for (const level of AI_LEVELS) {
      const entry = driver.app.store.settings.record[`${preset}.${level}`];
      if (entry !== undefined) lines.push(`record ${preset}.${level} ${entry.won},${entry.lost}`);
    }
  }
  driver.clickText("Continue");
  const play = driver.screen() as PlayScreen;
  lines.push(`level: ${play.setup.level}`);
  playFor(driver, 100);
  driver.app.store.save();
  for (const line of (driver.native.settingsFile ?? "").split("\n")) if (line.startsWith("record")) lines.push(`written ${line}`);
  lines.push(`saved ${/players [^\n]*/.exec(driver.native.files.get("game") ?? "")?.[0]}`);
  return lines;
}

describe("files from before the ladder on Lua 5.1", () => {
  it("count the record and play the saved game as the rungs nearest to the former levels, as on Node", () => {
    const game = oldSave();
    expect(game).toContain("\nplayers ai hard\n");
    const folder = mkdtempSync(join(tmpdir(), "senet-older-"));
    try {
      writeFileSync(join(folder, "settings.txt"), OLD_SETTINGS);
      writeFileSync(join(folder, "game.txt"), game);
      const output = execFileSync("lua5.1", [DRIVER, BUNDLE, join(folder, "settings.txt"), join(folder, "game.txt")], { cwd: ROOT, encoding: "utf8", timeout: HANG_GUARD_MS });
      const lines = output.trim().split("\n");
      expect(lines).toEqual([
        "record wii.casual 4,1",
        "record wii.club 3,9",
        "record antik.club 0,2",
        "record antik.master 5,5",
        "level: club",
        "written record.wii.casual=4,1",
        "written record.wii.club=3,9",
        "written record.antik.club=0,2",
        "written record.antik.master=5,5",
        "saved players ai club",
      ]);
      expect(lines).toEqual(onNode(OLD_SETTINGS, game));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
