// The code stays in small pieces: no file of src/platform over 300 lines, the game screen's state
// machine (play.ts) under 300 and each of its parts at most 250, no function of src/ over 60
// lines (measured from its first line to its closing brace).

import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const SOURCES = join(ROOT, "src");
const PLATFORM = join(SOURCES, "platform");
const PLAY = join(PLATFORM, "screens/play.ts");

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (entry.name.endsWith(".ts")) found.push(path);
  }
  return found;
}

function lineCount(text: string): number {
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}

/** Each function of `text` (declarations, methods, arrows, accessors) longer than `limit` lines: "name (lines)". */
function longFunctions(name: string, text: string, limit: number): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const label = node.name !== undefined ? node.name.getText(source) : "(anonymous)";
      if (last - first + 1 > limit) found.push(`${name}:${first + 1} ${label} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The game screen's parts: the files of screens/ and teacher/ that play.ts imports, and that those import in turn. */
function playParts(): string[] {
  const parts: string[] = [];
  const queue = [PLAY];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const match of readFileSync(file, "utf8").matchAll(/from "(\.{1,2}\/[\w/-]+)"/g)) {
      const part = resolve(dirname(file), `${match[1]}.ts`);
      const folder = relative(PLATFORM, dirname(part));
      if ((folder === "screens" || folder === "teacher") && part !== PLAY && !parts.includes(part)) {
        parts.push(part);
        queue.push(part);
      }
    }
  }
  return parts;
}

describe("src/platform in small pieces", () => {
  const files = sourceFiles(PLATFORM);

  it("has no file over 300 lines", () => {
    expect(files.length).toBeGreaterThan(50);
    const long = files.filter((path) => lineCount(readFileSync(path, "utf8")) > 300).map((path) => relative(ROOT, path));
    expect(long).toEqual([]);
  });

  it("keeps the game screen's state machine under 300 lines and each of its parts at most 250", () => {
    expect(lineCount(readFileSync(PLAY, "utf8"))).toBeLessThan(300);
    const parts = playParts();
    expect(parts.map((path) => relative(PLATFORM, path))).toEqual(expect.arrayContaining(["screens/play-view.ts", "screens/help-line.ts", "screens/throw-turn.ts", "teacher/teacher.ts", "teacher/tutor.ts"]));
    for (const part of parts) expect(lineCount(readFileSync(part, "utf8")), relative(ROOT, part)).toBeLessThanOrEqual(250);
  });
});

describe("src/ in small functions", () => {
  it("has no function over 60 lines", () => {
    const files = sourceFiles(SOURCES);
    expect(files.length).toBeGreaterThan(100);
    const long = files.flatMap((path) => longFunctions(relative(ROOT, path), readFileSync(path, "utf8"), 60));
    expect(long).toEqual([]);
  });
});

describe("the measure itself", () => {
  const body = (lines: number) => Array.from({ length: lines }, (_, index) => `  const v${index} = ${index};`).join("\n");

  it("finds a function, a method and an arrow one line too long, and passes one at the limit", () => {
    const text = [
      `function long(): void {\n${body(59)}\n}`,
      `function fits(): void {\n${body(58)}\n}`,
      `class A {\n  method(): void {\n${body(59)}\n  }\n}`,
      `const arrow = (): void => {\n${body(59)}\n};`,
    ].join("\n");
    expect(longFunctions("x.ts", text, 60).map((found) => found.split(" ")[1])).toEqual(["long", "method", "(anonymous)"]);
  });

  it("counts a file's lines as an editor does", () => {
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });
});
