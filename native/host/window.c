/* The desktop window: shows the 640x480 framebuffer scaled to the window, letterboxed. */
#include "window.h"

#include <stdio.h>
#include <string.h>

/* SDL's video drivers that show nothing: with no display SDL falls back to one of them, and a
 * window there would run unseen until killed. */
static bool window_driver_shows_nothing(const char *driver)
{
    static const char *const invisible[] = {"offscreen", "dummy", "evdev"};
    for (size_t i = 0; i < sizeof invisible / sizeof invisible[0]; i++)
        if (strcmp(driver, invisible[i]) == 0)
            return true;
    return false;
}

bool window_open(Window *window, int scale)
{
    SDL_memset(window, 0, sizeof *window);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "senet: cannot start SDL video (no display? try --headless): %s\n",
                SDL_GetError());
        return false;
    }
    const char *driver = SDL_GetCurrentVideoDriver();
    if (driver == NULL || window_driver_shows_nothing(driver)) {
        fprintf(stderr,
                "senet: no display to open the window on (no X11 or Wayland display was "
                "found, SDL offers only '%s'): start it in a desktop session, or with "
                "--headless\n",
                driver == NULL ? "nothing" : driver);
        SDL_Quit();
        return false;
    }
    window->window = SDL_CreateWindow("Senet", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                      LOGICAL_WIDTH * scale, LOGICAL_HEIGHT * scale,
                                      SDL_WINDOW_RESIZABLE);
    if (window->window == NULL) {
        fprintf(stderr, "senet: cannot open a window: %s\n", SDL_GetError());
        window_close(window);
        return false;
    }
    window->renderer = SDL_CreateRenderer(window->window, -1, 0);
    if (window->renderer == NULL) {
        fprintf(stderr, "senet: cannot create a renderer: %s\n", SDL_GetError());
        window_close(window);
        return false;
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    /* the logical size letterboxes the picture and maps mouse events to logical pixels */
    SDL_RenderSetLogicalSize(window->renderer, LOGICAL_WIDTH, LOGICAL_HEIGHT);
    window->texture = SDL_CreateTexture(window->renderer, SDL_PIXELFORMAT_RGBA32,
                                        SDL_TEXTUREACCESS_STREAMING, LOGICAL_WIDTH,
                                        LOGICAL_HEIGHT);
    if (window->texture == NULL) {
        fprintf(stderr, "senet: cannot create the screen texture: %s\n", SDL_GetError());
        window_close(window);
        return false;
    }
    /* the game draws the Wiimote pointer itself */
    SDL_ShowCursor(SDL_DISABLE);
    return true;
}

void window_present(Window *window, const Framebuffer *frame)
{
    SDL_UpdateTexture(window->texture, NULL, frame->pixels, LOGICAL_WIDTH * 4);
    SDL_SetRenderDrawColor(window->renderer, 0, 0, 0, 255);
    SDL_RenderClear(window->renderer);
    SDL_RenderCopy(window->renderer, window->texture, NULL, NULL);
    SDL_RenderPresent(window->renderer);
}

void window_toggle_fullscreen(Window *window)
{
    window->fullscreen = !window->fullscreen;
    SDL_SetWindowFullscreen(window->window,
                            window->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

void window_close(Window *window)
{
    if (window->texture != NULL)
        SDL_DestroyTexture(window->texture);
    if (window->renderer != NULL)
        SDL_DestroyRenderer(window->renderer);
    if (window->window != NULL)
        SDL_DestroyWindow(window->window);
    SDL_memset(window, 0, sizeof *window);
    SDL_Quit();
}
