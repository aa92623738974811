// CHANGELOG.md and tools/release/changelog.mjs: the changelog as it ships is well-formed and its
// newest release is package.json's version and date; each kind of mistake is refused; a release's
// notes are its section.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changelogProblems, releaseNotes } from "../../tools/release/changelog.mjs";

const CHANGELOG = readFileSync("CHANGELOG.md", "utf8");
const PACKAGE = JSON.parse(readFileSync("package.json", "utf8")) as { version: string; releaseDate: string };
const problems = (text: string, pkg = PACKAGE): string[] => changelogProblems(text, pkg);

/** A changelog of two releases, 0.2.0 the newer. */
const TWO = `# Changelog

Intro.

## [Unreleased]

## [0.2.0] - 2027-01-05

### Added

- The second thing.

### Fixed

- A mistake.

## [0.1.0] - 2026-12-02

### Added

- The first thing.

[Unreleased]: https://example.org/compare
[0.2.0]: https://example.org/0.2.0
[0.1.0]: https://example.org/0.1.0
`;
const TWO_PACKAGE = { version: "0.2.0", releaseDate: "2027-01-05" };

describe("CHANGELOG.md", () => {
  it("is well-formed, its newest release package.json's version and release date", () => {
    expect(problems(CHANGELOG)).toEqual([]);
    const run = spawnSync("node", ["tools/release/changelog.mjs", "check"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("has a section for package.json's version, with its date", () => {
    expect(CHANGELOG).toContain(`\n## [${PACKAGE.version}] - ${PACKAGE.releaseDate}\n`);
  });
});

describe("the changelog's check", () => {
  it("passes a well-formed changelog", () => {
    expect(problems(TWO, TWO_PACKAGE)).toEqual([]);
  });

  it("refuses a newest release that is not package.json's version or date", () => {
    expect(problems(TWO, { version: "0.3.0", releaseDate: "2027-01-05" })).toEqual(["the newest release is [0.2.0], package.json's version is 0.3.0"]);
    expect(problems(TWO, { version: "0.2.0", releaseDate: "2027-01-06" })).toEqual(["[0.2.0] is dated 2027-01-05, package.json's releaseDate is 2027-01-06"]);
  });

  const cases: [string, string, string, RegExp][] = [
    ["another title", "# Changelog\n", "# Changes\n", /title must be "# Changelog"/],
    ["a heading of another form", "## [0.1.0] - 2026-12-02", "## 0.1.0 (2026-12-02)", /"## 0\.1\.0 \(2026-12-02\)" is neither/],
    ["a release with no date", "## [0.1.0] - 2026-12-02", "## [0.1.0]", /\[0\.1\.0\] needs its release date/],
    ["a day that is not", "## [0.1.0] - 2026-12-02", "## [0.1.0] - 2026-02-30", /\[0\.1\.0\] needs its release date/],
    ["a version that is not MAJOR.MINOR.PATCH", "## [0.1.0] - 2026-12-02", "## [0.1] - 2026-12-02", /"0\.1" is not a version/],
    ["an unknown kind of change", "### Fixed", "### Improved", /"### Improved" is none of Added, Changed/],
    ["a kind of change with no entry", "- A mistake.\n", "", /a kind of change with no "- " entry/],
    ["a release with no kind of change", "### Added\n\n- The first thing.\n", "The first thing.\n", /\[0\.1\.0\]: no "### Added"/],
    ["the older release first", "## [0.2.0] - 2027-01-05", "## [0.0.9] - 2027-01-05", /\[0\.0\.9\] comes before \[0\.1\.0\]/],
    ["a newer release dated earlier", "## [0.2.0] - 2027-01-05", "## [0.2.0] - 2026-11-05", /\[0\.2\.0\] is dated before the older \[0\.1\.0\]/],
    ["a release without its link", "[0.1.0]: https://example.org/0.1.0\n", "", /\[0\.1\.0\] has no link definition/],
  ];
  for (const [what, from, to, message] of cases) {
    it(`refuses ${what}`, () => {
      expect(TWO).toContain(from);
      const found = problems(TWO.replace(from, to), TWO_PACKAGE);
      expect(found.some((problem) => message.test(problem)), found.join("\n")).toBe(true);
    });
  }

  it("refuses [Unreleased] anywhere but first", () => {
    const moved = TWO.replace("## [Unreleased]\n\n", "").replace("## [0.1.0]", "## [Unreleased]\n\n## [0.1.0]");
    expect(problems(moved, TWO_PACKAGE)).toEqual([`line ${moved.split("\n").indexOf("## [Unreleased]") + 1}: [Unreleased] must come first`]);
  });

  it("refuses a changelog with no release", () => {
    expect(problems("# Changelog\n\n## [Unreleased]\n\n[Unreleased]: https://example.org\n", TWO_PACKAGE)).toEqual([
      `no release: package.json's version 0.2.0 needs its section, "## [0.2.0] - 2027-01-05"`,
    ]);
  });
});

describe("a release's notes", () => {
  it("are its section without the heading", () => {
    expect(releaseNotes(TWO, "0.2.0")).toBe("### Added\n\n- The second thing.\n\n### Fixed\n\n- A mistake.");
    expect(releaseNotes(TWO, "0.1.0")).toBe("### Added\n\n- The first thing.");
    expect(releaseNotes(TWO, "0.3.0")).toBeUndefined();
  });

  it("are printed by the command, which refuses a version with no section", () => {
    const notes = spawnSync("node", ["tools/release/changelog.mjs", "notes", PACKAGE.version], { encoding: "utf8" });
    expect(notes.status).toBe(0);
    expect(notes.stdout).toBe(`${releaseNotes(CHANGELOG, PACKAGE.version)}\n`);
    expect(notes.stdout).toMatch(/^### Added$/m);
    const none = spawnSync("node", ["tools/release/changelog.mjs", "notes", "99.0.0"], { encoding: "utf8" });
    expect(none.status).toBe(1);
    expect(none.stderr).toBe("changelog: CHANGELOG.md has no section for 99.0.0\n");
  });
});
