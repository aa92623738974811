/* A headless run's scripted game controllers as SDL virtual joysticks (virtualpads.h). */
#include "virtualpads.h"

#include <stdio.h>

#define VIRTUALPADS_AXIS_RANGE 32767.0f

/* The device index of an open joystick (it changes as others come and go), or -1. */
static int virtualpads_device_index(SDL_Joystick *joystick)
{
    SDL_JoystickID id = SDL_JoystickInstanceID(joystick);
    for (int i = 0; i < SDL_NumJoysticks(); i++)
        if (SDL_JoystickGetDeviceInstanceID(i) == id)
            return i;
    return -1;
}

static void virtualpads_detach(VirtualPads *virtual_pads, int pad)
{
    SDL_Joystick *joystick = virtual_pads->joysticks[pad];
    int index = virtualpads_device_index(joystick);
    SDL_JoystickClose(joystick);
    if (index >= 0)
        SDL_JoystickDetachVirtual(index);
    virtual_pads->joysticks[pad] = NULL;
}

static void virtualpads_attach(VirtualPads *virtual_pads, int pad)
{
    /* every button and axis of a game controller, SDL's own order: its default mapping */
    int index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, SDL_CONTROLLER_AXIS_MAX,
                                          SDL_CONTROLLER_BUTTON_MAX, 0);
    if (index < 0 || (virtual_pads->joysticks[pad] = SDL_JoystickOpen(index)) == NULL)
        fprintf(stderr, "senet: cannot attach the scripted pad %d: %s\n", pad + 1, SDL_GetError());
}

static Sint16 virtualpads_axis(float value)
{
    return (Sint16)(value * VIRTUALPADS_AXIS_RANGE);
}

void virtualpads_update(VirtualPads *virtual_pads, const InputScript *script, Pads *pads)
{
    for (int pad = 0; pad < INPUT_SCRIPT_PADS; pad++) {
        const ScriptedPad *scripted = &script->pads[pad];
        if (!scripted->attached && virtual_pads->joysticks[pad] != NULL)
            virtualpads_detach(virtual_pads, pad);
        else if (scripted->attached && virtual_pads->joysticks[pad] == NULL)
            virtualpads_attach(virtual_pads, pad);
        SDL_Joystick *joystick = virtual_pads->joysticks[pad];
        if (joystick == NULL)
            continue;
        for (int button = 0; button < SDL_CONTROLLER_BUTTON_MAX; button++)
            SDL_JoystickSetVirtualButton(joystick, button, (scripted->held >> button) & 1u ? SDL_PRESSED : SDL_RELEASED);
        SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX, virtualpads_axis(scripted->x));
        /* SDL's y axis points down */
        SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTY, virtualpads_axis(-scripted->y));
    }
    SDL_Event event;
    while (SDL_PollEvent(&event))
        pads_handle_event(pads, &event);
}

void virtualpads_close(VirtualPads *virtual_pads)
{
    for (int pad = 0; pad < INPUT_SCRIPT_PADS; pad++)
        if (virtual_pads->joysticks[pad] != NULL)
            virtualpads_detach(virtual_pads, pad);
}
