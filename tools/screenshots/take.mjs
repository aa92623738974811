// Screenshots of every screen in the four languages (and the end of a whole game in English and
// Spanish) from the headless desktop build, into docs/screenshots/*.png; the game with no storage
// too (no data folder).
// Usage: make screenshots, or node tools/screenshots/take.mjs [HOST] [BUNDLE] [SCENE...] (defaults:
// build/host/senet, build/senet.lua, every scene; naming scenes takes only those, e.g. kendall-water).

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bmpToPng } from './png.mjs';
import { noStorageScripts, reconstructionScripts, screenScripts, teacherScripts, wholeGameScript } from './scripts.mjs';

const host = process.argv[2] ?? 'build/host/senet';
const bundle = process.argv[3] ?? 'build/senet.lua';
const only = process.argv.slice(4);
const LANGUAGES = ['en', 'es', 'pt', 'tr'];
const GAME_OVER_LANGUAGES = ['en', 'es'];
const GAME_FRAMES = 40000;
const outDir = 'docs/screenshots';
mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'senet-shots-'));

const SAVES = 'tools/screenshots/saves';

/**
 * `settings`: the data folder's settings.txt (undefined: no data folder, so no storage at all);
 * `game`: a saved game of tools/screenshots/saves for it (the title then offers Continue).
 */
function shoot(name, language, script, frames, settings, game) {
  if (only.length > 0 && !only.includes(name)) return;
  const input = join(work, `${name}.input`);
  const bmp = join(work, `${name}-${language}.bmp`);
  writeFileSync(input, script);
  const storage = [];
  if (settings !== undefined) {
    const dataDir = join(work, `${name}-${language}`);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'settings.txt'), settings);
    if (game !== undefined) writeFileSync(join(dataDir, 'game.txt'), readFileSync(join(SAVES, game), 'latin1'), 'latin1');
    storage.push('--data-dir', dataDir);
  }
  // Only the captured last frame is rasterised: drawing every frame of a whole game took minutes.
  execFileSync(host, ['--headless', '--frames', String(frames), '--render-from', String(frames - 1), '--input', input, '--screenshot', bmp, ...storage, '--language', language, '--bundle', bundle], { stdio: ['ignore', 'ignore', 'inherit'] });
  const png = join(outDir, `${name}-${language}.png`);
  bmpToPng(bmp, png);
  console.log(png);
}

try {
  for (const language of LANGUAGES) {
    for (const [name, scene] of Object.entries(screenScripts())) shoot(name, language, scene.script, scene.frames, '');
    for (const [name, scene] of Object.entries(teacherScripts())) shoot(name, language, scene.script, scene.frames, scene.settings, scene.game);
    for (const [name, scene] of Object.entries(reconstructionScripts())) shoot(name, language, scene.script, scene.frames, scene.settings, scene.game);
    for (const [name, scene] of Object.entries(noStorageScripts())) shoot(name, language, scene.script, scene.frames, undefined);
    if (GAME_OVER_LANGUAGES.includes(language)) shoot('game-over', language, wholeGameScript(GAME_FRAMES), GAME_FRAMES, 'aiSpeed=fast\n');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
