/* Sound on the Wii through libogc's ASND: the DSP mixes the bank's samples at 48 kHz stereo, one
 * ASND voice per effect and voice 0 for the music. The processor's share (these calls and ASND's
 * audio interrupt, which starts each mixing pass) is timed with the console's clock. */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <asndlib.h>
#include <gccore.h>
#include <ogc/audio.h>
#include <ogc/lwp_watchdog.h>

#include "backend.h"
#include "sound-bank.h"
#include "soundpack.h"
#include "wii.h"

/* ASND has 16 voices; voice 0 is the one its own helpers leave for a music player. */
#define AUDIO_MUSIC_VOICE 0
#define AUDIO_VOICES (SOUND_EFFECT_VOICES + 1)
/* ASND takes 8-bit volumes per side. */
#define AUDIO_FULL_VOLUME 255
/* The pitches ASND accepts (its MIN_PITCH and MAX_PITCH), in Hz: a sound's rate is its pitch. */
#define AUDIO_MIN_RATE 1
#define AUDIO_MAX_RATE 144000
/* The DSP mixes a block every 21.3 ms: one that has mixed none in this time is not answering. */
#define AUDIO_DSP_ANSWER_MS 250
/* Sounds the bank may hold (it holds a few dozen). */
#define AUDIO_MAX_SOUNDS 256

typedef struct {
    const SoundBankEntry *sound; /* what was last started on the voice */
    float left, right;           /* its own gains, before the volume */
    u32 started;                 /* the order voices started in: the oldest gives way */
} AudioVoice;

static AudioVoice audio_voices[AUDIO_VOICES];
static float audio_effects = 1.0f, audio_music = 1.0f;
static u32 audio_starts;
static bool audio_started;
/* Sounds the DSP can read: 32-byte aligned and of a rate ASND plays (checked once at start). */
static bool audio_playable[AUDIO_MAX_SOUNDS];
static AIDCallback audio_asnd_interrupt;
/* Time base ticks: in ASND's interrupt (added there, read here), and in the calls of this file. */
static volatile u32 audio_interrupt_ticks;
static u32 audio_interrupt_seen;
static u32 audio_call_ticks;
static double audio_last_frame_ms;
/* The bank's samples, expanded once at start into this one block (NULL without them). */
static void *audio_bank;
static bool audio_bank_failed;
/* When ASND was unpaused (time base ticks), and whether leaving found the DSP had never mixed. */
static u64 audio_unpaused_at;
static bool audio_end_skipped;

/* ASND's audio DMA interrupt, timed: it hands the DSP the next block to mix. */
static void audio_timed_interrupt(void)
{
    u64 started = gettime();
    audio_asnd_interrupt();
    audio_interrupt_ticks += (u32)(gettime() - started);
}

static u64 audio_begin_call(void)
{
    return gettime();
}

static void audio_end_call(u64 started)
{
    audio_call_ticks += (u32)(gettime() - started);
}

/* The bank's samples expanded into one 32-byte aligned block, whose sounds each start on a
 * 32-byte boundary, as the DSP reads them. A damaged bank (a damaged .dol) leaves the game
 * playable, silent. */
static void audio_expand_bank(void)
{
    size_t size;
    char error[160], message[240];
    audio_bank = NULL;
    if (soundpack_size(sound_bank, sound_bank_count, &size)) {
        audio_bank = memalign(SOUND_BANK_ALIGNMENT, size > 0 ? size : SOUND_BANK_ALIGNMENT);
    }
    if (audio_bank == NULL) {
        audio_bank_failed = true;
        backend_log("not enough memory for the sound bank: silent");
        return;
    }
    if (!soundpack_expand(sound_bank_packed, sound_bank_packed_size, sound_bank, sound_bank_count, audio_bank, size,
                          error, sizeof error)) {
        snprintf(message, sizeof message, "the sound bank built into the program is damaged: %s: silent", error);
        backend_log(message);
        free(audio_bank);
        audio_bank = NULL;
        audio_bank_failed = true;
    }
}

static bool audio_check_bank(void)
{
    bool all = true;
    for (uint16_t i = 0; i < sound_bank_count && i < AUDIO_MAX_SOUNDS; i++) {
        const SoundBankEntry *sound = &sound_bank[i];
        bool aligned = sound->samples != NULL && ((uintptr_t)sound->samples % SOUND_BANK_ALIGNMENT) == 0 &&
                       sound->length % SOUND_BANK_BLOCK_SAMPLES == 0 && sound->length > 0;
        bool rate = sound->rate >= AUDIO_MIN_RATE && sound->rate <= AUDIO_MAX_RATE;
        audio_playable[i] = aligned && rate;
        if (!audio_playable[i]) {
            all = false;
            continue;
        }
        /* The DSP reads main memory, not the processor's cache. */
        DCFlushRange((void *)sound->samples, sound->length * 2);
    }
    return all && sound_bank_count <= AUDIO_MAX_SOUNDS;
}

void audio_init(void)
{
    ASND_Init();
    /* ASND mixes from its audio DMA interrupt: time it there (ASND_End unregisters it). */
    audio_asnd_interrupt = AUDIO_RegisterDMACallback(audio_timed_interrupt);
    if (audio_asnd_interrupt == NULL) {
        AUDIO_RegisterDMACallback(NULL);
    }
    audio_expand_bank();
    if (!audio_check_bank() && audio_bank != NULL) {
        backend_log("some sounds are not 32-byte aligned or have a rate ASND cannot play: silent");
    }
    /* ASND starts paused. */
    ASND_Pause(0);
    audio_unpaused_at = gettime();
    audio_started = true;
}

static s32 audio_volume(float gain, float volume)
{
    float value = gain * volume * (float)AUDIO_FULL_VOLUME + 0.5f;
    if (!(value > 0.0f)) {
        return 0;
    }
    return value >= (float)AUDIO_FULL_VOLUME ? AUDIO_FULL_VOLUME : (s32)value;
}

static bool audio_can_play(const SoundBankEntry *sound)
{
    size_t index = (size_t)(sound - sound_bank);
    return audio_started && index < sound_bank_count && index < AUDIO_MAX_SOUNDS && audio_playable[index];
}

/* A free effect voice, or the one started longest ago. */
static int audio_effect_voice(void)
{
    int oldest = 1;
    for (int voice = 1; voice < AUDIO_VOICES; voice++) {
        if (ASND_StatusVoice(voice) == SND_UNUSED) {
            return voice;
        }
        if (audio_voices[voice].started < audio_voices[oldest].started) {
            oldest = voice;
        }
    }
    return oldest;
}

static void audio_start(int voice, const SoundBankEntry *sound, float left, float right, float volume)
{
    AudioVoice *state = &audio_voices[voice];
    state->sound = sound;
    state->left = left;
    state->right = right;
    state->started = ++audio_starts;
    void *samples = (void *)sound->samples;
    s32 bytes = (s32)(sound->length * 2);
    if (voice == AUDIO_MUSIC_VOICE && sound->loops) {
        ASND_SetInfiniteVoice(voice, VOICE_MONO_16BIT, (s32)sound->rate, 0, samples, bytes,
                              audio_volume(left, volume), audio_volume(right, volume));
    } else {
        ASND_SetVoice(voice, VOICE_MONO_16BIT, (s32)sound->rate, 0, samples, bytes, audio_volume(left, volume),
                      audio_volume(right, volume), NULL);
    }
}

void backend_audio_play(const SoundBankEntry *sound, float left, float right)
{
    u64 started = audio_begin_call();
    if (audio_can_play(sound) && audio_effects > 0.0f) {
        audio_start(audio_effect_voice(), sound, left, right, audio_effects);
    }
    audio_end_call(started);
}

void backend_audio_music(const SoundBankEntry *sound)
{
    u64 started = audio_begin_call();
    if (audio_started) {
        ASND_StopVoice(AUDIO_MUSIC_VOICE);
        audio_voices[AUDIO_MUSIC_VOICE].sound = NULL;
        if (sound != NULL && audio_can_play(sound) && audio_music > 0.0f) {
            audio_start(AUDIO_MUSIC_VOICE, sound, 1.0f, 1.0f, audio_music);
        }
    }
    audio_end_call(started);
}

void backend_audio_volumes(float effects, float music)
{
    u64 started = audio_begin_call();
    audio_effects = effects;
    audio_music = music;
    for (int voice = 0; audio_started && voice < AUDIO_VOICES; voice++) {
        AudioVoice *state = &audio_voices[voice];
        float volume = voice == AUDIO_MUSIC_VOICE ? music : effects;
        if (state->sound == NULL || ASND_StatusVoice(voice) == SND_UNUSED) {
            continue;
        }
        if (volume <= 0.0f) {
            /* stopped, so that raising the volume again does not bring back its end */
            ASND_StopVoice(voice);
            state->sound = NULL;
        } else {
            ASND_ChangeVolumeVoice(voice, audio_volume(state->left, volume), audio_volume(state->right, volume));
        }
    }
    audio_end_call(started);
}

void audio_end_frame(void)
{
    u32 interrupt_ticks = audio_interrupt_ticks;
    u32 ticks = (interrupt_ticks - audio_interrupt_seen) + audio_call_ticks;
    audio_interrupt_seen = interrupt_ticks;
    audio_call_ticks = 0;
    audio_last_frame_ms = (double)ticks / (double)TB_TIMER_CLOCK;
}

double backend_audio_ms_last_frame(void)
{
    return audio_last_frame_ms;
}

bool backend_sound_bank_failed(void)
{
    return audio_bank_failed;
}

bool audio_dsp_silent(void)
{
    if (audio_end_skipped) {
        return true;
    }
    bool had_time = audio_started && gettime() - audio_unpaused_at >= (u64)TB_TIMER_CLOCK * AUDIO_DSP_ANSWER_MS;
    return had_time && ASND_GetSampleCounter() == 0;
}

void audio_shutdown(void)
{
    if (!audio_started) {
        return;
    }
    for (int voice = 0; voice < AUDIO_VOICES; voice++) {
        ASND_StopVoice(voice);
    }
    bool silent = audio_dsp_silent();
    ASND_Pause(1);
    audio_started = false;
    if (silent) {
        /* The DSP never mixed a block: its microcode is not running (Dolphin's DSP HLE does not
         * know ASND's and ignores it), and ASND_End would wait for ever for it to confirm it
         * stopped. Stop the audio DMA and its interrupt instead; SYS_ResetSystem resets the DSP.
         * The samples stay: nothing is freed that the DSP might read. */
        AUDIO_StopDMA();
        AUDIO_RegisterDMACallback(NULL);
        audio_end_skipped = true;
        return;
    }
    /* Stops the audio DMA and the DSP task: nothing may play once the program has left. */
    ASND_End();
    /* only now: the DSP read these samples until ASND_End */
    soundpack_forget(sound_bank, sound_bank_count);
    free(audio_bank);
    audio_bank = NULL;
}
