/* The desktop's mixer (see mixer.h). */
#include "mixer.h"

#include <string.h>

#define MIXER_FRACTION_BITS 32
#define MIXER_INTERPOLATION_BITS 16

static int32_t mixer_gain(float gain)
{
    if (!(gain > 0.0f))
        return 0;
    if (gain >= 1.0f)
        return MIXER_UNITY;
    return (int32_t)(gain * MIXER_UNITY + 0.5f);
}

void mixer_init(Mixer *mixer)
{
    memset(mixer, 0, sizeof *mixer);
    mixer->effects = MIXER_UNITY;
    mixer->music = MIXER_UNITY;
}

static void mixer_start(Mixer *mixer, MixerVoice *voice, const SoundBankEntry *sound, float left, float right)
{
    voice->sound = sound;
    voice->position = 0;
    voice->step = ((uint64_t)sound->rate << MIXER_FRACTION_BITS) / SOUND_MIX_RATE;
    voice->left = mixer_gain(left);
    voice->right = mixer_gain(right);
    voice->started = ++mixer->starts;
}

void mixer_play(Mixer *mixer, const SoundBankEntry *sound, float left, float right)
{
    if (sound == NULL || sound->samples == NULL || sound->length == 0)
        return;
    MixerVoice *chosen = NULL;
    for (int i = 1; i < MIXER_VOICES; i++) {
        MixerVoice *voice = &mixer->voices[i];
        if (voice->sound == NULL) {
            chosen = voice;
            break;
        }
        if (chosen == NULL || voice->started < chosen->started)
            chosen = voice;
    }
    mixer_start(mixer, chosen, sound, left, right);
}

void mixer_music(Mixer *mixer, const SoundBankEntry *sound)
{
    MixerVoice *voice = &mixer->voices[MIXER_MUSIC_VOICE];
    if (sound == NULL || sound->samples == NULL || sound->length == 0)
        voice->sound = NULL;
    else
        mixer_start(mixer, voice, sound, 1.0f, 1.0f);
}

void mixer_volumes(Mixer *mixer, float effects, float music)
{
    mixer->effects = mixer_gain(effects);
    mixer->music = mixer_gain(music);
    /* silenced sounds stop, so that raising the volume again does not bring back their ends */
    for (int i = 0; i < MIXER_VOICES; i++)
        if ((i == MIXER_MUSIC_VOICE ? mixer->music : mixer->effects) == 0)
            mixer->voices[i].sound = NULL;
}

/* The sound at the voice's position, interpolated between its two neighbouring samples. */
static int32_t mixer_sample(const MixerVoice *voice)
{
    const SoundBankEntry *sound = voice->sound;
    uint32_t index = (uint32_t)(voice->position >> MIXER_FRACTION_BITS);
    int32_t fraction = (int32_t)((voice->position >> (MIXER_FRACTION_BITS - MIXER_INTERPOLATION_BITS)) &
                                 ((1u << MIXER_INTERPOLATION_BITS) - 1));
    int32_t here = sound->samples[index];
    int32_t next = index + 1 < sound->length ? sound->samples[index + 1] : sound->loops ? sound->samples[0] : 0;
    return here + (int32_t)(((int64_t)(next - here) * fraction) >> MIXER_INTERPOLATION_BITS);
}

/* Adds one voice into the accumulators; frees it when a sound that does not loop has ended. */
static void mixer_add_voice(MixerVoice *voice, int32_t volume, int32_t *sums, size_t frames)
{
    int32_t left = (int32_t)(((int64_t)voice->left * volume) >> 15);
    int32_t right = (int32_t)(((int64_t)voice->right * volume) >> 15);
    uint64_t end = (uint64_t)voice->sound->length << MIXER_FRACTION_BITS;
    for (size_t frame = 0; frame < frames; frame++) {
        if (voice->position >= end) {
            if (!voice->sound->loops) {
                voice->sound = NULL;
                return;
            }
            voice->position -= end;
        }
        int32_t sample = mixer_sample(voice);
        sums[2 * frame] += (sample * left) >> 15;
        sums[2 * frame + 1] += (sample * right) >> 15;
        voice->position += voice->step;
    }
}

/* Frames mixed per pass: the accumulators live on the stack, not the heap. */
#define MIXER_CHUNK 256

void mixer_mix(Mixer *mixer, int16_t *out, size_t frames)
{
    int32_t sums[2 * MIXER_CHUNK];
    while (frames > 0) {
        size_t count = frames < MIXER_CHUNK ? frames : MIXER_CHUNK;
        memset(sums, 0, sizeof sums[0] * 2 * count);
        for (int i = 0; i < MIXER_VOICES; i++) {
            MixerVoice *voice = &mixer->voices[i];
            if (voice->sound != NULL)
                mixer_add_voice(voice, i == MIXER_MUSIC_VOICE ? mixer->music : mixer->effects, sums, count);
        }
        for (size_t i = 0; i < 2 * count; i++) {
            int32_t value = sums[i];
            if (value > INT16_MAX || value < INT16_MIN) {
                mixer->clipped++;
                value = value > INT16_MAX ? INT16_MAX : INT16_MIN;
            }
            out[i] = (int16_t)value;
        }
        out += 2 * count;
        frames -= count;
    }
}

int mixer_active_voices(const Mixer *mixer)
{
    int count = 0;
    for (int i = 0; i < MIXER_VOICES; i++)
        count += mixer->voices[i].sound != NULL;
    return count;
}
