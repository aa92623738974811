/* The console's reset and power buttons and a Wiimote's power button, as a request to leave. */
#include <gccore.h>
#include <ogc/libversion.h>
#include <wiiuse/wpad.h>

#include "wii.h"

/* libogc 3 reports the console's buttons through SYS_MainLoop; older ones through callbacks. */
#if _V_MAJOR_ >= 3
#define BUTTONS_HAVE_MAIN_LOOP 1
#else
#define BUTTONS_HAVE_MAIN_LOOP 0
#endif

/* Set by the callbacks below, which libogc runs in interrupt context (the reset and power
 * buttons from STM's event callback, a Wiimote's power button from the Bluetooth stack's, both
 * answers to IOS requests): they only set a flag; the frame loop does the rest on main's thread. */
static volatile bool buttons_reset_pressed;
static volatile bool buttons_power_was_pressed;

#if !BUTTONS_HAVE_MAIN_LOOP
static void buttons_on_reset(u32 irq, void *context)
{
    (void)irq;
    (void)context;
    buttons_reset_pressed = true;
}

static void buttons_on_power(void)
{
    buttons_power_was_pressed = true;
}
#endif

/* A Wiimote's own power button, held: the Wii menu powers the console off, so do the same. */
static void buttons_on_wiimote_power(s32 chan)
{
    (void)chan;
    buttons_power_was_pressed = true;
}

void buttons_listen(void)
{
    WPAD_SetPowerButtonCallback(buttons_on_wiimote_power);
#if !BUTTONS_HAVE_MAIN_LOOP
    SYS_SetResetCallback(buttons_on_reset);
    SYS_SetPowerCallback(buttons_on_power);
#endif
}

bool buttons_quit_requested(void)
{
#if BUTTONS_HAVE_MAIN_LOOP
    if (!SYS_MainLoop()) {
        buttons_reset_pressed = true;
    }
#endif
    return buttons_reset_pressed || buttons_power_was_pressed;
}

bool buttons_power_pressed(void)
{
    return buttons_power_was_pressed;
}
