/* The core's command-line options, taken out of argv before the backend reads the rest. */
#include "options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "number.h"

#define OPTIONS_MAX_HEAP_MIB 1024

static bool options_parse_mib(const char *text, size_t *bytes)
{
    long mib;
    if (!number_parse_long(text, 1, OPTIONS_MAX_HEAP_MIB, &mib))
        return false;
    *bytes = (size_t)mib * 1024 * 1024;
    return true;
}

bool options_parse(int *argc, char **argv, CoreOptions *options)
{
    options->bundle_path = NULL;
    options->heap_limit = HEAP_DEFAULT_LIMIT_BYTES;
    options->stats = false;
    int kept = 1;
    for (int i = 1; i < *argc; i++) {
        const char *arg = argv[i];
        bool takes_value = strcmp(arg, "--bundle") == 0 || strcmp(arg, "--heap-limit") == 0;
        if (takes_value && i + 1 >= *argc) {
            fprintf(stderr, "senet: %s needs a value (see --help)\n", arg);
            return false;
        }
        if (strcmp(arg, "--bundle") == 0) {
            options->bundle_path = argv[++i];
        } else if (strcmp(arg, "--heap-limit") == 0) {
            if (!options_parse_mib(argv[++i], &options->heap_limit)) {
                fprintf(stderr, "senet: --heap-limit takes a whole number of MiB from 1 to %d, "
                                "not '%s'\n", OPTIONS_MAX_HEAP_MIB, argv[i]);
                return false;
            }
        } else if (strcmp(arg, "--stats") == 0) {
            options->stats = true;
        } else {
            argv[kept++] = argv[i];
        }
    }
    argv[kept] = NULL;
    *argc = kept;
    return true;
}
