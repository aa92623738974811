/* Text: UTF-8 strings drawn with the atlas font, scaled from its line height to any size. */
#include "text.h"

#include "backend.h"
#include "utf8.h"

#define TEXT_REPLACEMENT_CHARACTER 0xFFFDu
/* The drawn box for a missing glyph, as fractions of the line height. */
#define TEXT_BOX_ADVANCE 0.6f
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

static float text_scale(float size)
{
    return size / (float)(atlas_font_line_height > 0 ? atlas_font_line_height : 1);
}

/* The glyph to draw for a decoded code point, or NULL for the drawn box. */
static const AtlasGlyph *text_glyph_or_replacement(uint32_t codepoint)
{
    const AtlasGlyph *glyph = codepoint == UTF8_INVALID ? NULL : text_find_glyph(codepoint);
    return glyph != NULL ? glyph : text_find_glyph(TEXT_REPLACEMENT_CHARACTER);
}

float text_width(const char *text, size_t length, float size)
{
    float scale = text_scale(size);
    float width = 0.0f;
    size_t pos = 0;
    while (pos < length) {
        const AtlasGlyph *glyph = text_glyph_or_replacement(utf8_next(text, length, &pos));
        width += glyph != NULL ? glyph->advance * scale : TEXT_BOX_ADVANCE * size;
    }
    return width;
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
    float scale = text_scale(size);
    float pen = x;
    size_t pos = 0;
    while (pos < length) {
        const AtlasGlyph *glyph = text_glyph_or_replacement(utf8_next(text, length, &pos));
        if (glyph == NULL) {
            text_draw_box(pen, y, size, rgba);
            pen += TEXT_BOX_ADVANCE * size;
            continue;
        }
        if (glyph->width > 0 && glyph->height > 0)
            backend_draw_atlas(glyph->x, glyph->y, glyph->width, glyph->height,
                               pen + glyph->offset_x * scale, y + glyph->offset_y * scale,
                               glyph->width * scale, glyph->height * scale, rgba);
        pen += glyph->advance * scale;
    }
}
