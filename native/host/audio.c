/* The desktop's sound (see audio.h) and backend.h's audio calls for it. */
#include "audio.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <SDL.h>

#include "backend.h"
#include "mixer.h"
#include "soundpack.h"
#include "wav.h"

/* A callback's worth of samples in a window: about 21 ms, SDL's usual size at 48 kHz. */
#define AUDIO_DEVICE_FRAMES 1024
#define AUDIO_MAX_FRAME_SAMPLES (SOUND_MIX_RATE / 50)

/* backend.h passes no context, and SDL's callback gets only this. */
static struct {
    Mixer mixer;
    bool headless, verbose, writing;
    bool bank_failed;
    SDL_AudioDeviceID device; /* 0: none (headless, or a window without a sound device) */
    WavWriter wav;
    int frame_samples;
    /* the frame whose Lua is running (for the log): one more than the last frame ended */
    long frame_index;
    int16_t frame_mix[2 * AUDIO_MAX_FRAME_SAMPLES];
    long long call_ns;     /* the game's thread in sound calls since the frame began */
    long long callback_ns; /* the callback's time since the frame began (kept under the lock) */
    double last_frame_ms;
    void *bank; /* the sound bank's samples, expanded at start; NULL without them */
} audio;

static long long audio_thread_ns(void)
{
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static void audio_callback(void *userdata, Uint8 *stream, int bytes)
{
    (void)userdata;
    long long started = audio_thread_ns();
    /* SDL holds the device's lock around the callback */
    mixer_mix(&audio.mixer, (int16_t *)(void *)stream, (size_t)bytes / (2 * sizeof(int16_t)));
    audio.callback_ns += audio_thread_ns() - started;
}

static void audio_open_device(void)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        fprintf(stderr, "senet: no sound (cannot start SDL audio: %s)\n", SDL_GetError());
        return;
    }
    SDL_AudioSpec wanted;
    SDL_memset(&wanted, 0, sizeof wanted);
    wanted.freq = SOUND_MIX_RATE;
    wanted.format = AUDIO_S16SYS;
    wanted.channels = 2;
    wanted.samples = AUDIO_DEVICE_FRAMES;
    wanted.callback = audio_callback;
    /* no changes allowed: SDL converts to what the device takes, the mixer always makes this */
    audio.device = SDL_OpenAudioDevice(NULL, 0, &wanted, NULL, 0);
    if (audio.device == 0) {
        fprintf(stderr, "senet: no sound (no audio device: %s)\n", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    SDL_PauseAudioDevice(audio.device, 0);
}

/* The bank's samples, expanded once into one 32-byte aligned block both mixers' reads expect. A
 * damaged bank (a damaged program) leaves the game playable, silent. */
static void audio_expand_bank(void)
{
    size_t size;
    char error[160];
    if (!soundpack_size(sound_bank, sound_bank_count, &size) ||
        posix_memalign(&audio.bank, SOUND_BANK_ALIGNMENT, size > 0 ? size : SOUND_BANK_ALIGNMENT) != 0) {
        audio.bank = NULL;
        audio.bank_failed = true;
        fprintf(stderr, "senet: no sound (not enough memory for the sound bank)\n");
        return;
    }
    if (!soundpack_expand(sound_bank_packed, sound_bank_packed_size, sound_bank, sound_bank_count, audio.bank, size,
                          error, sizeof error)) {
        fprintf(stderr, "senet: no sound (the sound bank built into the program is damaged: %s)\n", error);
        free(audio.bank);
        audio.bank = NULL;
        audio.bank_failed = true;
    }
}

bool audio_open(bool headless, const char *wav_path, int frame_rate, bool verbose)
{
    SDL_memset(&audio, 0, sizeof audio);
    mixer_init(&audio.mixer);
    audio.headless = headless;
    audio.verbose = verbose;
    audio.frame_samples = SOUND_MIX_RATE / frame_rate;
    if (audio.frame_samples > AUDIO_MAX_FRAME_SAMPLES)
        audio.frame_samples = AUDIO_MAX_FRAME_SAMPLES;
    if (wav_path != NULL) {
        if (!wav_open(&audio.wav, wav_path, SOUND_MIX_RATE))
            return false;
        audio.writing = true;
    }
    audio_expand_bank();
    if (!headless)
        audio_open_device();
    return true;
}

static void audio_lock(void)
{
    if (audio.device != 0)
        SDL_LockAudioDevice(audio.device);
}

static void audio_unlock(void)
{
    if (audio.device != 0)
        SDL_UnlockAudioDevice(audio.device);
}

void audio_end_frame(long frame_index)
{
    long long started = audio_thread_ns();
    if (audio.headless) {
        mixer_mix(&audio.mixer, audio.frame_mix, (size_t)audio.frame_samples);
        if (audio.writing)
            wav_write(&audio.wav, audio.frame_mix, (size_t)audio.frame_samples);
    }
    audio.call_ns += audio_thread_ns() - started;
    audio_lock();
    long long callback_ns = audio.callback_ns;
    audio.callback_ns = 0;
    audio_unlock();
    audio.last_frame_ms = (double)(audio.call_ns + callback_ns) / 1e6;
    audio.call_ns = 0;
    audio.frame_index = frame_index + 1;
}

void audio_close(void)
{
    if (audio.device != 0) {
        SDL_CloseAudioDevice(audio.device);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        audio.device = 0;
    }
    if (audio.writing && !wav_close(&audio.wav))
        fprintf(stderr, "senet: the sound file could not be written completely\n");
    audio.writing = false;
    if (audio.mixer.clipped > 0)
        fprintf(stderr, "senet: sound: %llu samples clipped\n", (unsigned long long)audio.mixer.clipped);
    soundpack_forget(sound_bank, sound_bank_count);
    free(audio.bank);
    audio.bank = NULL;
}

void backend_audio_play(const SoundBankEntry *sound, float left, float right)
{
    if (audio.verbose)
        fprintf(stderr, "senet: frame %ld: sound %s left %.3f right %.3f\n", audio.frame_index,
                sound->name, left, right);
    long long started = audio_thread_ns();
    audio_lock();
    mixer_play(&audio.mixer, sound, left, right);
    audio_unlock();
    audio.call_ns += audio_thread_ns() - started;
}

void backend_audio_music(const SoundBankEntry *sound)
{
    if (audio.verbose)
        fprintf(stderr, "senet: frame %ld: music %s\n", audio.frame_index,
                sound != NULL ? sound->name : "off");
    long long started = audio_thread_ns();
    audio_lock();
    mixer_music(&audio.mixer, sound);
    audio_unlock();
    audio.call_ns += audio_thread_ns() - started;
}

void backend_audio_volumes(float effects, float music)
{
    if (audio.verbose)
        fprintf(stderr, "senet: frame %ld: volumes effects %.3f music %.3f\n", audio.frame_index,
                effects, music);
    long long started = audio_thread_ns();
    audio_lock();
    mixer_volumes(&audio.mixer, effects, music);
    audio_unlock();
    audio.call_ns += audio_thread_ns() - started;
}

double backend_audio_ms_last_frame(void)
{
    return audio.last_frame_ms;
}

bool backend_sound_bank_failed(void)
{
    return audio.bank_failed;
}
