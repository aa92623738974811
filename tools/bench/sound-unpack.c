/* `make bench-sound`: what expanding the packed sound bank at start costs on this machine
 * (native/core/soundpack.c, its checksum included), the best and the median of RUNS runs, in
 * milliseconds of CPU time. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "soundpack.h"

#define RUNS 21

static double bench_now_ms(void)
{
    return (double)clock() * 1000.0 / CLOCKS_PER_SEC;
}

static int bench_compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y ? 1 : 0;
}

int main(void)
{
    size_t size;
    void *memory;
    char error[160];
    double took[RUNS];
    if (!soundpack_size(sound_bank, sound_bank_count, &size) || posix_memalign(&memory, SOUND_BANK_ALIGNMENT, size) != 0) {
        fprintf(stderr, "bench-sound: no memory for the bank\n");
        return 1;
    }
    unsigned long samples = 0;
    for (uint16_t i = 0; i < sound_bank_count; i++)
        samples += sound_bank[i].length;
    for (int run = 0; run < RUNS; run++) {
        double start = bench_now_ms();
        bool expanded = soundpack_expand(sound_bank_packed, sound_bank_packed_size, sound_bank, sound_bank_count, memory,
                                         size, error, sizeof error);
        took[run] = bench_now_ms() - start;
        if (!expanded) {
            fprintf(stderr, "bench-sound: %s\n", error);
            free(memory);
            return 1;
        }
    }
    soundpack_forget(sound_bank, sound_bank_count);
    free(memory);
    qsort(took, RUNS, sizeof took[0], bench_compare);
    printf("sound bank: %u sounds, %lu samples (%lu bytes) packed into %lu (%.1f %%), expanded into %lu bytes; "
           "expanding it takes %.2f ms (best of %d runs; median %.2f ms)\n",
           (unsigned)sound_bank_count, samples, samples * 2, (unsigned long)sound_bank_packed_size,
           100.0 * (double)sound_bank_packed_size / (double)(samples * 2), (unsigned long)size, took[0], RUNS,
           took[RUNS / 2]);
    return 0;
}
