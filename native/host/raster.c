/* A software rasteriser for the 640x480 logical screen: filled rectangles and atlas blits. */
#include "raster.h"

#include <math.h>

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
    for (int i = 0; i < LOGICAL_WIDTH * LOGICAL_HEIGHT; i++) {
        uint8_t *pixel = &frame->pixels[i * 4];
        pixel[0] = (uint8_t)(rgba >> 24);
        pixel[1] = (uint8_t)(rgba >> 16);
        pixel[2] = (uint8_t)(rgba >> 8);
        pixel[3] = 255;
    }
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

/* Bilinear sample at region coordinates (u, v), in premultiplied alpha so that transparent
 * texels do not darken the edges. Writes straight RGBA. */
static void raster_sample(const RasterImage *image, int ax, int ay, int aw, int ah, float u,
                          float v, float out[4])
{
    float fu = u - 0.5f, fv = v - 0.5f;
    float base_u = floorf(fu), base_v = floorf(fv);
    float tu = fu - base_u, tv = fv - base_v;
    int u0 = raster_clamp((int)base_u, 0, aw - 1), u1 = raster_clamp((int)base_u + 1, 0, aw - 1);
    int v0 = raster_clamp((int)base_v, 0, ah - 1), v1 = raster_clamp((int)base_v + 1, 0, ah - 1);
    const int us[2] = {u0, u1}, vs[2] = {v0, v1};
    const float wu[2] = {1 - tu, tu}, wv[2] = {1 - tv, tv};
    float sum[4] = {0, 0, 0, 0};
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 2; i++) {
            float weight = wu[i] * wv[j];
            if (weight == 0)
                continue;
            const uint8_t *texel =
                &image->pixels[((size_t)(ay + vs[j]) * (size_t)image->width + (size_t)(ax + us[i])) * 4];
            float alpha = texel[3] * weight;
            sum[0] += texel[0] * alpha;
            sum[1] += texel[1] * alpha;
            sum[2] += texel[2] * alpha;
            sum[3] += alpha;
        }
    if (sum[3] > 0) {
        out[0] = sum[0] / sum[3];
        out[1] = sum[1] / sum[3];
        out[2] = sum[2] / sum[3];
    } else {
        out[0] = out[1] = out[2] = 0;
    }
    out[3] = sum[3];
}

void raster_draw_image(Framebuffer *frame, const RasterImage *image, int ax, int ay, int aw,
                       int ah, float x, float y, float w, float h, uint32_t tint)
{
    if (aw <= 0 || ah <= 0 || w <= 0 || h <= 0 || (tint & 0xFF) == 0)
        return;
    if (ax < 0 || ay < 0 || ax + aw > image->width || ay + ah > image->height)
        return; /* a region outside the atlas: generated data is wrong, draw nothing */
    const float tr = (tint >> 24) / 255.0f, tg = ((tint >> 16) & 0xFF) / 255.0f;
    const float tb = ((tint >> 8) & 0xFF) / 255.0f, ta = (tint & 0xFF) / 255.0f;
    RasterSpan span = raster_span(x, y, w, h);
    for (int py = span.y0; py < span.y1; py++) {
        float v = (py + 0.5f - y) / h * ah;
        for (int px = span.x0; px < span.x1; px++) {
            float u = (px + 0.5f - x) / w * aw;
            float texel[4];
            raster_sample(image, ax, ay, aw, ah, u, v, texel);
            float alpha = texel[3] * ta;
            if (alpha < 0.5f)
                continue;
            raster_blend(&frame->pixels[(py * LOGICAL_WIDTH + px) * 4],
                         (unsigned)(texel[0] * tr + 0.5f), (unsigned)(texel[1] * tg + 0.5f),
                         (unsigned)(texel[2] * tb + 0.5f), (unsigned)(alpha + 0.5f));
        }
    }
}
