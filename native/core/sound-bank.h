/* The sound bank: every sound effect and piece of music, synthesized at build time by tools/sound
 * from assets/sounds/ and embedded in the binary as generated C (build/gen/sound_data.c): a table
 * of the sounds and their samples packed losslessly, which each backend expands once at start
 * with soundpack_expand() (soundpack.h) into the memory both mixers read.
 *
 * Sound names the game uses (the generator must provide all of them):
 *   throw-sticks, land-sticks     the four sticks thrown, and landing on the board
 *   throw-die, land-die           the same with the die (`morales`)
 *   step                          a piece stepping onto the next square
 *   exchange                      two pieces changing places
 *   water, rebirth                the fall into the House of Water, the rise on 15
 *   bear-off                      a piece leaving the board
 *   extra-throw, forfeit, pass    another throw, a forfeited throw, a passed turn
 *   win, lose                     the end of a game
 *   hover, choose                 the pointer entering a button or a piece, a choice made
 *   music-loop                    the title's and the game's music (a seamless loop)
 *   music-end                     the cue at the end of a game
 */
#ifndef SENET_SOUND_BANK_H
#define SENET_SOUND_BANK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The Wii's DSP reads samples in 32-byte blocks from main memory: each sound starts on such a
 * boundary and lasts whole blocks. */
#define SOUND_BANK_ALIGNMENT 32
#define SOUND_BANK_BLOCK_SAMPLES (SOUND_BANK_ALIGNMENT / 2)
#if defined(__GNUC__)
#define SOUND_BANK_ALIGNED __attribute__((aligned(SOUND_BANK_ALIGNMENT)))
#else
#error "the sound bank needs this compiler's way of aligning data to 32 bytes"
#endif

typedef struct {
    const char *name;
    /* Mono 16-bit samples in the machine's byte order (big-endian on the Wii), aligned to
     * SOUND_BANK_ALIGNMENT bytes; NULL until the bank is expanded (and if it cannot be). */
    const int16_t *samples;
    uint32_t length; /* in samples, a multiple of SOUND_BANK_BLOCK_SAMPLES */
    uint32_t rate;   /* samples per second; the mixer resamples to its own rate */
    bool loops;      /* made to repeat seamlessly (music that plays until it is replaced) */
} SoundBankEntry;

/* Sorted by name. */
extern SoundBankEntry sound_bank[];
extern const uint16_t sound_bank_count;

/* Every sound's samples, in the table's order, packed (tools/sound/pack-samples.mjs). */
extern const uint8_t sound_bank_packed[];
extern const size_t sound_bank_packed_size;

#endif
