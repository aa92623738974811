// Summaries of the benchmark's samples: median, 90th percentile and worst of a list, and the mean
// and maximum of a running series (frames are summed as they come, never kept).

export interface Spread {
  median: number;
  p90: number;
  worst: number;
}

/** Median (the middle two averaged), p90 by nearest rank, and the maximum; undefined when empty. */
export function spreadOf(values: number[]): Spread | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values];
  sorted.sort((a, b) => a - b);
  const count = sorted.length;
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, p90: sorted[Math.ceil(0.9 * count) - 1], worst: sorted[count - 1] };
}

export class MeanMax {
  count = 0;
  max = 0;
  private sum = 0;

  add(value: number): void {
    this.count++;
    this.sum += value;
    if (value > this.max) this.max = value;
  }

  mean(): number {
    return this.count > 0 ? this.sum / this.count : 0;
  }
}

/**
 * `value` with `digits` decimals, a half rounded up: toFixed alone rounds a half to even in Lua
 * (string.format) and up on Node, and a median of frames is often a half.
 */
export function fixed(value: number, digits: number): string {
  const scale = 10 ** digits;
  return (Math.floor(value * scale + 0.5) / scale).toFixed(digits);
}
