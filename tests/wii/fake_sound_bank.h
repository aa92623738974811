/* A small sound bank for the Wii backend tests (tests/wii/fake-sound-bank.mjs writes it packed, as
 * the real one is): two effects, a loop, a cue, and one that lasts no whole 32-byte blocks (the
 * backend must refuse it). Their samples are where the backend expanded them. */
#ifndef SENET_FAKE_SOUND_BANK_H
#define SENET_FAKE_SOUND_BANK_H

#include "sound-bank.h"

#define SOUND_CROOKED (&sound_bank[0])
#define SOUND_CUE (&sound_bank[1])
#define SOUND_LOOP (&sound_bank[2])
#define SOUND_STEP (&sound_bank[3])
#define SOUND_STICKS (&sound_bank[4])
#define FAKE_STICKS (SOUND_STICKS->samples)
#define FAKE_LOOP (SOUND_LOOP->samples)

#endif
