// Writes the sound bank as C source, its metrics for the Node tests and a WAV preview per sound.
//   node tools/sound/build.mjs ASSETS_DIR OUT_DIR
import fs from 'node:fs';
import path from 'node:path';
import { BANK_BUDGET_BYTES, bankBytes, buildBank } from './bank.mjs';
import { emitC } from './emit-c.mjs';
import { emitMetrics } from './emit-metrics.mjs';
import { encodeWav } from './wav.mjs';

function main(argv) {
  if (argv.length !== 2) {
    console.error('usage: node tools/sound/build.mjs ASSETS_DIR OUT_DIR');
    return 2;
  }
  const [assetsDir, outDir] = argv;
  try {
    const sounds = buildBank(path.join(assetsDir, 'sounds'));
    const previews = path.join(outDir, 'sounds');
    fs.mkdirSync(previews, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'sound_data.c'), emitC(sounds));
    fs.writeFileSync(path.join(outDir, 'sounds.json'), emitMetrics(sounds));
    for (const sound of sounds) fs.writeFileSync(path.join(previews, sound.name + '.wav'), encodeWav(sound.samples, sound.rate));
    const seconds = sounds.reduce((total, sound) => total + sound.samples.length / sound.rate, 0);
    const bytes = bankBytes(sounds);
    console.log(`sounds: ${sounds.length} sounds, ${seconds.toFixed(1)} s, ${bytes} bytes of samples ` +
      `(${(100 * bytes / BANK_BUDGET_BYTES).toFixed(0)}% of the ${BANK_BUDGET_BYTES}-byte budget)`);
    return 0;
  } catch (error) {
    console.error(`sounds: ${error.message}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
