/* Where the 640x480 logical screen sits in the embedded framebuffer, and pointer mapping back.
 * Pure C, no libogc. */
#include "wii_layout.h"

#include "backend.h"

LayoutRect layout_viewport(int fb_width, int efb_height, bool widescreen)
{
    LayoutRect rect = {0, 0, fb_width, efb_height};
    if (widescreen) {
        /* 4:3 inside 16:9 is three quarters of the width. */
        rect.width = fb_width * 3 / 4 / 2 * 2;
        rect.x = (fb_width - rect.width) / 2 / 2 * 2;
    }
    return rect;
}

static float layout_clamp(float value, float low, float high)
{
    return value < low ? low : (value > high ? high : value);
}

void layout_to_logical(LayoutRect viewport, float fb_x, float fb_y, float *logical_x, float *logical_y)
{
    float x = (fb_x - (float)viewport.x) * (float)LOGICAL_WIDTH / (float)viewport.width;
    float y = (fb_y - (float)viewport.y) * (float)LOGICAL_HEIGHT / (float)viewport.height;
    *logical_x = layout_clamp(x, 0.0f, (float)(LOGICAL_WIDTH - 1));
    *logical_y = layout_clamp(y, 0.0f, (float)(LOGICAL_HEIGHT - 1));
}
