/* The Wii program's life: start-up and shutdown order, the console's language, the log, and
 * mounting the SD card and a USB drive. */
#include <stdio.h>

#include <fat.h>
#include <gccore.h>
#include <ogc/conf.h>
#include <ogc/stm.h>
#include <ogc/usbstorage.h>
#include <sdcard/wiisd_io.h>

#include "backend.h"
#include "wii.h"
#include "storage-status.h"
#include "wii_shutdown.h"
#include "wii_storage.h"

/* What libfat mounted at start, unmounted on the way out. */
static StorageDevices system_mounted;

static void system_mount_storage(int argc, char **argv)
{
    char directory[STORAGE_PATH_MAX];
    /* Both, whichever the files go to: a card or drive libfat cannot read is simply not there. */
    system_mounted.sd = fatMountSimple("sd", &__io_wiisd);
    system_mounted.usb = fatMountSimple("usb", &__io_usbstorage);
    const char *argv0 = argc > 0 && argv != NULL ? argv[0] : NULL;
    if (!storage_choose_directory(argv0, system_mounted, directory, sizeof directory)) {
        storage_set_directory(NULL);
        storage_status_failed("mount", 0);
        backend_log("no SD card or USB drive: settings and games will not be saved");
        return;
    }
    storage_set_directory(directory);
}

bool backend_init(int argc, char **argv)
{
    const char *why = NULL;
    clock_start();
#ifdef SENET_WII_DEBUG
    /* backend_log's stderr to the UART Dolphin shows in its log (OSREPORT), or a USB Gecko's. */
    SYS_STDIO_Report(false);
#endif
    /* The console's settings (aspect ratio, language); a no-op when libogc already read them. */
    CONF_Init();
    /* The video first: the Wiimotes' pointer is reported in its framebuffer's size. */
    if (!video_init(&why)) {
        backend_log(why);
        video_say_failure(why);
        return false;
    }
    input_init();
    audio_init();
    buttons_listen();
    system_mount_storage(argc, argv);
    return true;
}

/* Writes libfat's cache back (the last frame may just have saved) while IOS still serves the
 * card: SYS_ResetSystem shuts IOS down. Saves after this fail cleanly. */
static void system_unmount_storage(void)
{
    storage_set_directory(NULL);
    if (system_mounted.sd) {
        fatUnmount("sd:");
    }
    if (system_mounted.usb) {
        fatUnmount("usb:");
    }
}

/* Once a power-off has been handed to libogc nothing may run on: libogc 2.14.1's SYS_ResetSystem
 * returns only when the power stays on (Dolphin stops the emulation a moment later), and by then
 * it has closed every other thread and cleared the system's globals, so returning from main
 * would let exit call it a second time over what it tore down. devkitPro's own _exit spins the
 * same way after libogc's exit handler. */
static void system_halt(void)
{
    for (;;) {
    }
}

/* Everything SYS_ResetSystem expects stopped, in this order, each within its budget (1.7 s in
 * all, so the loader or the power-off, or a restart where the remotes never let go, comes within
 * two seconds whatever a subsystem does). */
enum { SYSTEM_STEP_SOUND, SYSTEM_STEP_REMOTES, SYSTEM_STEP_STORAGE, SYSTEM_STEP_VIDEO, SYSTEM_STEPS };
static const ShutdownStep SYSTEM_WAY_OUT[SYSTEM_STEPS] = {
    /* Sound first (ASND_End): SYS_ResetSystem halts the DSP, and the mixer's audio DMA callback
     * must not run after that. */
    [SYSTEM_STEP_SOUND] = {"sound", audio_shutdown, 300},
    /* WPAD_Shutdown waits up to 150 ms for the remotes to disconnect. */
    [SYSTEM_STEP_REMOTES] = {"Wii Remotes", input_shutdown, 500},
    [SYSTEM_STEP_STORAGE] = {"storage", system_unmount_storage, 600},
    [SYSTEM_STEP_VIDEO] = {"video", video_shutdown, 300},
};

/* When WPAD_Shutdown was left behind, SYS_ResetSystem cannot be called: it runs WPAD's reset
 * function, whose WPAD_Shutdown asks the same Bluetooth controller again and waits for it with no
 * limit (libogc 2.14.1: __wpad_onreset, BTE_Shutdown; should the first answer come late, it
 * wakes the suspended step, not the main thread). STM, which SYS_ResetSystem ends with, is asked
 * directly instead, skipping the DSP's halt (the power or the restart stops it) and the
 * clearing of the remotes' list in SYSCONF (which the suspended step may be writing). The console
 * powers off to standby (the plain power-off, whatever WiiConnect24's idle mode is set to: this
 * is the way out of a fault), or restarts, which also resets the Bluetooth controller that
 * stopped answering: the loader would start with it wedged. */
static void system_leave_past_the_remotes(bool powering_off)
{
    s32 answer = powering_off ? STM_ShutdownToStandby() : STM_RebootSystem();
    /* The power goes a moment after STM answers (below 0: it refused); nothing may run on. */
    char line[64];
    snprintf(line, sizeof line, "leaving: STM answered %d", (int)answer);
    backend_log(line);
    system_halt();
}

/* The console then ends once: SYS_ResetSystem, here for a power-off or by libogc's exit handler
 * after main returns, or STM asked here where the remotes did not let go. */
void backend_shutdown(void)
{
    unsigned left_behind = shutdown_run(SYSTEM_WAY_OUT, SYSTEM_STEPS);
    /* Read once: the power button's flag is set from interrupt context. */
    bool powering_off = buttons_power_pressed();
    bool remotes_stuck = (left_behind & (1u << SYSTEM_STEP_REMOTES)) != 0;
    const char *destination = powering_off ? "powering off" : "back to the loader";
    if (remotes_stuck) {
        destination = powering_off ? "powering off to standby (the remotes did not let go)"
                                   : "restarting the console (the remotes did not let go)";
    }
    char line[160];
    snprintf(line, sizeof line, "leaving: %d step(s) left behind%s; %s", __builtin_popcount(left_behind),
             audio_dsp_silent() ? ", ASND_End skipped (the DSP never mixed)" : "", destination);
    backend_log(line);
    if (remotes_stuck) {
        system_leave_past_the_remotes(powering_off);
    }
    if (powering_off) {
        SYS_ResetSystem(SYS_POWEROFF, 0, 0);
        system_halt();
    }
    /* Otherwise returning from main goes back to the loader (the Homebrew Channel). */
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
