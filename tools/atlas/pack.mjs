// Places rectangles in the atlas: shelves of falling height, one transparent pixel around each.

const PADDING = 1;
const WIDTH = 1024;
const HEIGHTS = [512, 1024];

/**
 * Gives every item with an area an `x` and `y`; empty items get 0, 0.
 * @param {{key: string, width: number, height: number}[]} items
 * @returns {{width: number, height: number}} the atlas size
 */
export function pack(items) {
  const placed = items.filter((item) => item.width > 0 && item.height > 0);
  // Tallest first makes shelves tight; the key settles ties so the layout never varies.
  placed.sort((a, b) => b.height - a.height || b.width - a.width || (a.key < b.key ? -1 : 1));
  let x = PADDING, y = PADDING, shelfHeight = 0;
  for (const item of placed) {
    if (item.width + 2 * PADDING > WIDTH) throw new Error(`${item.key} is wider than the atlas`);
    if (x + item.width + PADDING > WIDTH) {
      y += shelfHeight + PADDING;
      x = PADDING;
      shelfHeight = 0;
    }
    item.x = x;
    item.y = y;
    x += item.width + PADDING;
    shelfHeight = Math.max(shelfHeight, item.height);
  }
  for (const item of items) if (!(item.width > 0 && item.height > 0)) { item.x = 0; item.y = 0; }
  const used = y + shelfHeight + PADDING;
  const height = HEIGHTS.find((candidate) => used <= candidate);
  if (!height) throw new Error(`the art needs ${used} rows; the atlas has at most ${HEIGHTS.at(-1)}`);
  return { width: WIDTH, height };
}

/** Copies every item's pixels into one RGBA image of transparent white. */
export function compose(items, size) {
  const pixels = new Uint8Array(size.width * size.height * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.fill(255, i, i + 3);
  for (const item of items) {
    for (let row = 0; row < item.height; row++) {
      const from = row * item.width * 4;
      pixels.set(item.pixels.subarray(from, from + item.width * 4), ((item.y + row) * size.width + item.x) * 4);
    }
  }
  return pixels;
}
