/* A small sound bank for the Wii backend tests: two effects, a loop, a cue, and one whose samples
 * are not 32-byte aligned (the backend must refuse it). */
#ifndef SENET_FAKE_SOUND_BANK_H
#define SENET_FAKE_SOUND_BANK_H

#include "sound-bank.h"

extern const int16_t FAKE_STICKS[64], FAKE_LOOP[32], FAKE_CUE[48], FAKE_STEP[16], FAKE_CROOKED[33];
#define SOUND_CROOKED (&sound_bank[0])
#define SOUND_CUE (&sound_bank[1])
#define SOUND_LOOP (&sound_bank[2])
#define SOUND_STEP (&sound_bank[3])
#define SOUND_STICKS (&sound_bank[4])

#endif
