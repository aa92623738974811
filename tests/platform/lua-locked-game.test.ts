// A locked game on a real Lua 5.1, as tests/platform/locked-game.test.ts plays it on Node:
// build/senet.lua with a stub native ends it at the player's pass as a draw, says so, removes its
// save and leaves the record against the computer as it was.

import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = join(__dirname, "..", "..");
const BUNDLE = join(ROOT, "build", "senet.lua");
const DRIVER = join(__dirname, "lua", "locked-game.lua");

describe("a locked game on Lua 5.1", () => {
  it("ends at the pass as a draw, said on game over, its save removed, the record untouched", () => {
    const output = execFileSync("lua5.1", [DRIVER, BUNDLE], { cwd: ROOT, encoding: "utf8", timeout: HANG_GUARD_MS });
    expect(output.trim().split("\n")).toEqual(["stage pass", "screen game over", "phase over winner nil", "draw shown true", "saved game nil", "record 2,3"]);
  });
});
