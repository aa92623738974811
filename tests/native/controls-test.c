/* Unit test of native/host/controls.c: SDL events made by hand (no display, SDL not started)
 * turned into Wiimote input. Prints "controls: N checks passed" or each failure; exit 1 then. */
#include <stdio.h>
#include <string.h>

#include "controls.h"

#define CHECK_NAME "controls"
#include "check.h"


static void send_key(Controls *controls, SDL_Keycode key, Uint32 type)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.key.keysym.sym = key;
    controls_handle_event(controls, &event);
}

static void send_mouse_motion(Controls *controls, int x, int y)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_MOUSEMOTION;
    event.motion.x = x;
    event.motion.y = y;
    controls_handle_event(controls, &event);
}

static void send_mouse_button(Controls *controls, Uint8 button, int x, int y)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_MOUSEBUTTONDOWN;
    event.button.button = button;
    event.button.x = x;
    event.button.y = y;
    controls_handle_event(controls, &event);
}

static void send_simple(Controls *controls, Uint32 type, Uint8 window_event)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.window.event = window_event;
    controls_handle_event(controls, &event);
}

static FrameInput poll(Controls *controls)
{
    FrameInput input;
    memset(&input, 0, sizeof input);
    controls_fill(controls, &input);
    return input;
}

int main(void)
{
    Controls controls;
    controls_init(&controls, 1);
    FrameInput input = poll(&controls);
    CHECK(input.remotes[0].connected && !input.remotes[1].connected);
    CHECK(!input.remotes[0].pointer_valid);
    CHECK(input.remotes[0].held == 0 && input.remotes[0].pressed == 0);

    /* a key tapped between two frames: pressed and held in the next frame only */
    send_key(&controls, SDLK_RETURN, SDL_KEYDOWN);
    send_key(&controls, SDLK_RETURN, SDL_KEYUP);
    input = poll(&controls);
    CHECK(input.remotes[0].pressed == BUTTON_A && input.remotes[0].held == BUTTON_A);
    input = poll(&controls);
    CHECK(input.remotes[0].pressed == 0 && input.remotes[0].held == 0);

    /* every key of Wiimote 1 */
    const struct { SDL_Keycode key; uint32_t button; } keys1[] = {
        {SDLK_SPACE, BUTTON_A},      {SDLK_KP_ENTER, BUTTON_A},   {SDLK_BACKSPACE, BUTTON_B},
        {SDLK_1, BUTTON_1},          {SDLK_2, BUTTON_2},          {SDLK_EQUALS, BUTTON_PLUS},
        {SDLK_PLUS, BUTTON_PLUS},    {SDLK_KP_PLUS, BUTTON_PLUS}, {SDLK_MINUS, BUTTON_MINUS},
        {SDLK_KP_MINUS, BUTTON_MINUS}, {SDLK_ESCAPE, BUTTON_HOME}, {SDLK_h, BUTTON_HOME},
        {SDLK_UP, BUTTON_UP},        {SDLK_DOWN, BUTTON_DOWN},    {SDLK_LEFT, BUTTON_LEFT},
        {SDLK_RIGHT, BUTTON_RIGHT},
    };
    for (size_t i = 0; i < sizeof keys1 / sizeof keys1[0]; i++) {
        send_key(&controls, keys1[i].key, SDL_KEYDOWN);
        input = poll(&controls);
        CHECK(input.remotes[0].pressed == keys1[i].button && input.remotes[1].pressed == 0);
    }
    CHECK(!input.remotes[1].connected);

    /* a key repeat is not a new press */
    SDL_Event repeat;
    memset(&repeat, 0, sizeof repeat);
    repeat.type = SDL_KEYDOWN;
    repeat.key.repeat = 1;
    repeat.key.keysym.sym = SDLK_RETURN;
    controls_handle_event(&controls, &repeat);
    CHECK(poll(&controls).remotes[0].pressed == 0);

    /* the mouse: pointer inside the picture only; left = A, right = B */
    send_mouse_motion(&controls, 100, 50);
    input = poll(&controls);
    CHECK(input.remotes[0].pointer_valid && input.remotes[0].x == 100 && input.remotes[0].y == 50);
    send_mouse_motion(&controls, -3, 50); /* in the letterbox bar */
    CHECK(!poll(&controls).remotes[0].pointer_valid);
    send_mouse_motion(&controls, 639, 479);
    CHECK(poll(&controls).remotes[0].pointer_valid);
    send_mouse_motion(&controls, 640, 200);
    CHECK(!poll(&controls).remotes[0].pointer_valid);
    send_mouse_button(&controls, SDL_BUTTON_LEFT, 10, 20);
    input = poll(&controls);
    CHECK(input.remotes[0].pressed == BUTTON_A && input.remotes[0].pointer_valid);
    CHECK(input.remotes[0].x == 10 && input.remotes[0].y == 20);
    send_mouse_button(&controls, SDL_BUTTON_RIGHT, 10, 20);
    CHECK(poll(&controls).remotes[0].pressed == BUTTON_B);
    send_simple(&controls, SDL_WINDOWEVENT, SDL_WINDOWEVENT_LEAVE);
    CHECK(!poll(&controls).remotes[0].pointer_valid);

    /* Wiimote 2: its keys connect it; Tab hands it the mouse */
    send_key(&controls, SDLK_u, SDL_KEYDOWN);
    input = poll(&controls);
    CHECK(input.remotes[1].connected && input.remotes[1].pressed == BUTTON_A);
    CHECK(input.remotes[0].pressed == 0);
    const struct { SDL_Keycode key; uint32_t button; } keys2[] = {
        {SDLK_o, BUTTON_B}, {SDLK_7, BUTTON_1}, {SDLK_8, BUTTON_2}, {SDLK_0, BUTTON_PLUS},
        {SDLK_9, BUTTON_MINUS}, {SDLK_y, BUTTON_HOME}, {SDLK_i, BUTTON_UP}, {SDLK_k, BUTTON_DOWN},
        {SDLK_j, BUTTON_LEFT}, {SDLK_l, BUTTON_RIGHT},
    };
    for (size_t i = 0; i < sizeof keys2 / sizeof keys2[0]; i++) {
        send_key(&controls, keys2[i].key, SDL_KEYDOWN);
        input = poll(&controls);
        CHECK(input.remotes[1].pressed == keys2[i].button && input.remotes[0].pressed == 0);
    }
    send_key(&controls, SDLK_TAB, SDL_KEYDOWN);
    send_mouse_motion(&controls, 300, 200);
    send_mouse_button(&controls, SDL_BUTTON_LEFT, 300, 200);
    input = poll(&controls);
    CHECK(input.remotes[1].pointer_valid && input.remotes[1].pressed == BUTTON_A);
    CHECK(!input.remotes[0].pointer_valid && input.remotes[0].pressed == 0);
    send_key(&controls, SDLK_TAB, SDL_KEYDOWN);
    input = poll(&controls);
    CHECK(input.remotes[0].pointer_valid && !input.remotes[1].pointer_valid);

    /* --remotes 2 connects both from the start; closing the window asks to quit */
    controls_init(&controls, 2);
    input = poll(&controls);
    CHECK(input.remotes[0].connected && input.remotes[1].connected && !input.quit_requested);
    send_simple(&controls, SDL_QUIT, 0);
    CHECK(poll(&controls).quit_requested);

    /* F11 asks for full screen and is no button */
    send_key(&controls, SDLK_F11, SDL_KEYDOWN);
    CHECK(controls.toggle_fullscreen);
    CHECK(poll(&controls).remotes[0].pressed == 0);

    /* F3 is the diagnostics overlay's chord on Wiimote 1 (hold 1, press 2) for one frame */
    send_key(&controls, SDLK_F3, SDL_KEYDOWN);
    input = poll(&controls);
    CHECK(input.remotes[0].held == (BUTTON_1 | BUTTON_2) && input.remotes[0].pressed == BUTTON_2);
    CHECK(input.remotes[1].held == 0 && input.remotes[1].pressed == 0);
    input = poll(&controls);
    CHECK(input.remotes[0].held == 0 && input.remotes[0].pressed == 0);
    /* it connects Wiimote 1, like any of its keys */
    controls_init(&controls, 0);
    send_key(&controls, SDLK_F3, SDL_KEYDOWN);
    CHECK(poll(&controls).remotes[0].connected);

    return checks_summary();
}
