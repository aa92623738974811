/* Frame statistics: each frame's Lua time and heap peak (for native.stats), the time to the first
 * frame, and the totals --stats reports. Times are on backend_real_time_ms's clock. */
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
} Stats;

void stats_init(Stats *stats);
/* Around each frame's call into Lua. */
void stats_begin_frame(Stats *stats, Heap *heap);
void stats_end_frame(Stats *stats, const Heap *heap);
/* After backend_end_frame: the frame is on its way to the screen. */
void stats_frame_shown(Stats *stats);
/* Logs the figures through backend_log. */
void stats_report(const Stats *stats, const Heap *heap);

#endif
