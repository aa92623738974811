/* The desktop's sound: the mixer fed by SDL's audio callback in a window, or run for each frame's
 * samples in a headless run, whose mix can be written to a WAV file (--audio-out). */
#ifndef SENET_AUDIO_H
#define SENET_AUDIO_H

#include <stdbool.h>

/* `wav_path` (headless only, may be NULL) is created at once, so a bad path stops the run before
 * it starts; false then. A window without a sound device plays silently. `verbose` logs every
 * request with its frame. */
bool audio_open(bool headless, const char *wav_path, int frame_rate, bool verbose);
/* Ends the frame: a headless run mixes its samples now. Call once per frame, after its Lua. */
void audio_end_frame(long frame_index);
/* Closes the device or the WAV file; reports clipped samples. */
void audio_close(void);

#endif
