/* Converts the atlas (linear RGBA8 rows) into GX's tiled RGBA8 texture layout. Pure C, no libogc. */
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

void texture_tile_rgba8(const uint8_t *rgba, uint16_t width, uint16_t height, uint8_t *tiled)
{
    uint16_t tiles_across = texture_padded(width) / TILE_SIDE;
    uint16_t tiles_down = texture_padded(height) / TILE_SIDE;

    memset(tiled, 0, texture_tiled_size(width, height));
    for (uint16_t tile_y = 0; tile_y < tiles_down; tile_y++) {
        for (uint16_t tile_x = 0; tile_x < tiles_across; tile_x++) {
            uint8_t *tile = tiled + ((size_t)tile_y * tiles_across + tile_x) * TILE_BYTES;
            for (int texel = 0; texel < TILE_SIDE * TILE_SIDE; texel++) {
                uint32_t x = (uint32_t)tile_x * TILE_SIDE + (uint32_t)(texel % TILE_SIDE);
                uint32_t y = (uint32_t)tile_y * TILE_SIDE + (uint32_t)(texel / TILE_SIDE);
                if (x >= width || y >= height) {
                    continue;
                }
                const uint8_t *pixel = rgba + ((size_t)y * width + x) * 4;
                tile[texel * 2] = pixel[3];
                tile[texel * 2 + 1] = pixel[0];
                tile[TILE_HALF + texel * 2] = pixel[1];
                tile[TILE_HALF + texel * 2 + 1] = pixel[2];
            }
        }
    }
}
