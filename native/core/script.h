/* The script: the Lua state, the game bundle it runs, and the error that stopped it (if any). */
#ifndef SENET_SCRIPT_H
#define SENET_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include <lua.h>

#include "api.h"
#include "backend.h"
#include "errorscreen.h"
#include "heap.h"

/* A call into Lua (the bundle's main chunk, or one frame) may run this many Lua instructions, and
 * for this long by backend_time_ms's clock (the console's on the Wii): far more than any call
 * the game makes, even on the Wii, and the way out of an endless loop (docs/native.md, "The Lua
 * state", has the figures). The count hook, which checks both, comes every SCRIPT_HOOK_INTERVAL
 * instructions (every WORK_METER_GRAIN while the work meter counts). */
#define SCRIPT_MAX_INSTRUCTIONS_PER_CALL 100000000L
#define SCRIPT_MAX_MS_PER_CALL 5000.0
#define SCRIPT_HOOK_INTERVAL 1000000

typedef struct {
    lua_State *L;
    Heap heap;
    ApiState api;
    int handler_ref;     /* the traceback message handler */
    int runner_ref;      /* the C function that fills the input and calls frame */
    int start_ref;       /* the C function that runs the bundle's chunk */
    int frame_ref;       /* the bundle's frame function */
    int input_ref;       /* the reused input table and its parts */
    int remote_refs[INPUT_SLOTS];
    int held_refs[INPUT_SLOTS];
    int pressed_refs[INPUT_SLOTS];
    int remotes_ref;
    long hook_interval;          /* instructions from one count hook to the next */
    long instructions_this_call; /* counted by the hook since the current call began */
    double call_started_ms;      /* backend_time_ms when the current call began */
    const FrameInput *input; /* the input of the frame being run */
    double input_time;
    double input_deadline;
    bool failed;         /* an error stopped the script: show `error` */
    ErrorScreen error;
} Script;

/* Creates the Lua state with its heap cap and the native API. A failure, even to create the
 * state, leaves `failed` set (the error screen shows why) and every later call a no-op. */
void script_open(Script *script, size_t heap_limit);
/* A script that gets no Lua state at all, failed with `message` (the core could not run one). */
void script_open_refused(Script *script, const char *message);
/* Runs the bundle's main chunk and takes `frame` from the table it returns. */
void script_load(Script *script, const char *code, size_t size, const char *chunk_name);
/* Fails the script before any bundle runs, with `message` on the error screen. */
void script_refuse(Script *script, const char *message);
/* Calls frame(input) at `time_ms`, to end by `deadline_ms` (both on backend_time_ms's clock);
 * does nothing once the script has failed. */
void script_frame(Script *script, const FrameInput *input, double time_ms, double deadline_ms);
void script_close(Script *script);

#endif
