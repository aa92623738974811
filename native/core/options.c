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

/* How many arguments a loader really passed: argc, or fewer when argv ends early with a NULL
 * entry; none when argv is NULL (Dolphin and some Wii loaders start main with 0 and NULL). */
static int options_count(int argc, char **argv)
{
    int count = 0;
    if (argv == NULL)
        return 0;
    while (count < argc && argv[count] != NULL)
        count++;
    return count;
}

bool options_parse(int *argc, char **argv, CoreOptions *options)
{
    options->bundle_path = NULL;
    options->heap_limit = HEAP_DEFAULT_LIMIT_BYTES;
    options->stats = false;
    int count = options_count(*argc, argv);
    int kept = count > 0 ? 1 : 0;
    for (int i = 1; i < count; i++) {
        const char *arg = argv[i];
        bool takes_value = strcmp(arg, "--bundle") == 0 || strcmp(arg, "--heap-limit") == 0;
        if (takes_value && i + 1 >= count) {
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
    /* Only a slot an option was taken out of is written: argv may have no room past argc. */
    if (kept < count)
        argv[kept] = NULL;
    *argc = kept;
    return true;
}
