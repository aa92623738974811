/* The host's C unit tests' one assertion and their last line: "NAME: N checks passed", or each
 * failure and "NAME: F of N checks failed" (exit status 1). Define CHECK_NAME first. */
#ifndef SENET_NATIVE_CHECK_H
#define SENET_NATIVE_CHECK_H

#include <stdio.h>

static int checks_passed, checks_failed;

#define CHECK(condition)                                                         \
    do {                                                                         \
        if (condition) {                                                         \
            checks_passed++;                                                     \
        } else {                                                                 \
            checks_failed++;                                                     \
            printf(CHECK_NAME " FAIL line %d: %s\n", __LINE__, #condition);      \
        }                                                                        \
    } while (0)

/* The exit status main returns. */
static int checks_summary(void)
{
    if (checks_failed > 0) {
        printf(CHECK_NAME ": %d of %d checks failed\n", checks_failed, checks_passed + checks_failed);
        return 1;
    }
    printf(CHECK_NAME ": %d checks passed\n", checks_passed);
    return 0;
}

#endif
