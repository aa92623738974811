// The repository stands alone: no tracked file leans on documents kept outside it (the design
// notes the project started from), and every link in the docs, and every docs/*.md a file names,
// leads to a file (and a heading) that is there.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");

/** Built from parts, so that this file does not name what it looks for. */
const OUTSIDE_DOCUMENTS = ["VARIANTS", "ENGINE-PROTOCOL", "WII", "ARCHITECTURE", "STYLE"].map((name) => `${name}.md`);
const OUTSIDE_FOLDER = ["..", "shared"].join("/");
const MACHINE_FOLDER = ["", "work", "shared"].join("/");

/**
 * References still to be rewritten by whoever owns the file, each exactly as the check reports it;
 * the next test fails once one is gone, so that it is taken off this list.
 */
const PENDING: string[] = [];

const SKIPPED_DIRECTORIES = new Set(["build", "node_modules", ".git"]);

function walk(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...walk(path));
    else if (entry.isFile()) found.push(relative(ROOT, path));
  }
  return found;
}

/** The tracked files (a copy without its git history: every file but the build's). */
function trackedFiles(): string[] {
  try {
    const listed = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return listed.split("\0").filter((path) => path !== "" && existsSync(join(ROOT, path)));
  } catch {
    return walk(ROOT);
  }
}

/** A file's text, or undefined for binary files (a NUL byte in it). */
function textOf(path: string): string | undefined {
  const bytes = readFileSync(join(ROOT, path));
  return bytes.includes(0) ? undefined : bytes.toString("utf8");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

const FORBIDDEN: RegExp[] = [
  new RegExp(`${escapeRegExp(OUTSIDE_FOLDER)}\\b`),
  new RegExp(`${escapeRegExp(MACHINE_FOLDER)}\\b`),
  ...OUTSIDE_DOCUMENTS.map((name) => new RegExp(`(?<![\\w-])${escapeRegExp(name)}`)),
];

/** The lines of `text` that refer to something outside the repository, trimmed. */
function outsideReferences(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => FORBIDDEN.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  const plain = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, "")
    .trim()
    .toLowerCase();
  return plain.replace(/[^\p{L}\p{M}\p{N} -]/gu, "").replace(/ /g, "-");
}

/** Every anchor a markdown text's headings make, duplicates numbered as GitHub numbers them. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading === null) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The targets of a markdown text's links and images, outside code. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const prose = line.replace(/`[^`]*`/g, "");
    for (const link of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) targets.push(link[1]);
  }
  return targets;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

describe("the repository is self-contained", () => {
  const files = trackedFiles();
  const texts = new Map<string, string>();
  for (const path of files) {
    const text = textOf(path);
    if (text !== undefined) texts.set(path, text);
  }
  const directories = new Set(files.flatMap((path) => {
    const parents: string[] = [];
    for (let dir = dirname(path); dir !== "."; dir = dirname(dir)) parents.push(dir);
    return parents;
  }));
  const exists = (path: string) => texts.has(path) || files.includes(path) || directories.has(path);
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (path: string): Set<string> => {
    if (!anchors.has(path)) anchors.set(path, anchorsOf(texts.get(path) ?? ""));
    return anchors.get(path)!;
  };

  it("lists the files it checks", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/rules.md");
    expect(texts.size).toBeGreaterThan(100);
  });

  it("no file refers to the design documents or the folder kept beside the repository", () => {
    const offenders: string[] = [];
    for (const [path, text] of texts) for (const line of outsideReferences(text)) offenders.push(`${path}: ${line}`);
    expect(offenders.filter((offender) => !PENDING.includes(offender))).toEqual([]);
  });

  it("still needs each of its pending exceptions", () => {
    for (const pending of PENDING) {
      const [path, line] = [pending.slice(0, pending.indexOf(": ")), pending.slice(pending.indexOf(": ") + 2)];
      expect(outsideReferences(texts.get(path) ?? ""), `${pending}: fixed, so remove it from PENDING`).toContain(line);
    }
  });

  it("every link in README.md and docs/ leads to a file of the repository, and to a heading there", () => {
    const broken: string[] = [];
    for (const [path, text] of texts) {
      if (path !== "README.md" && !(path.startsWith("docs/") && path.endsWith(".md"))) continue;
      for (const target of linkTargets(text)) {
        if (EXTERNAL.test(target)) continue;
        const [file, anchor] = target.split("#", 2);
        const linked = file === "" ? path : normalize(join(dirname(path), decodeURIComponent(file))).replace(/\/$/, "");
        if (!exists(linked)) broken.push(`${path}: ${target} (no such file)`);
        else if (anchor !== undefined && linked.endsWith(".md") && !anchorsIn(linked).has(anchor)) {
          broken.push(`${path}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("every docs/*.md a file names is there, and so is the section it names", () => {
    const broken: string[] = [];
    for (const [path, text] of texts) {
      for (const mention of text.matchAll(/(?<![\w./-])(docs\/[\w./-]*\w\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
        const [, file, anchor] = mention;
        if (!texts.has(file)) broken.push(`${path}: ${mention[0]} (no such file)`);
        else if (anchor !== undefined && !anchorsIn(file).has(anchor)) broken.push(`${path}: ${mention[0]} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("find a reference to the documents outside, and only those", () => {
    for (const name of OUTSIDE_DOCUMENTS) expect(outsideReferences(`see shared/${name} for the rules`)).toHaveLength(1);
    expect(outsideReferences(`in ${OUTSIDE_FOLDER}/seeds`)).toHaveLength(1);
    expect(outsideReferences(`copied from ${MACHINE_FOLDER}`)).toHaveLength(1);
    expect(outsideReferences("docs/wii.md, docs/rules.md and the shared `Strings` type")).toEqual([]);
  });

  it("make GitHub's anchors", () => {
    expect(headingSlug("The program's size and start-up")).toBe("the-programs-size-and-start-up");
    expect(headingSlug("Squares 28, 29 and 30")).toBe("squares-28-29-and-30");
    expect(headingSlug("`wii`: the throw")).toBe("wii-the-throw");
    expect([...anchorsOf("# A\n## B\n```\n# not a heading\n```\n## B\n")]).toEqual(["a", "b", "b-1"]);
  });

  it("find links outside code only", () => {
    expect(linkTargets("[a](x.md) `[b](y.md)` ![c](p.png)\n```\n[d](z.md)\n```\n")).toEqual(["x.md", "p.png"]);
  });
});
