// The GitHub Actions workflow: actionlint (tools/release/lint-workflows.mjs) passes it and refuses
// it broken, and its jobs run what the README says a release is made of: .ci/run, make wii and
// make dist in devkitPro's container, the zip senet.oscmeta names as an artifact, and on a version
// tag make release-check before the release, the only job that may write.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HANG_GUARD_MS } from "../support/hang-guard.mjs";

const ROOT = resolve(__dirname, "../..");
const LINT = join(ROOT, "tools/release/lint-workflows.mjs");
const WORKFLOW_PATH = ".github/workflows/ci.yml";
const WORKFLOW = readFileSync(join(ROOT, WORKFLOW_PATH), "utf8");

const work = mkdtempSync(join(tmpdir(), "senet-workflows-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function lint(args: string[], cwd = ROOT): { status: number | null; output: string } {
  const run = spawnSync("node", [LINT, ...args], { cwd, encoding: "utf8", timeout: HANG_GUARD_MS });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** The workflow with `from` replaced by `to`, written to a file of its own. */
function broken(name: string, from: string, to: string): string {
  expect(WORKFLOW).toContain(from);
  const path = join(work, `${name}.yml`);
  writeFileSync(path, WORKFLOW.replace(from, to));
  return path;
}

/** Each job's lines, by the job's name (two spaces in under `jobs:`). */
function jobs(): Map<string, string> {
  const found = new Map<string, string>();
  const lines = WORKFLOW.split("\n");
  let name: string | undefined;
  let inJobs = false;
  for (const line of lines) {
    if (/^\S/.test(line)) inJobs = line === "jobs:";
    const job = inJobs ? /^ {2}([\w-]+):\s*$/.exec(line) : null;
    if (job) name = job[1];
    else if (inJobs && name !== undefined) found.set(name, `${found.get(name) ?? ""}${line}\n`);
  }
  return found;
}

describe("the workflow's lint", () => {
  it("passes every workflow as it is", () => {
    expect(readdirSync(join(ROOT, ".github/workflows"))).toEqual(["ci.yml"]);
    const run = lint([]);
    expect(run.output).toBe(`lint-workflows: ${WORKFLOW_PATH}: no problem found\n`);
    expect(run.status).toBe(0);
  });

  const cases: [string, string, string, RegExp][] = [
    ["an input the action does not have", "if-no-files-found: error", "if-no-file-found: error", /input "if-no-file-found" is not defined in action "actions\/upload-artifact@v4"/],
    ["an expression naming nothing", "${{ github.token }}", "${{ github.tokn }}", /property "tokn" is not defined/],
    ["a job that needs a job that is not there", "needs: [test, wii]", "needs: [test, wii-build]", /job "release" needs job "wii-build" which does not exist/],
    ["a permission that does not exist", "contents: write", "content: write", /unknown permission scope "content"/],
  ];
  // one run lints every broken copy (each start of the linter loads its WebAssembly anew)
  let brokenRun: { status: number | null; output: string; paths: string[] } | undefined;
  function lintBroken(): { status: number | null; output: string; paths: string[] } {
    if (brokenRun === undefined) {
      const paths = cases.map(([what, from, to]) => broken(what.replace(/\W+/g, "-"), from, to));
      brokenRun = { ...lint(paths), paths };
    }
    return brokenRun;
  }
  cases.forEach(([what, , , message], index) => {
    it(`refuses ${what}`, () => {
      const run = lintBroken();
      expect(run.status).toBe(1);
      const lines = run.output.split("\n").filter((line) => line.startsWith(`${run.paths[index]}:`));
      expect(lines.length, run.output).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatch(message);
    });
  });

  it("refuses to pass when there is no workflow to lint", () => {
    mkdirSync(join(work, "empty"));
    const run = lint([], join(work, "empty"));
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/no workflow to lint/);
  });
});

describe("the workflow's jobs", () => {
  const byName = jobs();

  it("are the tests, the Wii build and the release", () => {
    expect([...byName.keys()]).toEqual(["test", "wii", "release"]);
    expect(WORKFLOW).toMatch(/^on:\n {2}push:\n {4}branches: \["\*\*"\]\n {4}tags: \["v\*"\]\n {2}pull_request:\n/m);
  });

  it("test runs .ci/run, the whole suite", () => {
    expect(byName.get("test")).toMatch(/run: bash \.ci\/run$/m);
  });

  it("wii builds the program and its zip in devkitPro's container, and keeps the zip", () => {
    const wii = byName.get("wii") ?? "";
    expect(wii).toMatch(/container: devkitpro\/devkitppc:\d{8}$/m);
    const steps = [/dkp-pacman -Sy --needed --noconfirm ppc-liblua51$/m, /run: tools\/deps\.sh wii$/m, /run: make wii$/m, /run: make dist$/m, /uses: actions\/upload-artifact@/m];
    const at = steps.map((step) => wii.search(step));
    expect(at.every((index) => index >= 0), String(at)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // the artifact is the zip the Open Shop Channel's manifest looks for
    const manifest = JSON.parse(readFileSync(join(ROOT, "senet.oscmeta"), "utf8")) as { source: { file: string } };
    expect(wii).toContain(`path: build/${manifest.source.file}\n`);
    expect(wii).toContain("if-no-files-found: error");
  });

  it("release runs on a version tag after both, checks the tag, then publishes the zip", () => {
    const release = byName.get("release") ?? "";
    expect(release).toMatch(/^ {4}if: startsWith\(github\.ref, 'refs\/tags\/v'\)$/m);
    expect(release).toMatch(/^ {4}needs: \[test, wii\]$/m);
    const check = release.indexOf('make release-check TAG="$GITHUB_REF_NAME"');
    const publish = release.indexOf('gh release create "$GITHUB_REF_NAME" build/senet-wii-*.zip');
    expect(check).toBeGreaterThan(0);
    expect(publish).toBeGreaterThan(check);
    expect(release).toContain("--notes-file build/release-notes.md");
  });

  it("may read the repository, and only the release may write to it", () => {
    expect(WORKFLOW).toMatch(/^permissions:\n {2}contents: read\n/m);
    const writers = [...byName].filter(([, text]) => /\bwrite\b/.test(text)).map(([name]) => name);
    expect(writers).toEqual(["release"]);
    expect(byName.get("release")).toMatch(/^ {4}permissions:\n {6}contents: write\n {4}\S/m);
  });

  it("uses actions pinned to a major version tag", () => {
    const uses = [...WORKFLOW.matchAll(/uses: (\S+)/g)].map((match) => match[1]);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^actions\/[\w-]+@v\d+$/);
  });
});
