// SVG text to straight-alpha RGBA pixels, through resvg.
import { Resvg } from '@resvg/resvg-js';

const RESVG_OPTIONS = {
  // The art uses no text; skipping system fonts keeps the output independent of the machine.
  font: { loadSystemFonts: false },
};

/**
 * Renders an SVG document at its own width and height.
 * @returns {{width: number, height: number, pixels: Uint8Array}} rows top to bottom, R G B A.
 */
export function renderSvg(svgText, label) {
  let rendered;
  try {
    rendered = new Resvg(svgText, RESVG_OPTIONS).render();
  } catch (error) {
    throw new Error(`${label}: cannot render the SVG: ${error.message}`);
  }
  const pixels = Uint8Array.from(rendered.pixels);
  demultiply(pixels);
  return { width: rendered.width, height: rendered.height, pixels };
}

/** resvg hands out premultiplied colour; the atlas stores straight alpha. */
function demultiply(pixels) {
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = pixels[i + 3];
    if (alpha === 0 || alpha === 255) continue;
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.min(255, Math.round((pixels[i + c] * 255) / alpha));
  }
}

/**
 * Gives fully transparent pixels the colour of their visible neighbours (white where there are
 * none), so linear filtering at a shape's edge blends towards the shape's own colour, not black.
 */
export function bleedColour(image, passes = 2) {
  const { width, height, pixels } = image;
  let known = new Uint8Array(width * height);
  for (let i = 0; i < known.length; i++) known[i] = pixels[i * 4 + 3] > 0 ? 1 : 0;
  for (let pass = 0; pass < passes; pass++) {
    const next = Uint8Array.from(known);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (known[y * width + x]) continue;
        let r = 0, g = 0, b = 0, count = 0;
        for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
          for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
            if (!known[ny * width + nx]) continue;
            const near = (ny * width + nx) * 4;
            r += pixels[near]; g += pixels[near + 1]; b += pixels[near + 2]; count++;
          }
        }
        if (count === 0) continue;
        const at = (y * width + x) * 4;
        pixels[at] = Math.round(r / count);
        pixels[at + 1] = Math.round(g / count);
        pixels[at + 2] = Math.round(b / count);
        next[y * width + x] = 1;
      }
    }
    known = next;
  }
  for (let i = 0; i < known.length; i++) {
    if (!known[i]) pixels.fill(255, i * 4, i * 4 + 3);
  }
}
