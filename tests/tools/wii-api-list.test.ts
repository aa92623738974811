// docs/wii-api-checked.txt holds each libogc/libfat name's declaration as read in both branches
// (libogc 2.14.1 with libfat 1.1.5, libogc 3.1.0 with libfat-ogc 2.1.0); tools/wii/check-api.mjs
// and check-compile.mjs, which make test-wii-api runs, hold native/wii to each branch's records.
// A record missing for 3.1.0, one of a release neither branch has, a declaration that takes other
// arguments or types there, and a name used where its branch's headers lack it each fail.

import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const work = mkdtempSync(join(tmpdir(), "senet-wii-api-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const LIST = readFileSync("docs/wii-api-checked.txt", "utf8");
const BUTTONS_C = readFileSync("native/wii/wii_buttons.c", "utf8");

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

let made = 0;
/** The list with `line` (found whole) replaced by `by` (no line when empty), written to a file of its own. */
function listWith(line: string, by: string): string {
  const lines = LIST.split("\n");
  const at = lines.indexOf(line);
  if (at < 0) throw new Error(`the list has no line "${line}"`);
  lines.splice(at, 1, ...(by === "" ? [] : by.split("\n")));
  const path = join(work, `list-${made++}.txt`);
  writeFileSync(path, lines.join("\n"));
  return path;
}

function lineOf(start: string): string {
  const found = LIST.split("\n").filter((line) => line.startsWith(start));
  if (found.length !== 1) throw new Error(`${found.length} lines start with "${start}"`);
  return found[0];
}

function run(tool: string, ...args: string[]): Run {
  const result = spawnSync("node", [`tools/wii/${tool}.mjs`, ...args], { encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function compile(list: string, sources = "native/wii"): Run {
  return run("check-compile", "--list", list, "--sources", sources, join(work, `out-${made++}`));
}

/** native/wii copied, with wii_buttons.c changed by `change`. */
function sourcesWith(change: (text: string) => string): string {
  const directory = join(work, `sources-${made++}`);
  cpSync("native/wii", directory, { recursive: true });
  writeFileSync(join(directory, "wii_buttons.c"), change(BUTTONS_C));
  return directory;
}

const MAIN_LOOP_3 = lineOf("SYS_MainLoop | function | checked | devkitPro/libogc gc/ogc/system.h @ v3.1.0 | ");
const WPAD_IR = lineOf("WPAD_IR | function | checked | devkitPro/libogc gc/wiiuse/wpad.h @ v2.14.1 v3.1.0 | ");

describe("the libogc list, branch by branch", () => {
  it("passes as it ships: every name used with a record for each branch, both branches compiled", () => {
    const api = run("check-api");
    expect(api.stderr).toBe("");
    expect(api.status).toBe(0);
    expect(api.stdout).toMatch(/calls with the declared argument count: \d+ for libogc 2\.14\.1, \d+ for libogc 3\.1\.0/);
    const built = compile("docs/wii-api-checked.txt");
    expect(built.stderr).toBe("");
    expect(built.stdout).toContain("compiled against libogc 2.14.1 and libogc 3.1.0");
    expect(built.status).toBe(0);
  });

  it("fails when a name has no record for libogc 3.1.0", () => {
    const noMainLoop = listWith(MAIN_LOOP_3, "");
    const api = run("check-api", "--list", noMainLoop);
    expect(api.status).toBe(1);
    expect(api.stderr).toMatch(/SYS_MainLoop has no record for libogc 3\.1\.0: add its declaration as read there, or "absent"/);
    expect(compile(noMainLoop).status).toBe(1);
    // a record shared by both branches narrowed to 2.14.1 leaves 3.1.0 without one
    const irFor2 = listWith(WPAD_IR, WPAD_IR.replace("@ v2.14.1 v3.1.0", "@ v2.14.1"));
    expect(run("check-api", "--list", irFor2).stderr).toMatch(/WPAD_IR has no record for libogc 3\.1\.0/);
  });

  it("fails when a record names a release of neither branch, or the old single-commit form", () => {
    const older = listWith(MAIN_LOOP_3, MAIN_LOOP_3.replace("@ v3.1.0", "@ v3.0.0"));
    expect(run("check-api", "--list", older).stderr).toMatch(/devkitPro\/libogc v3\.0\.0 is not a release of either branch/);
    const commit = listWith(MAIN_LOOP_3, MAIN_LOOP_3.replace("@ v3.1.0", "@ c70bdf2fc36bf6c6c12d946ae3ad70d604366d1b"));
    expect(run("check-api", "--list", commit).stderr).toMatch(/not a release of either branch .*the file's head says how/);
  });

  it("fails when libogc 3.1.0's declaration takes other arguments than the sources pass", () => {
    const twoArguments = listWith(MAIN_LOOP_3, MAIN_LOOP_3.replace("bool SYS_MainLoop(void);", "bool SYS_MainLoop(int a, int b);"));
    const api = run("check-api", "--list", twoArguments);
    expect(api.status).toBe(1);
    expect(api.stderr).toMatch(/wii_buttons\.c:\d+: SYS_MainLoop is called with 0 arguments, libogc 3\.1\.0's declaration takes 2/);
  });

  it("fails to compile the 3.x branch, and only it, against a 3.1.0 declaration of another type", () => {
    const returnsNothing = listWith(MAIN_LOOP_3, MAIN_LOOP_3.replace("bool SYS_MainLoop(void);", "void SYS_MainLoop(void);"));
    expect(run("check-api", "--list", returnsNothing).status).toBe(0);
    const built = compile(returnsNothing);
    expect(built.status).toBe(1);
    expect(built.stderr).toMatch(/wii_buttons\.c against libogc 3\.1\.0's declarations/);
    expect(built.stderr).not.toMatch(/against libogc 2\.14\.1's declarations/);
    // Every file of native/wii compiles for each branch; only wii_buttons.c's 3.x compile fails.
    const files = readdirSync(resolve(__dirname, "../../native/wii")).filter((name) => name.endsWith(".c")).length;
    expect(built.stdout).toContain(`${2 * files - 1} passed, 1 failed`);
  });

  it("compiles the 2.x branch against 2.14.1's declarations, not 3.1.0's", () => {
    const gettime2 = lineOf("gettime | function | checked | devkitPro/libogc gc/ogc/lwp_watchdog.h @ v2.14.1 | ");
    const voidTime = listWith(gettime2, gettime2.replace("extern u64 gettime(void);", "extern void gettime(void);"));
    const built = compile(voidTime);
    expect(built.status).toBe(1);
    expect(built.stderr).toMatch(/against libogc 2\.14\.1's declarations/);
    expect(built.stderr).not.toMatch(/against libogc 3\.1\.0's declarations/);
  });

  it("fails when a name is compiled for the branch whose headers lack it", () => {
    // SYS_MainLoop called outside the _V_MAJOR_ >= 3 code: 2.14.1 has none
    const everywhere = sourcesWith((text) => text.replace("    return buttons_reset_pressed || buttons_power_was_pressed;",
      "    (void)SYS_MainLoop();\n    return buttons_reset_pressed || buttons_power_was_pressed;"));
    const api = run("check-api", "--sources", everywhere);
    expect(api.status).toBe(1);
    expect(api.stderr).toMatch(/wii_buttons\.c:\d+: SYS_MainLoop is compiled for libogc 2\.14\.1, whose headers lack it/);
    expect(api.stderr).not.toMatch(/for libogc 3\.1\.0/);
    // where the sources keep it inside the 3.x code, the same list passes
    expect(run("check-api", "--sources", sourcesWith((text) => text)).status).toBe(0);
  });

  it("fails when a record is absent from both branches, or a name is recorded twice for one", () => {
    const absent = listWith(MAIN_LOOP_3, MAIN_LOOP_3.replace("bool SYS_MainLoop(void);", "absent"));
    const api = run("check-api", "--list", absent);
    expect(api.stderr).toMatch(/SYS_MainLoop is absent from both branches/);
    expect(api.stderr).toMatch(/SYS_MainLoop is compiled for libogc 3\.1\.0, whose headers lack it/);
    const twice = listWith(WPAD_IR, `${WPAD_IR}\n${WPAD_IR.replace("@ v2.14.1 v3.1.0", "@ v3.1.0")}`);
    expect(run("check-api", "--list", twice).stderr).toMatch(/WPAD_IR has a record for libogc 3\.1\.0 already/);
  });
});
