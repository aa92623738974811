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
 *
 * FRAME counts from 0 and never decreases from one line to the next; REMOTE is 1..4; BUTTON is
 * A B 1 2 PLUS MINUS HOME UP DOWN LEFT RIGHT (any case). Remote 1 starts connected; any other
 * command than disconnect connects its remote. */
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
    INPUT_DISCONNECT
} InputEventKind;

typedef struct {
    long frame;
    int remote; /* 0..3 */
    InputEventKind kind;
    uint32_t button;
    float x, y;
} InputEvent;

typedef struct {
    bool connected;
    bool pointer_valid;
    float x, y;
    uint32_t holding;   /* buttons held by `hold` until `release` */
    uint32_t last_held; /* what the previous frame reported, for `pressed` */
} ScriptedRemote;

typedef struct {
    InputEvent *events;
    size_t count, next;
    ScriptedRemote remotes[MAX_REMOTES];
} InputScript;

/* Prepares an empty script (remote 1 connected, nothing pressed). */
void inputscript_init(InputScript *script);
/* Reads a script file; false after printing the file, line and reason. */
bool inputscript_load(InputScript *script, const char *path);
/* The input of frame `frame` (frames must be asked for in order). */
void inputscript_frame(InputScript *script, long frame, FrameInput *input);
void inputscript_free(InputScript *script);

#endif
