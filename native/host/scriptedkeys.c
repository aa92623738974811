/* A headless run's key and mouse lines handed to controls.c as a window's SDL events. */
#include "scriptedkeys.h"

#include <string.h>

static void scriptedkeys_event(const InputEvent *line, Controls *controls)
{
    SDL_Event event;
    memset(&event, 0, sizeof event);
    if (line->kind == INPUT_KEY) {
        /* down and up within the frame: controls.c counts it as pressed, as a quick tap */
        event.type = SDL_KEYDOWN;
        event.key.keysym.sym = (SDL_Keycode)line->key;
        controls_handle_event(controls, &event);
        event.type = SDL_KEYUP;
    } else if (line->kind == INPUT_MOUSE) {
        event.type = SDL_MOUSEMOTION;
        event.motion.x = (Sint32)line->x;
        event.motion.y = (Sint32)line->y;
    } else {
        event.type = SDL_WINDOWEVENT;
        event.window.event = SDL_WINDOWEVENT_LEAVE;
    }
    controls_handle_event(controls, &event);
}

void scriptedkeys_frame(const InputScript *script, Controls *controls, FrameInput *input)
{
    for (size_t i = script->frame_first; i < script->next; i++) {
        const InputEvent *line = &script->events[i];
        if (line->kind == INPUT_KEY || line->kind == INPUT_MOUSE || line->kind == INPUT_MOUSE_LEAVE)
            scriptedkeys_event(line, controls);
    }
    bool quit = input->quit_requested;
    controls_fill(controls, input);
    input->quit_requested = quit;
}
