/* Text: UTF-8 strings drawn with the atlas font, scaled from its line height to any size. */
#ifndef SENET_TEXT_H
#define SENET_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "atlas.h"

/* The glyph for a code point, or NULL when the font lacks it. */
const AtlasGlyph *text_find_glyph(uint32_t codepoint);
/* Width of one line of text `size` pixels tall, in logical pixels, exactly as docs/assets.md
 * defines it: the sum of the advances (a missing glyph or a bad byte takes U+FFFD's) times size,
 * over the line height, in doubles. */
double text_width(const char *text, size_t length, double size);
/* Draws one line with its top-left corner at (x, y); code points the font lacks and invalid
 * bytes are drawn as U+FFFD (or, if the font lacks that too, as a box). */
void text_draw(const char *text, size_t length, float x, float y, float size, uint32_t rgba);

#endif
