/* The desktop program's command line (the core takes its own options out first). */
#ifndef SENET_ARGS_H
#define SENET_ARGS_H

#include <stdbool.h>

typedef struct {
    bool headless;
    long frames;                 /* -1: until the window closes (headless needs a count) */
    const char *input_path;      /* headless input script */
    const char *screenshot_path; /* the last frame, as BMP */
    const char *audio_out_path;  /* headless: the whole run's mixed sound, as WAV */
    const char *data_dir;        /* NULL: the default folder (no storage in headless mode) */
    const char *language;        /* NULL: from the environment */
    int remotes;                 /* Wiimotes connected at start in a window: 1 or 2 */
    int scale;                   /* initial window size: 640x480 times this */
    bool verbose;
    bool no_render;              /* skip rasterising (benchmarks time Lua alone) */
    long render_from;            /* frames before this one run without rasterising */
    int work_ns;                 /* headless: the clock moves this many ns per Lua instruction (0: not at all) */
    const char *bench_path;      /* served as the storage name "bench" (NULL: not) */
    const char *bench_result_path; /* where "bench-result" goes (NULL: beside bench_path) */
} HostArgs;

typedef enum { ARGS_RUN, ARGS_HELP_SHOWN, ARGS_INVALID } ArgsResult;

/* Parses argv; prints the help or the problem (then returns ARGS_HELP_SHOWN / ARGS_INVALID). */
ArgsResult args_parse(int argc, char **argv, HostArgs *args);

#endif
