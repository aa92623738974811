// The two engine programs, `npx senet-engine` (Node) and `lua5.1 build/senet-engine.lua`, read
// standard input as bytes and answer byte for byte the same, whatever the line endings.

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ENGINE_LUA } from "../support/both";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const NODE_ENGINE = resolve(__dirname, "../../bin/senet-engine.js");

function run(program: string, args: string[], input: Buffer): { stdout: string; status: number | null } {
  const result = spawnSync(program, args, { input, timeout: HANG_GUARD_MS });
  return { stdout: result.stdout.toString("latin1"), status: result.status };
}

function both(input: string): string {
  const bytes = Buffer.from(input, "latin1");
  const node = run(process.execPath, [NODE_ENGINE], bytes);
  const lua = run("lua5.1", [ENGINE_LUA], bytes);
  expect(node.status).toBe(0);
  expect(lua.status).toBe(0);
  expect(lua.stdout).toBe(node.stdout);
  return node.stdout;
}

const START = '{"position":"ababababab.................... a 0 0"}\n';

describe("engine programs", () => {
  it("answer one line per command, in order", () => {
    expect(both("show\nvariant antik\nlegal 5\n")).toBe(
      START + '{"ok":true}\n{"moves":[{"from":1,"to":6,"capture":true},{"from":3,"to":8,"capture":true},{"from":5,"to":10,"capture":true},{"from":7,"to":12},{"from":9,"to":14}]}\n',
    );
  });

  it("take CRLF line ends and a last line without a line break", () => {
    expect(both("show\r\nshow")).toBe(START + START);
  });

  it("stop at quit without a reply, ignoring what follows", () => {
    expect(both("show\nquit\nshow\n")).toBe(START);
  });

  it("exit 0 at end of input, also on empty input", () => {
    expect(both("")).toBe("");
  });

  it("refuse NUL bytes, other bytes and over-long lines one line at a time", () => {
    const replies = both("sh\u0000ow\nshow\u00e9\n" + "show ".repeat(100) + "\nshow\n").split("\n");
    expect(replies).toEqual([
      '{"error":"unknown command"}',
      '{"error":"unknown command"}',
      '{"error":"line too long"}',
      START.trimEnd(),
      "",
    ]);
  });
});
