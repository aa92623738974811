// A small seeded random source (mulberry32) for the build tools and the tests' own choices: the
// same seed gives the same numbers everywhere. The game's throws use src/game/rng.ts instead.

/** A function returning numbers in [0, 1), the same sequence for the same seed. */
export function randomSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
