/* The controllers: the Wiimotes through WPAD (buttons, the IR pointer mapped to logical pixels,
 * a Classic Controller in one of them), the GameCube controllers through PAD, and timed rumble.
 * Slots 0..3 are the Wiimotes' channels, slots 4..7 the GameCube ports (backend.h). */
#include <math.h>
#include <string.h>

#include <gccore.h>
#include <ogc/pad.h>
#include <wiiuse/wpad.h>

#include "backend.h"
#include "stick.h"
#include "wii.h"

#define INPUT_GAMECUBE_PORTS (INPUT_SLOTS - WIIMOTE_SLOTS)
/* A GameCube port reported missing keeps its controller this many scans: PAD_ScanPads leaves out
 * a port whose serial transfer is busy (PAD_ERR_TRANSFER) or being reset, for a scan or two, and
 * the game must not take that for a controller pulled out. */
#define INPUT_GAMECUBE_GRACE_SCANS 10
/* PAD_StickX/Y's travel: about +-100 at the gate of a real stick; this much is "all the way". */
#define INPUT_GAMECUBE_STICK_RANGE 100.0f
/* A Classic Controller's stick as wiiuse calibrates it: magnitude 0..1 (a little more at the
 * corners), the angle in degrees from straight up, clockwise. */
#define INPUT_DEGREES_TO_RADIANS 0.017453292519943295f

typedef struct {
    u32 wpad;
    uint32_t button;
} InputButton;

/* The Wiimote's own buttons, then a Classic Controller's (WPAD reports them in the same word,
 * shifted 16 bits up; input_read_remote keeps those bits for a Classic Controller only): a = A,
 * b = B, x = 1, y = 2, + and - (and the shoulders R and L, ZR and ZL) = Plus and Minus, Home =
 * Home, its D-pad = the D-pad. */
static const InputButton INPUT_BUTTONS[] = {
    {WPAD_BUTTON_A, BUTTON_A},         {WPAD_BUTTON_B, BUTTON_B},         {WPAD_BUTTON_1, BUTTON_1},
    {WPAD_BUTTON_2, BUTTON_2},         {WPAD_BUTTON_PLUS, BUTTON_PLUS},   {WPAD_BUTTON_MINUS, BUTTON_MINUS},
    {WPAD_BUTTON_HOME, BUTTON_HOME},   {WPAD_BUTTON_UP, BUTTON_UP},       {WPAD_BUTTON_DOWN, BUTTON_DOWN},
    {WPAD_BUTTON_LEFT, BUTTON_LEFT},   {WPAD_BUTTON_RIGHT, BUTTON_RIGHT},
    {WPAD_CLASSIC_BUTTON_A, BUTTON_A},         {WPAD_CLASSIC_BUTTON_B, BUTTON_B},
    {WPAD_CLASSIC_BUTTON_X, BUTTON_1},         {WPAD_CLASSIC_BUTTON_Y, BUTTON_2},
    {WPAD_CLASSIC_BUTTON_PLUS, BUTTON_PLUS},   {WPAD_CLASSIC_BUTTON_MINUS, BUTTON_MINUS},
    {WPAD_CLASSIC_BUTTON_FULL_R, BUTTON_PLUS}, {WPAD_CLASSIC_BUTTON_FULL_L, BUTTON_MINUS},
    {WPAD_CLASSIC_BUTTON_ZR, BUTTON_PLUS},     {WPAD_CLASSIC_BUTTON_ZL, BUTTON_MINUS},
    {WPAD_CLASSIC_BUTTON_HOME, BUTTON_HOME},   {WPAD_CLASSIC_BUTTON_UP, BUTTON_UP},
    {WPAD_CLASSIC_BUTTON_DOWN, BUTTON_DOWN},   {WPAD_CLASSIC_BUTTON_LEFT, BUTTON_LEFT},
    {WPAD_CLASSIC_BUTTON_RIGHT, BUTTON_RIGHT},
};

/* A GameCube controller: A = A, B = B, X = 1, Y = 2, START = Home (the pause), R and Z = Plus,
 * L = Minus (the triggers' click at the end of their travel), the D-pad = the D-pad. */
static const InputButton INPUT_GAMECUBE_BUTTONS[] = {
    {PAD_BUTTON_A, BUTTON_A},      {PAD_BUTTON_B, BUTTON_B},        {PAD_BUTTON_X, BUTTON_1},
    {PAD_BUTTON_Y, BUTTON_2},      {PAD_BUTTON_START, BUTTON_HOME}, {PAD_TRIGGER_R, BUTTON_PLUS},
    {PAD_TRIGGER_Z, BUTTON_PLUS},  {PAD_TRIGGER_L, BUTTON_MINUS},   {PAD_BUTTON_UP, BUTTON_UP},
    {PAD_BUTTON_DOWN, BUTTON_DOWN}, {PAD_BUTTON_LEFT, BUTTON_LEFT}, {PAD_BUTTON_RIGHT, BUTTON_RIGHT},
};

/* When each slot's rumble stops, in backend_time_ms() milliseconds; 0 when it is not rumbling. */
static double input_rumble_until[INPUT_SLOTS];
/* The direction each slot's stick held at the last poll (stick.h). */
static uint32_t input_stick[INPUT_SLOTS];
/* Each GameCube port: scans since PAD_ScanPads last reported it (the grace above), and what it
 * held then. */
static int input_gamecube_missing[INPUT_GAMECUBE_PORTS];
static uint32_t input_gamecube_held[INPUT_GAMECUBE_PORTS];
static bool input_started;

void input_init(void)
{
    WPAD_Init();
    /* Buttons, accelerometer and IR: the pointer needs all three. */
    WPAD_SetDataFormat(WPAD_CHAN_ALL, WPAD_FMT_BTNS_ACC_IR);
    /* IR defaults to 560x420; report it in framebuffer pixels instead. */
    WPAD_SetVRes(WPAD_CHAN_ALL, (u32)video_framebuffer_width(), (u32)video_framebuffer_height());
    PAD_Init();
    for (int port = 0; port < INPUT_GAMECUBE_PORTS; port++) {
        input_gamecube_missing[port] = INPUT_GAMECUBE_GRACE_SCANS;
    }
    input_started = true;
}

static uint32_t input_map(const InputButton *table, size_t count, u32 bits)
{
    uint32_t buttons = 0;
    for (size_t i = 0; i < count; i++) {
        if (bits & table[i].wpad) {
            buttons |= table[i].button;
        }
    }
    return buttons;
}

static uint32_t input_map_buttons(u32 wpad_buttons)
{
    return input_map(INPUT_BUTTONS, sizeof INPUT_BUTTONS / sizeof INPUT_BUTTONS[0], wpad_buttons);
}

static uint32_t input_map_gamecube(u16 pad_buttons)
{
    return input_map(INPUT_GAMECUBE_BUTTONS, sizeof INPUT_GAMECUBE_BUTTONS / sizeof INPUT_GAMECUBE_BUTTONS[0], pad_buttons);
}

static void input_stop_rumble(int slot)
{
    if (input_rumble_until[slot] == 0.0) {
        return;
    }
    if (slot < WIIMOTE_SLOTS) {
        WPAD_Rumble(slot, 0);
    } else {
        PAD_ControlMotor(slot - WIIMOTE_SLOTS, PAD_MOTOR_STOP);
    }
    input_rumble_until[slot] = 0.0;
}

/* Folds a stick at (x, y) (x to the right, y upwards, -1..1) into the slot's D-pad bits. */
static void input_fold_stick(int slot, float x, float y, RemoteInput *remote)
{
    stick_fold(x, y, &input_stick[slot], &remote->held, &remote->pressed);
}

/* A Classic Controller's left stick, from WPAD's calibrated angle and magnitude. */
static void input_read_classic_stick(int chan, const struct joystick_t *stick, RemoteInput *remote)
{
    float angle = stick->ang * INPUT_DEGREES_TO_RADIANS;
    input_fold_stick(chan, stick->mag * sinf(angle), stick->mag * cosf(angle), remote);
}

/* What the last WPAD_ScanPads read of the channel's expansion, with the buttons it read. */
static void input_expansion(int chan, struct expansion_t *expansion)
{
    memset(expansion, 0, sizeof *expansion);
    WPAD_Expansion(chan, expansion);
}

static void input_read_remote(int chan, RemoteInput *remote, double now)
{
    memset(remote, 0, sizeof *remote);
    if (WPAD_Probe(chan, NULL) != WPAD_ERR_NONE) {
        /* wiiuse keeps its rumble flag through a disconnect and sends it with every command once
         * the Wiimote is back (io_wii.c:51-55, wiiuse.c:31): clear it */
        input_stop_rumble(chan);
        input_stick[chan] = 0;
        return;
    }
    /* The kind from the scan's copy, as the buttons: WPAD_Probe's is the interrupt's latest. */
    struct expansion_t expansion;
    input_expansion(chan, &expansion);
    remote->connected = true;
    remote->kind = expansion.type == WPAD_EXP_CLASSIC ? INPUT_CLASSIC : INPUT_WIIMOTE;
    /* The upper 16 bits are any expansion's: a Nunchuk's Z and C come as the Classic's Up and
     * Left (wpad.c:517). A Wii U Pro Controller's stick clicks replace the lower (wpad.c:531). */
    u32 bits = 0xFFFFu;
    if (remote->kind == INPUT_CLASSIC) {
        bits = expansion.classic.type == CLASSIC_TYPE_WIIU ? 0xFFFF0000u : 0xFFFFFFFFu;
    }
    remote->held = input_map_buttons(WPAD_ButtonsHeld(chan) & bits);
    remote->pressed = input_map_buttons(WPAD_ButtonsDown(chan) & bits);

    if (remote->kind == INPUT_CLASSIC) {
        /* the player holds the Classic Controller: the Wiimote hangs from it, pointing anywhere */
        input_read_classic_stick(chan, &expansion.classic.ljs, remote);
        input_stop_rumble(chan);
        return;
    }
    input_stick[chan] = 0;
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

static void input_read_gamecube(int port, u32 connected, RemoteInput *remote, double now)
{
    int slot = WIIMOTE_SLOTS + port;
    memset(remote, 0, sizeof *remote);
    remote->kind = INPUT_GAMECUBE;
    if (connected & (1u << port)) {
        input_gamecube_missing[port] = 0;
        remote->connected = true;
        remote->held = input_map_gamecube(PAD_ButtonsHeld(port));
        remote->pressed = input_map_gamecube(PAD_ButtonsDown(port));
        input_gamecube_held[port] = remote->held;
        input_fold_stick(slot, (float)PAD_StickX(port) / INPUT_GAMECUBE_STICK_RANGE,
                         (float)PAD_StickY(port) / INPUT_GAMECUBE_STICK_RANGE, remote);
    } else if (input_gamecube_missing[port] < INPUT_GAMECUBE_GRACE_SCANS) {
        /* missing for a scan: still there, holding what it held, pressing nothing new */
        input_gamecube_missing[port]++;
        remote->connected = true;
        remote->held = input_gamecube_held[port] | input_stick[slot];
    } else {
        input_gamecube_held[port] = 0;
        input_stick[slot] = 0;
        input_stop_rumble(slot);
        return;
    }
    if (input_rumble_until[slot] != 0.0 && now >= input_rumble_until[slot]) {
        input_stop_rumble(slot);
    }
}

void backend_poll(FrameInput *input)
{
    double now = backend_time_ms();
    WPAD_ScanPads();
    for (int chan = 0; chan < WIIMOTE_SLOTS; chan++) {
        input_read_remote(chan, &input->remotes[chan], now);
    }
    /* bit N set: port N answered (libogc 2.14.1's pad.c: connected |= (1<<i)) */
    u32 connected = PAD_ScanPads();
    for (int port = 0; port < INPUT_GAMECUBE_PORTS; port++) {
        input_read_gamecube(port, connected, &input->remotes[WIIMOTE_SLOTS + port], now);
    }
    input->quit_requested = buttons_quit_requested();
}

/* Whether the slot holds something that rumbles: a Wiimote without a Classic Controller in it
 * (the Classic Controller has no motor, and the Wiimote hanging from it is not in the hand), or a
 * GameCube controller (a WaveBird's PAD_ControlMotor does nothing). */
static bool input_can_rumble(int slot)
{
    if (slot >= WIIMOTE_SLOTS) {
        return input_gamecube_missing[slot - WIIMOTE_SLOTS] < INPUT_GAMECUBE_GRACE_SCANS;
    }
    struct expansion_t expansion;
    input_expansion(slot, &expansion);
    return WPAD_Probe(slot, NULL) == WPAD_ERR_NONE && expansion.type != WPAD_EXP_CLASSIC;
}

void backend_rumble(int slot, int milliseconds)
{
    if (!input_started || slot < 0 || slot >= INPUT_SLOTS || milliseconds <= 0 || !input_can_rumble(slot)) {
        return;
    }
    if (slot < WIIMOTE_SLOTS) {
        WPAD_Rumble(slot, 1);
    } else {
        PAD_ControlMotor(slot - WIIMOTE_SLOTS, PAD_MOTOR_RUMBLE);
    }
    input_rumble_until[slot] = backend_time_ms() + (double)milliseconds;
}

void input_shutdown(void)
{
    if (!input_started) {
        return;
    }
    for (int slot = 0; slot < INPUT_SLOTS; slot++) {
        input_stop_rumble(slot);
    }
    /* Disconnects the remotes cleanly so the loader can find them again. */
    WPAD_Shutdown();
    input_started = false;
}
