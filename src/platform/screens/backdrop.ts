// The common background of every screen: stone, vignette, frieze bands.

import * as C from "../colors";
import * as L from "../layout";
import { drawFrieze } from "../ornament";

/** The band behind the screen titles, with a frieze under it and one along the bottom edge. */
const BAND_HEIGHT = 34;
const FRIEZE_HEIGHT = 12;
/** The stone tile is drawn twice its atlas size: a softer grain behind the text. */
const STONE_TILE = 256;
const VIGNETTE_LAYERS = 3;
const VIGNETTE_STEP = 16;

export function drawStone(): void {
  native.clear(C.BACKGROUND);
  for (let y = 0; y < L.SCREEN_HEIGHT; y += STONE_TILE) {
    for (let x = 0; x < L.SCREEN_WIDTH; x += STONE_TILE) native.image("stone", x, y, STONE_TILE, STONE_TILE, C.WHITE);
  }
  for (let layer = 1; layer <= VIGNETTE_LAYERS; layer++) {
    const depth = layer * VIGNETTE_STEP;
    native.rect(0, 0, L.SCREEN_WIDTH, depth, C.VIGNETTE);
    native.rect(0, L.SCREEN_HEIGHT - depth, L.SCREEN_WIDTH, depth, C.VIGNETTE);
    native.rect(0, 0, depth, L.SCREEN_HEIGHT, C.VIGNETTE);
    native.rect(L.SCREEN_WIDTH - depth, 0, depth, L.SCREEN_HEIGHT, C.VIGNETTE);
  }
}

export function drawBackdrop(): void {
  drawStone();
  native.rect(0, 0, L.SCREEN_WIDTH, BAND_HEIGHT, C.BAND);
  drawFrieze(0, BAND_HEIGHT, L.SCREEN_WIDTH, FRIEZE_HEIGHT);
  drawFrieze(0, L.SCREEN_HEIGHT - FRIEZE_HEIGHT, L.SCREEN_WIDTH, FRIEZE_HEIGHT);
}
