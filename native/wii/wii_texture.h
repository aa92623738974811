/* Rearranges the atlas (linear RGBA8 rows) into GX's tiled RGBA8 texture layout, in place. Pure
 * C, no libogc. */
#ifndef SENET_WII_TEXTURE_H
#define SENET_WII_TEXTURE_H

#include <stddef.h>
#include <stdint.h>

/* GX textures are at most 1024 texels on a side. */
#define TEXTURE_MAX_SIDE 1024

/* Bytes the tiled texture of a width x height image takes (both sides padded to 4 texels). */
size_t texture_tiled_size(uint16_t width, uint16_t height);

/* Bytes of the scratch buffer texture_tile_rgba8 needs: four rows of the image. */
size_t texture_strip_size(uint16_t width);

/* `texels` holds texture_tiled_size(width, height) bytes, the image's linear rows (width * 4
 * bytes each, top to bottom) at its start; afterwards it holds the tiled texture: 4x4 blocks in
 * row order, each block 32 bytes of alpha/red pairs then 32 bytes of green/blue pairs, the
 * padding texels transparent black. `strip` is texture_strip_size(width) bytes of scratch. */
void texture_tile_rgba8(uint8_t *texels, uint16_t width, uint16_t height, uint8_t *strip);

#endif
