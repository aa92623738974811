// The README's protocol example is what the engine really answers.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";

const README = readFileSync(resolve(__dirname, "../../README.md"), "utf8");

describe("README", () => {
  it("shows each engine program answering its example input", () => {
    const examples = [...README.matchAll(/\$ printf '([^']*)' \| (npx senet-engine|lua5\.1 build\/senet-engine\.lua)\n((?:\{.*\}\n)+)/g)];
    expect(examples.map((example) => example[2])).toEqual(["npx senet-engine", "lua5.1 build/senet-engine.lua"]);
    for (const [, input, , output] of examples) {
      const lines = input.split("\\n").filter((line) => line !== "");
      expect(engineOnBoth(lines).join("\n") + "\n").toBe(output);
    }
  });
});
