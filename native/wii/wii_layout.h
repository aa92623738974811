/* Where the 640x480 logical screen sits in the embedded framebuffer, and pointer mapping back.
 * Pure C, no libogc. */
#ifndef SENET_WII_LAYOUT_H
#define SENET_WII_LAYOUT_H

#include <stdbool.h>

typedef struct {
    int x, y, width, height; /* in embedded-framebuffer pixels */
} LayoutRect;

/* The logical screen fills the framebuffer on a 4:3 TV. On a 16:9 TV the console stretches the
 * framebuffer across the wide picture, so the logical screen takes the middle three quarters
 * (pillarboxed) to keep its shape. Widths stay even because GX copies and scissors work in pairs. */
LayoutRect layout_viewport(int fb_width, int efb_height, bool widescreen);

/* Maps a framebuffer position (the Wiimote pointer, whose virtual resolution is set to the
 * framebuffer) to logical pixels, clamped to the logical screen. */
void layout_to_logical(LayoutRect viewport, float fb_x, float fb_y, float *logical_x, float *logical_y);

#endif
