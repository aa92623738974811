/* A headless run's scripted game controllers (inputscript.h's pad lines) as SDL virtual joysticks
 * (SDL_JoystickAttachVirtual, SDL 2.0.14 and newer), so that the program reads them through the
 * same game controller code (pads.h) as a real pad in the window. */
#ifndef SENET_VIRTUALPADS_H
#define SENET_VIRTUALPADS_H

#include <SDL.h>

#include "inputscript.h"
#include "pads.h"

typedef struct {
    SDL_Joystick *joysticks[INPUT_SCRIPT_PADS]; /* NULL: not attached */
} VirtualPads;

/* Attaches, detaches and sets each scripted pad as the script says for this frame, then hands
 * SDL's events to `pads`. */
void virtualpads_update(VirtualPads *virtual_pads, const InputScript *script, Pads *pads);
/* Detaches every virtual joystick. */
void virtualpads_close(VirtualPads *virtual_pads);

#endif
