// Checks the distribution's metadata: the Homebrew Channel's meta.xml (well-formed XML: tags nest
// and close, attributes are quoted, only XML's predefined or numeric entities, one root; the
// fields the channel shows; the version and release date package.json gives) and the Open Shop
// Channel's manifest, senet.oscmeta (its fields, agreeing with meta.xml and package.json).
// Usage: node tools/wii/check-meta.mjs [META_XML [OSCMETA]]
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
  const { version: packageVersion, releaseDate } = JSON.parse(readFileSync('package.json', 'utf8'));
  if (version && version !== packageVersion) errors.push(`<version> ${version} differs from package.json's ${packageVersion}`);
  const releaseStamp = `${String(releaseDate ?? '').split('-').join('')}000000`;
  if (date !== releaseStamp) errors.push(`<release_date> ${date} is not package.json's releaseDate ${releaseDate} (${releaseStamp})`);
  return { errors, name: fields.get('name')?.text.trim(), coder: fields.get('coder')?.text.trim(), version };
}

// The Open Shop Channel's manifest fields (docs.oscwii.org, "Application Manifests").
const OSC_CATEGORIES = new Set(['demos', 'emulators', 'games', 'media', 'utilities']);
const OSC_PERIPHERALS = new Set(['Wii Remote', 'Nunchuk', 'Classic Controller', 'GameCube Controller', 'Wii Zapper',
  'USB Keyboard', 'SDHC']);
const OSC_PLATFORMS = ['wii', 'vwii', 'wii_mini'];

function checkManifest(path, meta) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return [`${path} is not JSON: ${error.message}`];
  }
  const errors = [];
  const info = manifest.information ?? {};
  if (info.name !== meta.name) errors.push(`${path}: name "${info.name}" is not meta.xml's "${meta.name}"`);
  if (info.author !== meta.coder) errors.push(`${path}: author "${info.author}" is not meta.xml's coder "${meta.coder}"`);
  if (!OSC_CATEGORIES.has(info.category)) errors.push(`${path}: category "${info.category}" is none of ${[...OSC_CATEGORIES].join(', ')}`);
  const peripherals = Array.isArray(info.peripherals) ? info.peripherals : [];
  if (peripherals.length === 0) errors.push(`${path}: peripherals must name at least one`);
  for (const peripheral of peripherals) {
    if (!OSC_PERIPHERALS.has(peripheral)) errors.push(`${path}: unknown peripheral "${peripheral}"`);
  }
  if (info.version !== meta.version) errors.push(`${path}: version "${info.version}" is not meta.xml's ${meta.version}`);
  const platforms = info.supported_platforms ?? [];
  if (JSON.stringify([...platforms].sort()) !== JSON.stringify([...OSC_PLATFORMS].sort())) {
    errors.push(`${path}: supported_platforms must be ${OSC_PLATFORMS.join(', ')} (the program runs on each)`);
  }
  const source = manifest.source ?? {};
  if (source.format !== 'zip') errors.push(`${path}: source.format must be zip (make dist's)`);
  if (source.type !== 'github_release' && source.type !== 'url') errors.push(`${path}: source.type "${source.type}"?`);
  if (source.type === 'github_release' && !/^senet-wii-\*\.zip$/.test(source.file ?? '')) {
    errors.push(`${path}: source.file must match make dist's zip, senet-wii-VERSION.zip`);
  }
  // make dist's zip already holds apps/senet/ at its root: nothing to move
  if (!Array.isArray(manifest.treatments) || manifest.treatments.length > 0) errors.push(`${path}: treatments must be []`);
  return errors;
}

const metaPath = process.argv[2] ?? 'meta.xml';
const manifestPath = process.argv[3] ?? 'senet.oscmeta';
const meta = checkMeta(metaPath);
const errors = Array.isArray(meta) ? meta : [...meta.errors, ...checkManifest(manifestPath, meta)];
if (errors.length > 0) {
  for (const error of errors) console.error(`check-meta: ${error}`);
  console.log(`check-meta: 0 passed, 1 failed`);
  process.exit(1);
}
console.log(`check-meta: ${metaPath} is well-formed and has every Homebrew Channel field; ${manifestPath} agrees with it`);
console.log('check-meta: 1 passed, 0 failed');
