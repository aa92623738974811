/* A software rasteriser for the 640x480 logical screen: filled rectangles and atlas blits. */
#include "raster.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

typedef struct {
    int x0, y0, x1, y1; /* pixel range [x0, x1) x [y0, y1), already clipped */
} RasterSpan;

/* The first pixel whose centre is at or right of v, clamped to [0, limit]. */
static int raster_edge(float v, int limit)
{
    float edge = ceilf(v - 0.5f);
    if (edge < 0)
        return 0;
    if (edge > (float)limit)
        return limit;
    return (int)edge;
}

static RasterSpan raster_span(float x, float y, float w, float h)
{
    RasterSpan span;
    span.x0 = raster_edge(x, LOGICAL_WIDTH);
    span.x1 = raster_edge(x + w, LOGICAL_WIDTH);
    span.y0 = raster_edge(y, LOGICAL_HEIGHT);
    span.y1 = raster_edge(y + h, LOGICAL_HEIGHT);
    return span;
}

static void raster_blend(uint8_t *pixel, unsigned r, unsigned g, unsigned b, unsigned a)
{
    if (a == 255) {
        pixel[0] = (uint8_t)r;
        pixel[1] = (uint8_t)g;
        pixel[2] = (uint8_t)b;
    } else {
        unsigned keep = 255 - a;
        pixel[0] = (uint8_t)((r * a + pixel[0] * keep + 127) / 255);
        pixel[1] = (uint8_t)((g * a + pixel[1] * keep + 127) / 255);
        pixel[2] = (uint8_t)((b * a + pixel[2] * keep + 127) / 255);
    }
    pixel[3] = 255;
}

void raster_clear(Framebuffer *frame, uint32_t rgba)
{
    const size_t row_bytes = LOGICAL_WIDTH * 4;
    for (int x = 0; x < LOGICAL_WIDTH; x++) {
        uint8_t *pixel = &frame->pixels[x * 4];
        pixel[0] = (uint8_t)(rgba >> 24);
        pixel[1] = (uint8_t)(rgba >> 16);
        pixel[2] = (uint8_t)(rgba >> 8);
        pixel[3] = 255;
    }
    for (int y = 1; y < LOGICAL_HEIGHT; y++)
        memcpy(&frame->pixels[y * row_bytes], frame->pixels, row_bytes);
}

void raster_fill_rect(Framebuffer *frame, float x, float y, float w, float h, uint32_t rgba)
{
    unsigned a = rgba & 0xFF;
    if (a == 0)
        return;
    RasterSpan span = raster_span(x, y, w, h);
    for (int py = span.y0; py < span.y1; py++)
        for (int px = span.x0; px < span.x1; px++)
            raster_blend(&frame->pixels[(py * LOGICAL_WIDTH + px) * 4], rgba >> 24,
                         (rgba >> 16) & 0xFF, (rgba >> 8) & 0xFF, a);
}

static int raster_clamp(int v, int low, int high)
{
    return v < low ? low : v > high ? high : v;
}

/* One axis of a lookup: the two texels around a sample and the second one's weight (0..256),
 * as offsets within the image's region; a nearest lookup takes the texel under the sample. */
typedef struct {
    int first, second;
    unsigned weight;
} RasterTap;

/* The tap for screen pixel `pixel` of a span starting at `origin`, `extent` long on screen and
 * `texels` long in the atlas; clamped to the region and the `gutter` texels around it, which
 * continue the image (atlas.h), so nothing else is sampled. */
static RasterTap raster_tap(int pixel, float origin, float extent, int texels, int gutter, bool nearest)
{
    float under = (pixel + 0.5f - origin) / extent * texels;
    RasterTap tap;
    if (nearest) {
        tap.first = tap.second = raster_clamp((int)floorf(under), -gutter, texels - 1 + gutter);
        tap.weight = 0;
        return tap;
    }
    float at = under - 0.5f;
    float base = floorf(at);
    tap.first = raster_clamp((int)base, -gutter, texels - 1 + gutter);
    tap.second = raster_clamp((int)base + 1, -gutter, texels - 1 + gutter);
    tap.weight = (unsigned)((at - base) * 256.0f + 0.5f);
    return tap;
}

static int raster_min(int a, int b)
{
    return a < b ? a : b;
}

/* Filters in premultiplied alpha, so transparent texels do not darken the edges. An image drawn
 * at its own size takes one texel a pixel (as the Wii's GX_NEAR does then: docs/assets.md). */
void raster_draw_image(Framebuffer *frame, const RasterImage *image, int ax, int ay, int aw,
                       int ah, float x, float y, float w, float h, uint32_t tint)
{
    if (aw <= 0 || ah <= 0 || w <= 0 || h <= 0 || (tint & 0xFF) == 0)
        return;
    if (ax < 0 || ay < 0 || ax + aw > image->width || ay + ah > image->height)
        return; /* a region outside the atlas: generated data is wrong, draw nothing */
    /* never past the atlas, whatever the gutter claims */
    int gutter = raster_min(raster_min(image->gutter, raster_min(ax, ay)),
                            raster_min(image->width - ax - aw, image->height - ay - ah));
    bool nearest = w == (float)aw && h == (float)ah;
    const unsigned tint_r = tint >> 24, tint_g = (tint >> 16) & 0xFF;
    const unsigned tint_b = (tint >> 8) & 0xFF, tint_a = tint & 0xFF;
    RasterSpan span = raster_span(x, y, w, h);
    RasterTap columns[LOGICAL_WIDTH];
    for (int px = span.x0; px < span.x1; px++)
        columns[px] = raster_tap(px, x, w, aw, gutter, nearest);
    const size_t stride = (size_t)image->width * 4;
    for (int py = span.y0; py < span.y1; py++) {
        RasterTap row = raster_tap(py, y, h, ah, gutter, nearest);
        const uint8_t *top = image->pixels + (size_t)(ay + row.first) * stride + (size_t)ax * 4;
        const uint8_t *bottom = image->pixels + (size_t)(ay + row.second) * stride + (size_t)ax * 4;
        for (int px = span.x0; px < span.x1; px++) {
            const RasterTap *column = &columns[px];
            const uint8_t *texels[4] = {top + column->first * 4, top + column->second * 4,
                                        bottom + column->first * 4, bottom + column->second * 4};
            const unsigned weights[4] = {
                (256 - column->weight) * (256 - row.weight), column->weight * (256 - row.weight),
                (256 - column->weight) * row.weight, column->weight * row.weight};
            /* weights add up to 65536: alpha * weight fits 24 bits, colour * that fits 32 */
            uint32_t alpha = 0, red = 0, green = 0, blue = 0;
            for (int i = 0; i < 4; i++) {
                uint32_t weighted_alpha = texels[i][3] * weights[i];
                alpha += weighted_alpha;
                red += texels[i][0] * (weighted_alpha >> 8);
                green += texels[i][1] * (weighted_alpha >> 8);
                blue += texels[i][2] * (weighted_alpha >> 8);
            }
            const uint64_t full = 65536u * 255;
            unsigned out_alpha = (unsigned)(((uint64_t)alpha * tint_a + full / 2) / full);
            if (out_alpha == 0)
                continue;
            uint32_t coverage = alpha >> 8;
            raster_blend(&frame->pixels[(py * LOGICAL_WIDTH + px) * 4],
                         (red / coverage * tint_r + 127) / 255,
                         (green / coverage * tint_g + 127) / 255,
                         (blue / coverage * tint_b + 127) / 255, out_alpha);
        }
    }
}
