/* Runs native/core/soundpack.c on the streams a job file names, for test-soundpack.mjs (under
 * valgrind): each line is "STREAM CAPACITY SHIFT OUT LENGTHS", STREAM a file, or "-" for the sound
 * bank built into the program (with its own table; CAPACITY 0 for its own size, LENGTHS "-"),
 * LENGTHS the sounds' lengths joined by commas ("none" for no sound). Each stream is read into a
 * buffer of exactly its size and expanded into CAPACITY bytes SHIFT bytes past a 32-byte
 * boundary, between guard bytes that must stay untouched. Prints a line a job: "ok" and each
 * sound's offset in bytes from the memory's start (the whole memory, in little-endian samples,
 * written to OUT), or "error: MESSAGE"; exits 1 when the decoder wrote outside the memory, left a
 * sound's samples set after refusing a stream, or a job cannot be run. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read-exact.h"
#include "soundpack.h"

#define SOUNDPACK_TEST_LINE 8192
#define SOUNDPACK_TEST_SOUNDS 64
#define SOUNDPACK_TEST_GUARD 64
#define SOUNDPACK_TEST_UNTOUCHED 0xA5

static size_t soundpack_test_lengths(char *text, SoundBankEntry *sounds)
{
    size_t count = 0;
    if (strcmp(text, "none") == 0)
        return 0;
    for (char *item = strtok(text, ","); item != NULL; item = strtok(NULL, ",")) {
        if (count == SOUNDPACK_TEST_SOUNDS) {
            fprintf(stderr, "too many sounds in a job\n");
            exit(1);
        }
        SoundBankEntry entry = {"test", NULL, (uint32_t)strtoul(item, NULL, 10), 22050, false};
        sounds[count++] = entry;
    }
    return count;
}

static void soundpack_test_write(const char *path, const uint8_t *memory, size_t capacity)
{
    FILE *out = fopen(path, "wb");
    if (out == NULL) {
        perror(path);
        exit(1);
    }
    for (size_t i = 0; i + 1 < capacity; i += 2) {
        int16_t value;
        memcpy(&value, memory + i, 2);
        uint16_t bits = (uint16_t)value;
        fputc(bits & 0xff, out);
        fputc(bits >> 8, out);
    }
    if (fclose(out) != 0) {
        perror(path);
        exit(1);
    }
}

static void soundpack_test_job(char *stream_path, size_t capacity, size_t shift, const char *out_path, char *lengths)
{
    SoundBankEntry own[SOUNDPACK_TEST_SOUNDS];
    SoundBankEntry *sounds = own;
    size_t count, stream_size;
    const uint8_t *stream;
    uint8_t *read = NULL;
    if (strcmp(stream_path, "-") == 0) {
        sounds = sound_bank;
        count = sound_bank_count;
        stream = sound_bank_packed;
        stream_size = sound_bank_packed_size;
        if (capacity == 0 && !soundpack_size(sounds, count, &capacity))
            exit(1);
    } else {
        count = soundpack_test_lengths(lengths, own);
        read = read_exact(stream_path, &stream_size);
        stream = read;
    }
    size_t total = capacity + 2 * SOUNDPACK_TEST_GUARD;
    uint8_t *raw = malloc(total);
    if (raw == NULL) {
        fprintf(stderr, "no memory for a job\n");
        exit(1);
    }
    memset(raw, SOUNDPACK_TEST_UNTOUCHED, total);
    uint8_t *memory = raw + SOUNDPACK_TEST_GUARD;
    memory += (SOUND_BANK_ALIGNMENT - (uintptr_t)memory % SOUND_BANK_ALIGNMENT) % SOUND_BANK_ALIGNMENT + shift;
    size_t before = (size_t)(memory - raw);
    if (before + capacity > total) {
        fprintf(stderr, "a shift too large for the guard\n");
        exit(1);
    }
    char error[160];
    if (soundpack_expand(stream, stream_size, sounds, count, memory, capacity, error, sizeof error)) {
        printf("ok");
        for (size_t i = 0; i < count; i++)
            printf(" %lu", (unsigned long)((const uint8_t *)sounds[i].samples - memory));
        printf("\n");
        soundpack_test_write(out_path, memory, capacity);
    } else {
        printf("error: %s\n", error);
        for (size_t i = 0; i < count; i++) {
            if (sounds[i].samples != NULL) {
                fprintf(stderr, "sound %lu kept its samples after an error\n", (unsigned long)i);
                exit(1);
            }
        }
    }
    for (size_t i = 0; i < total; i++) {
        if ((i < before || i >= before + capacity) && raw[i] != SOUNDPACK_TEST_UNTOUCHED) {
            fprintf(stderr, "a byte %s the memory was written\n", i < before ? "before" : "after");
            exit(1);
        }
    }
    soundpack_forget(sounds, count);
    free(raw);
    free(read);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: soundpack-test JOBS\n");
        return 2;
    }
    FILE *jobs = fopen(argv[1], "r");
    if (jobs == NULL) {
        perror(argv[1]);
        return 1;
    }
    static char line[SOUNDPACK_TEST_LINE];
    while (fgets(line, sizeof line, jobs) != NULL) {
        char *stream = strtok(line, " \n");
        char *capacity = strtok(NULL, " \n");
        char *shift = strtok(NULL, " \n");
        char *out = strtok(NULL, " \n");
        char *lengths = strtok(NULL, " \n");
        if (stream == NULL || capacity == NULL || shift == NULL || out == NULL || lengths == NULL) {
            fprintf(stderr, "a malformed job line\n");
            return 1;
        }
        /* soundpack_test_lengths tokenizes again: copy what it needs first */
        char lengths_copy[SOUNDPACK_TEST_LINE];
        snprintf(lengths_copy, sizeof lengths_copy, "%s", lengths);
        soundpack_test_job(stream, strtoul(capacity, NULL, 10), strtoul(shift, NULL, 10), out, lengths_copy);
        fflush(stdout);
    }
    fclose(jobs);
    return 0;
}
