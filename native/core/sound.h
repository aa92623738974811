/* What the game asks of the sound (effects with a volume and a stereo position, one piece of
 * music, two volumes) turned into the backend's audio calls. Nothing that would be silent reaches
 * the mixer, and the music follows its volume: stopped at 0, started again above it. */
#ifndef SENET_SOUND_H
#define SENET_SOUND_H

#include <stdbool.h>

#include "sound-bank.h"

typedef struct {
    float effects, music;              /* the two volumes, 0..1 */
    const SoundBankEntry *music_sound; /* the music asked for; NULL for none */
    bool music_playing;                /* the backend has music_sound on its music voice */
    bool silenced;                     /* after a script error: nothing plays any more */
} Sound;

/* Both volumes 1 (the backend's own starting volumes), no music. */
void sound_init(Sound *sound);
/* The bank's sound of that name, or NULL. */
const SoundBankEntry *sound_find(const char *name);
/* An effect at `volume` (0..1) and `pan` (-1 left .. 1 right; 0 plays both sides at full). */
void sound_play(Sound *sound, const SoundBankEntry *effect, float volume, float pan);
/* Plays `music` on the music voice (NULL stops it). A loop already playing goes on undisturbed;
 * at music volume 0 a loop waits for the volume to rise and a cue is dropped. */
void sound_music(Sound *sound, const SoundBankEntry *music);
void sound_volumes(Sound *sound, float effects, float music);
/* Stops everything for good (the error screen is silent). */
void sound_silence(Sound *sound);

#endif
