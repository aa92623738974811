/* Runs native/core/unpack.c on the streams a job file names, for test-unpack.mjs (under
 * valgrind): each line is "STREAM WIDTH HEIGHT CAPACITY OUT", STREAM a file, or "-" for the atlas
 * built into the program (at its own size: "- 0 0 0 OUT"); a STREAM file named *.slz is expanded as
 * bytes (unpack_bytes, as the Lua bundle is) rather than pixels, WIDTH and HEIGHT unused. Each stream is read into a buffer of
 * exactly its size and expanded into one of exactly CAPACITY bytes, so that valgrind sees any
 * access outside them. Prints a line a job, "ok WIDTH HEIGHT" (the pixels written to OUT) or
 * "error: MESSAGE" ("ok bytes SIZE" for bytes); exits 1 when the decoder wrote past the pixels into the rest of the buffer,
 * or a job cannot be run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atlas.h"
#include "read-exact.h"
#include "unpack.h"

#define UNPACK_TEST_PATH 4096
#define UNPACK_TEST_UNTOUCHED 0xA5

static void unpack_test_write(const char *out_path, const uint8_t *bytes, size_t size)
{
    FILE *out = fopen(out_path, "wb");
    if (out == NULL || fwrite(bytes, 1, size, out) != size || fclose(out) != 0) {
        perror(out_path);
        exit(1);
    }
}

static void unpack_test_bytes(const uint8_t *stream, size_t stream_size, uint8_t *out, size_t capacity,
                              const char *out_path)
{
    char error[160];
    size_t size;
    if (!unpack_bytes_size(stream, stream_size, &size, error, sizeof error) ||
        !unpack_bytes(stream, stream_size, out, capacity, error, sizeof error)) {
        printf("error: %s\n", error);
        return;
    }
    for (size_t i = size; i < capacity; i++) {
        if (out[i] != UNPACK_TEST_UNTOUCHED) {
            fprintf(stderr, "byte %lu past the stream's bytes was written\n", (unsigned long)i);
            exit(1);
        }
    }
    unpack_test_write(out_path, out, size);
    printf("ok bytes %lu\n", (unsigned long)size);
}

static void unpack_test_job(const char *stream_path, unsigned width, unsigned height, size_t capacity,
                            const char *out_path)
{
    size_t stream_size = atlas_packed_size;
    uint8_t *stream = NULL;
    if (strcmp(stream_path, "-") != 0) {
        stream = read_exact(stream_path, &stream_size);
    } else {
        width = atlas_width;
        height = atlas_height;
        capacity = (size_t)width * height * 4;
    }
    uint8_t *pixels = malloc(capacity > 0 ? capacity : 1);
    if (pixels == NULL) {
        fprintf(stderr, "no memory for %lu bytes\n", (unsigned long)capacity);
        exit(1);
    }
    memset(pixels, UNPACK_TEST_UNTOUCHED, capacity);
    char error[160];
    size_t path_length = strlen(stream_path);
    if (path_length > 4 && strcmp(stream_path + path_length - 4, ".slz") == 0) {
        unpack_test_bytes(stream, stream_size, pixels, capacity, out_path);
        free(pixels);
        free(stream);
        return;
    }
    if (unpack_pixels(stream != NULL ? stream : atlas_packed, stream_size, (uint16_t)width, (uint16_t)height, pixels,
                      capacity, error, sizeof error)) {
        size_t size = (size_t)width * height * 4;
        for (size_t i = size; i < capacity; i++) {
            if (pixels[i] != UNPACK_TEST_UNTOUCHED) {
                fprintf(stderr, "%s: byte %lu past the pixels was written\n", stream_path, (unsigned long)i);
                exit(1);
            }
        }
        unpack_test_write(out_path, pixels, size);
        printf("ok %u %u\n", width, height);
    } else {
        printf("error: %s\n", error);
    }
    free(pixels);
    free(stream);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s JOB_FILE\n", argv[0]);
        return 2;
    }
    FILE *jobs = fopen(argv[1], "r");
    if (jobs == NULL) {
        perror(argv[1]);
        return 1;
    }
    char stream_path[UNPACK_TEST_PATH], out_path[UNPACK_TEST_PATH];
    unsigned width, height;
    unsigned long capacity;
    while (fscanf(jobs, "%4095s %u %u %lu %4095s", stream_path, &width, &height, &capacity, out_path) == 5)
        unpack_test_job(stream_path, width, height, (size_t)capacity, out_path);
    fclose(jobs);
    return 0;
}
