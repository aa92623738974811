/* The Wii backend tests' one assertion: count a check, print a failure with its place. */
#ifndef SENET_TEST_CHECK_H
#define SENET_TEST_CHECK_H

#include <stdio.h>

static int passed;
static int failed;

#define CHECK(condition)                                                                           \
    do {                                                                                           \
        if (condition) {                                                                           \
            passed++;                                                                              \
        } else {                                                                                   \
            failed++;                                                                              \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);         \
        }                                                                                          \
    } while (0)

#endif
