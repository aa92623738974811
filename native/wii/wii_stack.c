/* The core's C stack (backend_run): a thread of its own with a stack of CORE_STACK_BYTES, as the
 * main thread's is 128 KiB (docs/wii.md, "How the backend works"). The main thread waits for it in
 * LWP_JoinThread; it runs at the main thread's priority, so it stands to libogc's own threads (the
 * Bluetooth stack's, ASND's) as main did, and main runs the way out after it. */
#include <malloc.h>
#include <stdlib.h>

#include <ogc/lwp.h>

#include "backend.h"

/* libogc's main thread's: 2.14.1's lwp.c starts it at core priority 191, which is LWP priority 64
 * (255 - 64); 3.1.0's lwpc_thread.c maps 64 to 0x7f - 64, its KTHR_MAIN_PRIO. */
#define STACK_PRIORITY 64
/* libogc needs 8 (CPU_STACK_ALIGNMENT); a cache line does no harm. */
#define STACK_ALIGNMENT 32

typedef struct {
    void (*body)(void *context);
    void *context;
} StackJob;

static void *stack_thread_main(void *argument)
{
    const StackJob *job = argument;
    job->body(job->context);
    return NULL;
}

bool backend_run(void (*body)(void *context), void *context, const char **why)
{
    void *stack = memalign(STACK_ALIGNMENT, CORE_STACK_BYTES);
    if (stack == NULL) {
        *why = "not enough memory for the game's stack";
        return false;
    }
    StackJob job = {body, context};
    lwp_t thread;
    if (LWP_CreateThread(&thread, stack_thread_main, &job, stack, CORE_STACK_BYTES, STACK_PRIORITY) < 0) {
        free(stack);
        *why = "libogc could not start the game's thread";
        return false;
    }
    LWP_JoinThread(thread, NULL);
    free(stack);
    return true;
}
