// Small text helpers that behave the same on Node and on Lua 5.1 (strings are bytes there).

const MAX_COUNT_DIGITS = 6;
const CODE_ZERO = 48;
const CODE_NINE = 57;

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

/** A plain decimal whole number ("0", "12"; no sign, no fraction, at most six digits), or undefined. */
export function parseCount(text: string): number | undefined {
  if (text.length === 0 || text.length > MAX_COUNT_DIGITS) return undefined;
  let value = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < CODE_ZERO || code > CODE_NINE) return undefined;
    value = value * 10 + (code - CODE_ZERO);
  }
  return value;
}
