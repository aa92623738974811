/* Unit test of the command-line parsers (native/core/options.c, native/host/args.c) with every
 * argc/argv a loader may pass: 0 and NULL (Dolphin), argv[0] alone, a NULL entry before argc.
 * Each argv is a heap block of exactly the entries given, so valgrind reports any read or write
 * past them. Prints "argv: N checks passed" or each failure; exit 1 then. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "heap.h"
#include "options.h"

#define CHECK_NAME "argv"
#include "check.h"


/* A heap argv of exactly `count` entries (no terminator unless one is given). */
static char **make_argv(int count, ...)
{
    char **argv = malloc((size_t)count * sizeof *argv);
    va_list entries;
    va_start(entries, count);
    for (int i = 0; i < count; i++)
        argv[i] = va_arg(entries, char *);
    va_end(entries);
    return argv;
}

static bool is_default(const CoreOptions *options)
{
    return options->bundle_path == NULL && options->heap_limit == HEAP_DEFAULT_LIMIT_BYTES &&
           !options->stats;
}

static void test_options_without_arguments(void)
{
    CoreOptions options;
    int argc = 0;
    CHECK(options_parse(&argc, NULL, &options));
    CHECK(argc == 0 && is_default(&options));

    argc = -1;
    CHECK(options_parse(&argc, NULL, &options));
    CHECK(argc == 0);

    /* argc 0 with a real argv: only its terminator, nothing may be written after it */
    char **argv = make_argv(1, (char *)NULL);
    argc = 0;
    CHECK(options_parse(&argc, argv, &options));
    CHECK(argc == 0 && argv[0] == NULL && is_default(&options));
    free(argv);
}

static void test_options_program_name_only(void)
{
    CoreOptions options;
    /* argv[0] alone and no room for a terminator, as a loader's argv may be */
    char **argv = make_argv(1, "sd:/apps/senet/boot.dol");
    int argc = 1;
    CHECK(options_parse(&argc, argv, &options));
    CHECK(argc == 1 && strcmp(argv[0], "sd:/apps/senet/boot.dol") == 0 && is_default(&options));
    free(argv);

    /* argc 1 but argv[0] NULL: no arguments at all */
    argv = make_argv(1, (char *)NULL);
    argc = 1;
    CHECK(options_parse(&argc, argv, &options));
    CHECK(argc == 0);
    free(argv);
}

static void test_options_null_entry_ends_the_arguments(void)
{
    CoreOptions options;
    char **argv = make_argv(3, "senet", (char *)NULL, "--stats");
    int argc = 3;
    CHECK(options_parse(&argc, argv, &options));
    CHECK(argc == 1 && !options.stats);
    CHECK(strcmp(argv[0], "senet") == 0 && argv[1] == NULL && strcmp(argv[2], "--stats") == 0);
    free(argv);

    /* a value cut off by a NULL entry is missing */
    argv = make_argv(4, "senet", "--bundle", (char *)NULL, "x.lua");
    argc = 4;
    CHECK(!options_parse(&argc, argv, &options));
    free(argv);
}

static void test_options_taken_out(void)
{
    CoreOptions options;
    char **argv = make_argv(6, "senet", "--headless", "--stats", "--frames", "3", (char *)NULL);
    int argc = 5;
    CHECK(options_parse(&argc, argv, &options));
    CHECK(argc == 4 && options.stats);
    CHECK(strcmp(argv[1], "--headless") == 0 && strcmp(argv[2], "--frames") == 0 &&
          strcmp(argv[3], "3") == 0 && argv[4] == NULL);
    free(argv);

    /* every option taken out, in an argv without a terminator */
    argv = make_argv(4, "senet", "--bundle", "game.lua", "--stats");
    argc = 4;
    CHECK(options_parse(&argc, argv, &options));
    CHECK(argc == 1 && argv[1] == NULL && strcmp(options.bundle_path, "game.lua") == 0 && options.stats);
    free(argv);

    argv = make_argv(3, "senet", "--heap-limit", "0");
    argc = 3;
    CHECK(!options_parse(&argc, argv, &options));
    free(argv);
}

static void test_host_arguments(void)
{
    HostArgs args;
    CHECK(args_parse(0, NULL, &args) == ARGS_RUN);
    CHECK(!args.headless && args.frames == -1 && args.remotes == 1 && args.scale == 1);
    CHECK(args_parse(5, NULL, &args) == ARGS_RUN);

    char **argv = make_argv(1, "senet");
    CHECK(args_parse(1, argv, &args) == ARGS_RUN && !args.headless);
    free(argv);

    argv = make_argv(4, "senet", "--headless", (char *)NULL, "--frames");
    CHECK(args_parse(4, argv, &args) == ARGS_INVALID); /* --headless without --frames */
    free(argv);

    argv = make_argv(3, "senet", "--scale", (char *)NULL);
    CHECK(args_parse(3, argv, &args) == ARGS_INVALID); /* the value is missing */
    free(argv);

    argv = make_argv(2, "senet", "--frames");
    CHECK(args_parse(2, argv, &args) == ARGS_INVALID);
    free(argv);

    argv = make_argv(4, "senet", "--headless", "--frames", "7");
    CHECK(args_parse(4, argv, &args) == ARGS_RUN && args.headless && args.frames == 7);
    free(argv);
}

int main(void)
{
    test_options_without_arguments();
    test_options_program_name_only();
    test_options_null_entry_ends_the_arguments();
    test_options_taken_out();
    test_host_arguments();
    return checks_summary();
}
