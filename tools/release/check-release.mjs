// Before a version tag is published as a GitHub release: the tag is "v" and package.json's version,
// the folder holds make dist's zip of that version and no other, and CHANGELOG.md is well-formed
// with that version as its newest release. Then writes that release's section to
// FOLDER/release-notes.md, the release's notes.
// Usage: node tools/release/check-release.mjs TAG FOLDER
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changelogProblems, releaseNotes } from './changelog.mjs';

const [tag, folder] = process.argv.slice(2);
if (tag === undefined || folder === undefined) {
  console.error('usage: node tools/release/check-release.mjs TAG FOLDER');
  process.exit(2);
}

const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
const { version } = packageJson;
const zip = `senet-wii-${version}.zip`;
const changelog = readFileSync('CHANGELOG.md', 'utf8');
const problems = [];
if (tag !== `v${version}`) problems.push(`the tag ${tag} is not v${version}, package.json's version: tag v${version}, or change the version first`);
if (!existsSync(join(folder, zip))) problems.push(`${join(folder, zip)} is missing: make dist builds it`);
const others = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.zip') && name !== zip) : [];
if (others.length > 0) problems.push(`${folder} holds another zip (${others.join(', ')}): only ${zip} is released`);
problems.push(...changelogProblems(changelog, packageJson).map((problem) => `CHANGELOG.md: ${problem}`));
if (problems.length > 0) {
  for (const problem of problems) console.error(`check-release: ${problem}`);
  process.exit(1);
}
writeFileSync(join(folder, 'release-notes.md'), `${releaseNotes(changelog, version)}\n`);
console.log(`check-release: ${tag} releases ${join(folder, zip)}, its notes in ${join(folder, 'release-notes.md')}`);
