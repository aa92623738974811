/* The whole Wii program (native/core and native/wii) over the fake libogc, configured from the
 * environment before main runs: FAKE_NO_CARD (libfat mounts nothing), FAKE_RESET_AFTER=N (the
 * reset button at the Nth retrace wait), FAKE_LATE_EVERY=N (every Nth frame misses a retrace).
 * When main has returned it prints "fake: N ASND voice calls" on stderr.
 * tests/wii/test-program.mjs runs it in a folder whose sd: subfolder is the card. */
#include <stdio.h>
#include <stdlib.h>

#include "fake_libogc.h"

static int fake_program_number(const char *name)
{
    const char *value = getenv(name);
    return value != NULL ? atoi(value) : 0;
}

static void fake_program_end(void)
{
    fprintf(stderr, "fake: %d ASND voice calls\n", fake.voice_call_count);
}

__attribute__((constructor)) static void fake_program_setup(void)
{
    fake_reset();
    fake.fat_mounts = getenv("FAKE_NO_CARD") == NULL;
    fake.reset_after_vsyncs = fake_program_number("FAKE_RESET_AFTER");
    fake.late_every = fake_program_number("FAKE_LATE_EVERY");
    atexit(fake_program_end);
}
