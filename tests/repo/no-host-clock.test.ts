// No test decides its outcome by the host's clock: a machine busy with other work makes the suite
// slower, never red. A deadline is tested on a clock the test moves (the desktop build's
// --work-clock, the fake native API's clock), a child process is stopped only by the hang guard
// (tests/support/hang-guard.mjs), and how long real work takes is `make bench`'s figure.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");

/** Reads of the host's clock in the languages the tests are written in. */
const CLOCK_READS: RegExp[] = [
  /\bDate\.now\b/,
  /\bnew Date\(\s*\)/,
  /\bperformance\.now\b/,
  /\bprocess\.hrtime\b/,
  /\bprocess\.uptime\b/,
  /\bos\.clock\b/,
  /\bos\.time\b/,
  /\bclock_gettime\b/,
  /\bgettimeofday\b/,
  /\btime\(\s*NULL\s*\)/,
  /\bSDL_GetTicks/,
];

/** A time limit of its own (a child's, a test's) written as a number instead of the hang guard. */
const LITERAL_LIMITS: RegExp[] = [/timeout\w*\s*[:=]\s*\d/i, /\}, [\d_]{4,}\);/];

/** The files that may read the host's clock, and why none of them judges how long work took. */
const ALLOWED: Record<string, string> = {
  "tests/platform/lua/play-game.lua": "its bench mode prints each frame's time; the tests read only its game",
  "tests/wii/fake_libogc.c": "gives up on a thread that never rests (a hang), after 120 s",
  "tests/wii/test_wii_program.c": "stops a program that hangs: after 5 min, or 500 ms of its own processor time after reset",
};

const CHECKED = /\.(ts|mts|mjs|js|lua|c|h)$/;
const THIS_FILE = "tests/repo/no-host-clock.test.ts";

function testFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "tests"], { cwd: ROOT, encoding: "utf8" });
  return listed.split("\0").filter((path) => CHECKED.test(path) && path !== THIS_FILE);
}

/** Each line of `text` that reads the clock or sets a literal timeout, as "LINE: text". */
function clockUses(text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    if (CLOCK_READS.some((pattern) => pattern.test(line)) || LITERAL_LIMITS.some((pattern) => pattern.test(line))) found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

describe("the tests and the host's clock", () => {
  it("finds the reads it looks for, in each language", () => {
    expect(clockUses("const t0 = performance.now();\nconst x = 1;")).toEqual(["1: const t0 = performance.now();"]);
    expect(clockUses("local t = os.clock()")).toHaveLength(1);
    expect(clockUses("clock_gettime(CLOCK_MONOTONIC, &now);")).toHaveLength(1);
    expect(clockUses("spawnSync(cmd, [], { timeout: 60000 })")).toHaveLength(1);
    expect(clockUses("spawnSync(cmd, [], { timeout: HANG_GUARD_MS })")).toEqual([]);
    expect(clockUses("const TIMEOUT_MS = 300000;")).toHaveLength(1);
    expect(clockUses("  }, 120000);")).toHaveLength(1);
    expect(clockUses("  });")).toEqual([]);
    expect(clockUses("stub.clock = stub.clock + FRAME_MS")).toEqual([]);
  });

  it("is read nowhere in tests/ but in the files allowed, each for a hang or a printed figure", () => {
    const offending: string[] = [];
    const readers = new Set<string>();
    for (const path of testFiles()) {
      const uses = clockUses(readFileSync(join(ROOT, path), "utf8"));
      if (uses.length === 0) continue;
      readers.add(path);
      if (!(path in ALLOWED)) offending.push(...uses.map((use) => `${path}:${use}`));
    }
    expect(offending).toEqual([]);
    // an allowance whose file no longer reads the clock is taken off the list
    expect(Object.keys(ALLOWED).filter((path) => !readers.has(path))).toEqual([]);
  });
});
