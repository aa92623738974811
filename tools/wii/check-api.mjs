// Static check of native/wii against docs/wii-api-checked.txt, the list of libogc and libfat
// names read in devkitPro's headers of both branches: libogc 2.14.1 (with libfat 1.1.5) and
// libogc 3.1.0 (with libfat-ogc 2.1.0). For each branch it reads the sources as that branch
// compiles them (the conditionals on _V_MAJOR_, and on macros defined from it, decided; any other
// conditional, such as SENET_WII_DEBUG, keeps both sides) and proves, without a Wii toolchain, that:
//  - every libogc/libfat name the sources use (by namespace: VIDEO_, GX_, WPAD_, PAD_, SYS_, CONF_,
//    VI_, MEM_, TB_, COLOR_, ASND_, AUDIO_, SND_, VOICE_, LWP_, DC*, gu*, fat*, _V_*, plus the listed
//    types and gettime) has a record for that branch, and not an "absent" one,
//    with the header (repository, path, release) and the declaration as written there;
//  - every call passes as many arguments as that branch's declaration takes;
//  - every member read from the video mode (video_mode->...), the IR data (ir....) and a Classic
//    Controller's expansion data (expansion.classic.ljs, stick->...) is listed for the branch;
//  - every header the sources include is a C standard header, the project's own, or listed;
//  - the list names nothing that neither branch uses, directly or through another record's
//    declaration.
// It does not prove that the types match or that the code compiles: check-compile.mjs compiles
// against each branch's declarations, and only devkitPPC builds the program.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { BRANCHES, readApiList, toolOptions } from './api-list.mjs';

const { list: LIST_PATH, sources: SOURCE_DIR } = toolOptions(process.argv.slice(2));
const LIBRARY_NAME = /^(VIDEO_|GX_|WPAD_|PAD_|SYS_|CONF_|VI_|MEM_|TB_|COLOR_|ASND_|AUDIO_|SND_|VOICE_|LWP_|DC[A-Z]|gu[A-Z]|fat[A-Z]|_V_)/;
const LIBRARY_TYPES = new Set(['u8', 'u16', 'u32', 'u64', 's8', 's16', 's32', 's64', 'f32', 'Mtx', 'Mtx44', 'GXColor',
  'GXTexObj', 'GXRModeObj', 'ir_t', 'expansion_t', 'classic_ctrl_t', 'joystick_t', 'gettime', 'AIDCallback',
  'ASNDVoiceCallback', 'lwp_t', 'DISC_INTERFACE', '__io_wiisd', '__io_usbstorage']);
// How the sources name each library struct whose members they read: the pattern, and the struct.
const MEMBER_ACCESS = [[/\bvideo_mode->(\w+)/g, 'GXRModeObj'], [/\bir\.(\w+)/g, 'ir_t'], [/\bexpansion\.(\w+)/g, 'expansion_t'],
  [/\bexpansion\.classic\.(\w+)/g, 'classic_ctrl_t'], [/\bstick->(\w+)/g, 'joystick_t']];
const STANDARD_HEADERS = new Set(['errno.h', 'malloc.h', 'math.h', 'stdarg.h', 'stdbool.h', 'stddef.h', 'stdint.h', 'stdio.h', 'stdlib.h',
  'string.h', 'sys/stat.h', 'unistd.h']);


/** Blanks out comments and the insides of strings and character literals (their quotes stay, so a
 * literal still counts as an argument), keeping line breaks and offsets. */
function stripComments(text) {
  const blank = (part) => part.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g,
    (match) => (match[0] === '"' || match[0] === "'" ? match[0] + blank(match.slice(1, -1)) + match[0] : blank(match)));
}

function lineOf(text, offset) {
  return text.slice(0, offset).split('\n').length;
}

/** Counts the top-level arguments of the call whose '(' is at `open`; -1 when unbalanced. */
function countArguments(text, open) {
  let depth = 0;
  let commas = 0;
  let sawArgument = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return sawArgument ? commas + 1 : 0;
    } else if (depth === 1 && c === ',') commas++;
    else if (depth === 1 && !/\s/.test(c)) sawArgument = true;
  }
  return -1;
}

/** The parameter count of a declaration such as "void GX_Begin(u8 primitve,u8 vtxfmt,u16 vtxcnt);". */
function declaredParameters(declaration, name) {
  let at = declaration.search(new RegExp(`\\b${name}\\s*\\(`));
  // An alias such as "#define guMtxIdentity ps_guMtxIdentity" takes its target's parameters.
  const alias = declaration.match(new RegExp(`#define\\s+${name}\\s+(\\w+)\\s*;`));
  if (at < 0 && alias) at = declaration.search(new RegExp(`\\b${alias[1]}\\s*\\(`));
  if (at < 0) return null;
  const open = declaration.indexOf('(', at);
  const count = countArguments(declaration, open);
  const inside = declaration.slice(open + 1, declaration.indexOf(')', open)).trim();
  return inside === 'void' ? 0 : count;
}

/** Names the sources define themselves: macros, enumerators, typedefs, functions. */
function ownNames(sources) {
  const names = new Set();
  for (const { text } of sources) {
    for (const m of text.matchAll(/#define\s+(\w+)/g)) names.add(m[1]);
    for (const m of text.matchAll(/typedef\s+enum\s*\w*\s*\{([^}]*)\}/g)) {
      for (const item of m[1].split(',')) names.add(item.trim().split(/[\s=]/)[0]);
    }
    for (const m of text.matchAll(/\}\s*(\w+)\s*;/g)) names.add(m[1]);
    for (const m of text.matchAll(/^[A-Za-z_][\w\s*]*?\b(\w+)\s*\([^;{]*\)\s*\{/gm)) names.add(m[1]);
  }
  return names;
}

/** Evaluates a conditional's expression once the branch's macros are put in; null when it names
 * a macro the branch does not decide (then both sides are kept). */
function evaluate(expression, macros) {
  let unknown = false;
  const substituted = expression.replace(/defined\s*\(?\s*(\w+)\s*\)?|\b[A-Za-z_]\w*\b/g, (match, definedName) => {
    const name = definedName ?? match;
    if (!macros.has(name)) {
      unknown = true;
      return '0';
    }
    return definedName ? '1' : String(macros.get(name));
  });
  if (unknown || !/^[\d\s()!<>=&|+-]*$/.test(substituted)) return null;
  return Number(Boolean(new Function(`return (${substituted});`)()));
}

/** The text with every line a branch does not compile blanked (line breaks kept): conditionals
 * decided by `macros` (the branch's _V_MAJOR_, and integer macros the active lines define from it). */
function branchText(text, major) {
  const macros = new Map([['_V_MAJOR_', major]]);
  const frames = [];
  const active = () => frames.every((frame) => frame.active);
  return text.split('\n').map((line) => {
    const directive = line.match(/^\s*#\s*(if|ifdef|ifndef|elif|else|endif|define)\b\s*(.*)$/);
    if (!directive) return active() ? line : '';
    const [, word, rest] = directive;
    const condition = rest.replace(/\/\*.*?\*\/|\/\/.*$/g, '').trim();
    if (word === 'define') {
      const value = condition.match(/^(\w+)\s+(-?\d+)$/);
      if (active() && value) macros.set(value[1], Number(value[2]));
      return active() ? line : '';
    }
    if (word === 'if' || word === 'ifdef' || word === 'ifndef') {
      const result = word === 'if' ? evaluate(condition, macros) : macros.has(condition) ? Number(word === 'ifdef') : null;
      frames.push({ active: result !== 0, taken: result === 1 });
    } else if (word === 'elif') {
      const frame = frames[frames.length - 1];
      const result = frame.taken ? 0 : evaluate(condition, macros);
      frame.active = result !== 0;
      frame.taken = frame.taken || result === 1;
    } else if (word === 'else') {
      const frame = frames[frames.length - 1];
      frame.active = !frame.taken;
    } else {
      frames.pop();
    }
    return line;
  }).join('\n');
}

const { records, branches, errors } = readApiList(LIST_PATH);
const sources = readdirSync(SOURCE_DIR)
  .filter((file) => /\.[ch]$/.test(file))
  .sort()
  .map((file) => {
    const path = join(SOURCE_DIR, file);
    const original = readFileSync(path, 'utf8');
    return { path, original, text: stripComments(original) };
  });
const own = ownNames(sources);

/** Checks the sources as one branch compiles them against that branch's records; returns the calls checked. */
function checkBranch(branch, entries) {
  const used = new Set();
  const use = (entry) => {
    entry.used = true;
    used.add(entry);
  };
  const missing = (name) => `${name} is not in ${LIST_PATH} for ${branch.label}`;
  let calls = 0;
  for (const source of sources) {
    const original = branchText(source.original, branch.major);
    const text = branchText(source.text, branch.major);
    const { path } = source;
    for (const m of original.matchAll(/^\s*#\s*include\s*([<"])([^>"]+)[>"]/gm)) {
      const header = m[2];
      if (m[1] === '"' || STANDARD_HEADERS.has(header)) continue;
      const entry = entries.get(header);
      if (!entry) errors.push(`${path}:${lineOf(original, m.index)}: ${missing(`<${header}>`)}`);
      else if (entry.absent) errors.push(`${path}:${lineOf(original, m.index)}: <${header}> is absent from ${branch.label} (${entry.where})`);
      else use(entry);
    }
    for (const m of text.matchAll(/\b[A-Za-z_]\w*\b/g)) {
      const name = m[0];
      const before = text.slice(Math.max(0, m.index - 2), m.index);
      if (before.endsWith('.') || before.endsWith('->') || own.has(name)) continue;
      const structName = text.slice(Math.max(0, m.index - 7), m.index) === 'struct ' ? `struct ${name}` : null;
      const entry = entries.get(structName ?? name) ?? entries.get(name);
      if (!entry) {
        if (LIBRARY_NAME.test(name) || LIBRARY_TYPES.has(name)) errors.push(`${path}:${lineOf(text, m.index)}: ${missing(name)}`);
        continue;
      }
      if (entry.absent) {
        errors.push(`${path}:${lineOf(text, m.index)}: ${name} is compiled for ${branch.label}, whose headers lack it (${entry.where})`);
        continue;
      }
      use(entry);
      const after = text.slice(m.index + name.length).match(/^\s*\(/);
      if (after && (entry.kind === 'function' || entry.kind === 'inline' || entry.kind === 'macro')) {
        const given = countArguments(text, m.index + name.length + after[0].indexOf('('));
        const wanted = declaredParameters(entry.declaration, name);
        calls++;
        if (wanted === null) errors.push(`${entry.where}: the declaration of ${name} has no parameter list`);
        else if (given !== wanted) {
          errors.push(`${path}:${lineOf(text, m.index)}: ${name} is called with ${given} arguments, ${branch.label}'s declaration takes ${wanted}`);
        }
      }
    }
    for (const [pattern, owner] of MEMBER_ACCESS) {
      for (const m of text.matchAll(pattern)) {
        const entry = entries.get(`${owner}.${m[1]}`);
        if (!entry || entry.absent) errors.push(`${path}:${lineOf(text, m.index)}: member ${missing(`${owner}.${m[1]}`)}`);
        else use(entry);
      }
    }
  }
  // A name the sources reach only through another used record of the branch (a macro's
  // expansion, a parameter's type) counts as used.
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of [...used]) {
      for (const other of entries.values()) {
        if (!used.has(other) && !other.absent && other.kind !== 'header' && other.kind !== 'member' &&
          new RegExp(`\\b${other.name.replace(/^struct /, '')}\\b`).test(entry.declaration)) {
          use(other);
          grew = true;
        }
      }
    }
  }
  return calls;
}

const callsChecked = BRANCHES.map((branch) => checkBranch(branch, branches.get(branch.id)));
for (const name of new Set(records.map((record) => record.name))) {
  const named = records.filter((record) => record.name === name);
  if (!named.some((record) => record.used)) errors.push(`${named[0].where}: ${name} is listed but ${SOURCE_DIR} does not use it`);
}

const unchecked = records.filter((record) => record.status !== 'checked');
for (const record of unchecked) console.log(`check-api: note: ${record.name} (${record.where}) is ${record.status}`);
if (errors.length > 0) {
  for (const error of errors) console.error(`check-api: ${error}`);
  console.log('check-api: 0 passed, 1 failed');
  process.exit(1);
}
const names = new Set(records.map((record) => record.name)).size;
console.log(`check-api: ${names} libogc/libfat names listed and used, ${records.length} records; calls with the declared argument count: ` +
  BRANCHES.map((branch, i) => `${callsChecked[i]} for ${branch.label}`).join(', '));
console.log('check-api: 1 passed, 0 failed');
