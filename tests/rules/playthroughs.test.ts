// Golden playthroughs (as OpenSpiel's): whole random games recorded step by step — who threw,
// the sticks' faces, the legal moves, the move, and the position after. Any change to the rules
// or the generator shows up here as a readable diff. Regenerate with UPDATE_GOLDEN=1 after
// checking the diff by hand.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { harnessOnBoth } from "../support/both";
import { PRESET_NAMES, getPreset } from "../../src/game/variants";

const SEED = 2026;

describe.each(PRESET_NAMES)("golden playthrough of %s", (name) => {
  it("matches the recorded game on Node and Lua 5.1", () => {
    const file = resolve(__dirname, "playthroughs", `${name}.txt`);
    const [reply] = harnessOnBoth([`playthrough ${name} ${getPreset(name).pieces} ${SEED}`]);
    const text = reply.split(";").join("\n") + "\n";
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) writeFileSync(file, text);
    expect(text).toBe(readFileSync(file, "utf8"));
  });
});
