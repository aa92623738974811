/* The desktop's mixer: the bank's mono sounds on effect voices and one music voice, resampled to
 * SOUND_MIX_RATE with linear interpolation, panned, scaled by the two volumes and summed into
 * 16-bit stereo. Integer arithmetic and no allocation, so SDL's audio callback and a headless run
 * mix with the same code to the same samples. */
#ifndef SENET_MIXER_H
#define SENET_MIXER_H

#include <stddef.h>
#include <stdint.h>

#include "backend.h"

/* Voice 0 plays the music; the others play effects. */
#define MIXER_VOICES (SOUND_EFFECT_VOICES + 1)
#define MIXER_MUSIC_VOICE 0
/* A gain of 1 in the mixer's fixed point. */
#define MIXER_UNITY 32768

typedef struct {
    const SoundBankEntry *sound; /* NULL: the voice is free */
    uint64_t position;           /* where in the sound, in 1/2^32 of its samples */
    uint64_t step;               /* sound samples per output sample, in 1/2^32 */
    int32_t left, right;         /* the voice's own gains, MIXER_UNITY = 1 */
    uint32_t started;            /* the order voices started in: the oldest gives way */
} MixerVoice;

typedef struct {
    MixerVoice voices[MIXER_VOICES];
    int32_t effects, music; /* the volumes, MIXER_UNITY = 1 */
    uint32_t starts;
    uint64_t clipped; /* output samples that went beyond 16 bits and were clamped */
} Mixer;

/* No voice playing, both volumes 1. */
void mixer_init(Mixer *mixer);
void mixer_play(Mixer *mixer, const SoundBankEntry *sound, float left, float right);
/* Replaces the music (NULL stops it). */
void mixer_music(Mixer *mixer, const SoundBankEntry *sound);
/* Applies to the voices playing; a volume of 0 stops its voices. */
void mixer_volumes(Mixer *mixer, float effects, float music);
/* Mixes the next `frames` stereo frames into `out` (left and right interleaved). */
void mixer_mix(Mixer *mixer, int16_t *out, size_t frames);
/* Voices playing (for tests and the log). */
int mixer_active_voices(const Mixer *mixer);

#endif
