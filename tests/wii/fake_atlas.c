/* A 4x2 atlas for the Wii backend tests: the backend only expands and uploads it and maps atlas
 * pixels to texture space, and the core's text finds no glyph but the space (it draws boxes
 * instead). Its pixels are the bytes 1 .. 32 (pixel (x, y) is 4 * (4y + x) + 1 .. + 4, R G B
 * A), packed as tools/atlas/pack-pixels.mjs packs them: one run of 32 literals. Built with
 * FAKE_ATLAS_DAMAGED, its checksum is wrong. */
#include "atlas.h"

const uint16_t atlas_width = 4, atlas_height = 2;
const uint8_t atlas_packed[] = {
    'S', 'P', 'X', '1', 4, 0, 2, 0,
#ifdef FAKE_ATLAS_DAMAGED
    0x12, 0x02, 0x80, 0x17, /* a checksum the pixels do not have */
#else
    0x11, 0x02, 0x80, 0x17, /* Adler-32 of the pixels: 0x17800211 */
#endif
    0xF0, 17,               /* 15 + 17 literals, no match */
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
};
const uint32_t atlas_packed_size = sizeof atlas_packed;
const AtlasImage atlas_images[1] = {{"cursor", 0, 0, 4, 2}};
const uint16_t atlas_image_count = 1;
const AtlasGlyph atlas_glyphs[1] = {{32, 0, 0, 0, 0, 0, 0, 4}};
const uint16_t atlas_glyph_count = 1;
const uint16_t atlas_font_line_height = 2;
const uint16_t atlas_gutter = 0;
