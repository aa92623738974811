// The README's two commands on a bare machine (tests/make/bare-machine.ts): `make run` and
// `make test` each install what is missing and then succeed, on their first run.

import { existsSync, readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BareMachine, createBareMachine } from "./bare-machine";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

// The whole of `make run` and `make test` on a bare machine: guards against a hang, far beyond a
// run on a busy machine (a few minutes each).
const RUN_GUARD_SECONDS = HANG_GUARD_MS / 1000;
const TEST_GUARD_SECONDS = (2 * HANG_GUARD_MS) / 1000;
/** One test of each runner stays in the copy: enough to run every suite's recipe, and not this file. */
const KEPT_TESTS = ["tests/rules/smoke.test.ts", "tests/native/test-window.mjs"];
const RUN_PACKAGES = ["gcc", "pkg-config", "lua5.1", "liblua5.1-0-dev", "libsdl2-dev"];
const TEST_PACKAGES = ["valgrind", "zip", "xvfb"];

function testFiles(dir: string, root: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(path, root));
    else if (/\.test\.ts$|^test-.*\.mjs$/.test(entry.name)) found.push(relative(root, path));
  }
  return found;
}

describe("a checkout's first run on a bare machine", () => {
  let machine: BareMachine;
  beforeAll(() => {
    machine = createBareMachine();
    for (const file of testFiles(join(machine.checkout, "tests"), machine.checkout))
      if (!KEPT_TESTS.includes(file)) rmSync(join(machine.checkout, file));
    expect(testFiles(join(machine.checkout, "tests"), machine.checkout).sort()).toEqual([...KEPT_TESTS].sort());
  });
  afterAll(() => machine?.remove());

  it("make run installs the packages, then builds the program and starts it", () => {
    const run = machine.run(["make", "run"], RUN_GUARD_SECONDS);
    // no display here: the program started, and said so
    expect(run.output).toMatch(/^senet: no display to open the window on .*--headless$/m);
    expect(run.status).not.toBe(0);
    expect(existsSync(join(machine.checkout, "build/host/senet"))).toBe(true);
    expect(run.output.indexOf("Installing: ")).toBeGreaterThanOrEqual(0);
    expect(run.output.indexOf("Installing: ")).toBeLessThan(run.output.indexOf("gcc "));
    const installs = machine.installs();
    expect(installs).toHaveLength(1);
    expect(installs[0]).toEqual(expect.arrayContaining(RUN_PACKAGES));
    for (const pkg of TEST_PACKAGES) expect(installs[0]).not.toContain(pkg);
  }, (RUN_GUARD_SECONDS + 60) * 1000);

  it("make test installs the packages, then builds everything and passes", () => {
    // a second bare machine, with only what no package made kept from the first: the Lua bundle and the atlas
    machine.uninstall();
    rmSync(join(machine.checkout, "build/host"), { recursive: true, force: true });
    const run = machine.run(["make", "test"], TEST_GUARD_SECONDS);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/^vitest: [1-9]\d* passed, 0 failed$/m);
    expect(run.output).toMatch(/^native: [1-9]\d* passed, 0 failed$/m);
    expect(run.output).toMatch(/^wii host tests: [1-9]\d* passed, 0 failed$/m);
    const installs = machine.installs();
    expect(installs).toHaveLength(1);
    expect(installs[0]).toEqual(expect.arrayContaining([...RUN_PACKAGES, ...TEST_PACKAGES]));
  }, (TEST_GUARD_SECONDS + 60) * 1000);
});
