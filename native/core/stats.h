/* Frame statistics: each frame's Lua time and heap peak (for native.stats), the time to the first
 * frame, the sound's time per frame (as the backend measures it), and the totals --stats reports.
 * Times are on backend_real_time_ms's clock. */
#ifndef SENET_STATS_H
#define SENET_STATS_H

#include <stdbool.h>
#include <stddef.h>

#include "heap.h"

typedef struct {
    long frames;
    double total_ms, max_ms;
    double started_ms;        /* when the current frame's Lua call began */
    double last_ms;           /* the previous frame's Lua time */
    size_t last_heap_peak;    /* the heap's highest use during the previous frame */
    bool shown_first;
    double first_frame_ms;    /* when the first frame had been shown; 0 before */
    long audio_frames;
    double audio_total_ms, audio_max_ms;
} Stats;

void stats_init(Stats *stats);
/* Around each frame's call into Lua. */
void stats_begin_frame(Stats *stats, Heap *heap);
void stats_end_frame(Stats *stats, const Heap *heap);
/* After backend_end_frame: the frame is on its way to the screen. */
void stats_frame_shown(Stats *stats);
/* One frame's sound time, from backend_audio_ms_last_frame. */
void stats_audio_frame(Stats *stats, double ms);
/* Logs the figures through backend_log. */
void stats_report(const Stats *stats, const Heap *heap);

#endif
