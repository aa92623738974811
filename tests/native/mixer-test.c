/* Unit test of native/host/mixer.c over a hand-made sound bank: where each sound starts and ends,
 * resampling, looping, gains, volumes applied to playing voices, the oldest voice giving way,
 * clamping. Prints "mixer: N checks passed", or each failure and exits 1. */
#include <stdio.h>
#include <string.h>

#include "mixer.h"

#define CHECK_NAME "mixer"
#include "check.h"

static const int16_t RAMP[16] SOUND_BANK_ALIGNED = {0, 1000, 2000, 3000, 4000, 5000, 6000, 7000,
                                                    8000, 9000, 10000, 11000, 12000, 13000, 14000, 15000};
static int16_t LOUD[4800] SOUND_BANK_ALIGNED;
static const SoundBankEntry RAMP_48K = {"ramp", RAMP, 16, 48000, false};
static const SoundBankEntry RAMP_24K = {"ramp-half", RAMP, 16, 24000, false};
static const SoundBankEntry RAMP_LOOP = {"ramp-loop", RAMP, 16, 48000, true};
static const SoundBankEntry LOUD_LONG = {"loud", LOUD, 4800, 48000, false};

static int16_t out[2 * 4800];

static void mix(Mixer *mixer, size_t frames)
{
    memset(out, 0x55, sizeof out);
    mixer_mix(mixer, out, frames);
}

static void test_starts_at_once_and_ends(void)
{
    Mixer mixer;
    mixer_init(&mixer);
    mix(&mixer, 4);
    CHECK(out[0] == 0 && out[7] == 0); /* nothing playing: silence, not garbage */
    mixer_play(&mixer, &RAMP_48K, 1.0f, 1.0f);
    mix(&mixer, 20);
    CHECK(out[0] == 0 && out[2] == 1000 && out[3] == 1000 && out[30] == 15000);
    CHECK(out[32] == 0 && out[39] == 0); /* after its 16 samples: silence */
    CHECK(mixer_active_voices(&mixer) == 0);
}

static void test_resamples_with_interpolation(void)
{
    Mixer mixer;
    mixer_init(&mixer);
    mixer_play(&mixer, &RAMP_24K, 1.0f, 1.0f);
    mix(&mixer, 40);
    /* half the rate: every sample twice as long, the midpoints interpolated */
    CHECK(out[0] == 0 && out[2] == 500 && out[4] == 1000 && out[6] == 1500);
    CHECK(out[60] == 15000 && out[62] == 7500); /* the last sample fades to the silence after it */
    CHECK(out[64] == 0);
}

static void test_gains_and_volumes(void)
{
    Mixer mixer;
    mixer_init(&mixer);
    mixer_play(&mixer, &RAMP_48K, 1.0f, 0.0f);
    mixer_play(&mixer, &RAMP_48K, 0.0f, 0.5f);
    mix(&mixer, 16);
    CHECK(out[20] == 10000 && out[21] == 5000);
    mixer_volumes(&mixer, 0.25f, 1.0f);
    mixer_play(&mixer, &RAMP_48K, 1.0f, 1.0f);
    mix(&mixer, 16);
    CHECK(out[20] == 2500 && out[21] == 2500);
    /* a volume change reaches a sound already playing, in the next samples mixed */
    mixer_volumes(&mixer, 1.0f, 1.0f);
    mixer_play(&mixer, &RAMP_48K, 1.0f, 1.0f);
    mix(&mixer, 4);
    mixer_volumes(&mixer, 0.5f, 1.0f);
    mix(&mixer, 2);
    CHECK(out[0] == 2000 && out[2] == 2500);
    /* at 0 it stops: raising the volume again brings nothing back */
    mixer_volumes(&mixer, 0.0f, 1.0f);
    CHECK(mixer_active_voices(&mixer) == 0);
    mix(&mixer, 2);
    CHECK(out[0] == 0 && out[1] == 0 && out[2] == 0);
    mixer_volumes(&mixer, 1.0f, 1.0f);
    mix(&mixer, 2);
    CHECK(out[0] == 0 && out[3] == 0);
    /* the music volume at 0 stops the music */
    mixer_music(&mixer, &RAMP_LOOP);
    mixer_volumes(&mixer, 1.0f, 0.0f);
    CHECK(mixer_active_voices(&mixer) == 0);
}

static void test_music_loops_and_follows_its_volume(void)
{
    Mixer mixer;
    mixer_init(&mixer);
    mixer_music(&mixer, &RAMP_LOOP);
    mix(&mixer, 40);
    CHECK(out[30] == 15000 && out[32] == 0 && out[34] == 1000 && out[64] == 0 && out[78] == 7000);
    mixer_volumes(&mixer, 1.0f, 0.5f);
    mix(&mixer, 16);
    int16_t peak = 0;
    for (int i = 0; i < 32; i++)
        peak = out[i] > peak ? out[i] : peak;
    CHECK(peak == 7500);
    /* the effects volume leaves the music alone */
    mixer_volumes(&mixer, 0.0f, 1.0f);
    mix(&mixer, 16);
    peak = 0;
    for (int i = 0; i < 32; i++)
        peak = out[i] > peak ? out[i] : peak;
    CHECK(peak == 15000);
    mixer_music(&mixer, NULL);
    mix(&mixer, 16);
    CHECK(out[16] == 0 && mixer_active_voices(&mixer) == 0);
    /* a new music starts from its beginning */
    mixer_music(&mixer, &RAMP_LOOP);
    mix(&mixer, 2);
    CHECK(out[0] == 0 && out[2] == 1000);
}

static void test_the_oldest_effect_gives_way(void)
{
    Mixer mixer;
    mixer_init(&mixer);
    for (int i = 0; i < SOUND_EFFECT_VOICES; i++) {
        mixer_play(&mixer, &LOUD_LONG, 0.004f * (float)(i + 1), 0.0f);
        mix(&mixer, 1);
    }
    CHECK(mixer_active_voices(&mixer) == SOUND_EFFECT_VOICES);
    mixer_music(&mixer, &RAMP_LOOP); /* the music has its own voice */
    CHECK(mixer_active_voices(&mixer) == SOUND_EFFECT_VOICES + 1);
    mixer_music(&mixer, NULL);
    /* a sixteenth effect takes the voice of the first (gain 0.004) */
    mixer_play(&mixer, &LOUD_LONG, 0.0f, 0.0f);
    CHECK(mixer_active_voices(&mixer) == SOUND_EFFECT_VOICES);
    mix(&mixer, 1);
    int expected = 0;
    for (int i = 1; i < SOUND_EFFECT_VOICES; i++)
        expected += (LOUD[0] * (int)(0.004f * (float)(i + 1) * MIXER_UNITY + 0.5f)) >> 15;
    CHECK(out[0] == expected);
}

static void test_clamps_instead_of_wrapping(void)
{
    Mixer mixer;
    mixer_init(&mixer);
    for (int i = 0; i < 4; i++)
        mixer_play(&mixer, &LOUD_LONG, 1.0f, 1.0f);
    mix(&mixer, 10);
    CHECK(out[0] == INT16_MAX && out[1] == INT16_MAX);
    CHECK(mixer.clipped == 20);
    for (int i = 0; i < 4; i++)
        mixer_play(&mixer, &LOUD_LONG, 0.0f, 0.0f); /* replaced: silent */
    for (int i = 0; i < SOUND_EFFECT_VOICES; i++)
        mixer_play(&mixer, &LOUD_LONG, 0.0f, 0.0f);
    mix(&mixer, 1);
    CHECK(out[0] == 0);
}

int main(void)
{
    for (int i = 0; i < 4800; i++)
        LOUD[i] = 30000;
    test_starts_at_once_and_ends();
    test_resamples_with_interpolation();
    test_gains_and_volumes();
    test_music_loops_and_follows_its_volume();
    test_the_oldest_effect_gives_way();
    test_clamps_instead_of_wrapping();
    return checks_summary();
}
