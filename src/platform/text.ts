// Text helpers that treat UI strings as opaque UTF-8 bytes: placeholder filling, line wrapping at
// spaces and shrinking to fit, all measured with native.textWidth (never by character count).

/** Replaces `{name}` with `value` wherever it occurs. Placeholders are ASCII, so byte search is safe. */
export function fill(template: string, name: string, value: string): string {
  const marker = "{" + name + "}";
  let result = template;
  let at = result.indexOf(marker);
  while (at >= 0) {
    result = result.substring(0, at) + value + result.substring(at + marker.length);
    at = result.indexOf(marker, at + value.length);
  }
  return result;
}

/** The largest size up to `size` at which `text` fits in `width` (never below half the size). */
export function fitSize(text: string, size: number, width: number): number {
  const measured = native.textWidth(text, size);
  if (measured <= width) return size;
  const fitted = Math.floor((size * width) / measured);
  return Math.max(fitted, Math.ceil(size / 2));
}

/** Splits `text` into lines no wider than `width` at `size`, breaking only at spaces. */
export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf(" ", start);
    if (end < 0) end = text.length;
    const word = text.substring(start, end);
    start = end + 1;
    if (word.length === 0) continue;
    const candidate = line.length === 0 ? word : line + " " + word;
    if (line.length > 0 && native.textWidth(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** The widest line of a wrap, for checks. */
export function widestLine(lines: string[], size: number): number {
  let widest = 0;
  for (const line of lines) widest = Math.max(widest, native.textWidth(line, size));
  return widest;
}
