/* The game's sound requests turned into the backend's audio calls (see sound.h). */
#include "sound.h"

#include <string.h>

#include "backend.h"

void sound_init(Sound *sound)
{
    sound->effects = 1.0f;
    sound->music = 1.0f;
    sound->music_sound = NULL;
    sound->music_playing = false;
    sound->silenced = false;
}

const SoundBankEntry *sound_find(const char *name)
{
    /* A few dozen sounds: a linear scan costs less than keeping an index. */
    for (uint16_t i = 0; i < sound_bank_count; i++)
        if (strcmp(sound_bank[i].name, name) == 0)
            return &sound_bank[i];
    return NULL;
}

void sound_play(Sound *sound, const SoundBankEntry *effect, float volume, float pan)
{
    if (sound->silenced || volume <= 0.0f || sound->effects <= 0.0f)
        return;
    /* a balance: the centre plays both sides at full, one side fades as the sound moves away */
    float left = volume * (pan > 0.0f ? 1.0f - pan : 1.0f);
    float right = volume * (pan < 0.0f ? 1.0f + pan : 1.0f);
    backend_audio_play(effect, left, right);
}

static void sound_start_music(Sound *sound)
{
    backend_audio_music(sound->music_sound);
    sound->music_playing = sound->music_sound != NULL;
}

static void sound_stop_music(Sound *sound)
{
    if (sound->music_playing)
        backend_audio_music(NULL);
    sound->music_playing = false;
}

void sound_music(Sound *sound, const SoundBankEntry *music)
{
    if (sound->silenced)
        return;
    if (music != NULL && music == sound->music_sound && music->loops && sound->music_playing)
        return;
    /* at volume 0 a loop waits for the volume; a cue, which belongs to its moment, is dropped */
    sound->music_sound = music != NULL && (music->loops || sound->music > 0.0f) ? music : NULL;
    if (sound->music_sound == NULL || sound->music <= 0.0f)
        sound_stop_music(sound);
    else
        sound_start_music(sound);
}

void sound_volumes(Sound *sound, float effects, float music)
{
    if (sound->silenced)
        return;
    sound->effects = effects;
    sound->music = music;
    backend_audio_volumes(effects, music);
    if (music <= 0.0f && sound->music_playing) {
        sound_stop_music(sound);
        /* a loop comes back with its volume; a cue that was cut short does not */
        if (!sound->music_sound->loops)
            sound->music_sound = NULL;
    } else if (music > 0.0f && !sound->music_playing && sound->music_sound != NULL) {
        sound_start_music(sound);
    }
}

void sound_silence(Sound *sound)
{
    if (sound->silenced)
        return;
    sound_stop_music(sound);
    backend_audio_volumes(0.0f, 0.0f);
    sound->music_sound = NULL;
    sound->silenced = true;
}
