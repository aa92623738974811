// Small text helpers that behave the same on Node and on Lua 5.1 (strings are bytes there).

const MAX_COUNT_DIGITS = 6;
const CODE_ZERO = 48;
const CODE_NINE = 57;
const DIGEST_MODULUS = 2147483629;

function isBlank(char: string): boolean {
  return char === " " || char === "\t";
}

/** Splits on runs of spaces and tabs; no empty words. */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let index = 0; index <= line.length; index++) {
    const atBreak = index === line.length || isBlank(line.charAt(index));
    if (atBreak && start >= 0) {
      words.push(line.substring(start, index));
      start = -1;
    } else if (!atBreak && start < 0) {
      start = index;
    }
  }
  return words;
}

/** The lines of a text: split at "\n", a "\r" before it dropped; a final line break adds no line. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.substring(start, end);
    lines.push(line.length > 0 && line.charAt(line.length - 1) === "\r" ? line.substring(0, line.length - 1) : line);
    start = end + 1;
  }
  return lines;
}

/** A plain decimal whole number ("0", "12"; no sign, no fraction, at most six digits), or undefined. */
export function parseCount(text: string): number | undefined {
  return parseWhole(text, MAX_COUNT_DIGITS);
}

/** A plain decimal whole number of at most `maxDigits` digits (15 at most, so it stays exact), or undefined. */
export function parseWhole(text: string, maxDigits: number): number | undefined {
  if (text.length === 0 || text.length > maxDigits) return undefined;
  let value = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < CODE_ZERO || code > CODE_NINE) return undefined;
    value = value * 10 + (code - CODE_ZERO);
  }
  return value;
}

/** A rolling hash of a text's bytes, exact in doubles: the same number on Node and on Lua 5.1. */
export function digest(text: string): number {
  let hash = 7;
  for (let index = 0; index < text.length; index++) {
    hash = (hash * 131 + text.charCodeAt(index)) % DIGEST_MODULUS;
  }
  return hash;
}
