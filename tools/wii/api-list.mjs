// Reads docs/wii-api-checked.txt, the libogc/libfat names native/wii uses with the header each
// was checked in; shared by check-api.mjs and check-compile.mjs.
import { readFileSync } from 'node:fs';

export const API_LIST_PATH = 'docs/wii-api-checked.txt';
export const API_KINDS = new Set(['function', 'inline', 'macro', 'constant', 'type', 'member', 'header']);

/** Returns { entries: Map name -> entry, errors: string[] }; an entry keeps its list line in `where`. */
export function readApiList(path = API_LIST_PATH) {
  const entries = new Map();
  const errors = [];
  readFileSync(path, 'utf8').split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split(' | ').map((field) => field.trim());
    const where = `${path}:${index + 1}`;
    if (fields.length < 5) {
      errors.push(`${where}: expected NAME | KIND | STATUS | HEADER | DECLARATION [| NOTE]`);
      return;
    }
    const [name, kind, status, header, declaration] = fields;
    if (!API_KINDS.has(kind)) errors.push(`${where}: unknown kind "${kind}"`);
    if (status !== 'checked' && !status.startsWith('unchecked:')) {
      errors.push(`${where}: status must be "checked" or "unchecked: why"`);
    }
    if (status === 'checked' && !/^[\w.-]+\/[\w.-]+ \S+ @ [0-9a-f]{40}$/.test(header)) {
      errors.push(`${where}: a checked entry needs "owner/repository path @ 40-hex-commit"`);
    }
    const bareName = name.replace(/^struct /, '');
    if (kind !== 'header' && kind !== 'member' && !new RegExp(`\\b${bareName}\\b`).test(declaration)) {
      errors.push(`${where}: the declaration does not mention ${name}`);
    }
    if (entries.has(name)) errors.push(`${where}: ${name} is listed twice`);
    entries.set(name, { name, kind, status, header, declaration, where, used: false });
  });
  return { entries, errors };
}
