// docs/protocol.md's examples are what the engine really answers: each `$ printf '…' | PROGRAM`
// block there is fed to both programs, which must print exactly the lines shown below it.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";

const PROTOCOL_DOC = readFileSync(resolve(__dirname, "../../docs/protocol.md"), "utf8");
const EXAMPLE = /\$ printf '([^']*)' \| (npx senet-engine|lua5\.1 build\/senet-engine\.lua)\n((?:\{.*\}\n)+)/g;

describe("docs/protocol.md", () => {
  const examples = [...PROTOCOL_DOC.matchAll(EXAMPLE)];

  it("shows examples for both engine programs", () => {
    const programs = new Set(examples.map((example) => example[2]));
    expect([...programs].sort()).toEqual(["lua5.1 build/senet-engine.lua", "npx senet-engine"]);
    expect(examples.length).toBeGreaterThanOrEqual(6);
  });

  it("shows each engine program answering its example input", () => {
    for (const [, input, , output] of examples) {
      const lines = input.split("\\n").filter((line) => line !== "");
      expect(engineOnBoth(lines).join("\n") + "\n").toBe(output);
    }
  });
});
