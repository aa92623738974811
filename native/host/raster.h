/* A software rasteriser for the 640x480 logical screen: filled rectangles and atlas blits. */
#ifndef SENET_RASTER_H
#define SENET_RASTER_H

#include <stdint.h>

#include "backend.h"

/* Rows top to bottom, 4 bytes a pixel (R G B A), alpha always 255. */
typedef struct {
    uint8_t pixels[LOGICAL_WIDTH * LOGICAL_HEIGHT * 4];
} Framebuffer;

typedef struct {
    const uint8_t *pixels; /* RGBA, straight alpha */
    int width, height;
    int gutter; /* texels around each region that continue it (atlas.h's atlas_gutter) */
} RasterImage;

void raster_clear(Framebuffer *frame, uint32_t rgba);
/* Covers the pixels whose centres fall inside the rectangle, blended by the colour's alpha. */
void raster_fill_rect(Framebuffer *frame, float x, float y, float w, float h, uint32_t rgba);
/* Stretches a region of `image` onto the rectangle with bilinear filtering (one texel a pixel
 * when drawn at its own size), multiplied by `tint`; it samples nothing but the region and its
 * gutter. */
void raster_draw_image(Framebuffer *frame, const RasterImage *image, int ax, int ay, int aw,
                       int ah, float x, float y, float w, float h, uint32_t tint);

#endif
