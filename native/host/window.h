/* The desktop window: shows the 640x480 framebuffer scaled to the window, letterboxed. */
#ifndef SENET_WINDOW_H
#define SENET_WINDOW_H

#include <stdbool.h>

#include <SDL.h>

#include "raster.h"

typedef struct {
    SDL_Window *window;
    SDL_Renderer *renderer;
    SDL_Texture *texture;
    bool fullscreen;
} Window;

/* False after printing why (no display, no renderer...). */
bool window_open(Window *window, int scale);
void window_present(Window *window, const Framebuffer *frame);
void window_toggle_fullscreen(Window *window);
void window_close(Window *window);

#endif
