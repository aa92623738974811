/* How GX samples an atlas image drawn onto a quad (see wii_sampling.h). Pure C, no libogc. */
#include "wii_sampling.h"

#include "backend.h"

SamplingQuad sampling_quad(uint16_t atlas_width, uint16_t atlas_height, uint16_t ax, uint16_t ay, uint16_t aw,
                           uint16_t ah, LayoutRect viewport, float width, float height)
{
    SamplingQuad quad;
    quad.s0 = (float)ax / (float)atlas_width;
    quad.t0 = (float)ay / (float)atlas_height;
    quad.s1 = (float)(ax + aw) / (float)atlas_width;
    quad.t1 = (float)(ay + ah) / (float)atlas_height;
    float framebuffer_width = width * (float)viewport.width / (float)LOGICAL_WIDTH;
    float framebuffer_height = height * (float)viewport.height / (float)LOGICAL_HEIGHT;
    quad.nearest = framebuffer_width == (float)aw && framebuffer_height == (float)ah;
    return quad;
}
