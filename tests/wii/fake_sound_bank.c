/* A small sound bank for the Wii backend tests (see fake_sound_bank.h). */
#include "fake_sound_bank.h"

const int16_t FAKE_STICKS[64] SOUND_BANK_ALIGNED = {1, 2, 3};
const int16_t FAKE_LOOP[32] SOUND_BANK_ALIGNED = {4};
const int16_t FAKE_CUE[48] SOUND_BANK_ALIGNED = {5};
const int16_t FAKE_STEP[16] SOUND_BANK_ALIGNED = {6};
const int16_t FAKE_CROOKED[33] SOUND_BANK_ALIGNED = {7};

const SoundBankEntry sound_bank[] = {
    {"crooked", FAKE_CROOKED + 1, 32, 22050, false},
    {"music-end", FAKE_CUE, 48, 16000, false},
    {"music-loop", FAKE_LOOP, 32, 22050, true},
    {"step", FAKE_STEP, 16, 22050, false},
    {"throw-sticks", FAKE_STICKS, 64, 22050, false},
};
const uint16_t sound_bank_count = 5;
