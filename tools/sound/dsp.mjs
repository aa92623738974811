// Signal building blocks for the sound generator: filters, a small reverb, mixing into a buffer
// (optionally wrapping around, for seamless loops) and levels.

/** Adds `source` into `target` from sample `start`; with `wrap`, what passes the end comes in at the start. */
export function mixInto(target, source, start, gain = 1, wrap = false) {
  const length = target.length;
  for (let i = 0; i < source.length; i++) {
    let at = start + i;
    if (wrap) at = ((at % length) + length) % length;
    else if (at < 0 || at >= length) continue;
    target[at] += source[i] * gain;
  }
}

/** Coefficient of a one-pole low-pass filter with cut-off `hz`. */
function onePole(hz, rate) {
  return 1 - Math.exp((-2 * Math.PI * Math.min(hz, rate * 0.45)) / rate);
}

/** A one-pole low-pass whose cut-off moves from `fromHz` to `toHz` (exponentially) over the signal. */
export function lowPassSweep(signal, rate, fromHz, toHz) {
  let y = 0;
  const out = new Float64Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    const hz = fromHz * Math.pow(toHz / fromHz, i / Math.max(1, signal.length - 1));
    y += onePole(hz, rate) * (signal[i] - y);
    out[i] = y;
  }
  return out;
}

/** A one-pole high-pass at `hz`. */
export function highPass(signal, rate, hz) {
  const a = onePole(hz, rate);
  let low = 0;
  const out = new Float64Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    low += a * (signal[i] - low);
    out[i] = signal[i] - low;
  }
  return out;
}

/** A two-pole band-pass (constant peak gain) whose centre moves from `fromHz` to `toHz`. */
export function bandPassSweep(signal, rate, fromHz, toHz, q) {
  const out = new Float64Array(signal.length);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (let i = 0; i < signal.length; i++) {
    const hz = fromHz * Math.pow(toHz / fromHz, i / Math.max(1, signal.length - 1));
    const w = (2 * Math.PI * Math.min(hz, rate * 0.45)) / rate;
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    const x = signal[i];
    const y = (alpha * x - alpha * x2 + 2 * Math.cos(w) * y1 - (1 - alpha) * y2) / a0;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    out[i] = y;
  }
  return out;
}

const COMB_MS = [29.7, 37.1, 41.1, 43.7];
const ALLPASS_MS = [5.0, 1.7];

/** A Schroeder reverb (four combs, two all-passes): `size` is the comb feedback, `wet` the mix. */
function reverbPass(signal, rate, size, wet) {
  const combs = COMB_MS.map((ms) => ({ line: new Float64Array(Math.round((ms * rate) / 1000)), at: 0, low: 0 }));
  const passes = ALLPASS_MS.map((ms) => ({ line: new Float64Array(Math.round((ms * rate) / 1000)), at: 0 }));
  const out = new Float64Array(signal.length);
  for (let i = 0; i < signal.length; i++) {
    let sum = 0;
    for (const comb of combs) {
      const delayed = comb.line[comb.at];
      comb.low += 0.3 * (delayed - comb.low); // damping: the tail darkens as it fades
      comb.line[comb.at] = signal[i] + comb.low * size;
      comb.at = (comb.at + 1) % comb.line.length;
      sum += delayed;
    }
    let y = sum / combs.length;
    for (const pass of passes) {
      const delayed = pass.line[pass.at];
      pass.line[pass.at] = y + delayed * 0.5;
      pass.at = (pass.at + 1) % pass.line.length;
      y = delayed - y * 0.5;
    }
    out[i] = signal[i] * (1 - wet) + y * wet;
  }
  return out;
}

/**
 * Reverb over a finished signal. A loop is played through three times and the last pass kept,
 * so its tail runs on into its own beginning and the loop stays seamless.
 */
export function reverb(signal, rate, { size, wet }, loop) {
  if (!loop) return reverbPass(signal, rate, size, wet);
  const length = signal.length;
  const repeated = new Float64Array(length * 3);
  for (let pass = 0; pass < 3; pass++) repeated.set(signal, pass * length);
  return reverbPass(repeated, rate, size, wet).slice(2 * length);
}

export function peakOf(signal) {
  let peak = 0;
  for (const value of signal) peak = Math.max(peak, Math.abs(value));
  return peak;
}

/** Fades the last `seconds` out linearly, so a sound cut at its end does not click. */
export function fadeOut(signal, rate, seconds) {
  const count = Math.min(signal.length, Math.round(seconds * rate));
  for (let i = 0; i < count; i++) signal[signal.length - 1 - i] *= i / count;
}

/** Scales the signal so its peak is `peakDb` dBFS and rounds it to 16-bit samples. */
export function toPcm16(signal, peakDb, length) {
  const peak = peakOf(signal);
  if (peak === 0) throw new Error('the sound is silent');
  const scale = (Math.pow(10, peakDb / 20) * 32767) / peak;
  const pcm = new Int16Array(length);
  for (let i = 0; i < signal.length && i < length; i++) pcm[i] = Math.round(signal[i] * scale);
  return pcm;
}
