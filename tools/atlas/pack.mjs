// Places rectangles in the atlas (shelves of falling height) and composes it: each item framed by
// a gutter of texels that continue it, so filtering at its edge never reads another item.

/** Texels of gutter on each side of an item (atlas.h's atlas_gutter). One is enough: GX and the
 * desktop's filter read at most the texel next to the one under a sample (docs/assets.md). */
export const GUTTER = 1;
const WIDTH = 1024;
const HEIGHTS = [512, 1024];

/**
 * Gives every item with an area an `x` and `y` (its pixels' corner, inside its gutter); empty
 * items get 0, 0.
 * @param {{key: string, width: number, height: number}[]} items
 * @returns {{width: number, height: number}} the atlas size
 */
export function pack(items) {
  const placed = items.filter((item) => item.width > 0 && item.height > 0);
  // Tallest first makes shelves tight; the key settles ties so the layout never varies.
  placed.sort((a, b) => b.height - a.height || b.width - a.width || (a.key < b.key ? -1 : 1));
  let x = 0, y = 0, shelfHeight = 0;
  for (const item of placed) {
    const cellWidth = item.width + 2 * GUTTER, cellHeight = item.height + 2 * GUTTER;
    if (cellWidth > WIDTH) throw new Error(`${item.key} is wider than the atlas`);
    if (x + cellWidth > WIDTH) {
      y += shelfHeight;
      x = 0;
      shelfHeight = 0;
    }
    item.x = x + GUTTER;
    item.y = y + GUTTER;
    x += cellWidth;
    shelfHeight = Math.max(shelfHeight, cellHeight);
  }
  for (const item of items) if (!(item.width > 0 && item.height > 0)) { item.x = 0; item.y = 0; }
  const used = y + shelfHeight;
  const height = HEIGHTS.find((candidate) => used <= candidate);
  if (!height) throw new Error(`the art needs ${used} rows; the atlas has at most ${HEIGHTS.at(-1)}`);
  return { width: WIDTH, height };
}

/** Where gutter texel `offset` (-GUTTER .. size - 1 + GUTTER) of an item takes its colour from. */
function source(offset, size, wraps) {
  if (wraps) return ((offset % size) + size) % size;
  return Math.min(size - 1, Math.max(0, offset));
}

/**
 * Copies every item's pixels into one RGBA image of transparent white, each framed by its
 * gutter: the opposite edge's texels along an axis the item wraps on (`wrapX`, `wrapY`), copies
 * of its own edge texels otherwise.
 */
export function compose(items, size) {
  const pixels = new Uint8Array(size.width * size.height * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.fill(255, i, i + 3);
  for (const item of items) {
    if (!(item.width > 0 && item.height > 0)) continue;
    for (let row = -GUTTER; row < item.height + GUTTER; row++) {
      const fromRow = source(row, item.height, item.wrapY);
      for (let column = -GUTTER; column < item.width + GUTTER; column++) {
        const from = (fromRow * item.width + source(column, item.width, item.wrapX)) * 4;
        const to = ((item.y + row) * size.width + item.x + column) * 4;
        pixels.set(item.pixels.subarray(from, from + 4), to);
      }
    }
  }
  return pixels;
}
