// Checks the Homebrew Channel's meta.xml: well-formed XML (tags nest and close, attributes are
// quoted, only XML's predefined or numeric entities, one root) and the fields the channel shows.
import { readFileSync } from 'node:fs';

const REQUIRED_FIELDS = ['name', 'coder', 'version', 'release_date', 'short_description', 'long_description'];

/** Returns the elements as { name, attributes, text, children }, or throws with a reason. */
function parseXml(source) {
  let at = 0;
  const fail = (why) => {
    const line = source.slice(0, at).split('\n').length;
    throw new Error(`line ${line}: ${why}`);
  };
  const checkText = (text) => {
    for (const match of text.matchAll(/&([^;\s]*);?/g)) {
      const ok = /^&(lt|gt|amp|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);$/.test(match[0]);
      if (!ok) fail(`bad entity or bare '&': ${match[0]}`);
    }
    if (text.includes('<')) fail("bare '<' in text");
    return text;
  };
  const skipMisc = () => {
    for (;;) {
      const rest = source.slice(at);
      const space = rest.match(/^\s+/);
      if (space) { at += space[0].length; continue; }
      if (rest.startsWith('<!--')) {
        const end = source.indexOf('-->', at + 4);
        if (end < 0) fail('unclosed comment');
        at = end + 3;
        continue;
      }
      return;
    }
  };
  const parseElement = () => {
    const open = source.slice(at).match(/^<([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/);
    if (!open) fail('expected a start tag');
    at += open[0].length;
    const element = { name: open[1], attributes: {}, text: '', children: [] };
    for (const attr of open[2].matchAll(/([A-Za-z_][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      if (attr[1] in element.attributes) fail(`attribute ${attr[1]} twice`);
      element.attributes[attr[1]] = checkText(attr[2] ?? attr[3]);
    }
    if (open[3] === '/') return element;
    for (;;) {
      const next = source.indexOf('<', at);
      if (next < 0) fail(`<${element.name}> is never closed`);
      element.text += checkText(source.slice(at, next));
      at = next;
      if (source.startsWith('</', at)) {
        const close = source.slice(at).match(/^<\/([A-Za-z_][\w.-]*)\s*>/);
        if (!close) fail('malformed end tag');
        if (close[1] !== element.name) fail(`</${close[1]}> closes <${element.name}>`);
        at += close[0].length;
        return element;
      }
      if (source.startsWith('<!--', at)) { skipMisc(); continue; }
      element.children.push(parseElement());
    }
  };

  const declaration = source.match(/^<\?xml\s+version="1\.0"(\s+encoding="UTF-8")?(\s+standalone="(yes|no)")?\s*\?>/);
  if (!declaration) fail('missing <?xml version="1.0" ...?> declaration at the very start');
  at = declaration[0].length;
  skipMisc();
  const root = parseElement();
  skipMisc();
  if (at !== source.length) fail('content after the root element');
  return root;
}

function checkMeta(path) {
  const errors = [];
  let root;
  try {
    root = parseXml(readFileSync(path, 'utf8'));
  } catch (error) {
    return [`${path} is not well-formed XML: ${error.message}`];
  }
  if (root.name !== 'app') errors.push(`the root element is <${root.name}>, the Homebrew Channel expects <app>`);
  if (root.attributes.version !== '1') errors.push('<app> needs version="1"');
  const fields = new Map();
  for (const child of root.children) {
    if (fields.has(child.name)) errors.push(`<${child.name}> appears twice`);
    fields.set(child.name, child);
  }
  for (const name of REQUIRED_FIELDS) {
    const field = fields.get(name);
    if (!field) errors.push(`<${name}> is missing`);
    else if (field.children.length > 0) errors.push(`<${name}> must hold text only`);
    else if (field.text.trim() === '') errors.push(`<${name}> is empty`);
  }
  const date = fields.get('release_date')?.text.trim() ?? '';
  const parts = date.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/);
  if (!parts) {
    errors.push(`<release_date> must be YYYYMMDDHHMMSS, not "${date}"`);
  } else {
    const [, year, month, day, hour, minute, second] = parts.map(Number);
    const when = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    const real = when.getUTCFullYear() === year && when.getUTCMonth() === month - 1 && when.getUTCDate() === day &&
      hour < 24 && minute < 60 && second < 60;
    if (!real) errors.push(`<release_date> ${date} is not a real date and time`);
  }
  const version = fields.get('version')?.text.trim() ?? '';
  if (version && !/^\d+\.\d+\.\d+$/.test(version)) errors.push(`<version> should be MAJOR.MINOR.PATCH, not "${version}"`);
  const packageVersion = JSON.parse(readFileSync('package.json', 'utf8')).version;
  if (version && version !== packageVersion) errors.push(`<version> ${version} differs from package.json's ${packageVersion}`);
  return errors;
}

const path = process.argv[2] ?? 'meta.xml';
const errors = checkMeta(path);
if (errors.length > 0) {
  for (const error of errors) console.error(`check-meta: ${error}`);
  console.log(`check-meta: 0 passed, 1 failed`);
  process.exit(1);
}
console.log(`check-meta: ${path} is well-formed and has every Homebrew Channel field`);
console.log('check-meta: 1 passed, 0 failed');
