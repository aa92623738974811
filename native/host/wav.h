/* What the headless run mixed, written as a 16-bit stereo WAV file (for tests). */
#ifndef SENET_WAV_H
#define SENET_WAV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
    FILE *file;
    uint32_t rate;
    uint32_t frames; /* stereo frames written so far */
    bool failed;     /* a write failed: the file is incomplete */
} WavWriter;

/* Creates the file with a header to be completed by wav_close; false (with perror) if it cannot. */
bool wav_open(WavWriter *wav, const char *path, uint32_t rate);
void wav_write(WavWriter *wav, const int16_t *samples, size_t frames);
/* Writes the sizes into the header and closes the file; false if anything failed. */
bool wav_close(WavWriter *wav);

#endif
