/* The texture atlas: one RGBA8 image holding every picture and the font's glyphs, packed at
 * build time by tools/atlas and embedded in the binary as generated C (build/gen/atlas_data.c),
 * its pixels compressed: each backend expands them once at start (unpack.h).
 *
 * Image names the game uses (the generator must provide all of them):
 *   board-square, board-square-alt     a square of the board (two shades, alternating)
 *   piece-cone, piece-spool            the two piece shapes, drawn light so a tint colours them
 *   stick-light, stick-dark            one throwing stick, face up light / dark
 *   die-1 .. die-6                     the die faces (`morales`)
 *   glyph-15, glyph-21, glyph-26, glyph-27, glyph-28, glyph-29, glyph-30
 *                                      the hieroglyphs of the special squares
 *   cursor                             the Wiimote pointer (a hand; tinted per player)
 *   title                              the game's title art
 *   panel                              a papyrus texture for menus and dialogs
 *   frieze                             a coloured block frieze band, tiled across the screen's edges
 *   stone                              a dark stone texture, tiled behind every screen
 */
#ifndef SENET_ATLAS_H
#define SENET_ATLAS_H

#include <stdint.h>

typedef struct {
    const char *name;
    uint16_t x, y, width, height;
} AtlasImage;

typedef struct {
    uint32_t codepoint;
    uint16_t x, y, width, height; /* the glyph's box in the atlas (may be 0x0 for a space) */
    int16_t offset_x, offset_y;   /* from the pen position on the line's top to the box */
    uint16_t advance;             /* pen advance, in atlas pixels */
} AtlasGlyph;

extern const uint16_t atlas_width, atlas_height;
/* The pixels, width * height * 4 bytes (rows top to bottom, R G B A, straight alpha), as the
 * stream unpack_pixels expands: atlas_packed_size bytes. */
extern const uint8_t atlas_packed[];
extern const uint32_t atlas_packed_size;
extern const AtlasImage atlas_images[];
extern const uint16_t atlas_image_count;
/* Sorted by codepoint, for binary search. */
extern const AtlasGlyph atlas_glyphs[];
extern const uint16_t atlas_glyph_count;
/* The line height the glyphs were rasterised for: text drawn at size S scales by S / this. */
extern const uint16_t atlas_font_line_height;
/* Texels around every image and glyph box that continue it, so that filtering across the box's
 * edge takes only the image's own colours: copies of the edge texels, or, along an axis the game
 * tiles the image on (the stone both ways, the frieze across), the opposite edge's. */
extern const uint16_t atlas_gutter;

#endif
