/* The native API: the global `native` the game bundle calls (src/platform/native.d.ts). */
#ifndef SENET_API_H
#define SENET_API_H

#include <stdbool.h>

#include <lua.h>

#include "backend.h"
#include "sound.h"
#include "heap.h"
#include "stats.h"

/* Coordinates and sizes beyond these are surely bugs; rejecting them keeps float maths sane. */
#define API_MAX_COORDINATE 100000.0
#define API_MAX_TEXT_SIZE 4096.0
#define API_MAX_RUMBLE_MS 1000.0

/* What the bindings share with the frame loop; the bindings reach it through an upvalue. */
typedef struct {
    bool in_frame;       /* drawing is only allowed while frame() runs */
    bool quit_requested; /* native.quit() was called */
    bool connected[INPUT_SLOTS];
    char storage[STORAGE_MAX_BYTES]; /* what native.load reads into */
    Sound sound;
    /* what native.stats reports (either may be NULL: zeros), and the table it refills */
    const Heap *heap;
    const Stats *stats;
    int stats_ref;
} ApiState;

void api_state_init(ApiState *state);
/* Installs the global `native`. Allocates: call in protected mode. */
void api_install(lua_State *L, ApiState *state);

#endif
