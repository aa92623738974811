/* `make bench-bundle`: what expanding the packed Lua bundle at start costs on this machine
 * (native/core/bundle.c, Adler-32 included), the best of RUNS runs, in milliseconds of CPU time. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bundle.h"

#define RUNS 30

static double bench_now_ms(void)
{
    return (double)clock() * 1000.0 / CLOCKS_PER_SEC;
}

int main(void)
{
    double best = 1e9;
    size_t size = 0;
    char error[256];
    for (int run = 0; run < RUNS; run++) {
        double start = bench_now_ms();
        char *code = bundle_expand(&size, error, sizeof error);
        double took = bench_now_ms() - start;
        if (code == NULL) {
            fprintf(stderr, "bench-bundle: %s\n", error);
            return 1;
        }
        free(code);
        best = took < best ? took : best;
    }
    printf("bundle: %lu bytes of Lua packed into %lu (%.1f %%); expanding it takes %.2f ms (best of %d runs)\n",
           (unsigned long)size, (unsigned long)bundle_packed_size, 100.0 * (double)bundle_packed_size / (double)size,
           best, RUNS);
    return 0;
}
