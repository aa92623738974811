/* Frame statistics: each frame's Lua time and heap peak (for native.stats), the time to the first
 * frame, the sound's time per frame (as the backend measures it), and the totals --stats reports.
 * Times are on backend_real_time_ms's clock. */
#include "stats.h"

#include <stdio.h>

#include "backend.h"

void stats_init(Stats *stats)
{
    stats->frames = 0;
    stats->total_ms = 0;
    stats->max_ms = 0;
    stats->started_ms = 0;
    stats->last_ms = 0;
    stats->last_heap_peak = 0;
    stats->shown_first = false;
    stats->first_frame_ms = 0;
    stats->audio_frames = 0;
    stats->audio_total_ms = 0;
    stats->audio_max_ms = 0;
}

void stats_begin_frame(Stats *stats, Heap *heap)
{
    heap_begin_frame(heap);
    /* a real clock, not the game's: a headless run's game clock is simulated */
    stats->started_ms = backend_real_time_ms();
}

void stats_end_frame(Stats *stats, const Heap *heap)
{
    double ms = backend_real_time_ms() - stats->started_ms;
    stats->frames++;
    stats->total_ms += ms;
    if (ms > stats->max_ms)
        stats->max_ms = ms;
    stats->last_ms = ms;
    stats->last_heap_peak = heap->frame_peak;
}

void stats_frame_shown(Stats *stats)
{
    if (stats->shown_first)
        return;
    stats->shown_first = true;
    stats->first_frame_ms = backend_real_time_ms();
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
