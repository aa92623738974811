// tools/bench/compare-results.mjs, which docs/wii.md's comparison of the model with Dolphin runs:
// results read as the program writes them and as transcribed, blocks paired by preset and level,
// each figure's ratio and its range over the blocks, and every kind of bad file refused in one line.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const work = mkdtempSync(join(tmpdir(), "senet-compare-results-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HEADER = [
  "senet-bench 1",
  "build senet 0.1.0 desktop",
  "clock simulated (a headless run)",
  "startup-ms 33.0",
  "heap-peak-kib 6590.4",
  "ran presets wii morales, levels master, games 1, seed 1, review yes",
  "outcome complete",
  "storage none",
  "storage-failures 0",
  "sound ok",
];

/** A block as src/platform/bench/result.ts writes it. */
function block(preset: string, median: string, worst: string, missed = 0): string[] {
  return [
    "",
    `[${preset} master]`,
    "  games 1, frames 2675",
    "  decisions 168",
    `  wall-s median ${median} p90 0.496 worst ${worst}`,
    "  wall-frames median 5 p90 29 worst 40",
    "  cpu-s median 0.052 p90 0.378 worst 0.501",
    "  think-call-ms worst 13.80",
    "  lua-ms playing mean 2.305 max 3.425 frames 735",
    "  lua-ms thinking mean 13.508 max 15.975 frames 1940",
    "  audio-ms mean 0.016 max 0.111",
    `  missed-frames ${missed}`,
    "  heap-peak-kib 4531.9",
    "  reviews 1",
    "  review-s median 39.500 p90 39.500 worst 39.500",
    "  review-frames median 2370 p90 2370 worst 2370",
    "  review-lua-ms mean 14.124 max 15.750 frames 2370",
    "  review-missed-frames 0",
  ];
}

const MODEL = [...HEADER, ...block("wii", "0.084", "0.676"), ...block("morales", "0.343", "0.873")].join("\n") + "\n";
const HALF = [...HEADER, ...block("wii", "0.042", "0.338"), ...block("morales", "0.150", "0.400", 3)].join("\n") + "\n";

let files = 0;
function file(text: string | Buffer): string {
  const path = join(work, `result-${files++}.txt`);
  writeFileSync(path, text);
  return path;
}

function compare(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync("node", ["tools/bench/compare-results.mjs", ...args], { encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The figure's row in the named block: [first, second, ratio] as printed. */
function rowOf(stdout: string, blockName: string, figure: string): string[] {
  const section = stdout.split(`[${blockName}]\n`)[1].split("\n\n")[0];
  const line = section.split("\n").find((candidate) => candidate.trim().startsWith(figure + " "));
  if (line === undefined) return [];
  return line.trim().slice(figure.length).trim().split(/\s+/);
}

describe("compare-results", () => {
  it("pairs the blocks and gives each figure's ratio of the first to the second", () => {
    const run = compare(file(MODEL), file(HALF));
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
    expect(rowOf(run.stdout, "wii master", "wall-s median")).toEqual(["0.084", "0.042", "2.00"]);
    expect(rowOf(run.stdout, "wii master", "wall-s worst")).toEqual(["0.676", "0.338", "2.00"]);
    expect(rowOf(run.stdout, "morales master", "wall-s median")).toEqual(["0.343", "0.150", "2.29"]);
    expect(rowOf(run.stdout, "morales master", "lua-ms thinking frames")).toEqual(["1940", "1940", "1.00"]);
    expect(rowOf(run.stdout, "wii master", "games")).toEqual(["1", "1", "1.00"]);
    expect(rowOf(run.stdout, "wii master", "frames")).toEqual(["2675", "2675", "1.00"]);
    // zero against zero is "=", and a figure over zero has no ratio
    expect(rowOf(run.stdout, "wii master", "missed-frames")).toEqual(["0", "0", "="]);
    expect(rowOf(run.stdout, "morales master", "missed-frames")).toEqual(["0", "3", "0.00"]);
    expect(rowOf(compare(file(HALF), file(MODEL)).stdout, "morales master", "missed-frames")).toEqual(["3", "0"]);
    expect(run.stdout).toContain("ran: presets wii morales, levels master, games 1, seed 1, review yes (both)");
    expect(run.stdout).toMatch(/\n {2}startup-ms +33\.0 +33\.0 +1\.00\n/);
    expect(run.stdout).toMatch(/\n {2}wall-s median +2\.00-2\.29 \(2 blocks\)\n/);
    expect(run.stdout).toMatch(/\n {2}wall-s worst +2\.00-2\.18 \(2 blocks\)\n/);
  });

  it("reads the Dolphin run's transcribed result, its absent figures shown as -", () => {
    const first = file(MODEL);
    const run = compare(first, "tools/bench/dolphin-result.txt");
    expect(run.status).toBe(0);
    expect(rowOf(run.stdout, "wii master", "wall-s median")).toEqual(["0.084", "0.041", "2.05"]);
    expect(rowOf(run.stdout, "wii master", "wall-s p90")).toEqual(["0.496", "-"]);
    expect(rowOf(run.stdout, "morales master", "wall-s worst")).toEqual(["0.873", "0.385", "2.27"]);
    expect(run.stdout).toMatch(/\n {2}heap-peak-kib +6590\.4 +5734\.4 +1\.15\n/);
    expect(run.stdout).toContain("clock: simulated (a headless run) | console (the time base)");
    // the transcription's other two presets have no block in this result
    expect(run.stdout).toContain(`[antik master]\n  only in the second file: ${first} has no [antik master] block`);
  });

  it("with --common shows only the figures both give", () => {
    const run = compare("--common", file(MODEL), "tools/bench/dolphin-result.txt");
    expect(run.status).toBe(0);
    const wii = run.stdout.split("[wii master]\n")[1].split("\n\n")[0].split("\n").map((line) => line.trim().split(/\s+/)[0]);
    expect(wii).toEqual(["wall-s", "wall-s", "missed-frames", "reviews", "review-missed-frames"]);
    expect(run.stdout).not.toMatch(/\n {2}storage-failures /);
  });

  it("names a block that only one file holds, and still compares the rest", () => {
    const wiiOnly = [...HEADER, ...block("wii", "0.042", "0.338")].join("\n");
    const second = file(wiiOnly);
    const run = compare(file(MODEL), second);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`[morales master]\n  only in the first file: ${second} has no [morales master] block`);
    expect(rowOf(run.stdout, "wii master", "wall-s median")).toEqual(["0.084", "0.042", "2.00"]);
    expect(run.stdout).toMatch(/\n {2}wall-s median +2\.00 \(1 block\)\n/);
  });

  it("accepts CRLF line ends, a byte order mark, # comments and a block's 'none'", () => {
    const text = "\uFEFF# transcribed\r\n" + [...HEADER, "", "[wii master]", "  decisions 0", "  wall-s none", "  reviews 1 (1 stopped at the frame limit)"]
      .join("\r\n");
    const run = compare(file(text), file(text));
    expect(run.status).toBe(0);
    expect(rowOf(run.stdout, "wii master", "wall-s")).toEqual(["none", "none"]);
    expect(rowOf(run.stdout, "wii master", "reviews stopped")).toEqual(["1", "1", "1.00"]);
  });

  const BAD: [string, string | Buffer, RegExp][] = [
    ["an empty file", "", /result-\d+\.txt: empty: not a benchmark result/],
    ["another first line", "senet-bench 2\n", /result-\d+\.txt:1: not a benchmark result: its first line should be "senet-bench 1"/],
    ["a figure that is no number", [...HEADER, "", "[wii master]", "  wall-s median fast p90 1 worst 2"].join("\n"),
      /result-\d+\.txt:13: "wall-s median fast p90 1 worst 2" is not "wall-s" followed by label and number pairs/],
    ["a header figure that is no number", "senet-bench 1\nstartup-ms soon\n", /result-\d+\.txt:2: startup-ms is not a number: "soon"/],
    ["a line with no figure", [...HEADER, "", "[wii master]", "  decisions"].join("\n"), /result-\d+\.txt:13: "decisions" holds no figure/],
    ["a games line of another shape", [...HEADER, "", "[wii master]", "  games 1"].join("\n"),
      /result-\d+\.txt:13: expected "games N, frames N", not "games 1"/],
    ["an indented line before any block", "senet-bench 1\n  decisions 3\n", /result-\d+\.txt:2: an indented line before any \[preset level\] block/],
    ["a block's line not indented", [...HEADER, "", "[wii master]", "decisions 3"].join("\n"),
      /result-\d+\.txt:13: "decisions 3" inside a block should be indented/],
    ["a block twice", [...HEADER, "", "[wii master]", "", "[wii master]"].join("\n"), /result-\d+\.txt:14: \[wii master\] is there twice/],
    ["a binary file", Buffer.from([0x73, 0x65, 0x00, 0x01, 0xff]), /result-\d+\.txt: not text \(it holds control bytes\)/],
  ];
  for (const [what, text, message] of BAD) {
    it(`refuses ${what} in one line, without a stack`, () => {
      const run = compare(file(MODEL), file(text));
      expect(run.status).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(new RegExp("^compare-results: [^\\n]*" + message.source + "[^\\n]*\\n$"));
    });
  }

  it("refuses a missing file, and says how to call it", () => {
    const missing = compare(file(MODEL), join(work, "nowhere.txt"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(`compare-results: cannot read ${join(work, "nowhere.txt")}: no such file\n`);
    const usage = compare(file(MODEL));
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^usage: node tools\/bench\/compare-results\.mjs \[--common\] FIRST SECOND/);
  });

  it("keeps the Dolphin run's bench file beside its result", () => {
    const bench = readFileSync("tools/bench/selfplay-review.txt", "utf8");
    const ran = readFileSync("tools/bench/dolphin-result.txt", "utf8").match(/\nran (.*)\n/)?.[1];
    expect(ran).toBe("presets wii morales antik egyptian, levels master, games 1, seed 1, review yes");
    for (const line of ["presets wii morales antik egyptian", "levels master", "games 1", "seed 1", "review yes"]) {
      expect(bench.split("\n")).toContain(line);
    }
  });
});
