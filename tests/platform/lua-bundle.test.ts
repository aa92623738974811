// The app bundle on a real Lua 5.1: a Lua driver with a stub native plays a whole game against the
// computer in every preset through build/senet.lua (built by `make build-app`).

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..", "..");
const BUNDLE = join(ROOT, "build", "senet.lua");
const DRIVER = join(__dirname, "lua", "play-game.lua");

describe("build/senet.lua on Lua 5.1", () => {
  it("exists (run make build-app)", () => {
    expect(existsSync(BUNDLE)).toBe(true);
  });

  const presets = ["Wii original", "Morales", "Antik", "Egyptian"];
  presets.forEach((preset, steps) => {
    it(`plays a ${preset} game from the title to game over`, () => {
      const output = execFileSync("lua5.1", [DRIVER, BUNDLE, `${steps}`], { cwd: ROOT, encoding: "utf8", timeout: 60000 });
      expect(output).toContain(`playing ${preset}\n`);
      expect(output).toMatch(/^game over after \d+ frames$/m);
    });
  });
});
