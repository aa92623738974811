/* Game controllers through SDL2's game controller API (pads.h). */
#include "pads.h"

#include <stdio.h>

#include "stick.h"

/* The left stick's travel, SDL's axis range. */
#define PADS_AXIS_RANGE 32767.0f

typedef struct {
    SDL_GameControllerButton button;
    uint32_t bits;
} PadsButton;

static const PadsButton PADS_BUTTONS[] = {
    {SDL_CONTROLLER_BUTTON_A, BUTTON_A},
    {SDL_CONTROLLER_BUTTON_B, BUTTON_B},
    {SDL_CONTROLLER_BUTTON_X, BUTTON_1},
    {SDL_CONTROLLER_BUTTON_Y, BUTTON_2},
    {SDL_CONTROLLER_BUTTON_START, BUTTON_HOME},
    {SDL_CONTROLLER_BUTTON_GUIDE, BUTTON_HOME},
    {SDL_CONTROLLER_BUTTON_BACK, BUTTON_MINUS},
    {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, BUTTON_MINUS},
    {SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, BUTTON_PLUS},
    {SDL_CONTROLLER_BUTTON_DPAD_UP, BUTTON_UP},
    {SDL_CONTROLLER_BUTTON_DPAD_DOWN, BUTTON_DOWN},
    {SDL_CONTROLLER_BUTTON_DPAD_LEFT, BUTTON_LEFT},
    {SDL_CONTROLLER_BUTTON_DPAD_RIGHT, BUTTON_RIGHT},
};
#define PADS_BUTTON_COUNT (sizeof PADS_BUTTONS / sizeof PADS_BUTTONS[0])

bool pads_start(Pads *pads, bool virtual_only)
{
    SDL_memset(pads, 0, sizeof *pads);
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        fprintf(stderr, "senet: cannot use game controllers: %s\n", SDL_GetError());
        return false;
    }
    pads->started = true;
    pads->virtual_only = virtual_only;
    return true;
}

static uint32_t pads_bits(SDL_GameControllerButton button)
{
    for (size_t i = 0; i < PADS_BUTTON_COUNT; i++)
        if (PADS_BUTTONS[i].button == button)
            return PADS_BUTTONS[i].bits;
    return 0;
}

static Pad *pads_find(Pads *pads, SDL_JoystickID id)
{
    for (int i = 0; i < PADS_MAX; i++)
        if (pads->pads[i].controller != NULL && pads->pads[i].id == id)
            return &pads->pads[i];
    return NULL;
}

static void pads_open(Pads *pads, int device_index)
{
    if (pads->virtual_only && !SDL_JoystickIsVirtual(device_index))
        return;
    /* SDL reports a pad already open again when the subsystem starts */
    if (pads_find(pads, SDL_JoystickGetDeviceInstanceID(device_index)) != NULL)
        return;
    for (int i = 0; i < PADS_MAX; i++) {
        Pad *pad = &pads->pads[i];
        if (pad->controller != NULL)
            continue;
        pad->controller = SDL_GameControllerOpen(device_index);
        if (pad->controller == NULL) {
            fprintf(stderr, "senet: cannot open game controller %d: %s\n", device_index, SDL_GetError());
            return;
        }
        pad->id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pad->controller));
        pad->went_down = pad->last_held = pad->stick = 0;
        return;
    }
}

static void pads_close(Pad *pad)
{
    SDL_GameControllerClose(pad->controller);
    SDL_memset(pad, 0, sizeof *pad);
}

void pads_handle_event(Pads *pads, const SDL_Event *event)
{
    if (!pads->started)
        return;
    Pad *pad;
    switch (event->type) {
    case SDL_CONTROLLERDEVICEADDED:
        pads_open(pads, event->cdevice.which);
        break;
    case SDL_CONTROLLERDEVICEREMOVED:
        if ((pad = pads_find(pads, event->cdevice.which)) != NULL)
            pads_close(pad);
        break;
    case SDL_CONTROLLERBUTTONDOWN:
        if ((pad = pads_find(pads, event->cbutton.which)) != NULL)
            pad->went_down |= pads_bits((SDL_GameControllerButton)event->cbutton.button);
        break;
    default:
        break;
    }
}

void pads_fill(Pads *pads, FrameInput *input)
{
    for (int i = 0; i < PADS_MAX; i++) {
        Pad *pad = &pads->pads[i];
        RemoteInput *remote = &input->remotes[WIIMOTE_SLOTS + i];
        SDL_memset(remote, 0, sizeof *remote);
        remote->kind = INPUT_PAD;
        if (pad->controller == NULL || !SDL_GameControllerGetAttached(pad->controller))
            continue;
        uint32_t down = 0;
        for (size_t b = 0; b < PADS_BUTTON_COUNT; b++)
            if (SDL_GameControllerGetButton(pad->controller, PADS_BUTTONS[b].button))
                down |= PADS_BUTTONS[b].bits;
        float x = SDL_GameControllerGetAxis(pad->controller, SDL_CONTROLLER_AXIS_LEFTX) / PADS_AXIS_RANGE;
        /* SDL's y axis points down */
        float y = -SDL_GameControllerGetAxis(pad->controller, SDL_CONTROLLER_AXIS_LEFTY) / PADS_AXIS_RANGE;
        /* a press and release within one frame still counts as held for that frame */
        uint32_t held = down | pad->went_down;
        remote->connected = true;
        remote->held = held;
        /* a button already down at the last fill is not pressed again */
        remote->pressed = held & ~pad->last_held;
        stick_fold(x, y, &pad->stick, &remote->held, &remote->pressed);
        pad->last_held = down;
        pad->went_down = 0;
    }
}

void pads_rumble(Pads *pads, int slot, int milliseconds)
{
    int i = slot - WIIMOTE_SLOTS;
    if (!pads->started || i < 0 || i >= PADS_MAX || pads->pads[i].controller == NULL)
        return;
    /* a pad without a motor says so by failing: nothing to do then */
    (void)SDL_GameControllerRumble(pads->pads[i].controller, 0xC000, 0xC000, (Uint32)milliseconds);
}

void pads_stop(Pads *pads)
{
    if (!pads->started)
        return;
    for (int i = 0; i < PADS_MAX; i++)
        if (pads->pads[i].controller != NULL)
            pads_close(&pads->pads[i]);
    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
    pads->started = false;
}
