// A seeded random generator (L'Ecuyer's MRG32k3a) in exact double arithmetic, so the same seed
// gives the same numbers on Node and on Lua 5.1 (no bitwise operators, no product above 2^53).

export interface Rng {
  s10: number;
  s11: number;
  s12: number;
  s20: number;
  s21: number;
  s22: number;
}

const M1 = 4294967087;
const M2 = 4294944443;
const A12 = 1403580;
const A13N = 810728;
const A21 = 527612;
const A23N = 1370589;

/** `value mod modulus` in [0, modulus), exact for |value| < 2^53. */
function mod(value: number, modulus: number): number {
  let remainder = value - Math.floor(value / modulus) * modulus;
  if (remainder < 0) remainder += modulus;
  if (remainder >= modulus) remainder -= modulus;
  return remainder;
}

/** A generator from any integer seed (negative and fractional seeds are folded in). */
export function createRng(seed: number): Rng {
  let x = mod(Math.floor(Math.abs(seed)), M1 - 1) + 1;
  const next = () => {
    // A Lehmer step to spread one seed over the six state words.
    x = mod(x * 16807, 2147483647);
    return x;
  };
  return { s10: next(), s11: next(), s12: next(), s20: next(), s21: next(), s22: next() };
}

/**
 * The seed as a whole number below M1 - 1 (at most ten digits, so it is written and read back
 * exactly) that creates the same generator as `seed`.
 */
export function gameSeed(seed: number): number {
  return mod(Math.floor(Math.abs(seed)), M1 - 1);
}

export function cloneRng(rng: Rng): Rng {
  return { ...rng };
}

/** Advances the generator; returns an integer in [1, M1]. */
function nextRaw(rng: Rng): number {
  const p1 = mod(A12 * rng.s11 - A13N * rng.s10, M1);
  rng.s10 = rng.s11;
  rng.s11 = rng.s12;
  rng.s12 = p1;
  const p2 = mod(A21 * rng.s22 - A23N * rng.s20, M2);
  rng.s20 = rng.s21;
  rng.s21 = rng.s22;
  rng.s22 = p2;
  const combined = p1 - p2;
  return combined > 0 ? combined : combined + M1;
}

/** A uniform integer in [0, n) for n up to 2^20. */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(((nextRaw(rng) - 1) * n) / M1);
}

const NORMAL_TERMS = 12;
const NORMAL_STEPS = 1048576;

/**
 * A deviate of mean 0 and standard deviation 1, close to a normal one: the sum of twelve uniforms
 * less six (Irwin-Hall), so within ±6, in exact arithmetic.
 */
export function randomNormal(rng: Rng): number {
  let sum = 0;
  for (let term = 0; term < NORMAL_TERMS; term++) sum += randomInt(rng, NORMAL_STEPS);
  return sum / NORMAL_STEPS - NORMAL_TERMS / 2;
}
