/* Retraces counted by the video interrupt, the frames that missed theirs, and the backend's own
 * figures for native.stats. */
#include <stddef.h>

#include <gccore.h>

#include "backend.h"
#include "storage-status.h"
#include "wii.h"

/* libogc 2.14 has no VIDEO_GetRetraceCount; its retrace handler passes the count to the post-
 * retrace callback. The callback runs inside that interrupt handler, so it only stores one
 * aligned word (no floating point, no library call), which the main thread reads. */
static volatile u32 retrace_count;
static u32 retrace_last_shown;
static bool retrace_counting;
static long retrace_missed;

static void retrace_on_retrace(u32 count)
{
    retrace_count = count;
}

void retrace_start(void)
{
    /* VIDEO_Init clears the callbacks, so this must come after it. */
    VIDEO_SetPostRetraceCallback(retrace_on_retrace);
}

void retrace_stop(void)
{
    /* The loader replaces this program's code: no interrupt may call into it afterwards. */
    VIDEO_SetPostRetraceCallback(NULL);
    retrace_counting = false;
}

void retrace_frame_shown(void)
{
    u32 now = retrace_count;
    /* each frame waits for one retrace; more since the last frame means it missed the others
     * (the first frame only sets the mark: start-up is not a missed frame) */
    if (retrace_counting && now - retrace_last_shown > 1) {
        retrace_missed += (long)(now - retrace_last_shown - 1);
    }
    retrace_last_shown = now;
    retrace_counting = true;
}

void backend_stats(BackendStats *stats)
{
    stats->missed_frames = retrace_missed;
    stats->time_simulated = false;
    stats->audio_ms = backend_audio_ms_last_frame();
    stats->sound_bank_failed = backend_sound_bank_failed();
    stats->sound_dsp_silent = audio_dsp_silent();
    storage_status_fill(stats);
}
