// The app bundle on a real Lua 5.1: a Lua driver with a stub native plays a whole game against the
// computer in every preset through build/senet.lua (built by `make build-app`), with its sounds,
// the sound calls measured for allocation, and the diagnostics overlay shown without making
// garbage.

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const BUNDLE = join(ROOT, "build", "senet.lua");
const DRIVER = join(__dirname, "lua", "play-game.lua");
const SOUND_ALLOCATION = join(__dirname, "lua", "sound-alloc.lua");
const OVERLAY_DRIVER = join(__dirname, "lua", "overlay-garbage.lua");

describe("build/senet.lua on Lua 5.1", () => {
  it("exists (run make build-app)", () => {
    expect(existsSync(BUNDLE)).toBe(true);
  });

  it("draws the diagnostics overlay's figures without allocating anything", () => {
    const output = execFileSync("lua5.1", [OVERLAY_DRIVER, BUNDLE], { cwd: ROOT, encoding: "utf8", timeout: HANG_GUARD_MS });
    const off = /^off: (\d+) bytes, (\d+) draws$/m.exec(output);
    const on = /^on: (\d+) bytes, (\d+) draws$/m.exec(output);
    expect(off, output).not.toBeNull();
    expect(on, output).not.toBeNull();
    expect(Number(on![1])).toBe(Number(off![1]));
    // 120 frames of at least 30 more draw calls: the backing and the figures, digit by digit
    expect(Number(on![2]) - Number(off![2])).toBeGreaterThanOrEqual(120 * 30);
  });

  // in the rules row's order, each a click further from the Wii original
  const presets = ["Wii original", "Morales", "Antik", "Egyptian", "Kendall", "Modern", "Jéquier"];
  presets.forEach((preset, steps) => {
    it(`plays a ${preset} game from the title to game over`, () => {
      const output = execFileSync("lua5.1", [DRIVER, BUNDLE, `${steps}`], { cwd: ROOT, encoding: "utf8", timeout: HANG_GUARD_MS });
      expect(output).toContain(`playing ${preset}\n`);
      expect(output).toMatch(/^game over after \d+ frames$/m);
      const sounds = new Map((/^sounds: (.*)$/m.exec(output)?.[1] ?? "").split(" ").map((entry) => {
        const [name, count] = entry.split("=");
        return [name, Number(count)] as const;
      }));
      const die = preset === "Morales";
      for (const name of [die ? "throw-die" : "throw-sticks", die ? "land-die" : "land-sticks", "step", "bear-off", "choose", "music-loop", "music-end"]) {
        expect(sounds.get(name) ?? 0, name).toBeGreaterThan(0);
      }
      expect((sounds.get("win") ?? 0) + (sounds.get("lose") ?? 0)).toBe(1);
      expect(sounds.get(die ? "throw-sticks" : "throw-die")).toBeUndefined();
    });
  });

  it("makes its sound calls without allocating: sound never feeds the garbage collector", () => {
    const output = execFileSync("lua5.1", [SOUND_ALLOCATION, BUNDLE], { cwd: ROOT, encoding: "utf8", timeout: HANG_GUARD_MS });
    const match = /^sound calls: (\d+), sounds played: (\d+), allocated ([\d.]+) KiB$/m.exec(output);
    expect(match, output).not.toBeNull();
    expect(Number(match![2])).toBeGreaterThan(10000);
    expect(Number(match![3])).toBe(0);
  });
});
