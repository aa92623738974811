// Folds a picture drawn over twice a tile's size into one tile whose opposite edges meet: resvg
// ignores feTurbulence's stitchTiles, so noise drawn at the tile's size does not repeat.

/**
 * The tile is the four quarters of `image` laid over each other, weighted so that each edge of
 * the tile shows only the quarters that continue across it: the tile's left edge and its right
 * edge both show column `width / 2` of the source, so tiles join as the source's own neighbouring
 * columns do (the same down). The deviations from the mean colour are divided by the weights'
 * root sum of squares, so the blend keeps the grain's contrast where the quarters mix.
 * @param {{width: number, height: number, pixels: Uint8Array}} image even width and height
 * @returns {{width: number, height: number, pixels: Uint8Array}} half as wide and half as tall
 */
export function foldIntoTile(image) {
  const { width, height, pixels } = image;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`a picture folded into a tile needs an even size, not ${width}x${height}`);
  const tileWidth = width / 2, tileHeight = height / 2;
  const mean = [0, 0, 0, 0];
  for (let i = 0; i < width * height; i++) for (let c = 0; c < 4; c++) mean[c] += pixels[i * 4 + c] / (width * height);
  const tile = new Uint8Array(tileWidth * tileHeight * 4);
  for (let y = 0; y < tileHeight; y++) {
    // the quarter at the source's top-left grows from nothing at the tile's top to all at its bottom
    const down = (y + 0.5) / tileHeight;
    for (let x = 0; x < tileWidth; x++) {
      const across = (x + 0.5) / tileWidth;
      const quarters = [
        [across * down, x, y],
        [(1 - across) * down, x + tileWidth, y],
        [across * (1 - down), x, y + tileHeight],
        [(1 - across) * (1 - down), x + tileWidth, y + tileHeight],
      ];
      const spread = Math.sqrt(quarters.reduce((sum, [weight]) => sum + weight * weight, 0));
      for (let c = 0; c < 4; c++) {
        let deviation = 0;
        for (const [weight, sx, sy] of quarters) deviation += weight * (pixels[(sy * width + sx) * 4 + c] - mean[c]);
        tile[(y * tileWidth + x) * 4 + c] = Math.max(0, Math.min(255, Math.round(mean[c] + deviation / spread)));
      }
    }
  }
  return { width: tileWidth, height: tileHeight, pixels: tile };
}
