// CHANGELOG.md (Keep a Changelog): its sections read and checked, the newest release being
// package.json's version and release date; and one release's section, the notes of its GitHub
// release.
// Usage: node tools/release/changelog.mjs check [CHANGELOG]
//        node tools/release/changelog.mjs notes VERSION [CHANGELOG]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Keep a Changelog's kinds of change, the only subsections a release may have. */
export const KINDS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];

const VERSION = /^\d+\.\d+\.\d+$/;

/** "YYYY-MM-DD" that is a real day. */
function isRealDate(text) {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Compares two MAJOR.MINOR.PATCH versions: negative when a is older. */
function compareVersions(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index++) if (x[index] !== y[index]) return x[index] - y[index];
  return 0;
}

/**
 * The sections: { title, date, line, body } per "## " heading ("Unreleased" has no date), the link
 * definitions, and the problems met reading them.
 */
export function parseChangelog(text) {
  const lines = text.split('\n');
  const sections = [];
  const links = new Map();
  const problems = [];
  if (lines[0] !== '# Changelog') problems.push('line 1: the title must be "# Changelog"');
  let current;
  lines.forEach((line, index) => {
    const link = /^\[([^\]]+)\]: (\S+)$/.exec(line);
    if (link) {
      links.set(link[1], link[2]);
      return;
    }
    if (line.startsWith('## ')) {
      const heading = /^## \[([^\]]+)\](?: - (\S+))?$/.exec(line);
      if (!heading) problems.push(`line ${index + 1}: "${line}" is neither "## [Unreleased]" nor "## [X.Y.Z] - YYYY-MM-DD"`);
      current = { title: heading?.[1] ?? line.slice(3), date: heading?.[2], line: index + 1, body: [] };
      sections.push(current);
      return;
    }
    current?.body.push(line);
  });
  for (const section of sections) section.body = section.body.join('\n').trim();
  return { sections, links, problems };
}

/** What is wrong with one release's section (its subsections, each with an entry). */
function sectionProblems(section) {
  const problems = [];
  const kinds = [...section.body.matchAll(/^### (.*)$/gm)].map((match) => match[1]);
  for (const kind of kinds) {
    if (!KINDS.includes(kind)) problems.push(`[${section.title}]: "### ${kind}" is none of ${KINDS.join(', ')}`);
  }
  if (kinds.length === 0) problems.push(`[${section.title}]: no "### Added" (or another kind of change) section`);
  for (const part of section.body.split(/^### .*$/m).slice(1)) {
    if (!/^- \S/m.test(part)) problems.push(`[${section.title}]: a kind of change with no "- " entry`);
  }
  return problems;
}

/**
 * Every problem of the changelog: headings, order, dates, subsections, link definitions, and the
 * newest release against package.json's version and releaseDate.
 */
export function changelogProblems(text, { version, releaseDate }) {
  const { sections, links, problems } = parseChangelog(text);
  const releases = sections.filter((section) => section.title !== 'Unreleased');
  sections.forEach((section, index) => {
    if (section.title === 'Unreleased') {
      if (index > 0) problems.push(`line ${section.line}: [Unreleased] must come first`);
      if (section.date !== undefined) problems.push(`line ${section.line}: [Unreleased] has no date`);
    }
  });
  for (const section of releases) {
    if (!VERSION.test(section.title)) problems.push(`line ${section.line}: "${section.title}" is not a version MAJOR.MINOR.PATCH`);
    if (section.date === undefined || !isRealDate(section.date)) {
      problems.push(`line ${section.line}: [${section.title}] needs its release date, a real YYYY-MM-DD`);
    }
    problems.push(...sectionProblems(section));
  }
  const versions = releases.map((section) => section.title).filter((title) => VERSION.test(title));
  for (let index = 1; index < versions.length; index++) {
    if (compareVersions(versions[index - 1], versions[index]) <= 0) {
      problems.push(`[${versions[index - 1]}] comes before [${versions[index]}]: newest first, each version once`);
    }
  }
  for (let index = 1; index < releases.length; index++) {
    if ((releases[index - 1].date ?? '') < (releases[index].date ?? '')) {
      problems.push(`[${releases[index - 1].title}] is dated before the older [${releases[index].title}]`);
    }
  }
  for (const section of sections) {
    if (!links.has(section.title)) problems.push(`[${section.title}] has no link definition ("[${section.title}]: URL" at the end)`);
  }
  const newest = releases[0];
  if (newest === undefined) {
    problems.push(`no release: package.json's version ${version} needs its section, "## [${version}] - ${releaseDate}"`);
  } else {
    if (newest.title !== version) problems.push(`the newest release is [${newest.title}], package.json's version is ${version}`);
    if (newest.date !== releaseDate) problems.push(`[${newest.title}] is dated ${newest.date}, package.json's releaseDate is ${releaseDate}`);
  }
  return problems;
}

/** One release's section without its heading, or undefined when there is none. */
export function releaseNotes(text, version) {
  return parseChangelog(text).sections.find((section) => section.title === version)?.body;
}

function main(args) {
  const [command, ...rest] = args;
  if (command === 'check') {
    const path = rest[0] ?? 'CHANGELOG.md';
    const problems = changelogProblems(readFileSync(path, 'utf8'), JSON.parse(readFileSync('package.json', 'utf8')));
    for (const problem of problems) console.error(`changelog: ${path}: ${problem}`);
    if (problems.length > 0) return 1;
    console.log(`changelog: ${path} is well-formed, its newest release package.json's`);
    return 0;
  }
  if (command === 'notes' && rest[0] !== undefined) {
    const path = rest[1] ?? 'CHANGELOG.md';
    const notes = releaseNotes(readFileSync(path, 'utf8'), rest[0]);
    if (notes === undefined) {
      console.error(`changelog: ${path} has no section for ${rest[0]}`);
      return 1;
    }
    process.stdout.write(`${notes}\n`);
    return 0;
  }
  console.error('usage: node tools/release/changelog.mjs check [CHANGELOG] | notes VERSION [CHANGELOG]');
  return 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
