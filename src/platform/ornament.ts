// Egyptian ornament drawn from the atlas: frieze bands, gold-inlaid ebony frames, drop shadows.

import * as C from "./colors";

const FRIEZE_ASPECT = 4;
const FRAME_EBONY = 6;
const FRAME_GOLD = 2;
const SHADOW_OFFSET = 6;

/** A block frieze band; its tiles stretch a little so a whole number of them fills the width. */
export function drawFrieze(x: number, y: number, width: number, height: number): void {
  const count = Math.max(1, Math.floor(width / (height * FRIEZE_ASPECT) + 0.5));
  const tile = width / count;
  for (let index = 0; index < count; index++) native.image("frieze", x + index * tile, y, tile, height, C.WHITE);
}

/** An ebony frame with a gold inlay and a drop shadow around the box (drawn before its content). */
export function drawFrame(x: number, y: number, width: number, height: number): void {
  const outer = FRAME_EBONY + FRAME_GOLD;
  native.rect(x - outer + SHADOW_OFFSET, y - outer + SHADOW_OFFSET, width + 2 * outer, height + 2 * outer, C.DROP_SHADOW);
  native.rect(x - outer, y - outer, width + 2 * outer, height + 2 * outer, C.EBONY);
  const inlay = FRAME_GOLD + 2;
  native.rect(x - inlay, y - inlay, width + 2 * inlay, height + 2 * inlay, C.GOLD);
  native.rect(x - 2, y - 2, width + 4, height + 4, C.EBONY);
}
