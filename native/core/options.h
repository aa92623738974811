/* The core's command-line options, taken out of argv before the backend reads the rest. */
#ifndef SENET_OPTIONS_H
#define SENET_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

#define OPTIONS_HELP \
    "  --bundle FILE       run this Lua file instead of the embedded game bundle\n" \
    "  --heap-limit MIB    cap the Lua heap at MIB mebibytes (1..1024, default 16)\n" \
    "  --stats             print Lua time per frame and Lua heap use on exit\n"

typedef struct {
    const char *bundle_path; /* NULL: the embedded bundle */
    size_t heap_limit;       /* bytes */
    bool stats;
} CoreOptions;

/* Fills `options` and removes the core's options from argv (updating *argc). Any argc/argv a
 * loader may pass is fine: argv NULL, argc 0, or a NULL entry before argc (the arguments end
 * there); afterwards *argc counts the arguments kept, all non-NULL, and no slot past them is
 * written. False after printing why when an option's value is missing or invalid. */
bool options_parse(int *argc, char **argv, CoreOptions *options);

#endif
