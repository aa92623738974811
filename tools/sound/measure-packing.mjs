// `make bench-sound-packing`: how small the sound bank's samples pack losslessly, for the .dol's
// 2 MB target: pack-pixels' LZ77 on their bytes, FLAC's fixed linear predictors (order 0-3, the best
// per block) with Rice-coded residuals (the best parameter per block) for several block sizes,
// and the stream the program embeds (pack-samples.mjs: fitted predictors, partitioned Rice codes),
// with the time it takes to write.
//   node tools/sound/measure-packing.mjs ASSETS_DIR
import path from 'node:path';
import { compressBytes } from '../atlas/pack-pixels.mjs';
import { buildBank } from './bank.mjs';
import { packSamples } from './pack-samples.mjs';

const BLOCK_SIZES = [128, 256, 512, 1024, 4096];
const MAX_RICE_PARAMETER = 20;
// per block: the order (2 bits) and the Rice parameter (5 bits)
const BLOCK_HEADER_BITS = 7;

/** The residual of `samples[i]` under FLAC's fixed predictor of `order` (samples before 0 are 0). */
function residual(samples, i, order) {
  const a = i >= 1 ? samples[i - 1] : 0, b = i >= 2 ? samples[i - 2] : 0, c = i >= 3 ? samples[i - 3] : 0;
  const predicted = order === 0 ? 0 : order === 1 ? a : order === 2 ? 2 * a - b : 3 * a - 3 * b + c;
  return samples[i] - predicted;
}

/** Bits of the block's residuals Rice-coded with the best parameter (zigzag: 0, -1, 1, -2 ...). */
function riceBits(residuals) {
  let best = Infinity;
  for (let k = 0; k <= MAX_RICE_PARAMETER; k++) {
    let bits = 0;
    for (const r of residuals) bits += Math.floor((r >= 0 ? 2 * r : -2 * r - 1) / 2 ** k) + 1 + k;
    best = Math.min(best, bits);
  }
  return best;
}

function predictedBytes(samples, blockSize) {
  let bits = 0;
  for (let start = 0; start < samples.length; start += blockSize) {
    const end = Math.min(samples.length, start + blockSize);
    let best = Infinity;
    for (let order = 0; order <= 3; order++) {
      const residuals = [];
      for (let i = start; i < end; i++) residuals.push(residual(samples, i, order));
      best = Math.min(best, riceBits(residuals));
    }
    bits += BLOCK_HEADER_BITS + best;
  }
  return Math.ceil(bits / 8);
}

const sounds = buildBank(path.join(process.argv[2] ?? 'assets', 'sounds'));
const raw = sounds.reduce((total, sound) => total + sound.samples.length * 2, 0);
const percent = (bytes) => `${(100 * bytes / raw).toFixed(1)} %`;
let lz = 0;
for (const sound of sounds) lz += compressBytes(new Uint8Array(sound.samples.buffer, sound.samples.byteOffset, sound.samples.length * 2)).length;
console.log(`sound packing: ${sounds.length} sounds, ${raw} bytes of 16-bit samples`);
console.log(`  LZ77 (pack-pixels) on their bytes: ${lz} (${percent(lz)})`);
for (const blockSize of BLOCK_SIZES) {
  const bytes = sounds.reduce((total, sound) => total + predictedBytes(sound.samples, blockSize), 0);
  console.log(`  fixed predictor 0-3 + Rice, ${blockSize}-sample blocks: ${bytes} (${percent(bytes)})`);
}
const started = performance.now();
const packed = packSamples(sounds.map((sound) => sound.samples)).length;
const seconds = (performance.now() - started) / 1000;
console.log(`  the embedded stream (pack-samples.mjs): ${packed} (${percent(packed)}), written in ${seconds.toFixed(1)} s`);
const music = sounds.find((sound) => sound.name === 'music-loop');
if (music) {
  console.log(`  music-loop alone: ${music.samples.length * 2} bytes raw, ${predictedBytes(music.samples, 256)} with fixed ` +
    `predictors (256-sample blocks), ${packSamples([music.samples]).length} in the embedded stream`);
}
