// The start of every preset, through the protocol on Node and Lua 5.1.

import { describe, expect, it } from "vitest";
import { engineOnBoth } from "../support/both";
import { legal } from "../support/scenario";

describe("start positions", () => {
  it("wii and antik start with five pieces each, alternating from square 1, a to throw", () => {
    for (const name of ["wii", "antik"]) {
      expect(engineOnBoth([`variant ${name}`, "show"])).toEqual([
        '{"ok":true}',
        '{"position":"ababababab.................... a 0 0"}',
      ]);
    }
  });

  it("morales and egyptian start with seven each over squares 1-14", () => {
    for (const name of ["morales", "egyptian"]) {
      expect(engineOnBoth([`variant ${name}`, "show"])[1]).toBe('{"position":"ababababababab................ a 0 0"}');
    }
  });

  it("`pieces N` resets to the start with N a side", () => {
    expect(engineOnBoth(["variant morales", "pieces 3", "show"])[2]).toBe('{"position":"ababab........................ a 0 0"}');
  });

  it("at the wii start a 1 lets every piece of a capture its unprotected neighbour", () => {
    expect(legal({ variant: "wii", a: [1, 3, 5, 7, 9], b: [2, 4, 6, 8, 10] }, 1)).toEqual(["1>2x", "3>4x", "5>6x", "7>8x", "9>10x"]);
  });
});
