/* The whole Wii program on the host: the core's main with the embedded bundle and the real atlas
 * and sound bank, on native/wii over the fake libogc, the controllers driven by a script
 * ($FAKE_WII_SCRIPT), one command a line:
 *   FRAME pointer X Y            Wiimote 1's pointer, from this frame on
 *   FRAME press BUTTON           Wiimote 1's BUTTON (A B 1 2 PLUS MINUS HOME UP DOWN LEFT RIGHT),
 *                                down in this frame only
 *   FRAME wiimote N connect      Wiimote N (1..4) connects; disconnect: it goes
 *   FRAME wiimote N press|hold|release BUTTON
 *   FRAME classic N attach       a Classic Controller goes into Wiimote N; detach: it comes out
 *   FRAME classic N press|hold|release BUTTON   (A B X Y PLUS MINUS HOME L R ZL ZR UP DOWN LEFT
 *                                RIGHT; hold: down until release)
 *   FRAME classic N stick X Y    its left stick (-1..1 each, y up), until moved again
 *   FRAME gamecube N connect     a GameCube controller in port N (1..4); disconnect: pulled out
 *   FRAME gamecube N press|hold|release BUTTON  (A B X Y Z L R START UP DOWN LEFT RIGHT)
 *   FRAME gamecube N stick X Y   its main stick (-128..127 each, y up)
 *   FRAME reset, FRAME power     the console's buttons
 * with the card as the environment says (fake_read_environment). When main has returned, or the
 * power went off, it prints every ASND voice call the game made, one line each:
 *   asnd: frame F voice V sample NAME bytes N pitch P left L right R loop 0|1
 * and each slot that rumbled: "rumble: slot S N frames". The program's log (built with
 * SENET_WII_DEBUG) is on stderr. Run it in an empty folder holding sd:/apps/senet/ (the card); it
 * writes the game's files there. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fake_libogc.h"
#include "libogc-from-api-list.h"
#include "sound-bank.h"

#define HARNESS_MAX_EVENTS 65536

typedef enum { HARNESS_WIIMOTE, HARNESS_CLASSIC, HARNESS_GAMECUBE } HarnessDevice;

typedef struct {
    int frame;
    HarnessDevice device;
    int index; /* 0..3: the Wiimote, or the GameCube port */
    char command[16];
    char value[16];
    float x, y;
} HarnessEvent;

/* Each device's buttons by the script's names, as WPAD and PAD report them. */
typedef struct {
    HarnessDevice device;
    const char *name;
    uint32_t bits;
} HarnessButton;

static const HarnessButton HARNESS_BUTTONS[] = {
    {HARNESS_WIIMOTE, "A", WPAD_BUTTON_A},       {HARNESS_WIIMOTE, "B", WPAD_BUTTON_B},
    {HARNESS_WIIMOTE, "1", WPAD_BUTTON_1},       {HARNESS_WIIMOTE, "2", WPAD_BUTTON_2},
    {HARNESS_WIIMOTE, "PLUS", WPAD_BUTTON_PLUS}, {HARNESS_WIIMOTE, "MINUS", WPAD_BUTTON_MINUS},
    {HARNESS_WIIMOTE, "HOME", WPAD_BUTTON_HOME}, {HARNESS_WIIMOTE, "UP", WPAD_BUTTON_UP},
    {HARNESS_WIIMOTE, "DOWN", WPAD_BUTTON_DOWN}, {HARNESS_WIIMOTE, "LEFT", WPAD_BUTTON_LEFT},
    {HARNESS_WIIMOTE, "RIGHT", WPAD_BUTTON_RIGHT},
    {HARNESS_CLASSIC, "A", WPAD_CLASSIC_BUTTON_A},         {HARNESS_CLASSIC, "B", WPAD_CLASSIC_BUTTON_B},
    {HARNESS_CLASSIC, "X", WPAD_CLASSIC_BUTTON_X},         {HARNESS_CLASSIC, "Y", WPAD_CLASSIC_BUTTON_Y},
    {HARNESS_CLASSIC, "PLUS", WPAD_CLASSIC_BUTTON_PLUS},   {HARNESS_CLASSIC, "MINUS", WPAD_CLASSIC_BUTTON_MINUS},
    {HARNESS_CLASSIC, "HOME", WPAD_CLASSIC_BUTTON_HOME},   {HARNESS_CLASSIC, "L", WPAD_CLASSIC_BUTTON_FULL_L},
    {HARNESS_CLASSIC, "R", WPAD_CLASSIC_BUTTON_FULL_R},    {HARNESS_CLASSIC, "ZL", WPAD_CLASSIC_BUTTON_ZL},
    {HARNESS_CLASSIC, "ZR", WPAD_CLASSIC_BUTTON_ZR},       {HARNESS_CLASSIC, "UP", WPAD_CLASSIC_BUTTON_UP},
    {HARNESS_CLASSIC, "DOWN", WPAD_CLASSIC_BUTTON_DOWN},   {HARNESS_CLASSIC, "LEFT", WPAD_CLASSIC_BUTTON_LEFT},
    {HARNESS_CLASSIC, "RIGHT", WPAD_CLASSIC_BUTTON_RIGHT},
    {HARNESS_GAMECUBE, "A", PAD_BUTTON_A},         {HARNESS_GAMECUBE, "B", PAD_BUTTON_B},
    {HARNESS_GAMECUBE, "X", PAD_BUTTON_X},         {HARNESS_GAMECUBE, "Y", PAD_BUTTON_Y},
    {HARNESS_GAMECUBE, "Z", PAD_TRIGGER_Z},        {HARNESS_GAMECUBE, "L", PAD_TRIGGER_L},
    {HARNESS_GAMECUBE, "R", PAD_TRIGGER_R},        {HARNESS_GAMECUBE, "START", PAD_BUTTON_START},
    {HARNESS_GAMECUBE, "UP", PAD_BUTTON_UP},       {HARNESS_GAMECUBE, "DOWN", PAD_BUTTON_DOWN},
    {HARNESS_GAMECUBE, "LEFT", PAD_BUTTON_LEFT},   {HARNESS_GAMECUBE, "RIGHT", PAD_BUTTON_RIGHT},
};

static HarnessEvent harness_events[HARNESS_MAX_EVENTS];
static int harness_event_count;
/* Where the backend expanded each sound, seen while the program runs (leaving, it forgets them). */
#define HARNESS_MAX_SOUNDS 256
static const int16_t *harness_samples[HARNESS_MAX_SOUNDS];

static uint32_t harness_button(const HarnessEvent *event)
{
    for (size_t i = 0; i < sizeof HARNESS_BUTTONS / sizeof HARNESS_BUTTONS[0]; i++)
        if (HARNESS_BUTTONS[i].device == event->device && strcmp(HARNESS_BUTTONS[i].name, event->value) == 0)
            return HARNESS_BUTTONS[i].bits;
    fprintf(stderr, "harness: unknown button %s\n", event->value);
    exit(2);
}

/* What each Wiimote (with what is in it) and each GameCube port holds until released, what the
 * script pressed for this frame alone, and what was held at the previous scan. */
static uint32_t harness_holding[FAKE_CHANNELS], harness_taps[FAKE_CHANNELS], harness_last[FAKE_CHANNELS];
static uint32_t harness_pad_holding[FAKE_PAD_PORTS], harness_pad_taps[FAKE_PAD_PORTS], harness_pad_last[FAKE_PAD_PORTS];
/* Frames each slot (the Wiimotes, then the GameCube ports) spent rumbling. */
static int harness_rumble_frames[FAKE_CHANNELS + FAKE_PAD_PORTS];

static void harness_buttons(const HarnessEvent *event, uint32_t *holding, uint32_t *taps)
{
    uint32_t bits = harness_button(event);
    if (strcmp(event->command, "press") == 0) *taps |= bits;
    else if (strcmp(event->command, "hold") == 0) *holding |= bits;
    else *holding &= ~bits;
}

/* A GameCube stick's axis as PAD reports it, a script's value clamped to its range. */
static int8_t harness_stick_axis(float value)
{
    if (!(value > -128.0f)) return -128; /* NaN too */
    if (!(value < 127.0f)) return 127;
    return (int8_t)value;
}

static void harness_device_event(const HarnessEvent *event)
{
    int i = event->index;
    const char *command = event->command;
    bool buttons = strcmp(command, "press") == 0 || strcmp(command, "hold") == 0 || strcmp(command, "release") == 0;
    if (event->device == HARNESS_GAMECUBE) {
        if (strcmp(command, "connect") == 0 || strcmp(command, "disconnect") == 0) {
            fake.pad_connected[i] = command[0] == 'c';
            harness_pad_holding[i] = 0;
        } else if (strcmp(command, "stick") == 0) {
            fake.pad_stick_x[i] = harness_stick_axis(event->x);
            fake.pad_stick_y[i] = harness_stick_axis(event->y);
        } else if (buttons) {
            harness_buttons(event, &harness_pad_holding[i], &harness_pad_taps[i]);
        }
        return;
    }
    if (strcmp(command, "connect") == 0 || strcmp(command, "disconnect") == 0) {
        fake.connected[i] = command[0] == 'c';
        harness_holding[i] = 0;
    } else if (strcmp(command, "attach") == 0 || strcmp(command, "detach") == 0) {
        fake.expansion[i] = command[0] == 'a' ? WPAD_EXP_CLASSIC : 0;
        fake.classic_magnitude[i] = 0;
    } else if (strcmp(command, "stick") == 0) {
        /* as wiiuse reports it: the angle from straight up, clockwise, and the distance out */
        fake.classic_angle[i] = atan2f(event->x, event->y) * 57.29578f;
        fake.classic_magnitude[i] = hypotf(event->x, event->y);
    } else if (buttons) {
        harness_buttons(event, &harness_holding[i], &harness_taps[i]);
    }
}

/* Each frame's controllers (WPAD_ScanPads counts from 1, the script's frames from 0). */
static void harness_frame(int scan)
{
    int frame = scan - 1;
    for (uint16_t i = 0; i < sound_bank_count && i < HARNESS_MAX_SOUNDS; i++)
        harness_samples[i] = sound_bank[i].samples;
    memset(harness_taps, 0, sizeof harness_taps);
    memset(harness_pad_taps, 0, sizeof harness_pad_taps);
    for (int i = 0; i < harness_event_count; i++) {
        HarnessEvent *event = &harness_events[i];
        if (event->frame != frame) continue;
        if (strcmp(event->command, "pointer") == 0) {
            fake.ir_valid[0] = true;
            fake.ir_x[0] = event->x;
            fake.ir_y[0] = event->y;
        } else if (strcmp(event->command, "reset") == 0) {
#if _V_MAJOR_ >= 3
            fake.power_state = 1;
#else
            fake.reset_callback(0, NULL);
#endif
        } else if (strcmp(event->command, "power") == 0) {
#if _V_MAJOR_ >= 3
            fake.power_state = 2;
#else
            fake.power_callback();
#endif
        } else {
            harness_device_event(event);
        }
    }
    /* a button held or pressed has gone down when it was not held at the scan before */
    for (int i = 0; i < FAKE_CHANNELS; i++) {
        fake.held[i] = fake.connected[i] ? harness_holding[i] | harness_taps[i] : 0;
        fake.down[i] = fake.held[i] & ~harness_last[i];
        harness_last[i] = fake.held[i];
    }
    for (int i = 0; i < FAKE_PAD_PORTS; i++) {
        fake.pad_held[i] = (uint16_t)(fake.pad_connected[i] ? harness_pad_holding[i] | harness_pad_taps[i] : 0);
        fake.pad_down[i] = (uint16_t)(fake.pad_held[i] & ~harness_pad_last[i]);
        harness_pad_last[i] = fake.pad_held[i];
        harness_rumble_frames[FAKE_CHANNELS + i] += fake.pad_rumbling[i] ? 1 : 0;
    }
    for (int i = 0; i < FAKE_CHANNELS; i++) harness_rumble_frames[i] += fake.rumbling[i] ? 1 : 0;
}

static const char *harness_sample_name(const void *samples)
{
    for (uint16_t i = 0; i < sound_bank_count && i < HARNESS_MAX_SOUNDS; i++)
        if (harness_samples[i] != NULL && harness_samples[i] == samples) return sound_bank[i].name;
    return "(not in the bank)";
}

static void harness_end(void)
{
    for (int i = 0; i < fake.voice_call_count && i < FAKE_MAX_SOUND_CALLS; i++) {
        const FakeVoiceCall *call = &fake.voice_calls[i];
        printf("asnd: frame %d voice %d sample %s bytes %d pitch %d left %d right %d loop %d\n", call->frame, call->voice,
               harness_sample_name(call->samples), call->size, call->pitch, call->left, call->right, call->infinite ? 1 : 0);
    }
    for (int slot = 0; slot < FAKE_CHANNELS + FAKE_PAD_PORTS; slot++)
        if (harness_rumble_frames[slot] > 0) printf("rumble: slot %d %d frames\n", slot + 1, harness_rumble_frames[slot]);
    printf("harness: %d frames, %d voice calls\n", fake.scans, fake.voice_call_count);
    fflush(stdout);
}

static void harness_load(const char *path)
{
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        perror(path);
        exit(2);
    }
    char line[128];
    while (fgets(line, sizeof line, file) != NULL) {
        if (harness_event_count == HARNESS_MAX_EVENTS) {
            fprintf(stderr, "harness: %s has more than %d lines\n", path, HARNESS_MAX_EVENTS);
            exit(2);
        }
        HarnessEvent *event = &harness_events[harness_event_count];
        memset(event, 0, sizeof *event);
        char word[16] = "";
        if (sscanf(line, "%d %15s", &event->frame, word) < 2) continue;
        bool device = strcmp(word, "wiimote") == 0 || strcmp(word, "classic") == 0 || strcmp(word, "gamecube") == 0;
        if (device) {
            int index = 0;
            if (sscanf(line, "%*d %*s %d %15s %15s", &index, event->command, event->value) < 2 || index < 1 || index > 4) {
                fprintf(stderr, "harness: bad line %s", line);
                exit(2);
            }
            event->device = word[0] == 'w' ? HARNESS_WIIMOTE : word[0] == 'c' ? HARNESS_CLASSIC : HARNESS_GAMECUBE;
            event->index = index - 1;
            if (strcmp(event->command, "stick") == 0 && sscanf(line, "%*d %*s %*d %*s %f %f", &event->x, &event->y) != 2) {
                fprintf(stderr, "harness: bad line %s", line);
                exit(2);
            }
        } else {
            /* Wiimote 1's own lines: pointer, press, reset, power */
            strcpy(event->command, word);
            if (sscanf(line, "%*d %*s %15s", event->value) < 1) event->value[0] = '\0';
            if (strcmp(event->command, "pointer") == 0 && sscanf(line, "%*d %*s %f %f", &event->x, &event->y) != 2) continue;
        }
        harness_event_count++;
    }
    fclose(file);
}

/* The power went off, or the console restarts: Dolphin ends the emulation there. */
static void harness_powered_off(int32_t reset)
{
    if (reset == SYS_POWEROFF || reset == FAKE_SYS_RESTART) {
        harness_end();
        _exit(0);
    }
}

/* Before the core's main: a 640x480 4:3 console with one Wiimote and a card, and the script. */
__attribute__((constructor)) static void harness_start(void)
{
    fake_reset();
    fake_read_environment();
    fake.on_reset = harness_powered_off;
    const char *script = getenv("FAKE_WII_SCRIPT");
    if (script == NULL) {
        fprintf(stderr, "harness: set FAKE_WII_SCRIPT to the input script\n");
        exit(2);
    }
    harness_load(script);
    fake.on_scan = harness_frame;
    /* after main returns: the program has stopped its sound by then */
    atexit(harness_end);
}
