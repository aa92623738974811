/* Text: UTF-8 strings drawn with the atlas font, scaled from its line height to any size. */
#include "text.h"

#include "backend.h"
#include "utf8.h"

#define TEXT_REPLACEMENT_CHARACTER 0xFFFDu
/* The box drawn when the font lacks even U+FFFD, as fractions of the line height. */
#define TEXT_BOX_ADVANCE 0.6
#define TEXT_BOX_LEFT 0.1f
#define TEXT_BOX_RIGHT 0.5f
#define TEXT_BOX_TOP 0.2f
#define TEXT_BOX_BOTTOM 0.85f
#define TEXT_BOX_STROKE 0.07f

const AtlasGlyph *text_find_glyph(uint32_t codepoint)
{
    size_t low = 0, high = atlas_glyph_count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        uint32_t found = atlas_glyphs[middle].codepoint;
        if (found == codepoint)
            return &atlas_glyphs[middle];
        if (found < codepoint)
            low = middle + 1;
        else
            high = middle;
    }
    return NULL;
}

static unsigned text_line_height(void)
{
    return atlas_font_line_height > 0 ? atlas_font_line_height : 1;
}

/* The glyph to draw for a decoded code point, or NULL for the drawn box. */
static const AtlasGlyph *text_glyph_or_replacement(uint32_t codepoint)
{
    const AtlasGlyph *glyph = codepoint == UTF8_INVALID ? NULL : text_find_glyph(codepoint);
    return glyph != NULL ? glyph : text_find_glyph(TEXT_REPLACEMENT_CHARACTER);
}

/* Advances are whole atlas pixels; the box gets a whole number too, so sums stay exact. */
static unsigned long text_advance(const AtlasGlyph *glyph)
{
    return glyph != NULL ? glyph->advance
                         : (unsigned long)(TEXT_BOX_ADVANCE * text_line_height() + 0.5);
}

double text_width(const char *text, size_t length, double size)
{
    unsigned long sum = 0;
    size_t pos = 0;
    while (pos < length)
        sum += text_advance(text_glyph_or_replacement(utf8_next(text, length, &pos)));
    return (double)sum * size / text_line_height();
}

static void text_draw_box(float x, float y, float size, uint32_t rgba)
{
    float left = x + TEXT_BOX_LEFT * size, right = x + TEXT_BOX_RIGHT * size;
    float top = y + TEXT_BOX_TOP * size, bottom = y + TEXT_BOX_BOTTOM * size;
    float stroke = TEXT_BOX_STROKE * size < 1.0f ? 1.0f : TEXT_BOX_STROKE * size;
    backend_draw_rect(left, top, right - left, stroke, rgba);
    backend_draw_rect(left, bottom - stroke, right - left, stroke, rgba);
    backend_draw_rect(left, top + stroke, stroke, bottom - top - 2 * stroke, rgba);
    backend_draw_rect(right - stroke, top + stroke, stroke, bottom - top - 2 * stroke, rgba);
}

void text_draw(const char *text, size_t length, float x, float y, float size, uint32_t rgba)
{
    const float scale = size / (float)text_line_height();
    unsigned long pen = 0; /* in atlas pixels, so glyphs land where text_width says */
    size_t pos = 0;
    while (pos < length) {
        const AtlasGlyph *glyph = text_glyph_or_replacement(utf8_next(text, length, &pos));
        float left = x + (float)((double)pen * size / text_line_height());
        if (glyph == NULL)
            text_draw_box(left, y, size, rgba);
        else if (glyph->width > 0 && glyph->height > 0)
            backend_draw_atlas(glyph->x, glyph->y, glyph->width, glyph->height,
                               left + glyph->offset_x * scale, y + glyph->offset_y * scale,
                               glyph->width * scale, glyph->height * scale, rgba);
        pen += text_advance(glyph);
    }
}
