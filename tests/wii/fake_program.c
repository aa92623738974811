/* The whole Wii program (native/core and native/wii) over the fake libogc, configured from the
 * environment before main runs (fake_read_environment: the card, a call that blocks, a silent
 * DSP, the reset or power button at a frame, late frames). When main has returned, or the power
 * went off, it prints "fake: N ASND voice calls" and "fake: the game's stack: N of M bytes used"
 * (how deep the game's thread used its stack, with the host's frames) on stderr.
 * tests/wii/test-program.mjs runs it in a folder whose sd: subfolder is the card. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fake_libogc.h"
#include "libogc-from-api-list.h"

static void fake_program_end(void)
{
    fprintf(stderr, "fake: %d ASND voice calls\n", fake.voice_call_count);
    fprintf(stderr, "fake: the game's stack: %lu of %lu bytes used\n", fake_log->stack_used, fake_log->stack_bytes);
}

/* The power went off, or the console restarts: Dolphin ends the emulation there. */
static void fake_program_powered_off(int32_t reset)
{
    if (reset == SYS_POWEROFF || reset == FAKE_SYS_RESTART) {
        fprintf(stderr, "fake: %s\n", reset == SYS_POWEROFF ? "powered off" : "restarted");
        fake_program_end();
        fflush(NULL);
        _exit(0);
    }
}

__attribute__((constructor)) static void fake_program_setup(void)
{
    fake_reset();
    fake_read_environment();
    fake.on_reset = fake_program_powered_off;
    atexit(fake_program_end);
}
