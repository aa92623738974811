// Helpers for the sound tests: the WAV files the headless host writes (--audio-out) and the
// bank's previews (build/gen/sounds), the mixer's resampling done the same way in JavaScript, and
// finding where a sound begins in a mix by normalised cross-correlation.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { decodeWav } from "../../../tools/sound/wav.mjs";

export const MIX_RATE = 48000;
export const FRAME_SAMPLES = 800;
export const SOUNDS_DIR = resolve(process.env.SENET_SOUNDS ?? "build/gen");

/** A stereo WAV as two channels of numbers, and their sum. */
export function readMix(path) {
  const wav = decodeWav(readFileSync(path));
  if (wav.rate !== MIX_RATE || wav.channels !== 2) throw new Error(`${path}: ${wav.rate} Hz, ${wav.channels} channels`);
  const frames = wav.samples.length / 2;
  const left = new Float64Array(frames), right = new Float64Array(frames), both = new Float64Array(frames);
  for (let i = 0; i < frames; i++) {
    left[i] = wav.samples[2 * i];
    right[i] = wav.samples[2 * i + 1];
    both[i] = left[i] + right[i];
  }
  return { frames, left, right, both, declaredBytes: wav.declaredBytes };
}

/** The bank's metrics: { bytes, sounds: { name: { rate, length, loop, peak } } }. */
export function soundMetrics() {
  return JSON.parse(readFileSync(join(SOUNDS_DIR, "sounds.json"), "utf8"));
}

/** A sound of the bank resampled to the mix rate exactly as native/host/mixer.c does it (gain 1). */
export function resampled(name) {
  const wav = decodeWav(readFileSync(join(SOUNDS_DIR, "sounds", `${name}.wav`)));
  const samples = wav.samples;
  const step = Number((BigInt(wav.rate) << 32n) / BigInt(MIX_RATE));
  const end = samples.length * 2 ** 32;
  const out = [];
  for (let position = 0; position < end; position += step) {
    const index = Math.floor(position / 2 ** 32);
    const fraction = Math.floor(position / 2 ** 16) % 65536;
    const here = samples[index];
    const next = index + 1 < samples.length ? samples[index + 1] : 0;
    out.push(here + Math.floor(((next - here) * fraction) / 65536));
  }
  return Float64Array.from(out);
}

const twiddles = new Map();

/** cos and sin of -2 pi k / n for k < n / 2, computed once per size. */
function twiddlesFor(n) {
  if (!twiddles.has(n)) {
    const cos = new Float64Array(n / 2), sin = new Float64Array(n / 2);
    for (let k = 0; k < n / 2; k++) {
      cos[k] = Math.cos((-2 * Math.PI * k) / n);
      sin[k] = Math.sin((-2 * Math.PI * k) / n);
    }
    twiddles.set(n, { cos, sin });
  }
  return twiddles.get(n);
}

/** An in-place radix-2 FFT (the inverse without its 1/n). */
function fft(re, im, inverse) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  const { cos, sin } = twiddlesFor(n);
  for (let size = 2; size <= n; size <<= 1) {
    const stride = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = cos[k * stride], wi = inverse ? -sin[k * stride] : sin[k * stride];
        const a = start + k, b = a + size / 2;
        const tr = re[b] * wr - im[b] * wi, ti = re[b] * wi + im[b] * wr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
      }
    }
  }
}

/**
 * Where `template` best matches `signal` with its start in [from, to]: the lag of the highest
 * normalised cross-correlation (1 when the signal there is the template, scaled) and that score.
 * With `raw`, the lag of the highest plain cross-correlation (the matched filter), and as score
 * the gain the template has there (1 when the signal is the template itself).
 */
export function findOnset(signal, template, from, to, raw = false) {
  const first = Math.max(0, from);
  const last = Math.min(to, signal.length - 1);
  const span = last - first + 1 + template.length;
  let size = 1;
  while (size < span + template.length) size <<= 1;
  const sRe = new Float64Array(size), sIm = new Float64Array(size), tRe = new Float64Array(size), tIm = new Float64Array(size);
  for (let i = 0; i < span && first + i < signal.length; i++) sRe[i] = signal[first + i];
  for (let i = 0; i < template.length; i++) tRe[i] = template[i];
  fft(sRe, sIm, false);
  fft(tRe, tIm, false);
  for (let i = 0; i < size; i++) {
    const re = sRe[i] * tRe[i] + sIm[i] * tIm[i];
    const im = sIm[i] * tRe[i] - sRe[i] * tIm[i];
    sRe[i] = re;
    sIm[i] = im;
  }
  fft(sRe, sIm, true);
  let templateEnergy = 0;
  for (const value of template) templateEnergy += value * value;
  // the signal's energy under the template at each lag, as a running sum
  const squares = new Float64Array(span + 1);
  for (let i = 0; i < span; i++) squares[i + 1] = squares[i] + (first + i < signal.length ? signal[first + i] ** 2 : 0);
  let best = { lag: first, score: -Infinity };
  for (let lag = 0; lag <= last - first; lag++) {
    const energy = squares[Math.min(span, lag + template.length)] - squares[lag];
    if (energy <= 0) continue;
    const score = raw ? sRe[lag] / size / templateEnergy : sRe[lag] / size / Math.sqrt(energy * templateEnergy);
    if (score > best.score) best = { lag: first + lag, score };
  }
  return best;
}

/** The "senet: frame F: sound NAME ..." lines of a --verbose run: { frame, kind, name }. */
export function soundRequests(stderr) {
  const requests = [];
  for (const line of stderr.split("\n")) {
    const match = /^senet: frame (\d+): (sound|music) (\S+)/.exec(line);
    if (match) requests.push({ frame: Number(match[1]), kind: match[2], name: match[3] });
  }
  return requests;
}
