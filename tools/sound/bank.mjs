// Builds the sound bank: every assets/sounds/*.json rendered into 16-bit PCM, named after its file.
import fs from 'node:fs';
import path from 'node:path';
import { renderSound } from './render.mjs';

/** The names native/core/sound-bank.h promises. */
export const REQUIRED_SOUNDS = [
  'throw-sticks', 'land-sticks', 'throw-die', 'land-die', 'step', 'exchange', 'water', 'rebirth',
  'bear-off', 'extra-throw', 'forfeit', 'pass', 'win', 'lose', 'hover', 'choose',
  'music-loop', 'music-end',
];

/** What the sounds may add to the program: a budget of 3 MB. */
export const BANK_BUDGET_BYTES = 3000000;
/** Each sound's samples start on a 32-byte boundary (the Wii's DSP reads whole 32-byte blocks). */
export const SAMPLE_ALIGNMENT = 32;

const NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Bytes the bank's samples take in the program, alignment padding included. */
export function bankBytes(sounds) {
  return sounds.reduce((total, sound) => total + Math.ceil((sound.samples.length * 2) / SAMPLE_ALIGNMENT) * SAMPLE_ALIGNMENT, 0);
}

/** @returns {{name, description, rate, loop, samples: Int16Array}[]} sorted by name */
export function buildBank(directory) {
  if (!fs.existsSync(directory)) throw new Error(`the sound folder ${directory} is missing`);
  const files = fs.readdirSync(directory).filter((file) => file.endsWith('.json')).sort();
  const missing = REQUIRED_SOUNDS.filter((name) => !files.includes(name + '.json'));
  if (missing.length > 0) throw new Error(`${directory} lacks ${missing.map((name) => name + '.json').join(', ')}`);
  const sounds = files.map((file) => {
    const name = file.slice(0, -'.json'.length);
    if (!NAME_PATTERN.test(name)) throw new Error(`${file}: sound names are lower-case words joined by '-'`);
    try {
      const spec = JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8'));
      return { name, description: spec.description ?? '', ...renderSound(spec) };
    } catch (error) {
      throw new Error(`${file}: ${error.message}`);
    }
  });
  const bytes = bankBytes(sounds);
  if (bytes > BANK_BUDGET_BYTES) throw new Error(`the sounds take ${bytes} bytes, over the budget of ${BANK_BUDGET_BYTES}`);
  return sounds;
}
