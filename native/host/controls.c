/* Keyboard and mouse standing in for Wiimotes 1 and 2 in the desktop window (keys: --help). */
#include "controls.h"

typedef struct {
    SDL_Keycode key;
    int remote;
    uint32_t button;
} ControlsKey;

static const ControlsKey CONTROLS_KEYS[] = {
    {SDLK_RETURN, 0, BUTTON_A},   {SDLK_KP_ENTER, 0, BUTTON_A},  {SDLK_SPACE, 0, BUTTON_A},
    {SDLK_BACKSPACE, 0, BUTTON_B}, {SDLK_1, 0, BUTTON_1},        {SDLK_2, 0, BUTTON_2},
    {SDLK_EQUALS, 0, BUTTON_PLUS}, {SDLK_PLUS, 0, BUTTON_PLUS},  {SDLK_KP_PLUS, 0, BUTTON_PLUS},
    {SDLK_MINUS, 0, BUTTON_MINUS}, {SDLK_KP_MINUS, 0, BUTTON_MINUS},
    {SDLK_ESCAPE, 0, BUTTON_HOME}, {SDLK_h, 0, BUTTON_HOME},     {SDLK_UP, 0, BUTTON_UP},
    {SDLK_DOWN, 0, BUTTON_DOWN},   {SDLK_LEFT, 0, BUTTON_LEFT},  {SDLK_RIGHT, 0, BUTTON_RIGHT},
    {SDLK_u, 1, BUTTON_A},         {SDLK_o, 1, BUTTON_B},        {SDLK_7, 1, BUTTON_1},
    {SDLK_8, 1, BUTTON_2},         {SDLK_0, 1, BUTTON_PLUS},     {SDLK_9, 1, BUTTON_MINUS},
    {SDLK_y, 1, BUTTON_HOME},      {SDLK_i, 1, BUTTON_UP},       {SDLK_k, 1, BUTTON_DOWN},
    {SDLK_j, 1, BUTTON_LEFT},      {SDLK_l, 1, BUTTON_RIGHT},
};
#define CONTROLS_KEY_COUNT (sizeof CONTROLS_KEYS / sizeof CONTROLS_KEYS[0])

void controls_init(Controls *controls, int remotes_connected)
{
    SDL_memset(controls, 0, sizeof *controls);
    for (int i = 0; i < CONTROLS_REMOTES; i++)
        controls->connected[i] = i < remotes_connected;
}

static uint32_t controls_mouse_button(Uint8 button)
{
    return button == SDL_BUTTON_LEFT ? BUTTON_A : button == SDL_BUTTON_RIGHT ? BUTTON_B : 0;
}

static void controls_move_mouse(Controls *controls, int x, int y)
{
    controls->mouse_x = (float)x;
    controls->mouse_y = (float)y;
    /* in the letterbox bars SDL reports logical coordinates outside the screen */
    controls->mouse_inside = x >= 0 && x < LOGICAL_WIDTH && y >= 0 && y < LOGICAL_HEIGHT;
}

void controls_handle_event(Controls *controls, const SDL_Event *event)
{
    switch (event->type) {
    case SDL_QUIT:
        controls->quit = true;
        break;
    case SDL_KEYDOWN:
        if (event->key.repeat)
            break;
        if (event->key.keysym.sym == SDLK_F11) {
            controls->toggle_fullscreen = true;
        } else if (event->key.keysym.sym == SDLK_F3) {
            controls->diagnostics_chord = true;
            controls->connected[0] = true;
        } else if (event->key.keysym.sym == SDLK_TAB) {
            controls->mouse_remote = 1 - controls->mouse_remote;
            controls->connected[controls->mouse_remote] = true;
        } else {
            for (size_t i = 0; i < CONTROLS_KEY_COUNT; i++)
                if (CONTROLS_KEYS[i].key == event->key.keysym.sym) {
                    controls->went_down[CONTROLS_KEYS[i].remote] |= CONTROLS_KEYS[i].button;
                    controls->connected[CONTROLS_KEYS[i].remote] = true;
                }
        }
        break;
    case SDL_MOUSEBUTTONDOWN:
        controls->went_down[controls->mouse_remote] |= controls_mouse_button(event->button.button);
        controls_move_mouse(controls, event->button.x, event->button.y);
        break;
    case SDL_MOUSEMOTION:
        controls_move_mouse(controls, event->motion.x, event->motion.y);
        break;
    case SDL_WINDOWEVENT:
        if (event->window.event == SDL_WINDOWEVENT_LEAVE)
            controls->mouse_inside = false;
        break;
    default:
        break;
    }
}

void controls_fill(Controls *controls, FrameInput *input)
{
    uint32_t down[CONTROLS_REMOTES] = {0, 0};
    const Uint8 *keyboard = SDL_GetKeyboardState(NULL);
    for (size_t i = 0; i < CONTROLS_KEY_COUNT; i++)
        if (keyboard[SDL_GetScancodeFromKey(CONTROLS_KEYS[i].key)])
            down[CONTROLS_KEYS[i].remote] |= CONTROLS_KEYS[i].button;
    Uint32 mouse = SDL_GetMouseState(NULL, NULL);
    if (mouse & SDL_BUTTON(SDL_BUTTON_LEFT))
        down[controls->mouse_remote] |= BUTTON_A;
    if (mouse & SDL_BUTTON(SDL_BUTTON_RIGHT))
        down[controls->mouse_remote] |= BUTTON_B;

    for (int i = 0; i < CONTROLS_REMOTES; i++) {
        RemoteInput *remote = &input->remotes[i];
        /* a press and release within one frame still counts as held for that frame */
        uint32_t held = down[i] | controls->went_down[i];
        remote->connected = controls->connected[i];
        remote->pointer_valid = controls->mouse_remote == i && controls->mouse_inside;
        remote->x = controls->mouse_x;
        remote->y = controls->mouse_y;
        remote->held = held;
        /* a button already down (by another key or the mouse) is not pressed again */
        remote->pressed = controls->went_down[i] & ~controls->last_down[i];
        controls->last_down[i] = down[i];
        controls->went_down[i] = 0;
    }
    /* one frame of the chord, so the game sees its own toggle and needs no key of its own */
    if (controls->diagnostics_chord) {
        input->remotes[0].held |= BUTTON_1 | BUTTON_2;
        input->remotes[0].pressed |= BUTTON_2;
        controls->diagnostics_chord = false;
    }
    input->quit_requested = controls->quit;
}
