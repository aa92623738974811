/* The Wiimotes through WPAD: buttons, the IR pointer mapped to logical pixels, and timed rumble. */
#include <string.h>

#include <gccore.h>
#include <wiiuse/wpad.h>

#include "backend.h"
#include "wii.h"

typedef struct {
    u32 wpad;
    uint32_t button;
} InputButton;

static const InputButton INPUT_BUTTONS[] = {
    {WPAD_BUTTON_A, BUTTON_A},         {WPAD_BUTTON_B, BUTTON_B},         {WPAD_BUTTON_1, BUTTON_1},
    {WPAD_BUTTON_2, BUTTON_2},         {WPAD_BUTTON_PLUS, BUTTON_PLUS},   {WPAD_BUTTON_MINUS, BUTTON_MINUS},
    {WPAD_BUTTON_HOME, BUTTON_HOME},   {WPAD_BUTTON_UP, BUTTON_UP},       {WPAD_BUTTON_DOWN, BUTTON_DOWN},
    {WPAD_BUTTON_LEFT, BUTTON_LEFT},   {WPAD_BUTTON_RIGHT, BUTTON_RIGHT},
};

/* When each Wiimote's rumble stops, in backend_time_ms() milliseconds; 0 when it is not rumbling. */
static double input_rumble_until[MAX_REMOTES];
static bool input_started;

void input_init(void)
{
    WPAD_Init();
    /* Buttons, accelerometer and IR: the pointer needs all three. */
    WPAD_SetDataFormat(WPAD_CHAN_ALL, WPAD_FMT_BTNS_ACC_IR);
    /* IR defaults to 560x420; report it in framebuffer pixels instead. */
    WPAD_SetVRes(WPAD_CHAN_ALL, (u32)video_framebuffer_width(), (u32)video_framebuffer_height());
    input_started = true;
}

static uint32_t input_map_buttons(u32 wpad_buttons)
{
    uint32_t buttons = 0;
    for (size_t i = 0; i < sizeof INPUT_BUTTONS / sizeof INPUT_BUTTONS[0]; i++) {
        if (wpad_buttons & INPUT_BUTTONS[i].wpad) {
            buttons |= INPUT_BUTTONS[i].button;
        }
    }
    return buttons;
}

static void input_stop_rumble(int remote)
{
    if (input_rumble_until[remote] != 0.0) {
        WPAD_Rumble(remote, 0);
        input_rumble_until[remote] = 0.0;
    }
}

static void input_read_remote(int chan, RemoteInput *remote, double now)
{
    u32 expansion;
    memset(remote, 0, sizeof *remote);
    if (WPAD_Probe(chan, &expansion) != WPAD_ERR_NONE) {
        input_rumble_until[chan] = 0.0;
        return;
    }
    remote->connected = true;
    remote->held = input_map_buttons(WPAD_ButtonsHeld(chan));
    remote->pressed = input_map_buttons(WPAD_ButtonsDown(chan));

    struct ir_t ir;
    WPAD_IR(chan, &ir);
    if (ir.valid) {
        remote->pointer_valid = true;
        layout_to_logical(video_viewport(), ir.x, ir.y, &remote->x, &remote->y);
    }
    if (input_rumble_until[chan] != 0.0 && now >= input_rumble_until[chan]) {
        input_stop_rumble(chan);
    }
}

void backend_poll(FrameInput *input)
{
    double now = backend_time_ms();
    WPAD_ScanPads();
    for (int chan = 0; chan < MAX_REMOTES; chan++) {
        input_read_remote(chan, &input->remotes[chan], now);
    }
    input->quit_requested = system_quit_requested();
}

void backend_rumble(int remote, int milliseconds)
{
    if (!input_started || remote < 0 || remote >= MAX_REMOTES || milliseconds <= 0) {
        return;
    }
    u32 expansion;
    if (WPAD_Probe(remote, &expansion) != WPAD_ERR_NONE) {
        return;
    }
    WPAD_Rumble(remote, 1);
    input_rumble_until[remote] = backend_time_ms() + (double)milliseconds;
}

void input_shutdown(void)
{
    if (!input_started) {
        return;
    }
    for (int remote = 0; remote < MAX_REMOTES; remote++) {
        input_stop_rumble(remote);
    }
    /* Disconnects the remotes cleanly so the loader can find them again. */
    WPAD_Shutdown();
    input_started = false;
}
