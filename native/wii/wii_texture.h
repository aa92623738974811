/* Converts the atlas (linear RGBA8 rows) into GX's tiled RGBA8 texture layout. Pure C, no libogc. */
#ifndef SENET_WII_TEXTURE_H
#define SENET_WII_TEXTURE_H

#include <stddef.h>
#include <stdint.h>

/* GX textures are at most 1024 texels on a side. */
#define TEXTURE_MAX_SIDE 1024

/* Bytes the tiled copy of a width x height image takes (both sides padded to 4 texels). */
size_t texture_tiled_size(uint16_t width, uint16_t height);

/* Writes texture_tiled_size(width, height) bytes to `tiled`: 4x4 blocks in row order, each block
 * 32 bytes of alpha/red pairs then 32 bytes of green/blue pairs; the padding texels are transparent. */
void texture_tile_rgba8(const uint8_t *rgba, uint16_t width, uint16_t height, uint8_t *tiled);

#endif
