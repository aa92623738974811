/* `make bench-atlas`: what expanding the packed atlas at start costs on this machine, and its
 * sizes: the decoder (native/core/unpack.c, Adler-32 included) and, for the Wii, the in-place
 * tiling (native/wii/wii_texture.c), each the best of RUNS runs, in milliseconds of CPU time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "atlas.h"
#include "unpack.h"
#include "wii_texture.h"

#define RUNS 30

static double bench_now_ms(void)
{
    return (double)clock() * 1000.0 / CLOCKS_PER_SEC;
}

int main(void)
{
    size_t pixels_size = (size_t)atlas_width * atlas_height * 4;
    size_t size = texture_tiled_size(atlas_width, atlas_height);
    uint8_t *texels = malloc(size), *strip = malloc(texture_strip_size(atlas_width));
    if (texels == NULL || strip == NULL) {
        fprintf(stderr, "bench-atlas: no memory\n");
        return 1;
    }
    double unpack_best = 1e9, checksum_best = 1e9, tile_best = 1e9;
    char error[160];
    volatile uint32_t sink = 0;
    for (int run = 0; run < RUNS; run++) {
        double start = bench_now_ms();
        if (!unpack_pixels(atlas_packed, atlas_packed_size, atlas_width, atlas_height, texels, size, error,
                           sizeof error)) {
            fprintf(stderr, "bench-atlas: %s\n", error);
            return 1;
        }
        double unpacked = bench_now_ms();
        sink += unpack_checksum(texels, pixels_size);
        double summed = bench_now_ms();
        texture_tile_rgba8(texels, atlas_width, atlas_height, strip);
        double tiled = bench_now_ms();
        unpack_best = unpacked - start < unpack_best ? unpacked - start : unpack_best;
        checksum_best = summed - unpacked < checksum_best ? summed - unpacked : checksum_best;
        tile_best = tiled - summed < tile_best ? tiled - summed : tile_best;
    }
    (void)sink;
    printf("atlas: %ux%u, %lu bytes of RGBA8 packed into %lu (%.1f %%)\n", (unsigned)atlas_width,
           (unsigned)atlas_height, (unsigned long)pixels_size, (unsigned long)atlas_packed_size,
           100.0 * (double)atlas_packed_size / (double)pixels_size);
    printf("atlas: expanding it takes %.2f ms (its checksum alone %.2f ms), the Wii's in-place tiling %.2f ms "
           "(best of %d runs)\n",
           unpack_best, checksum_best, tile_best, RUNS);
    free(strip);
    free(texels);
    return 0;
}
