// Draws a sample 640x480 screen from the atlas the way the native core does (stretched images,
// tint as a multiply, scaled glyphs, bilinear filtering), for reviewing the art by eye.
//   node tools/atlas/mockup.mjs ASSETS_DIR OUT_PNG
import fs from 'node:fs';
import { buildAtlas } from './atlas.mjs';
import { REPLACEMENT_CODEPOINT } from './charset.mjs';
import { encodePng } from './png.mjs';
import { decodeUtf8 } from './utf8.mjs';

const SCREEN_WIDTH = 640, SCREEN_HEIGHT = 480;

function createScreen(atlas) {
  const pixels = new Float64Array(SCREEN_WIDTH * SCREEN_HEIGHT * 3);
  const images = new Map(atlas.images.map((image) => [image.name, image]));
  const glyphs = new Map(atlas.glyphs.map((glyph) => [glyph.codepoint, glyph]));

  function texel(x, y, channel) {
    const cx = Math.min(atlas.width - 1, Math.max(0, x)), cy = Math.min(atlas.height - 1, Math.max(0, y));
    return atlas.pixels[(cy * atlas.width + cx) * 4 + channel] / 255;
  }

  function sample(u, v) {
    const x0 = Math.floor(u), y0 = Math.floor(v), fx = u - x0, fy = v - y0;
    const out = [0, 0, 0, 0];
    for (const [dx, dy, weight] of [[0, 0, (1 - fx) * (1 - fy)], [1, 0, fx * (1 - fy)], [0, 1, (1 - fx) * fy], [1, 1, fx * fy]]) {
      for (let c = 0; c < 4; c++) out[c] += texel(x0 + dx, y0 + dy, c) * weight;
    }
    return out;
  }

  function blend(x, y, rgb, alpha) {
    if (x < 0 || y < 0 || x >= SCREEN_WIDTH || y >= SCREEN_HEIGHT || alpha <= 0) return;
    const at = (y * SCREEN_WIDTH + x) * 3;
    for (let c = 0; c < 3; c++) pixels[at + c] = pixels[at + c] * (1 - alpha) + rgb[c] * alpha;
  }

  function unpack(color) {
    return [Math.floor(color / 2 ** 24) % 256, Math.floor(color / 2 ** 16) % 256, Math.floor(color / 256) % 256, color % 256].map((v) => v / 255);
  }

  function drawRegion(box, x, y, width, height, color) {
    const tint = unpack(color);
    for (let py = Math.floor(y); py < Math.ceil(y + height); py++) {
      for (let px = Math.floor(x); px < Math.ceil(x + width); px++) {
        const u = box.x + ((px + 0.5 - x) / width) * box.width - 0.5;
        const v = box.y + ((py + 0.5 - y) / height) * box.height - 0.5;
        const [r, g, b, a] = sample(u, v);
        blend(px, py, [r * tint[0], g * tint[1], b * tint[2]], a * tint[3]);
      }
    }
  }

  return {
    clear(color) {
      const rgb = unpack(color);
      for (let i = 0; i < pixels.length; i++) pixels[i] = rgb[i % 3];
    },
    rect(x, y, width, height, color) {
      const rgba = unpack(color);
      for (let py = y; py < y + height; py++) for (let px = x; px < x + width; px++) blend(px, py, rgba, rgba[3]);
    },
    image(name, x, y, width, height, tint = 0xffffffff) {
      drawRegion(images.get(name), x, y, width, height, tint);
    },
    text(text, x, y, size, color) {
      const scale = size / atlas.lineHeight;
      let pen = x;
      for (const codepoint of decodeUtf8(Buffer.from(text, 'utf8'))) {
        const glyph = glyphs.get(codepoint) ?? glyphs.get(REPLACEMENT_CODEPOINT);
        if (glyph.width > 0) {
          drawRegion(glyph, pen + glyph.offsetX * scale, y + glyph.offsetY * scale, glyph.width * scale, glyph.height * scale, color);
        }
        pen += glyph.advance * scale;
      }
    },
    png() {
      const bytes = new Uint8Array(SCREEN_WIDTH * SCREEN_HEIGHT * 4);
      for (let i = 0; i < SCREEN_WIDTH * SCREEN_HEIGHT; i++) {
        for (let c = 0; c < 3; c++) bytes[i * 4 + c] = Math.round(pixels[i * 3 + c] * 255);
        bytes[i * 4 + 3] = 255;
      }
      return encodePng(SCREEN_WIDTH, SCREEN_HEIGHT, bytes);
    },
  };
}

const PLAYER_TINTS = [0xf4d68aff, 0x7c9cf0ff];
const SPECIAL_GLYPHS = { 15: 'glyph-15', 21: 'glyph-21', 26: 'glyph-26', 27: 'glyph-27', 28: 'glyph-28', 29: 'glyph-29', 30: 'glyph-30' };

/** Square 1..30 to its screen cell: rows run left, right, left (boustrophedon). */
function squareCell(square) {
  const row = Math.floor((square - 1) / 10), index = (square - 1) % 10;
  return { row, column: row === 1 ? 9 - index : index };
}

function drawScene(screen) {
  screen.clear(0x0c1836ff);
  screen.image('title', 64, 6, 512, 128);
  const size = 56, left = 40, top = 146;
  screen.rect(left - 6, top - 6, size * 10 + 12, size * 3 + 12, 0x2a1a0eff);
  for (let square = 1; square <= 30; square++) {
    const { row, column } = squareCell(square);
    const x = left + column * size, y = top + row * size;
    screen.image((row + column) % 2 === 0 ? 'board-square' : 'board-square-alt', x, y, size, size);
    if (SPECIAL_GLYPHS[square]) screen.image(SPECIAL_GLYPHS[square], x + 4, y + 4, size - 8, size - 8);
  }
  const pieces = [[1, 'piece-cone', 0], [3, 'piece-cone', 0], [5, 'piece-cone', 0], [8, 'piece-cone', 0], [12, 'piece-cone', 0],
    [2, 'piece-spool', 1], [4, 'piece-spool', 1], [7, 'piece-spool', 1], [17, 'piece-spool', 1], [26, 'piece-spool', 1]];
  for (const [square, name, player] of pieces) {
    const { row, column } = squareCell(square);
    screen.image(name, left + column * size, top + row * size - 4, size, size, PLAYER_TINTS[player]);
  }
  screen.image('panel', 300, 336, 128, 128);
  screen.image('panel', 428, 336, 128, 128);
  screen.image('panel', 556, 336, 64, 128);
  screen.rect(300, 336, 320, 2, 0xb8861fff);
  screen.text('Throw the sticks!', 316, 344, 32, 0x2a1a0eff);
  screen.text('Çubukları at — ğĞıİşŞ', 316, 380, 22, 0x1f3a8aff);
  screen.text('¿Lanzar? ñ áéíóú · ãõçâêô', 316, 406, 20, 0x8a2a16ff);
  screen.text('← → ✓ “Senet” … 1234 ★', 316, 430, 16, 0x2a1a0eff);
  const sticks = ['stick-light', 'stick-dark', 'stick-light', 'stick-light'];
  sticks.forEach((name, i) => screen.image(name, 44 + i * 30, 346, 24, 120));
  for (let face = 1; face <= 6; face++) screen.image(`die-${face}`, 172 + ((face - 1) % 3) * 40, 346 + Math.floor((face - 1) / 3) * 40, 36, 36);
  screen.text('Senet 40px', 168, 432, 40, 0xf2c94cff);
  screen.image('cursor', 378, 218, 48, 48, PLAYER_TINTS[1]);
  screen.image('cursor', 500, 250, 40, 40, PLAYER_TINTS[0]);
}

function main(argv) {
  if (argv.length !== 2) {
    console.error('usage: node tools/atlas/mockup.mjs ASSETS_DIR OUT_PNG');
    return 2;
  }
  try {
    const screen = createScreen(buildAtlas(argv[0]));
    drawScene(screen);
    fs.writeFileSync(argv[1], screen.png());
    return 0;
  } catch (error) {
    console.error(`mockup: ${error.message}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
