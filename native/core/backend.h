/* What each backend (native/host: SDL2, native/wii: libogc) provides to the core. The core owns
 * the Lua state, the native API and the error screen; a backend owns the screen, the controllers
 * (or what stands in for them), the clock and storage. All drawing is in the 640x480 logical
 * screen; the backend maps it to the real one. */
#ifndef SENET_BACKEND_H
#define SENET_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sound-bank.h"

#define LOGICAL_WIDTH 640
#define LOGICAL_HEIGHT 480
/* The input slots: 0..3 the Wiimotes (one with a Classic Controller in it is that slot, of kind
 * INPUT_CLASSIC), 4..7 the controllers without a pointer (the GameCube ports on the Wii, game
 * controllers on the desktop). Which slot plays for whom is the game's business. */
#define INPUT_SLOTS 8
#define WIIMOTE_SLOTS 4
/* Named storage: a name is 1..STORAGE_NAME_MAX characters of a-z, 0-9 and '-' (the core checks
 * it before a backend sees it); each holds at most STORAGE_MAX_BYTES. */
#define STORAGE_MAX_BYTES 16384
#define STORAGE_NAME_MAX 15

enum {
    BUTTON_A = 1 << 0,
    BUTTON_B = 1 << 1,
    BUTTON_1 = 1 << 2,
    BUTTON_2 = 1 << 3,
    BUTTON_PLUS = 1 << 4,
    BUTTON_MINUS = 1 << 5,
    BUTTON_HOME = 1 << 6,
    BUTTON_UP = 1 << 7,
    BUTTON_DOWN = 1 << 8,
    BUTTON_LEFT = 1 << 9,
    BUTTON_RIGHT = 1 << 10
};

/* What a slot holds: its buttons are mapped onto BUTTON_* (a stick folded into the D-pad's bits,
 * native/core/stick.h), so the kinds differ only in what they have (a pointer, rumble). */
typedef enum {
    INPUT_WIIMOTE,  /* a Wiimote: pointer, rumble */
    INPUT_CLASSIC,  /* a Classic Controller in a Wiimote: no pointer, no rumble */
    INPUT_GAMECUBE, /* a GameCube controller: no pointer, rumble */
    INPUT_PAD       /* a desktop game controller (SDL's): no pointer, rumble where it has it */
} InputKind;

typedef struct {
    bool connected;
    InputKind kind;
    bool pointer_valid;
    float x, y;       /* logical pixels */
    uint32_t held;    /* BUTTON_* bits down this frame */
    uint32_t pressed; /* BUTTON_* bits that went down since the previous frame */
} RemoteInput;

typedef struct {
    RemoteInput remotes[INPUT_SLOTS];
    /* The program is being left from outside (window closed, reset or power button): the game
     * gets this frame, with `quitting` set, to save what it must; then the program ends. */
    bool quit_requested;
    /* A headless run's frames are over: end before this frame runs. */
    bool stop_now;
} FrameInput;

/* Returns false (after printing why, where it can) when the program cannot start. */
bool backend_init(int argc, char **argv);
void backend_shutdown(void);

/* The C stack the core needs while it runs the Lua state: Lua's nested C calls at their deepest
 * (a runaway recursion), a C library's buffer and a native call on top, measured for 32-bit
 * PowerPC, with a margin (docs/native.md, "The C stack"). */
#define CORE_STACK_BYTES (512u * 1024u)
/* Runs body(context) on a stack of at least CORE_STACK_BYTES and returns once it has returned;
 * false, with `why` set and body not run, when no such stack can be had. Called once, after
 * backend_init; every other backend call may come from body. */
bool backend_run(void (*body)(void *context), void *context, const char **why);

/* Fills `input` for the frame about to run. */
void backend_poll(FrameInput *input);

void backend_begin_frame(uint32_t clear_rgba);
void backend_draw_rect(float x, float y, float w, float h, uint32_t rgba);
/* A region of the atlas (atlas pixels) stretched onto a logical rectangle, multiplied by tint. */
void backend_draw_atlas(uint16_t ax, uint16_t ay, uint16_t aw, uint16_t ah,
                        float x, float y, float w, float h, uint32_t tint_rgba);
/* Shows the frame and waits for the next vertical blank. */
void backend_end_frame(void);
/* The time from one retrace to the next, and how much of it the backend needs besides the Lua
 * frame (reading the input, drawing the queued frame and showing it), both in milliseconds. */
double backend_frame_period_ms(void);
double backend_frame_reserve_ms(void);

void backend_rumble(int slot, int milliseconds); /* slot 0..INPUT_SLOTS-1; ignored where it cannot */
/* The game's clock: milliseconds since the program started (simulated in a headless run). */
double backend_time_ms(void);
/* Milliseconds on a real clock since backend_init began, for measuring the program, never for the
 * game's timing: the console's time base on the Wii, a monotonic clock on the desktop (in a
 * headless run too, where backend_time_ms is simulated). */
double backend_real_time_ms(void);

/* What a backend measures of itself, for native.stats (the diagnostics overlay, the benchmark). */
typedef struct {
    long missed_frames;  /* frames shown after the retrace they were due for, since the start */
    bool time_simulated; /* backend_time_ms is simulated (a headless run), not a clock */
    double audio_ms;     /* the audio's processor time in the last frame; 0 without audio */
    bool sound_bank_failed; /* the sound bank could not be expanded (backend_sound_bank_failed) */
    bool sound_dsp_silent;  /* the mixer has sound to play and is not answering (the Wii's DSP) */
    /* Storage (native/core/storage-status.h): where the files go ("" for nowhere), how many
     * operations failed since the start, the last failure ("" for none) and its kind for the
     * player: "", "missing", "locked", "full" or "failed". */
    const char *storage_place;
    long storage_failures;
    const char *storage_error;
    const char *storage_problem;
} BackendStats;

void backend_stats(BackendStats *stats);
const char *backend_language(void); /* ISO 639-1 */
const char *backend_platform(void); /* "wii" or "desktop" */

/* Named storage, each name one small file that a save replaces atomically: a save cut at any
 * moment leaves the old content or the new one. load returns the byte count, or -1 when there is
 * no readable file (or no storage); remove returns true when the name holds nothing afterwards. */
long backend_load(const char *name, char *buffer, size_t capacity);
bool backend_save(const char *name, const char *data, size_t length);
bool backend_remove(const char *name);

/* Sound, mixed at SOUND_MIX_RATE stereo: each effect on a voice of its own (when all are busy the
 * one started longest ago gives way), the music on one more. `left` and `right` are an effect's
 * gains, 0..1; the backend multiplies every effect by the effects volume and the music by the
 * music volume, also while they play. Both volumes are 1 until backend_audio_volumes changes them. */
#define SOUND_MIX_RATE 48000
#define SOUND_EFFECT_VOICES 15
void backend_audio_play(const SoundBankEntry *sound, float left, float right);
/* Replaces the music (NULL stops it); a sound that loops repeats until it is replaced. */
void backend_audio_music(const SoundBankEntry *sound);
/* A volume of 0 stops what plays at it: raising it again brings back nothing already started. */
void backend_audio_volumes(float effects, float music);
/* Milliseconds of processor time the last whole frame spent on sound: in these calls and in
 * mixing (an audio callback or interrupt included), by the backend's clock. */
double backend_audio_ms_last_frame(void);
/* The sound bank built into the program could not be expanded at start (it is damaged, or there
 * was no memory for it): every sound is silent, for the whole run. */
bool backend_sound_bank_failed(void);

void backend_log(const char *message);

#endif
