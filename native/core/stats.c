/* Frame statistics for benchmarks: Lua time per frame (processor time), the sound's time per frame
 * and the Lua heap's peak. */
#include "stats.h"

#include <stdio.h>

#include "backend.h"

void stats_init(Stats *stats)
{
    stats->frames = 0;
    stats->total_ms = 0;
    stats->max_ms = 0;
    stats->started = 0;
    stats->audio_frames = 0;
    stats->audio_total_ms = 0;
    stats->audio_max_ms = 0;
}

void stats_begin_frame(Stats *stats)
{
    /* processor time, not wall time: the headless clock is simulated and the window waits */
    stats->started = clock();
}

void stats_end_frame(Stats *stats)
{
    double ms = (double)(clock() - stats->started) * 1000.0 / CLOCKS_PER_SEC;
    stats->frames++;
    stats->total_ms += ms;
    if (ms > stats->max_ms)
        stats->max_ms = ms;
}

void stats_audio_frame(Stats *stats, double ms)
{
    stats->audio_frames++;
    stats->audio_total_ms += ms;
    if (ms > stats->audio_max_ms)
        stats->audio_max_ms = ms;
}

void stats_report(const Stats *stats, const Heap *heap)
{
    char line[256];
    double mean = stats->frames > 0 ? stats->total_ms / stats->frames : 0.0;
    snprintf(line, sizeof line, "stats: %ld frames, Lua time per frame: mean %.3f ms, max %.3f ms",
             stats->frames, mean, stats->max_ms);
    backend_log(line);
    double audio_mean = stats->audio_frames > 0 ? stats->audio_total_ms / stats->audio_frames : 0.0;
    snprintf(line, sizeof line, "stats: sound time per frame: mean %.3f ms, max %.3f ms", audio_mean,
             stats->audio_max_ms);
    backend_log(line);
    snprintf(line, sizeof line,
             "stats: Lua heap: peak %.1f KiB, in use at exit %.1f KiB, limit %.0f KiB", heap->peak / 1024.0, heap->in_use / 1024.0, heap->limit / 1024.0);
    backend_log(line);
}
