/* Game controllers through SDL2's game controller API: each one plugged in takes the first free
 * slot of 4..7 (backend.h), kind INPUT_PAD, mapped as a Classic Controller is on the Wii (an
 * Xbox-style pad's buttons by SDL's names): A = A, B = B, X = 1, Y = 2, Start and Guide = Home
 * (the pause), Back and the left shoulder = Minus, the right shoulder = Plus, the D-pad and the
 * left stick = the D-pad. Pulled out, its slot reads disconnected until one is plugged in again. */
#ifndef SENET_PADS_H
#define SENET_PADS_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "backend.h"

#define PADS_MAX (INPUT_SLOTS - WIIMOTE_SLOTS)

typedef struct {
    SDL_GameController *controller; /* NULL: the slot is free */
    SDL_JoystickID id;
    uint32_t went_down; /* buttons that went down since the last fill, even released ones */
    uint32_t last_held; /* what the last fill reported held */
    uint32_t stick;     /* the direction the left stick held at the last fill (stick.h) */
} Pad;

typedef struct {
    bool started;      /* SDL's game controller subsystem is initialised */
    bool virtual_only; /* take only virtual joysticks (a headless run's), never the machine's */
    Pad pads[PADS_MAX];
} Pads;

/* Starts SDL's game controller subsystem (and its events); false after printing why. The pads
 * already plugged in arrive as SDL_CONTROLLERDEVICEADDED events. */
bool pads_start(Pads *pads, bool virtual_only);
/* Opens a pad plugged in, closes one pulled out; ignores every other event. */
void pads_handle_event(Pads *pads, const SDL_Event *event);
/* Fills slots 4..7 of `input` from the pads' state now. */
void pads_fill(Pads *pads, FrameInput *input);
/* Rumbles the pad in `slot` (4..7) where it can. */
void pads_rumble(Pads *pads, int slot, int milliseconds);
/* Closes every pad and the subsystem. */
void pads_stop(Pads *pads);

#endif
