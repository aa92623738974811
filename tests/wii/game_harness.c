/* The whole Wii program on the host: the core's main with the embedded bundle and the real atlas
 * and sound bank, on native/wii over the fake libogc, Wiimote 1 driven by a script
 * ($FAKE_WII_SCRIPT: lines "FRAME pointer X Y", "FRAME press BUTTON" (A B PLUS HOME), "FRAME
 * reset", "FRAME power"), the card as the environment says (fake_read_environment). When main has
 * returned, or the power went off, it prints every ASND voice call the game made, one line each:
 *   asnd: frame F voice V sample NAME bytes N pitch P left L right R loop 0|1
 * Run it in an empty folder holding sd:/apps/senet/ (the card); it writes the game's files there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fake_libogc.h"
#include "libogc-from-api-list.h"
#include "sound-bank.h"

#define HARNESS_MAX_EVENTS 4096

typedef struct {
    int frame;
    char command[16];
    char value[16];
    float x, y;
} HarnessEvent;

static HarnessEvent harness_events[HARNESS_MAX_EVENTS];
static int harness_event_count;
/* Where the backend expanded each sound, seen while the program runs (leaving, it forgets them). */
#define HARNESS_MAX_SOUNDS 256
static const int16_t *harness_samples[HARNESS_MAX_SOUNDS];

static uint32_t harness_button(const char *name)
{
    if (strcmp(name, "A") == 0) return WPAD_BUTTON_A;
    if (strcmp(name, "B") == 0) return WPAD_BUTTON_B;
    if (strcmp(name, "PLUS") == 0) return WPAD_BUTTON_PLUS;
    if (strcmp(name, "HOME") == 0) return WPAD_BUTTON_HOME;
    fprintf(stderr, "harness: unknown button %s\n", name);
    exit(2);
}

/* Each frame's Wiimote (WPAD_ScanPads counts from 1, the script's frames from 0): buttons
 * pressed in this frame only, the pointer where it was last put. */
static void harness_frame(int scan)
{
    int frame = scan - 1;
    for (uint16_t i = 0; i < sound_bank_count && i < HARNESS_MAX_SOUNDS; i++)
        harness_samples[i] = sound_bank[i].samples;
    fake.held[0] = 0;
    fake.down[0] = 0;
    for (int i = 0; i < harness_event_count; i++) {
        HarnessEvent *event = &harness_events[i];
        if (event->frame != frame) continue;
        if (strcmp(event->command, "pointer") == 0) {
            fake.ir_valid[0] = true;
            fake.ir_x[0] = event->x;
            fake.ir_y[0] = event->y;
        } else if (strcmp(event->command, "press") == 0) {
            fake.held[0] |= harness_button(event->value);
            fake.down[0] |= harness_button(event->value);
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
        }
    }
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
    while (fgets(line, sizeof line, file) != NULL && harness_event_count < HARNESS_MAX_EVENTS) {
        HarnessEvent *event = &harness_events[harness_event_count];
        int fields = sscanf(line, "%d %15s %15s", &event->frame, event->command, event->value);
        if (fields < 2) continue;
        if (strcmp(event->command, "pointer") == 0 && sscanf(line, "%*d %*s %f %f", &event->x, &event->y) != 2) continue;
        harness_event_count++;
    }
    fclose(file);
}

/* The power went off: Dolphin ends the emulation there. */
static void harness_powered_off(int32_t reset)
{
    if (reset == SYS_POWEROFF) {
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
