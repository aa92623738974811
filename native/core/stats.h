/* Frame statistics for benchmarks: Lua time per frame (processor time), the sound's time per frame
 * (as the backend measures it) and the Lua heap's peak. */
#ifndef SENET_STATS_H
#define SENET_STATS_H

#include <time.h>

#include "heap.h"

typedef struct {
    long frames;
    double total_ms, max_ms;
    clock_t started;
    long audio_frames;
    double audio_total_ms, audio_max_ms;
} Stats;

void stats_init(Stats *stats);
void stats_begin_frame(Stats *stats);
void stats_end_frame(Stats *stats);
/* One frame's sound time, from backend_audio_ms_last_frame. */
void stats_audio_frame(Stats *stats, double ms);
/* Logs the figures through backend_log. */
void stats_report(const Stats *stats, const Heap *heap);

#endif
