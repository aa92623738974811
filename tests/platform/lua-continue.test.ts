// Continuing on a real Lua 5.1: build/senet.lua with a stub native plays a game against the
// computer in every preset, straight through and left mid-way (the window closed, or Home and
// Exit) then continued after a fresh start; both tell the same story, throw for throw and move
// for move, and the same story as the game played through the TypeScript on Node; and both
// record the same one rating of the player's game once its review is complete, Node's.

import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { entryNotation } from "../../src/game/history";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";
import { OFFERED_PRESETS } from "../../src/platform/presets-offered";
import { PlayScreen } from "../../src/platform/screens/play";
import { AppDriver } from "../support/app-driver";
import { playToEnd } from "../support/game-bot";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const BUNDLE = join(ROOT, "build", "senet.lua");
const DRIVER = join(__dirname, "lua", "continue-game.lua");
const SEED = 4;

function onLua(preset: string, cut: number, how: string): { story: string; frames: number; ratings?: string; left?: string; continued?: string } {
  const output = execFileSync("lua5.1", [DRIVER, BUNDLE, preset, `${SEED}`, `${cut}`, how], { cwd: ROOT, encoding: "utf8", timeout: HANG_GUARD_MS });
  const line = (key: string) => output.split("\n").find((text) => text.startsWith(key + ": "))?.substring(key.length + 2);
  const frames = Number(/game over after (\d+) frames/.exec(output)?.[1]);
  return { story: line("story") ?? "", frames, ratings: line("ratings"), left: line("left"), continued: line("continued") };
}

function onNode(preset: (typeof PRESET_NAMES)[number]): { story: string; ratings: string } {
  const driver = new AppDriver({ frameMs: 50, seeds: [SEED], settingsFile: "aiSpeed=fast\n" });
  driver.step();
  driver.app.nav.play({ preset, pieces: getPreset(preset).pieces, mode: "ai", level: "club" });
  driver.step();
  const play = driver.screen() as PlayScreen;
  playToEnd(driver);
  driver.idleUntil(() => (driver.native.settingsFile ?? "").includes("\nratings."), 20000);
  const ratings = (driver.native.settingsFile ?? "").split("\n").find((text) => text.startsWith("ratings.")) ?? "none";
  return { story: play.history.entries.map((entry) => `${entry.player} ${entryNotation(entry)}`).join(","), ratings };
}

describe("build/senet.lua on Lua 5.1, continuing", () => {
  // The presets the new-game screen offers, which the Lua driver reaches through it.
  OFFERED_PRESETS.forEach((preset, index) => {
    it(`${preset}: the game left mid-way and continued is the game played straight, on Lua as on Node`, () => {
      const straight = onLua(preset, 0, "closed");
      expect(straight.story.split(",").length).toBeGreaterThan(50);
      const node = onNode(preset);
      expect(straight.story).toBe(node.story);
      expect(node.ratings).toMatch(new RegExp(`^ratings\\.${preset}\\.ai=\\d+$`));
      expect(straight.ratings).toBe(node.ratings);
      const how = index % 2 === 0 ? "closed" : "exit";
      // left at 30%, 45%, 60% or 75% of the game, in turn
      const cut = onLua(preset, Math.floor(straight.frames * (0.3 + 0.15 * (index % 4))), how);
      expect(cut.left).toBeDefined();
      expect(cut.continued).toBe(cut.left);
      expect(cut.story).toBe(straight.story);
      expect(cut.ratings).toBe(node.ratings);
    });
  });
});
