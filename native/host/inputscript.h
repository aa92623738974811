/* Scripted input for headless runs: a text file of timed Wiimote events (see docs/native.md).
 *
 *   # comment
 *   FRAME quit                  the window is closed before frame FRAME runs
 *   FRAME REMOTE pointer X Y    the pointer is at (X, Y) from this frame on
 *   FRAME REMOTE pointer off    the pointer leaves the screen
 *   FRAME REMOTE press BUTTON   BUTTON is down during this frame only
 *   FRAME REMOTE hold BUTTON    BUTTON goes down and stays down ...
 *   FRAME REMOTE release BUTTON ... until this frame
 *   FRAME REMOTE connect | disconnect
 *   FRAME key KEY                    the key KEY (SDL's name, one word) goes down and up in this
 *                                    frame, read by the window's keyboard mapping (controls.h)
 *   FRAME mouse X Y | mouse leave    the mouse moves to (X, Y) in the window, or leaves it
 *   FRAME pad N attach | detach      a game controller N (1..4) plugged in, pulled out: SDL's
 *                                    virtual joystick, seen through its game controller API
 *   FRAME pad N press|hold|release PADBUTTON
 *   FRAME pad N stick X Y            its left stick from this frame on (-1..1 each, y up)
 *
 * FRAME counts from 0 and never decreases from one line to the next; REMOTE is 1..4; BUTTON is
 * A B 1 2 PLUS MINUS HOME UP DOWN LEFT RIGHT (any case); PADBUTTON is SDL's name of a game
 * controller's button: A B X Y BACK GUIDE START LB RB UP DOWN LEFT RIGHT. Remote 1 starts
 * connected; any other command than disconnect connects its remote. A pad's commands other than
 * attach and detach apply to an attached pad. A script with key or mouse lines plays Wiimotes 1
 * and 2 by the keyboard and the mouse, as the window does, and has no lines of remote 1 or 2. */
#ifndef SENET_INPUTSCRIPT_H
#define SENET_INPUTSCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include "backend.h"

typedef enum {
    INPUT_QUIT,
    INPUT_POINTER,
    INPUT_POINTER_OFF,
    INPUT_PRESS,
    INPUT_HOLD,
    INPUT_RELEASE,
    INPUT_CONNECT,
    INPUT_DISCONNECT,
    INPUT_KEY,
    INPUT_MOUSE,
    INPUT_MOUSE_LEAVE,
    INPUT_PAD_ATTACH,
    INPUT_PAD_DETACH,
    INPUT_PAD_PRESS,
    INPUT_PAD_HOLD,
    INPUT_PAD_RELEASE,
    INPUT_PAD_STICK
} InputEventKind;

#define INPUT_SCRIPT_PADS 4

typedef struct {
    long frame;
    int remote; /* 0..3: the Wiimote, or the pad */
    InputEventKind kind;
    uint32_t button; /* BUTTON_* bits, or for a pad bit N for SDL's game controller button N */
    int32_t key;     /* a key line's SDL_Keycode */
    float x, y;
} InputEvent;

typedef struct {
    bool connected;
    bool pointer_valid;
    float x, y;
    uint32_t holding;   /* buttons held by `hold` until `release` */
    uint32_t last_held; /* what the previous frame reported, for `pressed` */
} ScriptedRemote;

/* A scripted game controller as the virtual joystick standing for it should be this frame. */
typedef struct {
    bool attached;
    uint32_t holding; /* bit N: SDL's button N, held until released */
    uint32_t held;    /* what is down this frame: holding and this frame's presses */
    float x, y;       /* the left stick, y up */
} ScriptedPad;

typedef struct {
    InputEvent *events;
    size_t count, next;
    ScriptedRemote remotes[WIIMOTE_SLOTS];
    size_t frame_first; /* the last frame asked for: its lines are events[frame_first..next) */
    bool uses_pads;     /* some line is a pad's: the run needs SDL's joysticks */
    bool uses_keyboard; /* some line is a key's or the mouse's: controls.h reads them */
    ScriptedPad pads[INPUT_SCRIPT_PADS];
} InputScript;

/* Prepares an empty script (remote 1 connected, nothing pressed). */
void inputscript_init(InputScript *script);
/* Reads a script file; false after printing the file, line and reason. */
bool inputscript_load(InputScript *script, const char *path);
/* The input of frame `frame` (frames must be asked for in order): the Wiimotes' slots, and the
 * scripted pads' state (`pads`, for native/host/virtualpads.h to pass on to SDL). */
void inputscript_frame(InputScript *script, long frame, FrameInput *input);
void inputscript_free(InputScript *script);

#endif
