// Text helpers that treat UI strings as opaque UTF-8 bytes: placeholder filling, line wrapping at
// spaces and shrinking to fit, all measured with native.textWidth (never by character count).

/** Replaces `{name}` with `value` wherever it occurs. Placeholders are ASCII, so byte search is safe. */
export function fill(template: string, name: string, value: string): string {
  return fillMarker(template, "{" + name + "}", value);
}

/** Replaces `marker` (a whole placeholder, `{name}`, kept by the caller so that no call makes it again) with `value`. */
export function fillMarker(template: string, marker: string, value: string): string {
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

/**
 * A share of a whole (0..1) as percent figures, for a template that places the sign itself: to a
 * tenth below 10 ("4.5", "0,3" with a comma for `decimalMark`), whole from 10 ("14").
 */
export function percentText(share: number, decimalMark: string): string {
  const tenths = Math.floor(share * 1000 + 0.5);
  if (tenths >= 100) return `${Math.floor((tenths + 5) / 10)}`;
  const whole = Math.floor(tenths / 10);
  return `${whole}${decimalMark}${tenths - whole * 10}`;
}

/** A share as percent figures to a hundredth, for a template that places the sign: "0.42", "1,05", "12.50". */
export function hundredthsText(share: number, decimalMark: string): string {
  const hundredths = Math.floor(share * 10000 + 0.5);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths - whole * 100;
  return `${whole}${decimalMark}${rest < 10 ? "0" : ""}${rest}`;
}
