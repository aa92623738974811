/* The way out, watched (wii_shutdown.h).
 *
 * A step runs on a thread below the main thread's priority (libogc's main thread runs at 64), and
 * the main thread polls for its end with usleep, which takes it off the processor: the step runs
 * while it sleeps, and the main thread, being higher, takes over the moment it wakes. When the
 * budget is spent the step's thread is suspended, so that a step spinning in a loop (ASND_End
 * waits with `while(!dsp_done);` for a DSP that may never answer) cannot take the processor from
 * the steps after it.
 *
 * Only the main thread logs: a step suspended inside stdio would hold stderr's lock for ever. */
#include "wii_shutdown.h"

#include <stdio.h>
#include <unistd.h>

#include <gccore.h>
#include <ogc/lwp.h>
#include <ogc/lwp_watchdog.h>

#include "backend.h"

#define SHUTDOWN_STACK_BYTES (32 * 1024)
#define SHUTDOWN_PRIORITY 40
#define SHUTDOWN_POLL_US 1000

typedef struct {
    void (*run)(void);
    volatile bool done;
} ShutdownJob;

/* One for each step: a suspended step's thread still points at its own. */
static ShutdownJob shutdown_jobs[SHUTDOWN_MAX_STEPS];

static void *shutdown_job_main(void *argument)
{
    ShutdownJob *job = argument;
    job->run();
    job->done = true;
    return NULL;
}

static double shutdown_ms_since(u64 started)
{
    return (double)(gettime() - started) / (double)TB_TIMER_CLOCK;
}

static void shutdown_log(const ShutdownStep *step, const char *outcome, double ms)
{
    char line[128];
    snprintf(line, sizeof line, "leaving: %s %s after %.1f ms", step->name, outcome, ms);
    backend_log(line);
}

/* True when the step ended within its budget. */
static bool shutdown_watch(const ShutdownStep *step, ShutdownJob *job)
{
    lwp_t thread;
    job->run = step->run;
    job->done = false;
    char line[64];
    snprintf(line, sizeof line, "leaving: %s", step->name);
    backend_log(line);
    u64 started = gettime();
    if (LWP_CreateThread(&thread, shutdown_job_main, job, NULL, SHUTDOWN_STACK_BYTES, SHUTDOWN_PRIORITY) < 0) {
        /* No thread to be had: the step runs here, unwatched, rather than not at all. */
        step->run();
        shutdown_log(step, "ended unwatched (no thread)", shutdown_ms_since(started));
        return true;
    }
    while (!job->done) {
        if (shutdown_ms_since(started) >= step->budget_ms) {
            LWP_SuspendThread(thread);
            shutdown_log(step, "did not end: left behind", shutdown_ms_since(started));
            return false;
        }
        usleep(SHUTDOWN_POLL_US);
    }
    LWP_JoinThread(thread, NULL);
    shutdown_log(step, "ended", shutdown_ms_since(started));
    return true;
}

unsigned shutdown_run(const ShutdownStep *steps, int count)
{
    unsigned left_behind = 0;
    for (int i = 0; i < count && i < SHUTDOWN_MAX_STEPS; i++) {
        if (!shutdown_watch(&steps[i], &shutdown_jobs[i])) {
            left_behind |= 1u << i;
        }
    }
    return left_behind;
}
