// Writes what the app's Node tests need to know of the bank: each sound's rate, length and loop.
import { bankBytes } from './bank.mjs';
import { peakOf } from './dsp.mjs';

export function emitMetrics(sounds) {
  const entries = {};
  for (const sound of sounds) {
    entries[sound.name] = { rate: sound.rate, length: sound.samples.length, loop: sound.loop, peak: peakOf(sound.samples) };
  }
  return JSON.stringify({ bytes: bankBytes(sounds), sounds: entries }, null, 1) + '\n';
}
