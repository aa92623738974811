/* The way out, watched: each step of leaving runs on a thread of its own while the main thread
 * waits for it up to the step's budget, so a step that never ends (a libogc call waiting for
 * hardware that does not answer) costs that budget and no more. */
#ifndef SENET_WII_SHUTDOWN_H
#define SENET_WII_SHUTDOWN_H

#include <stdbool.h>

typedef struct {
    const char *name;     /* for the log: "sound", "storage" */
    void (*run)(void);    /* the step; it must not log (see wii_shutdown.c) */
    unsigned budget_ms;   /* how long it may take */
} ShutdownStep;

/* The most steps one call takes. */
#define SHUTDOWN_MAX_STEPS 8

/* Runs the steps in order, each watched; returns those that did not end within their budget,
 * bit i for steps[i] (each of those is left suspended where it stopped). */
unsigned shutdown_run(const ShutdownStep *steps, int count);

#endif
