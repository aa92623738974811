/* Scripted input for headless runs: a text file of timed Wiimote events (see docs/native.md). */
#include "inputscript.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "number.h"

#define INPUTSCRIPT_LINE_MAX 256
#define INPUTSCRIPT_MAX_TOKENS 6
#define INPUTSCRIPT_SPACES " \t\r\n"

typedef struct {
    const char *name;
    uint32_t button;
} InputButtonName;

static const InputButtonName INPUTSCRIPT_BUTTONS[] = {
    {"a", BUTTON_A},         {"b", BUTTON_B},       {"1", BUTTON_1},       {"2", BUTTON_2},
    {"plus", BUTTON_PLUS},   {"minus", BUTTON_MINUS}, {"home", BUTTON_HOME}, {"up", BUTTON_UP},
    {"down", BUTTON_DOWN},   {"left", BUTTON_LEFT}, {"right", BUTTON_RIGHT},
};

/* A pad's buttons: bit N is SDL's game controller button N. */
#define INPUTSCRIPT_PAD(name, button) {name, 1u << SDL_CONTROLLER_BUTTON_##button}
static const InputButtonName INPUTSCRIPT_PAD_BUTTONS[] = {
    INPUTSCRIPT_PAD("a", A),        INPUTSCRIPT_PAD("b", B),           INPUTSCRIPT_PAD("x", X),
    INPUTSCRIPT_PAD("y", Y),        INPUTSCRIPT_PAD("back", BACK),     INPUTSCRIPT_PAD("guide", GUIDE),
    INPUTSCRIPT_PAD("start", START), INPUTSCRIPT_PAD("lb", LEFTSHOULDER), INPUTSCRIPT_PAD("rb", RIGHTSHOULDER),
    INPUTSCRIPT_PAD("up", DPAD_UP), INPUTSCRIPT_PAD("down", DPAD_DOWN), INPUTSCRIPT_PAD("left", DPAD_LEFT),
    INPUTSCRIPT_PAD("right", DPAD_RIGHT),
};

void inputscript_init(InputScript *script)
{
    memset(script, 0, sizeof *script);
    script->remotes[0].connected = true;
}

static bool inputscript_same_word(const char *a, const char *b)
{
    for (; *a != '\0' && *b != '\0'; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return false;
    return *a == *b;
}

static bool inputscript_parse_float(const char *text, float *value)
{
    char *end;
    double parsed = strtod(text, &end);
    if (end == text || *end != '\0' || !isfinite(parsed) || fabs(parsed) > 100000.0)
        return false;
    *value = (float)parsed;
    return true;
}

static bool inputscript_find_button(const InputButtonName *names, size_t count, const char *text, uint32_t *button)
{
    for (size_t i = 0; i < count; i++)
        if (inputscript_same_word(text, names[i].name)) {
            *button = names[i].button;
            return true;
        }
    return false;
}

static bool inputscript_parse_button(const char *text, uint32_t *button)
{
    return inputscript_find_button(INPUTSCRIPT_BUTTONS, sizeof INPUTSCRIPT_BUTTONS / sizeof INPUTSCRIPT_BUTTONS[0], text,
                                   button);
}

/* A pad's line's tokens after "FRAME pad N": its command and what follows it. */
static const char *inputscript_parse_pad(char **tokens, int count, InputEvent *event)
{
    long pad;
    if (count < 4 || !number_parse_long(tokens[2], 1, INPUT_SCRIPT_PADS, &pad))
        return "expected FRAME pad N COMMAND, N 1..4";
    event->remote = (int)pad - 1;
    const char *command = tokens[3];
    if (count == 4 && (inputscript_same_word(command, "attach") || inputscript_same_word(command, "detach"))) {
        event->kind = inputscript_same_word(command, "attach") ? INPUT_PAD_ATTACH : INPUT_PAD_DETACH;
        return NULL;
    }
    if (inputscript_same_word(command, "stick")) {
        if (count != 6 || !inputscript_parse_float(tokens[4], &event->x) || !inputscript_parse_float(tokens[5], &event->y) ||
            fabsf(event->x) > 1 || fabsf(event->y) > 1)
            return "expected pad N stick X Y (numbers within -1..1)";
        event->kind = INPUT_PAD_STICK;
        return NULL;
    }
    if (inputscript_same_word(command, "press") || inputscript_same_word(command, "hold") ||
        inputscript_same_word(command, "release")) {
        if (count != 5 || !inputscript_find_button(INPUTSCRIPT_PAD_BUTTONS,
                                                   sizeof INPUTSCRIPT_PAD_BUTTONS / sizeof INPUTSCRIPT_PAD_BUTTONS[0],
                                                   tokens[4], &event->button))
            return "expected a pad's button: A B X Y BACK GUIDE START LB RB UP DOWN LEFT RIGHT";
        event->kind = inputscript_same_word(command, "press")  ? INPUT_PAD_PRESS
                      : inputscript_same_word(command, "hold") ? INPUT_PAD_HOLD
                                                               : INPUT_PAD_RELEASE;
        return NULL;
    }
    return "unknown pad command (attach, detach, press, hold, release, stick)";
}

/* A key's or the mouse's line: its tokens after FRAME. */
static const char *inputscript_parse_keyboard(char **tokens, int count, InputEvent *event)
{
    if (inputscript_same_word(tokens[1], "key")) {
        event->kind = INPUT_KEY;
        event->key = (int32_t)SDL_GetKeyFromName(tokens[2]);
        return count == 3 && event->key != SDLK_UNKNOWN
                   ? NULL
                   : "expected key KEY, SDL's name of a key (Return, Right, Space, u, ...)";
    }
    if (count == 3 && inputscript_same_word(tokens[2], "leave")) {
        event->kind = INPUT_MOUSE_LEAVE;
        return NULL;
    }
    long x, y;
    if (count != 4 || !number_parse_long(tokens[2], -100000L, 100000L, &x) ||
        !number_parse_long(tokens[3], -100000L, 100000L, &y))
        return "expected mouse X Y (whole numbers within +-100000) or mouse leave";
    event->kind = INPUT_MOUSE;
    event->x = (float)x;
    event->y = (float)y;
    return NULL;
}

/* Parses the tokens of one line into `event`; returns NULL or the reason it is wrong. */
static const char *inputscript_parse_event(char **tokens, int count, InputEvent *event)
{
    memset(event, 0, sizeof *event);
    if (!number_parse_long(tokens[0], 0, 100000000L, &event->frame))
        return "the frame must be a whole number from 0";
    if (count == 2 && inputscript_same_word(tokens[1], "quit")) {
        event->kind = INPUT_QUIT;
        return NULL;
    }
    long remote;
    if (count < 3)
        return "expected FRAME quit or FRAME REMOTE COMMAND ...";
    if (inputscript_same_word(tokens[1], "pad"))
        return inputscript_parse_pad(tokens, count, event);
    if (inputscript_same_word(tokens[1], "key") || inputscript_same_word(tokens[1], "mouse"))
        return inputscript_parse_keyboard(tokens, count, event);
    if (!number_parse_long(tokens[1], 1, WIIMOTE_SLOTS, &remote))
        return "the remote must be 1..4";
    event->remote = (int)remote - 1;
    const char *command = tokens[2];
    if (inputscript_same_word(command, "pointer")) {
        if (count == 4 && inputscript_same_word(tokens[3], "off")) {
            event->kind = INPUT_POINTER_OFF;
            return NULL;
        }
        if (count != 5 || !inputscript_parse_float(tokens[3], &event->x) ||
            !inputscript_parse_float(tokens[4], &event->y))
            return "expected pointer X Y (numbers within +-100000) or pointer off";
        event->kind = INPUT_POINTER;
        return NULL;
    }
    if (inputscript_same_word(command, "press") || inputscript_same_word(command, "hold") ||
        inputscript_same_word(command, "release")) {
        if (count != 4 || !inputscript_parse_button(tokens[3], &event->button))
            return "expected a button: A B 1 2 PLUS MINUS HOME UP DOWN LEFT RIGHT";
        event->kind = inputscript_same_word(command, "press")  ? INPUT_PRESS
                      : inputscript_same_word(command, "hold") ? INPUT_HOLD
                                                               : INPUT_RELEASE;
        return NULL;
    }
    if (count == 3 && inputscript_same_word(command, "connect")) {
        event->kind = INPUT_CONNECT;
        return NULL;
    }
    if (count == 3 && inputscript_same_word(command, "disconnect")) {
        event->kind = INPUT_DISCONNECT;
        return NULL;
    }
    return "unknown command (pointer, press, hold, release, connect, disconnect, quit, key, mouse, pad)";
}

static bool inputscript_append(InputScript *script, const InputEvent *event, size_t *capacity)
{
    if (script->count == *capacity) {
        size_t grown_capacity = *capacity == 0 ? 64 : *capacity * 2;
        InputEvent *grown = realloc(script->events, grown_capacity * sizeof *grown);
        if (grown == NULL)
            return false;
        script->events = grown;
        *capacity = grown_capacity;
    }
    script->events[script->count++] = *event;
    return true;
}

bool inputscript_load(InputScript *script, const char *path)
{
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        fprintf(stderr, "senet: cannot open the input script '%s': %s\n", path, strerror(errno));
        return false;
    }
    char line[INPUTSCRIPT_LINE_MAX];
    size_t capacity = 0;
    long line_number = 0, last_frame = 0;
    bool plays_first_remotes = false;
    const char *problem = NULL;
    while (problem == NULL && fgets(line, sizeof line, file) != NULL) {
        line_number++;
        if (strchr(line, '\n') == NULL && !feof(file)) {
            problem = "line too long";
            break;
        }
        char *comment = strchr(line, '#');
        if (comment != NULL)
            *comment = '\0';
        char *tokens[INPUTSCRIPT_MAX_TOKENS];
        int count = 0;
        for (char *token = strtok(line, INPUTSCRIPT_SPACES); token != NULL;
             token = strtok(NULL, INPUTSCRIPT_SPACES)) {
            if (count == INPUTSCRIPT_MAX_TOKENS) {
                count = -1;
                break;
            }
            tokens[count++] = token;
        }
        if (count == 0)
            continue;
        InputEvent event;
        if (count < 0)
            problem = "too many words";
        else if ((problem = inputscript_parse_event(tokens, count, &event)) == NULL) {
            if (event.frame < last_frame)
                problem = "frames must not decrease from one line to the next";
            else if (!inputscript_append(script, &event, &capacity))
                problem = "out of memory";
            if (event.kind >= INPUT_PAD_ATTACH)
                script->uses_pads = true;
            if (event.kind == INPUT_KEY || event.kind == INPUT_MOUSE || event.kind == INPUT_MOUSE_LEAVE)
                script->uses_keyboard = true;
            else if (event.kind != INPUT_QUIT && event.kind < INPUT_PAD_ATTACH && event.remote < 2)
                plays_first_remotes = true;
            if (script->uses_keyboard && plays_first_remotes && problem == NULL)
                problem = "key and mouse lines play remotes 1 and 2: no lines of remote 1 or 2 with them";
            last_frame = event.frame;
        }
    }
    bool read_error = ferror(file) != 0;
    fclose(file);
    if (problem != NULL) {
        fprintf(stderr, "senet: %s:%ld: %s\n", path, line_number, problem);
        return false;
    }
    if (read_error) {
        fprintf(stderr, "senet: cannot read the input script '%s'\n", path);
        return false;
    }
    return true;
}

/* A pad's line: what its virtual joystick is to show from this frame on. */
static void inputscript_pad_event(InputScript *script, const InputEvent *event, uint32_t *taps)
{
    ScriptedPad *pad = &script->pads[event->remote];
    if (event->kind == INPUT_PAD_ATTACH || event->kind == INPUT_PAD_DETACH) {
        memset(pad, 0, sizeof *pad);
        pad->attached = event->kind == INPUT_PAD_ATTACH;
    } else if (event->kind == INPUT_PAD_STICK) {
        pad->x = event->x;
        pad->y = event->y;
    } else if (event->kind == INPUT_PAD_PRESS) {
        taps[event->remote] |= event->button;
    } else if (event->kind == INPUT_PAD_HOLD) {
        pad->holding |= event->button;
    } else if (event->kind == INPUT_PAD_RELEASE) {
        pad->holding &= ~event->button;
    }
}

void inputscript_frame(InputScript *script, long frame, FrameInput *input)
{
    uint32_t taps[WIIMOTE_SLOTS] = {0};
    uint32_t pad_taps[INPUT_SCRIPT_PADS] = {0};
    script->frame_first = script->next;
    for (; script->next < script->count && script->events[script->next].frame <= frame;
         script->next++) {
        const InputEvent *event = &script->events[script->next];
        if (event->kind == INPUT_QUIT) {
            input->quit_requested = true;
            continue;
        }
        if (event->kind >= INPUT_PAD_ATTACH) {
            inputscript_pad_event(script, event, pad_taps);
            continue;
        }
        /* the keyboard's and the mouse's lines are read by native/host/scriptedkeys.h */
        if (event->kind >= INPUT_KEY)
            continue;
        ScriptedRemote *remote = &script->remotes[event->remote];
        remote->connected = event->kind != INPUT_DISCONNECT;
        switch (event->kind) {
        case INPUT_POINTER:
            remote->pointer_valid = true;
            remote->x = event->x;
            remote->y = event->y;
            break;
        case INPUT_POINTER_OFF:
            remote->pointer_valid = false;
            break;
        case INPUT_PRESS:
            taps[event->remote] |= event->button;
            break;
        case INPUT_HOLD:
            remote->holding |= event->button;
            break;
        case INPUT_RELEASE:
            remote->holding &= ~event->button;
            break;
        default:
            break;
        }
    }
    for (int i = 0; i < WIIMOTE_SLOTS; i++) {
        ScriptedRemote *remote = &script->remotes[i];
        RemoteInput *out = &input->remotes[i];
        uint32_t held = remote->connected ? remote->holding | taps[i] : 0;
        out->connected = remote->connected;
        out->kind = INPUT_WIIMOTE;
        out->pointer_valid = remote->connected && remote->pointer_valid;
        out->x = remote->x;
        out->y = remote->y;
        out->held = held;
        out->pressed = held & ~remote->last_held;
        remote->last_held = held;
    }
    for (int i = 0; i < INPUT_SCRIPT_PADS; i++) {
        ScriptedPad *pad = &script->pads[i];
        pad->held = pad->attached ? pad->holding | pad_taps[i] : 0;
    }
    /* the desktop's controller slots, filled by native/host/pads.c when the script plays a pad */
    for (int i = WIIMOTE_SLOTS; i < INPUT_SLOTS; i++)
        input->remotes[i].kind = INPUT_PAD;
}

void inputscript_free(InputScript *script)
{
    free(script->events);
    script->events = NULL;
    script->count = script->next = 0;
}
