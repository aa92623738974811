// tools/release/check-release.mjs, what CI runs on a version tag before publishing (make
// release-check): the tag must be package.json's version and the folder must hold that version's
// zip and no other; then the release's notes are written, CHANGELOG.md's section of the version.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { releaseNotes } from "../../tools/release/changelog.mjs";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
const ZIP = `senet-wii-${version}.zip`;

let folder: string | undefined;
afterEach(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A folder holding these files, as the release job's download of the artifact leaves it. */
function folderWith(names: string[]): string {
  folder = mkdtempSync(join(tmpdir(), "senet-release-"));
  for (const name of names) writeFileSync(join(folder, name), "a stand-in zip");
  return folder;
}

function check(tag: string, dir: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync("node", ["tools/release/check-release.mjs", tag, dir], { encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("check-release", () => {
  it("passes package.json's version's tag and zip, and writes the changelog's section as the notes", () => {
    const dir = folderWith([ZIP]);
    const run = check(`v${version}`, dir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(readFileSync(join(dir, "release-notes.md"), "utf8")).toBe(`${releaseNotes(readFileSync("CHANGELOG.md", "utf8"), version)}\n`);
  });

  it("refuses a tag that is not package.json's version, writing no notes", () => {
    const dir = folderWith([ZIP]);
    for (const tag of [version, `v${version}.1`, "v99.0.0"]) {
      const run = check(tag, dir);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(`check-release: the tag ${tag} is not v${version}, package.json's version: tag v${version}, or change the version first\n`);
    }
    expect(existsSync(join(dir, "release-notes.md"))).toBe(false);
  });

  it("refuses a folder without the version's zip, or with another", () => {
    const empty = check(`v${version}`, folderWith([]));
    expect(empty.status).toBe(1);
    expect(empty.stderr).toMatch(new RegExp(`${ZIP.replace(/\./g, "\\.")} is missing: make dist builds it`));
    const two = check(`v${version}`, folderWith([ZIP, "senet-wii-0.0.1.zip"]));
    expect(two.status).toBe(1);
    expect(two.stderr).toMatch(/holds another zip \(senet-wii-0\.0\.1\.zip\): only senet-wii-/);
  });

  it("make release-check asks for the tag", () => {
    const run = spawnSync("make", ["-s", "release-check", "DEPS_INSTALLED=yes"], { encoding: "utf8" });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`error: say which tag: make release-check TAG=v${version}`);
  });
});
