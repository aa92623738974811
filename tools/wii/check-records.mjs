// Holds docs/wii-api-checked.txt to the real headers: every record's declaration is looked for in
// the header it names, at each release it names, in git repositories of devkitPro/libogc,
// devkitPro/libfat and devkitPro/libdvm (libfat-ogc 2.x), with their tags. Spaces and comments
// are not compared; a "..." in a declaration skips what the record leaves out (its pieces must
// come in order). An "absent" record is checked against every header of that release, a header
// record by the file being there, and libversion.h's _V_MAJOR_, which libogc's build writes, by
// the release's major number. Each tag must still be the commit the list records. Run by hand:
// the repositories are not part of this one.
// Usage: node tools/wii/check-records.mjs LIBOGC_GIT LIBFAT_GIT LIBDVM_GIT
import { execFileSync } from 'node:child_process';

import { ABSENT, BRANCHES, readApiList } from './api-list.mjs';

const REPOSITORIES = ['devkitPro/libogc', 'devkitPro/libfat', 'devkitPro/libdvm'];
const HEADER_ROOTS = { 'devkitPro/libogc': 'gc', 'devkitPro/libfat': 'include', 'devkitPro/libdvm': 'include' };

function git(directory, ...args) {
  try {
    return execFileSync('git', ['-C', directory, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 26 });
  } catch {
    return null;
  }
}

/** Comments out, spaces collapsed, none kept beside punctuation. */
function normalize(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ').replace(/\\\n/g, ' ').replace(/\s+/g, ' ')
    .replace(/ ?([()[\]{},;*=]) ?/g, '$1').trim();
}

/** Where `piece` (normalized) starts in `text` at or after `from`, as a whole (not inside a longer name), or -1. */
function findWhole(text, piece, from) {
  for (let at = text.indexOf(piece, from); at >= 0; at = text.indexOf(piece, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + piece.length] ?? ' ';
    const joined = (/\w/.test(piece[0]) && /\w/.test(before)) || (/\w/.test(piece[piece.length - 1]) && /\w/.test(after));
    if (!joined) return at;
  }
  return -1;
}

/** Why the declaration is not in the header's text, or null. */
function missingFrom(declaration, header) {
  const text = normalize(header);
  // "#define a b; void f(void);" records a macro and the function it names: each is looked for alone.
  const parts = declaration.startsWith('#define') && !declaration.includes('...')
    ? declaration.split(/;\s*/).filter((part) => part !== '').map((part, i, all) => (i < all.length - 1 && !part.startsWith('#') ? `${part};` : part))
    : [declaration];
  for (const part of parts) {
    let from = 0;
    for (const piece of part.split('...').map(normalize).filter((piece) => piece !== '')) {
      const at = findWhole(text, piece, from);
      if (at < 0) return `"${piece}" is not there${from > 0 ? ' after the piece before it' : ''}`;
      from = at + piece.length;
    }
  }
  return null;
}

function checkRecord(record, tag, branch, directory) {
  const content = git(directory, 'show', `${tag}:${record.path}`);
  if (record.absent) {
    const root = HEADER_ROOTS[record.repository];
    const bare = record.name.replace(/^struct /, '').split('.').pop();
    const found = git(directory, 'grep', '-l', '-w', bare, tag, '--', `${root}/*.h`);
    return found ? `${record.name} is recorded absent but ${found.trim().split('\n').join(', ')} names it` : null;
  }
  if (content === null) return `${record.path} is not in ${record.repository} at ${tag}`;
  if (record.kind === 'header') return null;
  if (/(^|\/)(Makefile|[\w.-]+\.in)$/.test(record.path)) {
    // a header libogc's build writes: the generator names the macro, the release gives its value
    const value = record.declaration.match(/^#define\s+\w+\s+(\d+)$/)?.[1];
    if (!new RegExp(`#define\\s+${record.name}\\b`).test(content)) return `${record.path} does not write ${record.name}`;
    return Number(value) === branch.major ? null : `${record.name} is ${branch.major} in ${tag}, not ${value}`;
  }
  const why = missingFrom(record.declaration, content);
  return why ? `${record.path} at ${tag}: ${why}` : null;
}

const directories = process.argv.slice(2);
if (directories.length !== REPOSITORIES.length) {
  console.error(`usage: node tools/wii/check-records.mjs ${REPOSITORIES.map((name) => name.split('/')[1].toUpperCase() + '_GIT').join(' ')}`);
  process.exit(2);
}
const directoryOf = Object.fromEntries(REPOSITORIES.map((name, i) => [name, directories[i]]));
const { records, errors } = readApiList();
for (const branch of BRANCHES) {
  for (const [repository, [tag, commit]] of Object.entries(branch.tags)) {
    const found = git(directoryOf[repository], 'rev-parse', `${tag}^{commit}`)?.trim();
    if (found !== commit) errors.push(`${repository} ${tag} is ${found ?? 'not there'}, the list records ${commit}`);
  }
}
let looked = 0;
for (const record of records) {
  for (const tag of record.tags) {
    const branch = BRANCHES.find((candidate) => candidate.tags[record.repository]?.[0] === tag);
    const why = checkRecord(record, tag, branch, directoryOf[record.repository]);
    looked++;
    if (why) errors.push(`${record.where}: ${record.name}: ${why}`);
  }
}
if (errors.length > 0) {
  for (const error of errors) console.error(`check-records: ${error}`);
  console.log(`check-records: ${looked} declarations looked for, ${errors.length} not as recorded`);
  console.log('check-records: 0 passed, 1 failed');
  process.exit(1);
}
const absent = records.filter((record) => record.declaration === ABSENT).length;
console.log(`check-records: ${looked} declarations found in the headers they name (${absent} absent records confirmed)`);
console.log('check-records: 1 passed, 0 failed');
