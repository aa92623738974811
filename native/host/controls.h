/* Keyboard and mouse standing in for Wiimotes 1 and 2 in the desktop window (keys: --help). */
#ifndef SENET_CONTROLS_H
#define SENET_CONTROLS_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "backend.h"

#define CONTROLS_REMOTES 2

typedef struct {
    bool connected[CONTROLS_REMOTES];
    uint32_t went_down[CONTROLS_REMOTES]; /* presses since the last poll, even released ones */
    uint32_t last_down[CONTROLS_REMOTES]; /* keys and buttons down at the last poll */
    int mouse_remote;                     /* which Wiimote the mouse drives: 0 or 1 */
    bool mouse_inside;
    float mouse_x, mouse_y;               /* logical pixels */
    bool quit;
    bool toggle_fullscreen;
    bool diagnostics_chord; /* F3: Wiimote 1 holds 1 and presses 2, the overlay's toggle */
} Controls;

void controls_init(Controls *controls, int remotes_connected);
void controls_handle_event(Controls *controls, const SDL_Event *event);
/* The frame's input from what the events and the keyboard state say now. */
void controls_fill(Controls *controls, FrameInput *input);

#endif
