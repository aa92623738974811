/* Expanding the sound bank's packed samples (tools/sound/pack-samples.mjs, whose header comment
 * defines the stream: linear prediction and Rice codes) into one block of memory. */
#ifndef SENET_SOUNDPACK_H
#define SENET_SOUNDPACK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sound-bank.h"

/* The bytes `count` sounds of these lengths take expanded: each sound starts on a
 * SOUND_BANK_ALIGNMENT boundary and takes whole blocks of that size. False if that overflows. */
bool soundpack_size(const SoundBankEntry *sounds, size_t count, size_t *bytes);

/* Expands `stream` (`stream_size` bytes), which must hold exactly the samples of `sounds` (their
 * count and lengths), into `memory` (not NULL, SOUND_BANK_ALIGNMENT-aligned, `capacity` bytes, at
 * least soundpack_size()), silence padding each sound to its whole blocks, and points each sound's
 * samples there. A stream that is not exactly that (truncated, bytes left over, a field out of
 * range, a sample beyond 16 bits, a checksum that does not match) returns false with a sentence
 * in `error` and every sound's samples NULL; no byte outside the two buffers is read or
 * written, whatever the stream holds. */
bool soundpack_expand(const uint8_t *stream, size_t stream_size, SoundBankEntry *sounds, size_t count, void *memory,
                      size_t capacity, char *error, size_t error_capacity);

/* Every sound's samples NULL again, before the memory they point into is freed. */
void soundpack_forget(SoundBankEntry *sounds, size_t count);

#endif
