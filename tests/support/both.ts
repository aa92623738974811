// Runs the engine protocol and the test harness on Node (in process) and on Lua 5.1 (the built
// bundles under a real lua5.1), and insists that both answer byte for byte the same.

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { expect } from "vitest";
import { createEngine, handleLine } from "../../src/game/protocol/engine";
import { harnessLine } from "../harness/harness";

const ROOT = resolve(__dirname, "../..");
export const ENGINE_LUA = resolve(ROOT, "build/senet-engine.lua");
export const HARNESS_LUA = resolve(ROOT, "build/test-harness.lua");
const LUA = process.env.LUA ?? "lua5.1";

/**
 * Runs a Lua script with `input` on standard input; returns standard output's lines. Text is
 * latin1 both ways: one character per byte, as Lua sees it.
 */
export function runLua(script: string, input: string): string[] {
  const result = spawnSync(LUA, [script], { input: Buffer.from(input, "latin1"), encoding: "latin1", maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${LUA} ${script} exited ${result.status}: ${result.stderr}`);
  const lines = result.stdout.split("\n");
  lines.pop();
  return lines;
}

/** The Node engine's replies to `lines`, as the CLI would print them (stops at `quit`). */
export function engineOnNode(lines: string[]): string[] {
  const engine = createEngine();
  const replies: string[] = [];
  for (const line of lines) {
    const response = handleLine(engine, line);
    if (response.reply !== undefined) replies.push(response.reply);
    if (response.quit) break;
  }
  return replies;
}

/** The Lua engine's replies; each line's characters are sent as single bytes (latin1). */
export function engineOnLua(lines: string[]): string[] {
  return runLua(ENGINE_LUA, lines.map((line) => line + "\n").join(""));
}

/** The engine's replies, checked identical on Node and Lua 5.1. */
export function engineOnBoth(lines: string[]): string[] {
  const node = engineOnNode(lines);
  expect(engineOnLua(lines)).toEqual(node);
  return node;
}

/** The harness's replies, checked identical on Node and Lua 5.1. */
export function harnessOnBoth(lines: string[]): string[] {
  const node = lines.map((line) => harnessLine(line));
  expect(runLua(HARNESS_LUA, lines.map((line) => line + "\n").join(""))).toEqual(node);
  return node;
}
