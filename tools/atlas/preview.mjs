// The atlas laid over a dark checkerboard, so white glyphs and transparency show in a viewer.

const DARK = [40, 44, 60], DARKER = [28, 31, 44], CHECK = 8;

export function previewPixels(width, height, pixels) {
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const back = (Math.floor(x / CHECK) + Math.floor(y / CHECK)) % 2 === 0 ? DARK : DARKER;
      const alpha = pixels[at + 3] / 255;
      for (let c = 0; c < 3; c++) out[at + c] = Math.round(pixels[at + c] * alpha + back[c] * (1 - alpha));
      out[at + 3] = 255;
    }
  }
  return out;
}
