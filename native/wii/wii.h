/* What the files of the libogc backend share with each other (the core sees only backend.h). */
#ifndef SENET_WII_H
#define SENET_WII_H

#include <stdbool.h>

#include "wii_layout.h"

/* wii_video.c: the video mode, GX and the atlas texture. Returns false, with `why` set, on failure. */
bool video_init(const char **why);
/* Framebuffer size the Wiimote pointer is reported in, and where the logical screen sits in it. */
int video_framebuffer_width(void);
int video_framebuffer_height(void);
LayoutRect video_viewport(void);
/* After video_init failed: its reason on the screen for some seconds, in libogc's console (where
 * there is a framebuffer to show it in), then a black screen. */
void video_say_failure(const char *why);
/* Blanks both framebuffers so the next program does not show a dead frame. */
void video_shutdown(void);

/* wii_input.c: the Wiimotes. */
void input_init(void);
void input_shutdown(void);

/* wii_audio.c: ASND, started after the Wiimotes and stopped before anything else on the way out. */
void audio_init(void);
/* Closes the frame's sound time (backend_audio_ms_last_frame); once per frame, after the retrace. */
void audio_end_frame(void);
void audio_shutdown(void);
/* The DSP has not mixed one block in the quarter second since ASND started (its microcode is not
 * running: Dolphin's DSP HLE does not know ASND's), or leaving found it so. */
bool audio_dsp_silent(void);

/* wii_retrace.c: counting retraces, from video_init (after VIDEO_Init) to video_shutdown; each
 * frame reports itself shown after its VIDEO_WaitVSync. */
void retrace_start(void);
void retrace_frame_shown(void);
void retrace_stop(void);

/* wii_buttons.c: the console's reset and power buttons and the Wiimotes' power buttons. */
/* Hands libogc the callbacks (libogc 3 has SYS_MainLoop for the console's buttons instead). */
void buttons_listen(void);
/* Reset, power or a Wiimote's power button was pressed: the game should end. */
bool buttons_quit_requested(void);
/* The power button (the console's or a Wiimote's): leaving powers the console off. */
bool buttons_power_pressed(void);

/* wii_clock.c: the time base's count starts here (backend_time_ms counts from it). */
void clock_start(void);

#endif
