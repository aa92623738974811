/* Rearranges the atlas (linear RGBA8 rows) into GX's tiled RGBA8 texture layout, in place. Pure
 * C, no libogc. */
#include "wii_texture.h"

#include <string.h>

#define TILE_SIDE 4
#define TILE_BYTES 64
#define TILE_HALF 32

static uint16_t texture_padded(uint16_t side)
{
    return (uint16_t)((side + TILE_SIDE - 1) / TILE_SIDE * TILE_SIDE);
}

size_t texture_tiled_size(uint16_t width, uint16_t height)
{
    return (size_t)texture_padded(width) * texture_padded(height) * 4;
}

size_t texture_strip_size(uint16_t width)
{
    return (size_t)width * TILE_SIDE * 4;
}

/* One row of blocks from `rows` (up to four linear rows of `width` texels) into `tiles`. */
static void texture_tile_strip(const uint8_t *rows, uint16_t width, int row_count, uint8_t *tiles)
{
    uint16_t tiles_across = texture_padded(width) / TILE_SIDE;
    memset(tiles, 0, (size_t)tiles_across * TILE_BYTES);
    for (uint16_t tile_x = 0; tile_x < tiles_across; tile_x++) {
        uint8_t *tile = tiles + (size_t)tile_x * TILE_BYTES;
        for (int texel = 0; texel < TILE_SIDE * TILE_SIDE; texel++) {
            uint32_t x = (uint32_t)tile_x * TILE_SIDE + (uint32_t)(texel % TILE_SIDE);
            int y = texel / TILE_SIDE;
            if (x >= width || y >= row_count) {
                continue;
            }
            const uint8_t *pixel = rows + ((size_t)y * width + x) * 4;
            tile[texel * 2] = pixel[3];
            tile[texel * 2 + 1] = pixel[0];
            tile[TILE_HALF + texel * 2] = pixel[1];
            tile[TILE_HALF + texel * 2 + 1] = pixel[2];
        }
    }
}

/* Each strip of four rows becomes one row of blocks, as many bytes when the width needs no
 * padding, more when it does; from the last strip up, a strip's blocks start at or after its
 * rows and end before the next strip's blocks, so they overwrite only rows already tiled or
 * its own, which the strip buffer holds by then. */
void texture_tile_rgba8(uint8_t *texels, uint16_t width, uint16_t height, uint8_t *strip)
{
    size_t row_bytes = (size_t)width * 4;
    size_t blocks_row_bytes = (size_t)(texture_padded(width) / TILE_SIDE) * TILE_BYTES;
    int strips = texture_padded(height) / TILE_SIDE;
    for (int index = strips - 1; index >= 0; index--) {
        int first_row = index * TILE_SIDE;
        int row_count = height - first_row < TILE_SIDE ? height - first_row : TILE_SIDE;
        memcpy(strip, texels + (size_t)first_row * row_bytes, (size_t)row_count * row_bytes);
        texture_tile_strip(strip, width, row_count, texels + (size_t)index * blocks_row_bytes);
    }
}
