/* How GX samples an atlas image drawn onto a quad: the texture coordinates of the quad's corners
 * and the filter. Pure C, no libogc. */
#ifndef SENET_WII_SAMPLING_H
#define SENET_WII_SAMPLING_H

#include <stdbool.h>
#include <stdint.h>

#include "wii_layout.h"

typedef struct {
    float s0, t0; /* the quad's top-left corner, 0..1 across the atlas */
    float s1, t1; /* its bottom-right corner */
    bool nearest; /* GX_NEAR rather than GX_LINEAR */
} SamplingQuad;

/* The atlas region (ax, ay, aw, ah), in texels of an atlas_width x atlas_height texture, drawn
 * `width` x `height` logical pixels large through `viewport` (the logical screen's place in the
 * framebuffer). The corners lie on the region's outer texel edges, so the image fills the quad
 * exactly and, at its own size, each pixel centre falls on a texel centre; filtering reaches at
 * most one texel past the region, into the atlas's gutter (atlas.h). Drawn at its own size in
 * framebuffer pixels, a texel a pixel, the image is point-sampled: bilinear filtering could only
 * blur it. */
SamplingQuad sampling_quad(uint16_t atlas_width, uint16_t atlas_height, uint16_t ax, uint16_t ay, uint16_t aw,
                           uint16_t ah, LayoutRect viewport, float width, float height);

#endif
