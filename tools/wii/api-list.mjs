// Reads docs/wii-api-checked.txt, the libogc/libfat names native/wii uses with the declaration of
// each as read in the headers of both libogc branches the build is known to work with; shared by
// check-api.mjs, check-compile.mjs and check-records.mjs. The file's head explains its format.
import { readFileSync } from 'node:fs';

export const API_LIST_PATH = 'docs/wii-api-checked.txt';
export const API_KINDS = new Set(['function', 'inline', 'macro', 'constant', 'type', 'member', 'header']);
export const ABSENT = 'absent';

/** The two branches: each a libogc release with the libfat devkitPro ships beside it. `tags` maps
 * each repository a record may name to its release in the branch, with that tag's commit. */
export const BRANCHES = [
  {
    id: '2', label: 'libogc 2.14.1', major: 2,
    tags: { 'devkitPro/libogc': ['v2.14.1', '792c74998f46c59c357922b94a3af22ea12a7004'],
      'devkitPro/libfat': ['v1.1.5', 'fef8efe371e97b5b2281c6a8f6e4ba6c46f7dd12'] },
  },
  {
    id: '3', label: 'libogc 3.1.0', major: 3,
    tags: { 'devkitPro/libogc': ['v3.1.0', 'c70bdf2fc36bf6c6c12d946ae3ad70d604366d1b'],
      'devkitPro/libdvm': ['v2.1.0', '3006b93714b2cac7e052dbc44903b3ef29d2965a'] },
  },
];

/** The branches a repository's tag belongs to. */
function branchesOfTag(repository, tag) {
  return BRANCHES.filter((branch) => branch.tags[repository]?.[0] === tag);
}

function knownTags() {
  return BRANCHES.flatMap((branch) => Object.entries(branch.tags).map(([repository, [tag]]) => `${repository} ${tag}`)).join(', ');
}

/** "devkitPro/libogc gc/ogc/video.h @ v2.14.1 v3.1.0" -> { repository, path, tags, branches } or a reason. */
function readHeaderField(field) {
  const match = field.match(/^([\w.-]+\/[\w.-]+) (\S+) @ (\S+(?: \S+)*)$/);
  if (!match) return { why: 'the header must be "owner/repository path @ TAG [TAG]"' };
  const [, repository, path, tagText] = match;
  const tags = tagText.split(' ');
  const branches = [];
  for (const tag of tags) {
    const found = branchesOfTag(repository, tag);
    if (found.length === 0) return { why: `${repository} ${tag} is not a release of either branch (${knownTags()})` };
    for (const branch of found) {
      if (branches.includes(branch.id)) return { why: `${repository} ${tag} is named twice` };
      branches.push(branch.id);
    }
  }
  return { repository, path, tags, branches };
}

/** Returns { records, branches: Map branch id -> Map name -> record, errors }. A record keeps its
 * line in `where`; `absent` records say the branch's headers lack the name. Every name needs one
 * record for each branch. */
export function readApiList(path = API_LIST_PATH) {
  const records = [];
  const errors = [];
  const branches = new Map(BRANCHES.map((branch) => [branch.id, new Map()]));
  readFileSync(path, 'utf8').split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split(' | ').map((field) => field.trim());
    const where = `${path}:${index + 1}`;
    if (fields.length < 5) {
      errors.push(`${where}: expected NAME | KIND | STATUS | HEADER @ TAGS | DECLARATION [| NOTE]`);
      return;
    }
    const [name, kind, status, header, declaration] = fields;
    if (!API_KINDS.has(kind)) errors.push(`${where}: unknown kind "${kind}"`);
    if (status !== 'checked' && !status.startsWith('unchecked:')) {
      errors.push(`${where}: status must be "checked" or "unchecked: why"`);
    }
    const read = readHeaderField(header);
    if (read.why) {
      errors.push(`${where}: ${read.why} (the file's head says how a record names the headers it was read in)`);
      return;
    }
    const absent = declaration === ABSENT;
    const bareName = name.replace(/^struct /, '');
    if (!absent && kind !== 'header' && kind !== 'member' && !new RegExp(`\\b${bareName}\\b`).test(declaration)) {
      errors.push(`${where}: the declaration does not mention ${name}`);
    }
    const record = { name, kind, status, header, ...read, declaration, absent, note: fields[5] ?? '', where, used: false };
    records.push(record);
    for (const id of read.branches) {
      const names = branches.get(id);
      if (names.has(name)) errors.push(`${where}: ${name} has a record for ${labelOf(id)} already (${names.get(name).where})`);
      else names.set(name, record);
    }
  });
  for (const name of new Set(records.map((record) => record.name))) {
    const first = records.find((record) => record.name === name);
    for (const branch of BRANCHES) {
      if (!branches.get(branch.id).has(name)) {
        errors.push(`${first.where}: ${name} has no record for ${branch.label}: add its declaration as read there, or "${ABSENT}"`);
      }
    }
    if (BRANCHES.every((branch) => branches.get(branch.id).get(name)?.absent)) {
      errors.push(`${first.where}: ${name} is absent from both branches`);
    }
  }
  return { records, branches, errors };
}

/** The tools' shared options, for their tests: --list FILE (the list), --sources DIR (native/wii);
 * the other arguments are returned as `rest`. */
export function toolOptions(argv) {
  const options = { list: API_LIST_PATH, sources: 'native/wii', rest: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--list' || argv[i] === '--sources') options[argv[i].slice(2)] = argv[++i];
    else options.rest.push(argv[i]);
  }
  return options;
}

export function labelOf(id) {
  return BRANCHES.find((branch) => branch.id === id).label;
}
