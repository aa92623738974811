// Renders one sound file of assets/sounds (its format: docs/assets.md) into 16-bit PCM.
import { randomSource } from '../lib/random.mjs';
import { fadeOut, mixInto, reverb, toPcm16 } from './dsp.mjs';
import { bell, bubbles, clatter, doum, drone, knock, noise, pluck, tek } from './instruments.mjs';
import { degreeMidi, hzOf, parseNotes } from './score.mjs';

/** Sample counts are whole 32-byte blocks of 16-bit samples: the Wii's DSP reads in such blocks. */
export const SAMPLE_BLOCK = 16;
const END_FADE_S = 0.01;
const RATES = [16000, 22050, 32000, 44100, 48000];

function blocks(samples) {
  return Math.max(SAMPLE_BLOCK, Math.round(samples / SAMPLE_BLOCK) * SAMPLE_BLOCK);
}

/** How long the sound is in samples, and how many samples a beat lasts (scored sounds). */
function timing(spec) {
  const beatSeconds = spec.tempo !== undefined ? 60 / spec.tempo : undefined;
  if (spec.loop) {
    if (spec.beats === undefined || beatSeconds === undefined) throw new Error('a loop needs tempo and beats');
    // the loop lasts whole blocks, so the tempo bends very slightly to fit
    const length = blocks(spec.beats * beatSeconds * spec.rate);
    return { length, beatSamples: length / spec.beats };
  }
  if (!(spec.seconds > 0)) throw new Error('a sound needs its length in seconds');
  return { length: blocks(spec.seconds * spec.rate), beatSamples: beatSeconds === undefined ? undefined : beatSeconds * spec.rate };
}

function requireBeats(spec, beatSamples, instrument) {
  if (beatSamples === undefined) throw new Error(`the ${instrument} layer needs the sound's tempo`);
  return { tonic: spec.tonic, mode: spec.mode, beatsPerBar: spec.beatsPerBar };
}

/** Cuts a ringing note at `seconds` with a short release (held notes of a damped string). */
function damp(sound, rate, seconds, release) {
  const end = Math.round(seconds * rate);
  const fall = Math.max(1, Math.round(release * rate));
  const out = sound.slice(0, Math.min(sound.length, end + fall));
  for (let i = end; i < out.length; i++) out[i] *= 1 - (i - end) / fall;
  return out;
}

function renderNotes(spec, layer, beatSamples, make) {
  const { notes } = parseNotes(layer.notes, requireBeats(spec, beatSamples, layer.instrument));
  const events = [];
  const startBeat = layer.start ?? 0;
  for (const note of notes) {
    for (const midi of note.midis) {
      let sound = make(hzOf(midi + 12 * (layer.octave ?? 0)));
      if (layer.release !== undefined) sound = damp(sound, spec.rate, (note.beats * beatSamples) / spec.rate, layer.release);
      // a strum: the notes of a chord follow each other by `strum` seconds
      const strum = (layer.strum ?? 0) * spec.rate * note.midis.indexOf(midi);
      events.push({ start: Math.round((startBeat + note.beat) * beatSamples + strum), gain: 1, sound });
    }
  }
  return events;
}

function renderDrum(spec, layer, beatSamples, random, length) {
  requireBeats(spec, beatSamples, 'drum');
  const strokes = layer.pattern.trim().split(/\s+/);
  const stepSamples = beatSamples / (layer.steps ?? 2);
  const events = [];
  const repeats = layer.repeat ? Math.max(1, Math.round(length / (strokes.length * stepSamples))) : 1;
  for (let pass = 0; pass < repeats; pass++) {
    strokes.forEach((stroke, index) => {
      const start = Math.round((pass * strokes.length + index + (layer.start ?? 0) * (layer.steps ?? 2)) * stepSamples);
      if (stroke === 'D') events.push({ start, gain: 1, sound: doum(spec.rate, random, layer.doum ?? {}) });
      else if (stroke === 'T' || stroke === 't') events.push({ start, gain: stroke === 'T' ? 0.7 : 0.35, sound: tek(spec.rate, random, layer.tek ?? {}) });
      else if (stroke !== '.') throw new Error(`drum pattern stroke '${stroke}' is not D, T, t or .`);
    });
  }
  return events;
}

/** The events of one layer: { start (sample), gain, sound (Float64Array) }. */
function renderLayer(spec, layer, index, length, beatSamples) {
  const random = randomSource((spec.seed ?? 1) * 1000003 + index * 7919);
  const rate = spec.rate;
  const at = (seconds) => Math.round((seconds ?? 0) * rate);
  switch (layer.instrument) {
    case 'knock':
      return [{ start: at(layer.at), gain: 1, sound: knock(rate, random, layer) }];
    case 'clatter':
      return clatter(rate, random, layer).map((event) => ({ start: at((layer.at ?? 0) + event.at), gain: event.gain, sound: event.sound }));
    case 'bubbles':
      return bubbles(rate, random, layer).map((event) => ({ start: at((layer.at ?? 0) + event.at), gain: event.gain, sound: event.sound }));
    case 'noise':
      return [{ start: at(layer.at), gain: 1, sound: noise(rate, random, layer) }];
    case 'pluck':
      return renderNotes(spec, layer, beatSamples, (hz) => pluck(rate, hz, layer));
    case 'bell':
      return renderNotes(spec, layer, beatSamples, (hz) => bell(rate, hz, layer));
    case 'drum':
      return renderDrum(spec, layer, beatSamples, random, length);
    case 'drone':
      return layer.pitches.map((degree) => ({
        start: 0,
        gain: 1,
        sound: drone(rate, hzOf(degreeMidi(degree, spec.tonic, spec.mode)), length, { ...layer, fade: spec.loop ? 0 : layer.fade ?? 0.05 }),
      }));
    default:
      throw new Error(`unknown instrument '${layer.instrument}'`);
  }
}

/** Renders a parsed sound file; returns { rate, loop, samples: Int16Array }. */
export function renderSound(spec) {
  if (!RATES.includes(spec.rate)) throw new Error(`rate must be one of ${RATES.join(', ')} Hz`);
  if (typeof spec.peak !== 'number' || spec.peak > -1) throw new Error('peak must be a level in dBFS below -1');
  if (!Array.isArray(spec.layers) || spec.layers.length === 0) throw new Error('a sound needs layers');
  const { length, beatSamples } = timing(spec);
  const mix = new Float64Array(length);
  spec.layers.forEach((layer, index) => {
    for (const event of renderLayer(spec, layer, index, length, beatSamples)) {
      mixInto(mix, event.sound, event.start, event.gain * (layer.gain ?? 1), spec.loop === true);
    }
  });
  const wet = spec.reverb === undefined ? mix : reverb(mix, spec.rate, spec.reverb, spec.loop === true);
  if (!spec.loop) fadeOut(wet, spec.rate, END_FADE_S);
  return { rate: spec.rate, loop: spec.loop === true, samples: toPcm16(wet, spec.peak, length) };
}
