// The line test's screens on the Lua 5.1 bundle: each run of tests/support/line-scenes.ts, taped on
// Node (every frame's input, what storage did, the screens a test opened), is replayed through
// build/senet.lua by tests/platform/lua/replay-frames.lua with text measured by the atlas's
// advances; its last frame draws exactly what Node's did, and no two of its lines cross (the screens
// after a whole game in English and Turkish, the language of the longest lines). Each run
// on Node starts from freshly loaded modules, as the replay does: the evaluation's tables, which a
// process builds once over frames of spare time, would otherwise be ready sooner on Node.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../src/platform/i18n/index";
import { DrawCall, glyphMetrics } from "../support/fake-native";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";
import { SCENES } from "../support/line-scenes";
import { crossingTexts, textsOnButtonEdges } from "../support/text-boxes";

const ROOT = join(__dirname, "..", "..");
const BUNDLE = join(ROOT, "build", "senet.lua");
const DRIVER = join(__dirname, "lua", "replay-frames.lua");
const work = mkdtempSync(join(tmpdir(), "senet-lua-lines-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The atlas's metrics as a Lua table, for the replay's textWidth and imageSize. */
function metricsFile(): string {
  const path = join(work, "metrics.lua");
  const metrics = glyphMetrics();
  const advances = [...metrics.advances].map(([codepoint, advance]) => `[${codepoint}]=${advance}`).join(",");
  const images = [...metrics.images].map(([name, size]) => `[${JSON.stringify(name)}]={${size.width},${size.height}}`).join(",");
  writeFileSync(path, `return { lineHeight = ${metrics.lineHeight}, replacement = ${metrics.replacementAdvance}, advances = {${advances}}, images = {${images}} }\n`);
  return path;
}

function parseCall(line: string): DrawCall {
  const fields = line.split("\t");
  const numbers = (from: number) => fields.slice(from).map(Number);
  if (fields[0] === "clear") return { kind: "clear", color: Number(fields[1]) };
  if (fields[0] === "rect") {
    const [x, y, width, height, color] = numbers(1);
    return { kind: "rect", x, y, width, height, color };
  }
  if (fields[0] === "image") {
    const [x, y, width, height, tint] = numbers(2);
    return { kind: "image", name: fields[1], x, y, width, height, tint };
  }
  if (fields[0] !== "text") throw new Error(`not a draw call: ${line}`);
  const [x, y, size, color] = fields.slice(1, 5).map(Number);
  return { kind: "text", text: fields.slice(5).join("\t"), x, y, size, color };
}

/** The calls of the last frame drawn: from its clear on. */
function lastFrame(calls: DrawCall[]): DrawCall[] {
  let start = 0;
  for (let index = 0; index < calls.length; index++) if (calls[index].kind === "clear") start = index;
  return calls.slice(start);
}

describe("the line test's screens on Lua 5.1", () => {
  const metrics = metricsFile();
  let taped = 0;
  beforeEach(() => {
    vi.resetModules();
  });
  for (const language of LANGUAGES) {
    for (let index = 0; index < SCENES.length; index++) {
      if (SCENES[index].long === true && language !== "en" && language !== "tr") continue;
      it(`${language}: ${SCENES[index].name}`, async () => {
        const fresh = await import("../support/line-scenes");
        const driver = fresh.SCENES[index].reach(language);
        const tape = join(work, `tape-${taped++}.txt`);
        writeFileSync(tape, fresh.tapeOf(driver).text());
        const output = execFileSync("lua5.1", [DRIVER, BUNDLE, metrics, tape], { cwd: ROOT, encoding: "utf8", timeout: HANG_GUARD_MS, maxBuffer: 64 * 1024 * 1024 });
        const calls = output.split("\n").filter((line) => line.length > 0).map(parseCall);
        expect(calls).toEqual(lastFrame(driver.native.calls));
        expect([...crossingTexts(calls), ...textsOnButtonEdges(calls)]).toEqual([]);
      });
    }
  }
});
