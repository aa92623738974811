// Prints two self-play benchmark results (bench-result.txt, docs/wii.md "The self-play benchmark")
// side by side: the header's figures, then each [preset level] block's, with the ratio of the first
// file's figure to the second's, and for each figure the range of that ratio over the blocks both
// files hold. A transcribed result may leave lines out and carry `#` comment lines (the program
// writes none); a figure one file lacks is shown as `-`. A file that cannot be read as a result is
// refused in one line naming the file and the line. With --common only the figures both files give
// are shown (a block one file lacks is still named).
// Usage: node tools/bench/compare-results.mjs [--common] FIRST SECOND
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const FORMAT = 'senet-bench 1';
// Words that name a figure's value inside a line ("wall-s median 0.084 p90 0.496 worst 0.676").
const LABELS = new Set(['median', 'p90', 'worst', 'mean', 'max', 'frames']);
const HEADER_FIGURES = ['startup-ms', 'heap-peak-kib', 'storage-failures'];
const HEADER_TEXTS = ['build', 'clock', 'ran', 'outcome', 'storage', 'sound'];
const NUMBER = /^-?\d+(\.\d+)?$/;

class ResultError extends Error {}

/** "games 1 (1 stopped at the frame limit), frames 2675" -> [["games", "1"], ["frames", "2675"]]. */
function gamesFigures(rest, where) {
  const match = rest.match(/^(\d+)(?: \((\d+) stopped at the frame limit\))?, frames (\d+)$/);
  if (!match) throw new ResultError(`${where}: expected "games N, frames N", not "games ${rest}"`);
  return [['games', match[1]], ...(match[2] ? [['games stopped', match[2]]] : []), ['frames', match[3]]];
}

/** A block's line as [figure, value] pairs: "cpu-s median 0.1 p90 0.2" gives "cpu-s median" and "cpu-s p90". */
function lineFigures(text, where) {
  const words = text.split(' ');
  if (words[0] === 'games') return gamesFigures(words.slice(1).join(' '), where);
  const cut = text.match(/^reviews (\d+) \((\d+) stopped at the frame limit\)$/);
  if (cut) return [['reviews', cut[1]], ['reviews stopped', cut[2]]];
  let at = 0;
  while (at < words.length && !NUMBER.test(words[at]) && !LABELS.has(words[at]) && words[at] !== 'none') at++;
  const name = words.slice(0, at).join(' ');
  const rest = words.slice(at);
  if (name === '' || rest.length === 0) throw new ResultError(`${where}: "${text}" holds no figure`);
  if (rest.length === 1 && rest[0] === 'none') return [[name, 'none']];
  if (rest.length === 1 && NUMBER.test(rest[0])) return [[name, rest[0]]];
  const pairs = [];
  for (let i = 0; i < rest.length; i += 2) {
    if (!LABELS.has(rest[i]) || !NUMBER.test(rest[i + 1] ?? '')) {
      throw new ResultError(`${where}: "${text}" is not "${name}" followed by label and number pairs`);
    }
    pairs.push([`${name} ${rest[i]}`, rest[i + 1]]);
  }
  return pairs;
}

function headerLine(result, text, where) {
  const space = text.indexOf(' ');
  const key = space < 0 ? text : text.slice(0, space);
  const value = space < 0 ? '' : text.slice(space + 1);
  if (HEADER_FIGURES.includes(key)) {
    if (!NUMBER.test(value)) throw new ResultError(`${where}: ${key} is not a number: "${value}"`);
    result.figures.set(key, value);
  } else {
    result.texts.set(key, result.texts.has(key) ? `${result.texts.get(key)}; ${value}` : value);
  }
}

/** Reads a result's text: { texts: Map, figures: Map, blocks: Map "[preset level]" -> Map figure -> value }. */
export function parseResult(text, name) {
  const result = { name, texts: new Map(), figures: new Map(), blocks: new Map() };
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let sawFormat = false;
  let block = null;
  lines.forEach((raw, index) => {
    const where = `${name}:${index + 1}`;
    if (raw.trim() === '' || raw.startsWith('#')) return;
    if (!sawFormat) {
      if (raw.trim() !== FORMAT) throw new ResultError(`${where}: not a benchmark result: its first line should be "${FORMAT}"`);
      sawFormat = true;
      return;
    }
    const heading = raw.match(/^\[(\S+ \S+)\]$/);
    if (heading) {
      if (result.blocks.has(heading[1])) throw new ResultError(`${where}: [${heading[1]}] is there twice`);
      block = new Map();
      result.blocks.set(heading[1], block);
    } else if (raw.startsWith('  ')) {
      if (!block) throw new ResultError(`${where}: an indented line before any [preset level] block`);
      for (const [figure, value] of lineFigures(raw.trim(), where)) block.set(figure, value);
    } else if (block) {
      throw new ResultError(`${where}: "${raw}" inside a block should be indented, or be a [preset level] heading`);
    } else {
      headerLine(result, raw.trim(), where);
    }
  });
  if (!sawFormat) throw new ResultError(`${name}: empty: not a benchmark result`);
  return result;
}

function readResult(path) {
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new ResultError(`cannot read ${path}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  }
  if (bytes.some((byte) => byte < 9 || (byte > 13 && byte < 32) || byte === 127)) {
    throw new ResultError(`${path}: not text (it holds control bytes): not a benchmark result`);
  }
  return parseResult(bytes.toString('utf8'), path);
}

/** The first figure over the second, to two places; "=" when both are zero, "" when there is none. */
export function ratio(first, second) {
  if (first === undefined || second === undefined || !NUMBER.test(first) || !NUMBER.test(second)) return '';
  const a = Number(first);
  const b = Number(second);
  if (a === 0 && b === 0) return '=';
  return b === 0 ? '' : (a / b).toFixed(2);
}

function row(label, first, second) {
  return `  ${label.padEnd(26)} ${(first ?? '-').padStart(10)} ${(second ?? '-').padStart(10)} ${ratio(first, second).padStart(8)}`;
}

/** Figures in the first file's order, then those only the second has; with `common`, those both have. */
function unionOf(first, second, common = false) {
  const all = [...new Set([...first.keys(), ...second.keys()])];
  return common ? all.filter((key) => first.has(key) && second.has(key)) : all;
}

/** The comparison's lines, and the ratios per figure over the blocks both results hold. */
export function compareResults(first, second, common = false) {
  const lines = [`first:  ${first.name}`, `second: ${second.name}`, ''];
  for (const key of HEADER_TEXTS) {
    const a = first.texts.get(key);
    const b = second.texts.get(key);
    if (a === undefined && b === undefined) continue;
    if (a === b) lines.push(`${key}: ${a} (both)`);
    else lines.push(`${key}: ${a ?? '-'} | ${b ?? '-'}`);
  }
  lines.push('', `  ${''.padEnd(26)} ${'first'.padStart(10)} ${'second'.padStart(10)} ${'ratio'.padStart(8)}`);
  for (const figure of unionOf(first.figures, second.figures, common)) {
    lines.push(row(figure, first.figures.get(figure), second.figures.get(figure)));
  }
  const spans = new Map();
  for (const name of unionOf(first.blocks, second.blocks)) {
    const a = first.blocks.get(name);
    const b = second.blocks.get(name);
    lines.push('', `[${name}]`);
    if (!a || !b) {
      lines.push(`  only in the ${a ? 'first' : 'second'} file: ${a ? second.name : first.name} has no [${name}] block`);
      continue;
    }
    for (const figure of unionOf(a, b, common)) {
      lines.push(row(figure, a.get(figure), b.get(figure)));
      const r = ratio(a.get(figure), b.get(figure));
      if (r !== '' && r !== '=') spans.set(figure, [...(spans.get(figure) ?? []), Number(r)]);
    }
  }
  lines.push('', 'ratio of the first to the second over the blocks both hold:');
  if (spans.size === 0) lines.push('  none: no block holds a figure both files give');
  for (const [figure, ratios] of spans) {
    const low = Math.min(...ratios).toFixed(2);
    const high = Math.max(...ratios).toFixed(2);
    lines.push(`  ${figure.padEnd(26)} ${low === high ? low : `${low}-${high}`} (${ratios.length} block${ratios.length > 1 ? 's' : ''})`);
  }
  return lines;
}

function main(argv) {
  const common = argv[0] === '--common';
  const paths = common ? argv.slice(1) : argv;
  if (paths.length !== 2 || paths.some((path) => path.startsWith('--'))) {
    console.error('usage: node tools/bench/compare-results.mjs [--common] FIRST SECOND  (two bench-result.txt files)');
    return 2;
  }
  try {
    const [first, second] = paths.map(readResult);
    console.log(compareResults(first, second, common).join('\n'));
    return 0;
  } catch (error) {
    if (!(error instanceof ResultError)) throw error;
    console.error(`compare-results: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
