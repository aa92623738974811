// The instruments the sounds are made of, each one event rendered into its own buffer: wooden or
// stone knocks (decaying resonant modes), plucked strings and bells (decaying partials), the
// frame drum's doum and tek, filtered noise, water bubbles and a drone.
import { bandPassSweep, highPass, lowPassSweep } from './dsp.mjs';

const TWO_PI = 2 * Math.PI;
/** Decays are rendered until they fall this many time constants (e^-7: below -60 dB). */
const DECAY_SPAN = 7;
const ATTACK_S = 0.0008;

function buffer(seconds, rate) {
  return new Float64Array(Math.max(1, Math.ceil(seconds * rate)));
}

/** Exponentially decaying sines; modes are [hz, decay seconds, amplitude]. */
function addModes(out, rate, modes, detune = 1) {
  for (const [hz, decay, amplitude] of modes) {
    const w = (TWO_PI * hz * detune) / rate;
    const fall = Math.exp(-1 / (decay * rate));
    let envelope = amplitude;
    for (let i = 0; i < out.length; i++) {
      const attack = Math.min(1, i / (ATTACK_S * rate));
      out[i] += Math.sin(w * i) * envelope * attack;
      envelope *= fall;
    }
  }
}

/** A struck piece of wood or stone: resonant modes and a short noise transient. */
export function knock(rate, random, { modes, noise = 0.3, noiseDecay = 0.004, detune = 1 }) {
  const longest = Math.max(noiseDecay, ...modes.map((mode) => mode[1]));
  const out = buffer(longest * DECAY_SPAN, rate);
  addModes(out, rate, modes, detune);
  const click = new Float64Array(out.length);
  let envelope = noise;
  const fall = Math.exp(-1 / (noiseDecay * rate));
  for (let i = 0; i < click.length; i++) {
    click[i] = (random() * 2 - 1) * envelope * Math.min(1, i / (ATTACK_S * rate));
    envelope *= fall;
  }
  const bright = highPass(click, rate, 1500);
  for (let i = 0; i < out.length; i++) out[i] += bright[i];
  return out;
}

/**
 * Several knocks in a burst (sticks or a die hitting the board and bouncing): `count` impacts
 * spread over `span` seconds, bunched towards the start by `curve`, each quieter by `falloff`,
 * with onsets jittered and modes detuned by the seeded random source.
 */
export function clatter(rate, random, { count, span, curve = 1.6, falloff = 0.8, jitter = 0.01, spread = 0.08, ...knockParams }) {
  const events = [];
  for (let i = 0; i < count; i++) {
    const at = span * Math.pow(i / Math.max(1, count), curve) + jitter * random();
    const gain = Math.pow(falloff, i) * (0.7 + 0.3 * random());
    const detune = 1 + spread * (random() - 0.5);
    events.push({ at, gain, sound: knock(rate, random, { ...knockParams, detune }) });
  }
  return events;
}

/** A plucked string (harp, oud): harmonic partials, the higher ones quieter and shorter-lived. */
export function pluck(rate, hz, { brightness = 1.2, decay = 1.2, damping = 0.35, partials = 10, position = 0.13, length }) {
  const ring = length ?? decay * DECAY_SPAN * 0.6;
  const out = buffer(ring, rate);
  const modes = [];
  for (let n = 1; n <= partials; n++) {
    const partialHz = hz * n * Math.sqrt(1 + 0.0003 * n * n);
    if (partialHz >= rate * 0.45) break;
    // plucking at `position` along the string weakens the partials that have a node there
    const amplitude = Math.abs(Math.sin(Math.PI * n * position)) / Math.pow(n, brightness);
    modes.push([partialHz, decay / (1 + damping * (n - 1)), amplitude]);
  }
  addModes(out, rate, modes);
  return out;
}

/** A small bell or chime: inharmonic partials with their own decays. */
export function bell(rate, hz, { decay = 1.5, ratios = [1, 2.76, 5.4, 8.93], amplitudes = [1, 0.5, 0.25, 0.12] }) {
  const out = buffer(decay * DECAY_SPAN * 0.6, rate);
  addModes(out, rate, ratios.filter((ratio) => hz * ratio < rate * 0.45)
    .map((ratio, index) => [hz * ratio, decay / (1 + index * 0.8), amplitudes[index] ?? 0.1]));
  return out;
}

/** The frame drum's low open stroke: a sine falling in pitch, with a soft skin noise. */
export function doum(rate, random, { from = 120, to = 72, bend = 0.03, decay = 0.22, noise = 0.08 }) {
  const out = buffer(decay * DECAY_SPAN * 0.7, rate);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    phase += (TWO_PI * (to + (from - to) * Math.exp(-t / bend))) / rate;
    const attack = Math.min(1, i / (0.002 * rate));
    out[i] = (Math.sin(phase) + noise * (random() * 2 - 1) * Math.exp(-t / 0.01)) * Math.exp(-t / decay) * attack;
  }
  return out;
}

/** The frame drum's high rim stroke: a band of noise and a ping, very short. */
export function tek(rate, random, { centre = 3200, decay = 0.035, ping = 0.4 }) {
  const noise = buffer(decay * DECAY_SPAN, rate);
  for (let i = 0; i < noise.length; i++) noise[i] = (random() * 2 - 1) * Math.exp(-i / (decay * rate));
  const out = bandPassSweep(noise, rate, centre, centre, 2.5);
  addModes(out, rate, [[centre * 0.92, decay * 0.8, ping]]);
  return out;
}

/**
 * Noise shaped by an attack and a decay, through a low-pass sweeping from `lowFrom` to `lowTo`
 * Hz and, when `bandFrom` is set, a band-pass sweeping from `bandFrom` to `bandTo`.
 */
export function noise(rate, random, { duration, attack = 0.01, decay = 0.1, lowFrom = 8000, lowTo = 8000, bandFrom, bandTo, q = 1.2 }) {
  const out = buffer(duration, rate);
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    const envelope = Math.min(1, t / attack) * Math.exp(-Math.max(0, t - attack) / decay);
    out[i] = (random() * 2 - 1) * envelope;
  }
  const low = lowPassSweep(out, rate, lowFrom, lowTo);
  return bandFrom === undefined ? low : bandPassSweep(low, rate, bandFrom, bandTo ?? bandFrom, q);
}

/** Bubbles rising in water: short sines gliding upwards, at seeded times within `span`. */
export function bubbles(rate, random, { count, span, low = 500, high = 1400, rise = 0.6, decay = 0.03 }) {
  const events = [];
  for (let i = 0; i < count; i++) {
    const hz = low + (high - low) * random();
    const out = buffer(decay * DECAY_SPAN, rate);
    let phase = 0;
    for (let j = 0; j < out.length; j++) {
      const t = j / rate;
      phase += (TWO_PI * hz * (1 + (rise * t) / decay)) / rate;
      out[j] = Math.sin(phase) * Math.exp(-t / decay) * Math.min(1, j / (0.001 * rate));
    }
    events.push({ at: span * random(), gain: 0.5 + 0.5 * random(), sound: out });
  }
  return events;
}

/**
 * A held drone of harmonic partials, `length` samples long, that breathes (its level swells
 * `breaths` times). Every partial and the breathing complete whole cycles, so as a loop the drone
 * joins itself (its pitch moves by less than a cycle over the whole length to make that so).
 */
export function drone(rate, hz, length, { harmonics = [1, 0.5, 0.3, 0.15], breaths = 2, depth = 0.3, fade = 0 }) {
  const out = new Float64Array(length);
  const period = length / rate;
  harmonics.forEach((amplitude, index) => {
    const cycles = Math.round(hz * (index + 1) * period);
    const w = (TWO_PI * cycles) / length;
    for (let i = 0; i < length; i++) out[i] += Math.sin(w * i) * amplitude;
  });
  for (let i = 0; i < length; i++) {
    const breath = 1 - depth * 0.5 * (1 - Math.cos((TWO_PI * breaths * i) / length));
    const edge = fade > 0 ? Math.min(1, i / (fade * rate), (length - i) / (fade * rate)) : 1;
    out[i] *= breath * edge;
  }
  return out;
}
