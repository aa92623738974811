// Time-based tweens: progress of an animation from its start time, in milliseconds of input.time.

/** 0 at `start`, 1 once `duration` has passed, linear in between. */
export function progress(now: number, start: number, duration: number): number {
  if (duration <= 0) return 1;
  const t = (now - start) / duration;
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/** Smooth start and end. */
export function easeInOut(t: number): number {
  return t * t * (3 - 2 * t);
}

export function lerp(from: number, to: number, t: number): number {
  return from + (to - from) * t;
}

/** A hop: 0 at both ends, 1 in the middle (for pieces lifted while they move). */
export function arc(t: number): number {
  return 4 * t * (1 - t);
}
