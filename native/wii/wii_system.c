/* The Wii program's life: start-up and shutdown order, the reset and power buttons, the clock,
 * the console's language, the log, and mounting the SD card. */
#include <stdio.h>

#include <fat.h>
#include <gccore.h>
#include <ogc/conf.h>
#include <ogc/libversion.h>
#include <ogc/lwp_watchdog.h>
#include <wiiuse/wpad.h>

#include "backend.h"
#include "wii.h"
#include "wii_storage.h"

/* libogc 3 reports the console's buttons through SYS_MainLoop; older ones through callbacks. */
#if _V_MAJOR_ >= 3
#define SYSTEM_HAS_MAIN_LOOP 1
#else
#define SYSTEM_HAS_MAIN_LOOP 0
#endif

static volatile bool system_reset_pressed;
static volatile bool system_power_pressed;
static u64 system_start_ticks;

#if !SYSTEM_HAS_MAIN_LOOP
static void system_on_reset(u32 irq, void *context)
{
    (void)irq;
    (void)context;
    system_reset_pressed = true;
}

static void system_on_power(void)
{
    system_power_pressed = true;
}
#endif

/* A Wiimote's own power button, held: the Wii menu powers the console off, so do the same. */
static void system_on_wiimote_power(s32 chan)
{
    (void)chan;
    system_power_pressed = true;
}

bool system_quit_requested(void)
{
#if SYSTEM_HAS_MAIN_LOOP
    if (!SYS_MainLoop()) {
        system_reset_pressed = true;
    }
#endif
    return system_reset_pressed || system_power_pressed;
}

static void system_mount_storage(int argc, char **argv)
{
    char directory[STORAGE_PATH_MAX];
    /* No card, or one libfat cannot read: the game runs, settings just are not kept. */
    if (!fatInitDefault()) {
        backend_log("no SD card or USB drive: settings will not be saved");
        storage_set_directory(NULL);
        return;
    }
    const char *argv0 = argc > 0 && argv != NULL ? argv[0] : NULL;
    if (!storage_choose_directory(argv0, directory, sizeof directory)) {
        storage_set_directory(STORAGE_DEFAULT_DIRECTORY);
        return;
    }
    storage_set_directory(directory);
}

bool backend_init(int argc, char **argv)
{
    const char *why = NULL;
    system_start_ticks = gettime();
    /* The console's settings (aspect ratio, language); a no-op when libogc already read them. */
    CONF_Init();
    /* The video first: the Wiimotes' pointer is reported in its framebuffer's size. */
    if (!video_init(&why)) {
        backend_log(why);
        return false;
    }
    input_init();
    audio_init();
    WPAD_SetPowerButtonCallback(system_on_wiimote_power);
#if !SYSTEM_HAS_MAIN_LOOP
    SYS_SetResetCallback(system_on_reset);
    SYS_SetPowerCallback(system_on_power);
#endif
    system_mount_storage(argc, argv);
    return true;
}

void backend_shutdown(void)
{
    /* The DSP must stop reading the samples before the program leaves or the console resets. */
    audio_shutdown();
    input_shutdown();
    const char *device = storage_device();
    if (device != NULL) {
        /* Writes back libfat's cache before the card can be pulled or the power cut. */
        fatUnmount(device);
        storage_set_directory(NULL);
    }
    video_shutdown();
    if (system_power_pressed) {
        SYS_ResetSystem(SYS_POWEROFF, 0, 0);
    }
    /* Otherwise returning from main goes back to the loader (the Homebrew Channel). */
}

double backend_time_ms(void)
{
    /* TB_TIMER_CLOCK is the time base's ticks per millisecond. */
    return (double)(gettime() - system_start_ticks) / (double)TB_TIMER_CLOCK;
}

const char *backend_language(void)
{
    switch (CONF_GetLanguage()) {
    case CONF_LANG_JAPANESE:
        return "ja";
    case CONF_LANG_GERMAN:
        return "de";
    case CONF_LANG_FRENCH:
        return "fr";
    case CONF_LANG_SPANISH:
        return "es";
    case CONF_LANG_ITALIAN:
        return "it";
    case CONF_LANG_DUTCH:
        return "nl";
    case CONF_LANG_SIMP_CHINESE:
    case CONF_LANG_TRAD_CHINESE:
        return "zh";
    case CONF_LANG_KOREAN:
        return "ko";
    default:
        /* CONF_LANG_ENGLISH, or the setting could not be read. */
        return "en";
    }
}

const char *backend_platform(void)
{
    return "wii";
}

void backend_log(const char *message)
{
#ifdef SENET_WII_DEBUG
    /* Only with a debug build: stdio has no console while GX owns the screen. */
    fprintf(stderr, "senet: %s\n", message);
#else
    (void)message;
#endif
}
