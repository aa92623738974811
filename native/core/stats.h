/* Frame statistics for benchmarks: Lua time per frame (processor time) and the Lua heap's peak. */
#ifndef SENET_STATS_H
#define SENET_STATS_H

#include <time.h>

#include "heap.h"

typedef struct {
    long frames;
    double total_ms, max_ms;
    clock_t started;
} Stats;

void stats_init(Stats *stats);
void stats_begin_frame(Stats *stats);
void stats_end_frame(Stats *stats);
/* Logs the figures through backend_log. */
void stats_report(const Stats *stats, const Heap *heap);

#endif
