/* A 4x2 atlas for the Wii backend tests: the backend only uploads it and maps atlas pixels to
 * texture space, and the core's text finds no glyph but the space (it draws boxes instead). */
#include "atlas.h"

const uint16_t atlas_width = 4, atlas_height = 2;
const uint8_t atlas_pixels[4 * 2 * 4] = {0};
const AtlasImage atlas_images[1] = {{"cursor", 0, 0, 4, 2}};
const uint16_t atlas_image_count = 1;
const AtlasGlyph atlas_glyphs[1] = {{32, 0, 0, 0, 0, 0, 0, 4}};
const uint16_t atlas_glyph_count = 1;
const uint16_t atlas_font_line_height = 2;
const uint16_t atlas_gutter = 0;
