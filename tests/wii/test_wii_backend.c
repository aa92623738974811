/* Behaviour of the whole Wii backend (native/wii) on the host, over a recording stand-in for
 * libogc (fake_libogc.c): start-up order, the pillarboxed viewport, pointer and buttons, rumble
 * timing, drawing, the reset button, language, settings storage, sound and the game's own stack
 * (every way out of the whole program, power-offs included, is in test_wii_program.c). Each case
 * runs in its own process
 * because the backend keeps its state in statics, as on the Wii. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "backend.h"
#include "fake_libogc.h"
#include "fake_sound_bank.h"
#include "libogc-from-api-list.h"

#include "check.h"

static char *boot_argv[] = {"sd:/apps/senet/boot.dol", NULL};

static void start(void)
{
    CHECK(backend_init(1, boot_argv));
}

static void test_startup_4_3(void)
{
    start();
    CHECK(fake.video_init_at > 0 && fake.video_init_at < fake.wpad_init_at);
    CHECK(fake.wpad_init_at < fake.vres_at);
    CHECK(fake.vres_width == 640 && fake.vres_height == 480);
    CHECK(fake.data_format == WPAD_FMT_BTNS_ACC_IR);
    CHECK(fake.viewport[0] == 0 && fake.viewport[1] == 0 && fake.viewport[2] == 640 && fake.viewport[3] == 480);
    CHECK(fake.scissor[0] == 0 && fake.scissor[2] == 640 && fake.scissor[3] == 480);
    CHECK(fake.texture_width == 4 && fake.texture_height == 2 && fake.texture_format == GX_TF_RGBA8);
    CHECK(fake.framebuffers_cleared == 2);
    /* Black from start-up until the first frame is shown, then visible. */
    CHECK(fake.black);
    backend_begin_frame(0x102030FFu);
    backend_end_frame();
    CHECK(!fake.black && fake.black_changes == 2);
    CHECK(fake.wiimote_power_callback != NULL);
    /* libogc 3 reports the console's buttons through SYS_MainLoop instead of callbacks. */
    CHECK((fake.reset_callback != NULL && fake.power_callback != NULL) == (_V_MAJOR_ < 3));
}

/* The console's reset button, as the libogc version in use reports it. */
static void press_reset_button(void)
{
#if _V_MAJOR_ >= 3
    fake.power_state = 1;
#else
    fake.reset_callback(0, NULL);
#endif
}

/* The texture GX gets is the fake atlas expanded (its pixels are the bytes 1 .. 32) and tiled:
 * one 4x4 block, rows 2 and 3 padding; at a 32-byte aligned address, flushed from the cache
 * before GX_InitTexObj is handed it. */
static void test_atlas_texture(void)
{
    start();
    CHECK(fake.texture_data != NULL && (uintptr_t)fake.texture_data % 32 == 0);
    int flush = fake_flush_at(fake.texture_data);
    CHECK(flush >= 0);
    if (flush < 0) {
        return;
    }
    CHECK(fake.flushed_bytes[flush] == 64);
    CHECK(fake.flushed_at[flush] > 0 && fake.flushed_at[flush] < fake.texture_init_at);
    uint8_t expected[64] = {0};
    for (int texel = 0; texel < 8; texel++) {
        int first = texel * 4 + 1; /* its red; then green, blue, alpha */
        expected[texel * 2] = (uint8_t)(first + 3);
        expected[texel * 2 + 1] = (uint8_t)first;
        expected[32 + texel * 2] = (uint8_t)(first + 1);
        expected[32 + texel * 2 + 1] = (uint8_t)(first + 2);
    }
    CHECK(memcmp(fake.flushed_head[flush], expected, sizeof expected) == 0);
    backend_shutdown();
}

static void test_startup_16_9_pal(void)
{
    fake.aspect = CONF_ASPECT_16_9;
    fake.efb_height = 528;
    start();
    CHECK(fake.vres_width == 640 && fake.vres_height == 528);
    CHECK(fake.viewport[0] == 80 && fake.viewport[1] == 0 && fake.viewport[2] == 480 && fake.viewport[3] == 528);
    CHECK(fake.scissor[0] == 80 && fake.scissor[2] == 480);
    /* The pointer comes back in logical pixels: the middle stays the middle. */
    FrameInput input;
    fake.ir_valid[0] = true;
    fake.ir_x[0] = 320.0f;
    fake.ir_y[0] = 264.0f;
    backend_poll(&input);
    CHECK(input.remotes[0].pointer_valid);
    CHECK(input.remotes[0].x == 320.0f && input.remotes[0].y == 240.0f);
    /* The left bar clamps to the logical screen's edge. */
    fake.ir_x[0] = 20.0f;
    backend_poll(&input);
    CHECK(input.remotes[0].x == 0.0f);
}

static void test_buttons_and_connection(void)
{
    start();
    FrameInput input;
    fake.connected[2] = true;
    fake.held[0] = WPAD_BUTTON_A | WPAD_BUTTON_HOME | WPAD_BUTTON_LEFT;
    fake.down[0] = WPAD_BUTTON_A;
    fake.held[2] = WPAD_BUTTON_1 | WPAD_BUTTON_2 | WPAD_BUTTON_PLUS | WPAD_BUTTON_MINUS | WPAD_BUTTON_B |
                   WPAD_BUTTON_UP | WPAD_BUTTON_DOWN | WPAD_BUTTON_RIGHT;
    fake.held[1] = WPAD_BUTTON_A; /* not connected: must not show */
    backend_poll(&input);
    CHECK(input.remotes[0].connected && input.remotes[2].connected);
    CHECK(!input.remotes[1].connected && !input.remotes[3].connected);
    CHECK(input.remotes[1].held == 0 && !input.remotes[1].pointer_valid);
    CHECK(input.remotes[0].held == (BUTTON_A | BUTTON_HOME | BUTTON_LEFT));
    CHECK(input.remotes[0].pressed == BUTTON_A);
    CHECK(input.remotes[2].held == (BUTTON_1 | BUTTON_2 | BUTTON_PLUS | BUTTON_MINUS | BUTTON_B | BUTTON_UP |
                                    BUTTON_DOWN | BUTTON_RIGHT));
    CHECK(!input.remotes[0].pointer_valid);
    CHECK(!input.quit_requested);
}

/* Leaving stops a rumble still running on `slot`, whose motor `rumbling` shows. */
static void check_leaving_stops_rumble(int slot, const bool *rumbling)
{
    backend_rumble(slot, 1000);
    CHECK(*rumbling);
    backend_shutdown();
    CHECK(!*rumbling);
}

static void test_rumble_timing(void)
{
    start();
    FrameInput input;
    backend_rumble(0, 50);
    CHECK(fake.rumbling[0]);
    for (int frame = 0; frame < 2; frame++) {
        backend_end_frame();
        backend_poll(&input);
    }
    CHECK(fake.rumbling[0]); /* 33 ms in */
    for (int frame = 0; frame < 2; frame++) {
        backend_end_frame();
        backend_poll(&input);
    }
    CHECK(!fake.rumbling[0]); /* 67 ms in */
    int calls = fake.rumble_calls;
    backend_rumble(1, 100);  /* not connected */
    backend_rumble(7, 100);  /* a GameCube port with nothing in it */
    backend_rumble(8, 100);  /* no such slot */
    backend_rumble(0, 0);
    CHECK(fake.rumble_calls == calls);
    check_leaving_stops_rumble(0, &fake.rumbling[0]);
}

/* Polls one frame and checks what slot `slot` holds and pressed in it. */
static void poll_expect(int slot, uint32_t held, uint32_t pressed)
{
    FrameInput input;
    backend_poll(&input);
    CHECK(input.remotes[slot].held == held);
    CHECK(input.remotes[slot].pressed == pressed);
}

/* A Classic Controller in Wiimote 2: its slot says so, its buttons as the Wiimote's (x = 1, y = 2,
 * the shoulders = Plus and Minus), its left stick folded into the D-pad, no pointer, no rumble. */
static void test_classic_controller(void)
{
    start();
    FrameInput input;
    fake.connected[1] = true;
    fake.expansion[1] = WPAD_EXP_CLASSIC;
    fake.ir_valid[1] = true; /* the Wiimote hanging from it points somewhere */
    fake.held[1] = WPAD_CLASSIC_BUTTON_A | WPAD_CLASSIC_BUTTON_X | WPAD_CLASSIC_BUTTON_FULL_R | WPAD_CLASSIC_BUTTON_ZL |
                   WPAD_CLASSIC_BUTTON_HOME | WPAD_CLASSIC_BUTTON_UP;
    fake.down[1] = WPAD_CLASSIC_BUTTON_A | WPAD_CLASSIC_BUTTON_HOME;
    backend_poll(&input);
    CHECK(input.remotes[1].connected && input.remotes[1].kind == INPUT_CLASSIC);
    CHECK(input.remotes[0].kind == INPUT_WIIMOTE);
    CHECK(input.remotes[1].held == (BUTTON_A | BUTTON_1 | BUTTON_PLUS | BUTTON_MINUS | BUTTON_HOME | BUTTON_UP));
    CHECK(input.remotes[1].pressed == (BUTTON_A | BUTTON_HOME));
    CHECK(!input.remotes[1].pointer_valid);
    fake.held[1] = WPAD_CLASSIC_BUTTON_B | WPAD_CLASSIC_BUTTON_Y | WPAD_CLASSIC_BUTTON_MINUS | WPAD_CLASSIC_BUTTON_PLUS |
                   WPAD_CLASSIC_BUTTON_DOWN | WPAD_CLASSIC_BUTTON_LEFT | WPAD_CLASSIC_BUTTON_RIGHT |
                   WPAD_CLASSIC_BUTTON_FULL_L | WPAD_CLASSIC_BUTTON_ZR;
    fake.down[1] = 0;
    backend_poll(&input);
    CHECK(input.remotes[1].held == (BUTTON_B | BUTTON_2 | BUTTON_MINUS | BUTTON_PLUS | BUTTON_DOWN | BUTTON_LEFT | BUTTON_RIGHT));
    CHECK(input.remotes[1].pressed == 0);
    /* the stick pushed right (90 degrees from up): RIGHT goes down once, then stays held */
    fake.held[1] = 0;
    fake.classic_angle[1] = 90.0f;
    fake.classic_magnitude[1] = 0.9f;
    poll_expect(1, BUTTON_RIGHT, BUTTON_RIGHT);
    poll_expect(1, BUTTON_RIGHT, 0);
    /* coming back a little keeps it held; under the release line it goes up */
    fake.classic_magnitude[1] = 0.45f;
    poll_expect(1, BUTTON_RIGHT, 0);
    fake.classic_magnitude[1] = 0.2f;
    poll_expect(1, 0, 0);
    /* wiiuse's angle runs -180..180: straight left is -90, down 180 */
    fake.classic_angle[1] = -90.0f;
    fake.classic_magnitude[1] = 1.0f;
    poll_expect(1, BUTTON_LEFT, BUTTON_LEFT);
    fake.classic_angle[1] = 180.0f;
    poll_expect(1, BUTTON_DOWN, BUTTON_DOWN);
    /* no motor in a Classic Controller: nothing rumbles */
    int calls = fake.rumble_calls;
    backend_rumble(1, 100);
    CHECK(fake.rumble_calls == calls && !fake.rumbling[1]);
    /* taken out: a Wiimote again, with its pointer */
    fake.expansion[1] = 0;
    backend_poll(&input);
    CHECK(input.remotes[1].kind == INPUT_WIIMOTE && input.remotes[1].pointer_valid && input.remotes[1].held == 0);
    backend_shutdown();
}

/* A Nunchuk in Wiimote 1: WPAD reports its Z and C in the bits of the Classic Controller's Up and
 * Left (wpad.h), which must not move anything; the Wiimote's own buttons and pointer work on. */
static void test_nunchuk(void)
{
    start();
    FrameInput input;
    fake.expansion[0] = WPAD_EXP_NUNCHUK;
    fake.ir_valid[0] = true;
    fake.held[0] = fake.down[0] = WPAD_BUTTON_A | FAKE_NUNCHUK_BUTTON_Z | FAKE_NUNCHUK_BUTTON_C;
    backend_poll(&input);
    CHECK(input.remotes[0].connected && input.remotes[0].kind == INPUT_WIIMOTE && input.remotes[0].pointer_valid);
    CHECK(input.remotes[0].held == BUTTON_A && input.remotes[0].pressed == BUTTON_A);
}

/* A Wii U Pro Controller reads as a Classic Controller whose stick clicks libogc writes over the
 * Wiimote's bits (RSTICK in WPAD_BUTTON_2's, LSTICK in _1's): they must press neither. */
static void test_wii_u_pro_controller(void)
{
    start();
    fake.expansion[0] = WPAD_EXP_CLASSIC;
    fake.classic_type[0] = CLASSIC_TYPE_WIIU;
    fake.held[0] = fake.down[0] = FAKE_WII_U_PRO_BUTTON_RSTICK | FAKE_WII_U_PRO_BUTTON_LSTICK | WPAD_CLASSIC_BUTTON_X;
    poll_expect(0, BUTTON_1, BUTTON_1);
}

static void classic_out_of_wiimote_2(int scan)
{
    (void)scan;
    fake.expansion[1] = 0;
}

static void classic_into_wiimote_2(int scan)
{
    (void)scan;
    fake.expansion[1] = WPAD_EXP_CLASSIC;
}

/* The Classic Controller comes out of Wiimote 2, then goes back in, between WPAD_ScanPads and the
 * backend's reading of it: each frame the slot is what the scan's buttons came from (WPAD_Probe
 * already says otherwise), and the next frame what is plugged in. */
static void test_expansion_from_the_scan(void)
{
    start();
    FrameInput input;
    fake.connected[1] = true;
    fake.ir_valid[1] = true;
    fake.expansion[1] = WPAD_EXP_CLASSIC;
    fake.held[1] = WPAD_CLASSIC_BUTTON_A | WPAD_BUTTON_B;
    fake.after_scan = classic_out_of_wiimote_2;
    backend_poll(&input);
    CHECK(input.remotes[1].kind == INPUT_CLASSIC && input.remotes[1].held == (BUTTON_A | BUTTON_B));
    CHECK(!input.remotes[1].pointer_valid);
    fake.after_scan = classic_into_wiimote_2;
    backend_poll(&input);
    CHECK(input.remotes[1].kind == INPUT_WIIMOTE && input.remotes[1].held == BUTTON_B && input.remotes[1].pointer_valid);
    fake.after_scan = NULL;
    backend_poll(&input);
    CHECK(input.remotes[1].kind == INPUT_CLASSIC && input.remotes[1].held == (BUTTON_A | BUTTON_B));
}

/* Wiimote 1 goes while it rumbles and comes back: wiiuse keeps its rumble flag through the
 * disconnect and sends it with every command after, so the backend must clear it. */
static void test_rumble_through_a_disconnect(void)
{
    start();
    FrameInput input;
    backend_rumble(0, 1000);
    CHECK(fake.rumbling[0]);
    fake.connected[0] = false;
    backend_poll(&input);
    CHECK(!input.remotes[0].connected);
    fake.connected[0] = true;
    backend_poll(&input);
    CHECK(input.remotes[0].connected && !fake.rumbling[0]);
    /* and it rumbles again when asked */
    check_leaving_stops_rumble(0, &fake.rumbling[0]);
}

/* GameCube controllers in ports 1 and 3: slots 5 and 7, every button mapped (START = Home, R and Z
 * = Plus, L = Minus, X = 1, Y = 2), the main stick folded into the D-pad, a port left out of one
 * scan still there, one pulled out gone after the grace, and the motor's rumble timed. */
static void test_gamecube_controllers(void)
{
    start();
    CHECK(fake.pad_initialised);
    FrameInput input;
    fake.pad_connected[0] = true;
    fake.pad_connected[2] = true;
    fake.pad_held[0] = PAD_BUTTON_A | PAD_BUTTON_START | PAD_TRIGGER_R | PAD_BUTTON_X | PAD_BUTTON_LEFT;
    fake.pad_down[0] = PAD_BUTTON_A | PAD_BUTTON_START;
    fake.pad_held[2] = PAD_BUTTON_B | PAD_BUTTON_Y | PAD_TRIGGER_L | PAD_TRIGGER_Z | PAD_BUTTON_UP | PAD_BUTTON_DOWN |
                       PAD_BUTTON_RIGHT;
    backend_poll(&input);
    for (int slot = 4; slot < 8; slot++) CHECK(input.remotes[slot].kind == INPUT_GAMECUBE && !input.remotes[slot].pointer_valid);
    CHECK(input.remotes[4].connected && input.remotes[6].connected);
    CHECK(!input.remotes[5].connected && !input.remotes[7].connected);
    CHECK(input.remotes[4].held == (BUTTON_A | BUTTON_HOME | BUTTON_PLUS | BUTTON_1 | BUTTON_LEFT));
    CHECK(input.remotes[4].pressed == (BUTTON_A | BUTTON_HOME));
    CHECK(input.remotes[6].held == (BUTTON_B | BUTTON_2 | BUTTON_MINUS | BUTTON_PLUS | BUTTON_UP | BUTTON_DOWN | BUTTON_RIGHT));
    CHECK(input.remotes[6].pressed == 0);
    /* the stick: up at 90 of its 100, a press once; under the release line, up again */
    fake.pad_held[0] = fake.pad_down[0] = 0;
    fake.pad_stick_y[0] = 90;
    poll_expect(4, BUTTON_UP, BUTTON_UP);
    poll_expect(4, BUTTON_UP, 0);
    /* turned clearly to the left: LEFT instead */
    fake.pad_stick_y[0] = 10;
    fake.pad_stick_x[0] = -80;
    poll_expect(4, BUTTON_LEFT, BUTTON_LEFT);
    fake.pad_stick_x[0] = 0;
    fake.pad_stick_y[0] = 0;
    poll_expect(4, 0, 0);
    /* the D-pad held right, then the stick pushed right too: no second press, as on the desktop */
    fake.pad_held[0] = fake.pad_down[0] = PAD_BUTTON_RIGHT;
    poll_expect(4, BUTTON_RIGHT, BUTTON_RIGHT);
    fake.pad_down[0] = 0;
    fake.pad_stick_x[0] = 90;
    poll_expect(4, BUTTON_RIGHT, 0);
    fake.pad_held[0] = 0;
    fake.pad_stick_x[0] = 0;
    /* rumble: the motor on, and off once the time is up */
    backend_rumble(4, 30);
    CHECK(fake.pad_rumbling[0]);
    for (int frame = 0; frame < 3; frame++) {
        backend_end_frame();
        backend_poll(&input);
    }
    CHECK(!fake.pad_rumbling[0]);
    /* a busy transfer leaves port 1 out of a scan: still connected, holding what it held */
    fake.pad_held[0] = PAD_BUTTON_B;
    backend_poll(&input);
    fake.pad_transfer_busy[0] = true;
    backend_poll(&input);
    CHECK(input.remotes[4].connected && input.remotes[4].held == BUTTON_B && input.remotes[4].pressed == 0);
    fake.pad_transfer_busy[0] = false;
    /* pulled out: still there for the grace, then gone */
    fake.pad_connected[2] = false;
    int frames = 0;
    do {
        backend_poll(&input);
        frames++;
    } while (input.remotes[6].connected && frames < 100);
    CHECK(frames > 5 && frames <= 11);
    CHECK(input.remotes[6].held == 0 && input.remotes[6].pressed == 0);
    int motor_calls = fake.pad_motor_calls;
    backend_rumble(6, 100);
    CHECK(fake.pad_motor_calls == motor_calls);
    check_leaving_stops_rumble(4, &fake.pad_rumbling[0]);
}

static void test_drawing(void)
{
    start();
    backend_begin_frame(0x11223300u);
    CHECK(fake.quads == 1 && fake.colour_quads == 1);
    /* The clear colour is drawn opaque whatever its alpha. */
    CHECK(fake.colour_count == 4 && fake.colours[0] == 0x112233FFu);
    backend_draw_rect(10, 10, 20, 20, 0xFF000000u); /* transparent: nothing */
    backend_draw_rect(10, 10, 0, 20, 0xFF0000FFu);  /* empty: nothing */
    CHECK(fake.quads == 1);
    backend_draw_rect(10, 10, 20, 20, 0xFF000080u);
    CHECK(fake.quads == 2 && fake.colour_quads == 2 && fake.colours[4] == 0xFF000080u);
    backend_draw_atlas(0, 0, 4, 2, 100, 100, 32, 16, 0xFFFFFFFFu);
    CHECK(fake.quads == 3 && fake.texture_quads == 1);
    backend_draw_rect(0, 0, 1, 1, 0x000000FFu);
    CHECK(fake.colour_quads == 3);
    int shown = fake.frames_shown;
    backend_end_frame();
    CHECK(fake.frames_shown == shown + 1 && fake.open_quads == 0);
}

/* Images are filtered, except at their own size in framebuffer pixels: point-sampled. The quad's
 * corners are the region's outer texel edges (the 4x2 fake atlas: x in quarters, y in halves). */
static void test_image_filters(void)
{
    start();
    CHECK(fake.texture_loads == 1 && fake.loaded_filter == GX_LINEAR);
    backend_begin_frame(0x000000FFu);
    backend_draw_atlas(1, 0, 2, 1, 100, 100, 30, 20, 0xFFFFFFFFu);
    CHECK(fake.texture_loads == 1 && fake.loaded_filter == GX_LINEAR);
    CHECK(fake.tex_coords[0][0] == 0.25f && fake.tex_coords[0][1] == 0.0f);
    CHECK(fake.tex_coords[2][0] == 0.75f && fake.tex_coords[2][1] == 0.5f);
    backend_draw_atlas(1, 0, 2, 1, 100.5f, 100.25f, 2, 1, 0xFFFFFFFFu);
    CHECK(fake.texture_loads == 2 && fake.loaded_filter == GX_NEAR);
    backend_draw_atlas(0, 0, 4, 2, 10, 10, 4, 2, 0xFFFFFFFFu);
    CHECK(fake.texture_loads == 2); /* still point-sampled: nothing to load */
    backend_draw_atlas(0, 0, 4, 2, 10, 10, 8, 4, 0xFFFFFFFFu);
    CHECK(fake.texture_loads == 3 && fake.loaded_filter == GX_LINEAR);
    backend_end_frame();
}

/* What Dolphin cannot show, over the fake's model of the data cache: the atlas and the FIFO are
 * flushed before GX has them, and the fake catches a texture or a playing voice's samples written
 * after that (the other cases assert no such catch at their end). */
static void test_the_data_cache(void)
{
    start();
    CHECK(fake_log->cache_violations == 0);
    /* the atlas's texels written by the CPU after their flush: caught at the next texture load */
    uint8_t *texels = (uint8_t *)fake.texture_data;
    texels[0] ^= 0xFF;
    backend_begin_frame(0x000000FFu);
    backend_draw_atlas(1, 0, 2, 1, 100.5f, 100.25f, 2, 1, 0xFFFFFFFFu);
    backend_end_frame();
    CHECK(fake.loaded_filter == GX_NEAR && fake_log->cache_violations == 1);
    texels[0] ^= 0xFF;
    /* a voice's samples written while it plays: caught when it is stopped */
    backend_audio_play(SOUND_STICKS, 1.0f, 1.0f);
    int16_t *samples = (int16_t *)fake.voice_calls[0].samples;
    samples[3] += 1;
    backend_shutdown();
    CHECK(fake_log->cache_violations == 2);
    fake_log->cache_violations = 0;
}

/* On a 16:9 TV the logical screen is three quarters as wide in the framebuffer: own size there. */
static void test_image_filters_pillarboxed(void)
{
    fake.aspect = CONF_ASPECT_16_9;
    start();
    backend_begin_frame(0x000000FFu);
    backend_draw_atlas(0, 0, 4, 2, 10, 10, 4, 2, 0xFFFFFFFFu);
    CHECK(fake.loaded_filter == GX_LINEAR);
    backend_draw_atlas(0, 0, 4, 2, 10, 10, 16.0f / 3.0f, 2, 0xFFFFFFFFu);
    CHECK(fake.loaded_filter == GX_NEAR); /* 4 texels over 4 framebuffer pixels, 2 over 2 */
    backend_draw_atlas(0, 0, 4, 2, 10, 10, 16.0f / 3.0f, 3, 0xFFFFFFFFu);
    CHECK(fake.loaded_filter == GX_LINEAR); /* lines are not narrowed: 3 tall is not 2 */
    backend_draw_atlas(0, 0, 3, 2, 10, 10, 4, 2, 0xFFFFFFFFu);
    CHECK(fake.loaded_filter == GX_NEAR); /* 3 atlas texels over 3 framebuffer pixels */
    backend_end_frame();
}

static void test_reset_returns_to_loader(void)
{
    start();
    FrameInput input;
    press_reset_button();
    backend_poll(&input);
    CHECK(input.quit_requested);
    int cleared = fake.framebuffers_cleared;
    backend_shutdown();
    CHECK(fake.wpad_shut_down);
    CHECK(fake.framebuffers_cleared == cleared + 2 && fake.black);
    CHECK(fake.reset_system_calls == 0);
    CHECK(strcmp(fake.unmounted, "sd:") == 0);
}

static void test_main_loop_stop(void)
{
    /* Only meaningful when built for libogc 3, where SYS_MainLoop replaces the callbacks. */
    start();
    FrameInput input;
    backend_poll(&input);
    CHECK(!input.quit_requested);
    fake.main_loop_says_stop = true;
    backend_poll(&input);
    CHECK(input.quit_requested == (_V_MAJOR_ >= 3));
    CHECK((fake.reset_callback == NULL) == (_V_MAJOR_ >= 3));
    backend_shutdown();
    CHECK(fake.reset_system_calls == 0);
}

static void test_clock(void)
{
    start();
    double before = backend_time_ms();
    for (int frame = 0; frame < 3; frame++) {
        backend_end_frame();
    }
    double elapsed = backend_time_ms() - before;
    CHECK(elapsed > 49.9 && elapsed < 50.1);
}

static long missed_frames(void)
{
    BackendStats stats;
    memset(&stats, 0, sizeof stats);
    stats.time_simulated = true;
    stats.audio_ms = -1.0;
    stats.sound_bank_failed = true;
    backend_stats(&stats);
    CHECK(!stats.time_simulated && stats.audio_ms == 0.0 && !stats.sound_bank_failed);
    return stats.missed_frames;
}

static void test_missed_frames(void)
{
    /* set before VIDEO_Init, the callback would be lost (VIDEO_Init clears it) */
    start();
    CHECK(fake.retrace_callback != NULL);
    /* a slow start (loading the bundle) is no missed frame */
    fake.late_retraces = 40;
    backend_end_frame();
    CHECK(missed_frames() == 0);
    for (int frame = 0; frame < 3; frame++) {
        backend_end_frame();
    }
    CHECK(missed_frames() == 0);
    /* a frame that overran two retraces was shown two retraces late */
    fake.late_retraces = 2;
    backend_end_frame();
    CHECK(missed_frames() == 2);
    backend_end_frame();
    CHECK(missed_frames() == 2);
    fake.late_retraces = 1;
    backend_end_frame();
    CHECK(missed_frames() == 3);
    /* leaving unhooks the interrupt from code the loader will overwrite */
    backend_shutdown();
    CHECK(fake.retrace_callback == NULL);
}

static void test_real_clock(void)
{
    start();
    double game = backend_time_ms();
    double real = backend_real_time_ms();
    CHECK(real == game && real > 0.0);
    for (int frame = 0; frame < 6; frame++) {
        backend_end_frame();
    }
    /* the console's time base: six 60 Hz fields */
    CHECK(backend_real_time_ms() - real > 99.9 && backend_real_time_ms() - real < 100.1);
    CHECK(backend_real_time_ms() == backend_time_ms());
}

static void test_language(void)
{
    static const struct {
        int conf;
        const char *code;
    } LANGUAGES[] = {
        {CONF_LANG_JAPANESE, "ja"}, {CONF_LANG_ENGLISH, "en"}, {CONF_LANG_GERMAN, "de"},
        {CONF_LANG_FRENCH, "fr"},   {CONF_LANG_SPANISH, "es"}, {CONF_LANG_ITALIAN, "it"},
        {CONF_LANG_DUTCH, "nl"},    {CONF_LANG_SIMP_CHINESE, "zh"}, {CONF_LANG_TRAD_CHINESE, "zh"},
        {CONF_LANG_KOREAN, "ko"},   {-1, "en"}, {42, "en"},
    };
    for (size_t i = 0; i < sizeof LANGUAGES / sizeof LANGUAGES[0]; i++) {
        fake.language = LANGUAGES[i].conf;
        CHECK(strcmp(backend_language(), LANGUAGES[i].code) == 0);
    }
}

static void test_storage_on_the_card(void)
{
    char buffer[64];
    start();
    CHECK(backend_load("settings", buffer, sizeof buffer) == -1);
    CHECK(backend_save("settings", "sound=1\n", 8));
    CHECK(backend_load("settings", buffer, sizeof buffer) == 8 && memcmp(buffer, "sound=1\n", 8) == 0);
    CHECK(backend_save("game", "moves", 5));
    struct stat info;
    CHECK(fake_card_stat("sd:/apps/senet/settings.txt", &info) == 0 && info.st_size == 8);
    CHECK(fake_card_stat("sd:/apps/senet/game.txt", &info) == 0 && info.st_size == 5);
    CHECK(backend_remove("game"));
    CHECK(fake_card_stat("sd:/apps/senet/game.txt", &info) != 0);
    backend_shutdown();
    CHECK(strcmp(fake.unmounted, "sd:") == 0);
}

/* Dolphin and some loaders start main with argc 0 and argv NULL: the default folder is used. */
static void test_started_without_arguments(void)
{
    CHECK(backend_init(0, NULL));
    CHECK(backend_save("settings", "a=1\n", 4));
    struct stat info;
    CHECK(fake_card_stat("sd:/apps/senet/settings.txt", &info) == 0 && info.st_size == 4);
    backend_shutdown();
}

static void test_started_with_a_null_program_name(void)
{
    char buffer[64];
    char *no_name[] = {NULL};
    CHECK(backend_init(1, no_name));
    CHECK(backend_save("settings", "b=2\n", 4));
    CHECK(backend_load("settings", buffer, sizeof buffer) == 4 && memcmp(buffer, "b=2\n", 4) == 0);
    struct stat info;
    CHECK(fake_card_stat("sd:/apps/senet/settings.txt", &info) == 0 && info.st_size == 4);
    backend_shutdown();
}

static void test_storage_without_card(void)
{
    char buffer[64];
    fake.fat_mounts = false;
    start();
    CHECK(backend_load("settings", buffer, sizeof buffer) == -1);
    CHECK(!backend_save("settings", "sound=1\n", 8));
    CHECK(backend_remove("game"));
    backend_shutdown();
    CHECK(fake.unmounted[0] == '\0');
}

static BackendStats stats_now(void)
{
    BackendStats stats;
    memset(&stats, 0, sizeof stats);
    backend_stats(&stats);
    return stats;
}

/* The fake's card keeps libfat 1.x's rules (tests/wii/fake_libfat.h), which the storage relies on. */
static void test_fake_card_keeps_libfats_rules(void)
{
    start();
    FILE *file = fopen("sd:/one.txt", "wb");
    CHECK(file != NULL);
    if (file != NULL) fclose(file);
    file = fopen("sd:/two.txt", "wb");
    CHECK(file != NULL);
    if (file != NULL) fclose(file);
    errno = 0;
    CHECK(rename("sd:/one.txt", "sd:/two.txt") == -1 && errno == EEXIST);
    CHECK(rename("sd:/gone.txt", "sd:/three.txt") == -1 && errno == ENOENT);
    CHECK(rename("sd:/one.txt", "usb:/one.txt") == -1 && errno == EXDEV);
    CHECK(mkdir("sd:/apps", 0777) == 0 || errno == EEXIST);
    CHECK(mkdir("sd:/apps", 0777) == -1 && errno == EEXIST);
    CHECK(mkdir("sd:/no/such", 0777) == -1 && errno == ENOTDIR);
    CHECK(remove("sd:/apps") == -1 && errno == EISDIR);
    CHECK(remove("sd:/gone.txt") == -1 && errno == ENOENT);
    CHECK(remove("sd:/one.txt") == 0 && remove("sd:/two.txt") == 0);
    backend_shutdown();
    /* unmounted, nothing on the card can be reached */
    struct stat info;
    CHECK(stat("sd:/apps", &info) == -1 && errno == ENODEV);
    CHECK(fopen("sd:/apps/x.txt", "wb") == NULL && errno == ENODEV);
}

/* Every failure is counted and described for native.stats, and the old content stays. */
static void test_storage_failures_counted(void)
{
    char buffer[64];
    start();
    BackendStats stats = stats_now();
    CHECK(strcmp(stats.storage_place, "sd:/apps/senet") == 0 && stats.storage_failures == 0);
    CHECK(backend_save("settings", "sound=1\n", 8));
    fake.card_locked = true;
    CHECK(!backend_save("settings", "sound=0\n", 8));
    stats = stats_now();
    CHECK(stats.storage_failures == 1 && strcmp(stats.storage_problem, "locked") == 0);
    CHECK(strcmp(stats.storage_error, "create settings.new: Read-only file system") == 0);
    CHECK(backend_load("settings", buffer, sizeof buffer) == 8 && memcmp(buffer, "sound=1\n", 8) == 0);
    fake.card_locked = false;
    fake.card_full = true;
    CHECK(!backend_save("settings", "sound=0\n", 8));
    stats = stats_now();
    CHECK(stats.storage_failures == 2 && strcmp(stats.storage_problem, "full") == 0);
    CHECK(strcmp(stats.storage_error, "write settings.new: No space left on device") == 0);
    fake.card_full = false;
    /* a card that fails from the third change of the next save on (its write, then the renames) */
    fake.card_fails_at = fake.card_changes + 3;
    CHECK(!backend_save("settings", "sound=0\n", 8));
    stats = stats_now();
    CHECK(stats.storage_failures >= 3 && strcmp(stats.storage_problem, "failed") == 0);
    CHECK(strstr(stats.storage_error, "Input/output error") != NULL);
    fake.card_fails_at = 0;
    CHECK(backend_load("settings", buffer, sizeof buffer) == 8 && memcmp(buffer, "sound=1\n", 8) == 0);
    CHECK(backend_save("settings", "sound=0\n", 8));
    CHECK(backend_load("settings", buffer, sizeof buffer) == 8 && memcmp(buffer, "sound=0\n", 8) == 0);
    backend_shutdown();
}

static void test_storage_failures_without_card(void)
{
    fake.fat_mounts = false;
    start();
    BackendStats stats = stats_now();
    CHECK(stats.storage_failures == 1 && strcmp(stats.storage_problem, "missing") == 0);
    CHECK(strcmp(stats.storage_error, "mount: no SD card or USB drive") == 0);
    CHECK(strcmp(stats.storage_place, "") == 0);
    CHECK(!backend_save("game", "x", 1));
    stats = stats_now();
    CHECK(stats.storage_failures == 2 && strcmp(stats.storage_error, "save game: no SD card or USB drive") == 0);
    backend_shutdown();
}

/* The index of the fake's first log line that is `line`, or -1. */
static int logged_at(const char *line)
{
    for (int index = 0; index < fake_log->lines; index++) {
        if (strcmp(fake_log->line[index], line) == 0) return index;
    }
    return -1;
}

/* A Wii mini has no SD slot: the files go to the USB drive; started from nowhere known, too. */
static void test_storage_on_a_usb_drive(void)
{
    static char usb_argv0[] = "usb:/apps/senet/boot.dol";
    char *usb_argv[] = {usb_argv0, NULL};
    CHECK(mkdir("usb:", 0777) == 0 || errno == EEXIST);
    fake.fat_mounts = false;
    fake.usb_mounts = true;
    CHECK(backend_init(1, usb_argv));
    BackendStats stats = stats_now();
    CHECK(strcmp(stats.storage_place, "usb:/apps/senet") == 0 && stats.storage_failures == 0);
    CHECK(backend_save("settings", "rumble=0\n", 9));
    struct stat info;
    CHECK(fake_card_stat("usb:/apps/senet/settings.txt", &info) == 0 && info.st_size == 9);
    backend_shutdown();
    CHECK(strcmp(fake.unmounted, "usb:") == 0);
    /* no argv at all (Dolphin, some loaders) */
    CHECK(backend_init(0, NULL));
    CHECK(strcmp(stats_now().storage_place, "usb:/apps/senet") == 0);
    backend_shutdown();
}

/* Both mounted: boot.dol's device; a device the loader names that is not there: the other. */
static void test_storage_device_choice(void)
{
    static char usb_argv0[] = "usb:/apps/senet-usb/boot.dol";
    char *usb_argv[] = {usb_argv0, NULL};
    CHECK(mkdir("usb:", 0777) == 0 || errno == EEXIST);
    fake.usb_mounts = true;
    CHECK(backend_init(1, usb_argv));
    CHECK(strcmp(stats_now().storage_place, "usb:/apps/senet-usb") == 0);
    backend_shutdown();
    /* both are unmounted on the way out, the SD card first */
    int sd_unmounted = logged_at("fatUnmount(sd:)");
    CHECK(sd_unmounted >= 0 && logged_at("fatUnmount(usb:)") > sd_unmounted);
    fake.usb_mounts = false;
    CHECK(backend_init(1, usb_argv));
    CHECK(strcmp(stats_now().storage_place, "sd:/apps/senet") == 0);
    CHECK(backend_save("game", "x", 1));
    struct stat info;
    CHECK(fake_card_stat("sd:/apps/senet/game.txt", &info) == 0);
    backend_shutdown();
    CHECK(strcmp(fake.unmounted, "sd:") == 0);
}

static void test_platform_and_frame_period(void)
{
    start();
    CHECK(strcmp(backend_platform(), "wii") == 0);
    /* NTSC's 59.94 Hz; the reserve leaves most of the frame to the game. */
    CHECK(backend_frame_period_ms() > 16.68 && backend_frame_period_ms() < 16.69);
    CHECK(backend_frame_reserve_ms() > 0.0 && backend_frame_reserve_ms() < 4.0);
    backend_shutdown();
}

static void test_frame_period_pal50(void)
{
    fake.efb_height = 528;
    fake.tv_mode = VI_PAL << 2; /* PAL, interlaced: VI_TVMODE_PAL_INT */
    start();
    CHECK(backend_frame_period_ms() == 20.0);
    backend_shutdown();
}

static void test_sound_start_up_and_leaving(void)
{
    start();
    /* after the Wiimotes (as devkitPro's examples start it), unpaused (ASND starts paused) */
    CHECK(fake.asnd_init_at > fake.wpad_init_at && fake.asnd_running && !fake.asnd_paused);
    CHECK(fake.asnd_unpaused_at > fake.asnd_init_at);
    /* every playable sound flushed from the data cache for the DSP, the crooked one refused */
    for (int i = 1; i < sound_bank_count; i++) {
        CHECK(fake_flushed(sound_bank[i].samples, sound_bank[i].length * 2));
    }
    CHECK(!fake_flushed(SOUND_CROOKED->samples, 1));
    /* ASND's interrupt still runs, through the backend's timing */
    CHECK(fake.audio_dma_callback != NULL);
    fake_audio_interrupt();
    CHECK(fake.interrupts == 1);
    backend_audio_play(SOUND_STICKS, 1.0f, 1.0f);
    backend_audio_music(SOUND_LOOP);
    int stops = fake.stops;
    backend_shutdown();
    /* every voice stopped, ASND ended before the Wiimotes are let go and the card unmounted */
    CHECK(fake.stops >= stops + 16 && !fake.asnd_running && fake.audio_dma_callback == NULL);
    CHECK(fake.asnd_paused_at < fake.asnd_end_at);
    CHECK(fake.asnd_end_at > 0 && fake.asnd_end_at < fake.wpad_shutdown_at);
}

static void test_sound_effect_calls(void)
{
    start();
    /* a throw: which sample, its length, its rate, volume and pan */
    backend_audio_play(SOUND_STICKS, 1.0f, 0.5f);
    CHECK(fake.voice_call_count == 1);
    FakeVoiceCall *call = &fake.voice_calls[0];
    CHECK(call->voice >= 1 && call->voice < 16);
    CHECK(call->samples == FAKE_STICKS && call->size == 64 * 2 && call->pitch == 22050 && call->delay == 0);
    CHECK(call->format == VOICE_MONO_16BIT && !call->infinite && !call->has_callback);
    CHECK(call->left == 255 && call->right == 128);
    /* the effects volume scales new effects and the ones playing */
    backend_audio_volumes(0.5f, 1.0f);
    CHECK(fake.volume[call->voice][0] == 128 && fake.volume[call->voice][1] == 64);
    backend_audio_play(SOUND_STEP, 0.2f, 1.0f);
    CHECK(fake.voice_call_count == 2 && fake.voice_calls[1].voice != call->voice);
    CHECK(fake.voice_calls[1].left == 26 && fake.voice_calls[1].right == 128 && fake.voice_calls[1].size == 32);
    /* a sound that is not 32-byte aligned never reaches the DSP */
    backend_audio_play(SOUND_CROOKED, 1.0f, 1.0f);
    CHECK(fake.voice_call_count == 2);
}

static void test_sound_music_calls(void)
{
    start();
    backend_audio_music(SOUND_LOOP);
    CHECK(fake.voice_call_count == 1 && fake.voice_calls[0].voice == 0 && fake.voice_calls[0].infinite);
    CHECK(fake.voice_calls[0].samples == FAKE_LOOP && fake.voice_calls[0].size == 64 && fake.voice_calls[0].left == 255);
    backend_audio_volumes(1.0f, 0.5f);
    CHECK(fake.volume[0][0] == 128 && fake.volume[0][1] == 128);
    /* a cue replaces the loop and plays once */
    backend_audio_music(SOUND_CUE);
    CHECK(fake.voice_call_count == 2 && fake.voice_calls[1].voice == 0 && !fake.voice_calls[1].infinite);
    CHECK(fake.voice_calls[1].pitch == 16000 && fake.voice_calls[1].left == 128);
    backend_audio_music(NULL);
    CHECK(!fake.voice_busy[0]);
    /* the music volume at 0 stops the music; effects go on */
    backend_audio_music(SOUND_LOOP);
    backend_audio_play(SOUND_STICKS, 1.0f, 1.0f);
    int effect_voice = fake.voice_calls[fake.voice_call_count - 1].voice;
    backend_audio_volumes(1.0f, 0.0f);
    CHECK(!fake.voice_busy[0] && fake.voice_busy[effect_voice]);
}

static void test_sound_voices(void)
{
    start();
    bool used[16] = {false};
    for (int i = 0; i < 15; i++) {
        backend_audio_play(SOUND_STICKS, 1.0f, 1.0f);
        used[fake.voice_calls[i].voice] = true;
    }
    int distinct = 0;
    for (int voice = 1; voice < 16; voice++) {
        distinct += used[voice];
    }
    CHECK(distinct == 15 && !used[0]);
    /* all busy: the first effect's voice gives way */
    backend_audio_play(SOUND_STEP, 1.0f, 1.0f);
    CHECK(fake.voice_calls[15].voice == fake.voice_calls[0].voice);
    /* once an effect has played to its end its voice is free again (64 samples: 3 ms) */
    backend_end_frame();
    backend_audio_play(SOUND_STEP, 1.0f, 1.0f);
    CHECK(fake.voice_calls[16].voice >= 1 && fake.voice_calls[16].voice < 16);
    CHECK(!fake.voice_busy[0]);
}

static void test_sound_volumes_off(void)
{
    start();
    backend_audio_music(SOUND_LOOP);
    backend_audio_play(SOUND_STICKS, 1.0f, 1.0f);
    int calls = fake.voice_call_count;
    backend_audio_volumes(0.0f, 0.0f);
    for (int voice = 0; voice < 16; voice++) {
        CHECK(!fake.voice_busy[voice]);
    }
    backend_audio_play(SOUND_STICKS, 1.0f, 1.0f);
    backend_audio_music(SOUND_CUE);
    backend_audio_music(SOUND_LOOP);
    CHECK(fake.voice_call_count == calls);
    /* raising the volumes again brings back nothing that was playing */
    backend_audio_volumes(1.0f, 1.0f);
    CHECK(fake.voice_call_count == calls);
}

static void test_sound_time_on_the_console_clock(void)
{
    start();
    backend_end_frame();
    CHECK(backend_audio_ms_last_frame() == 0.0);
    /* two of ASND's interrupts in a frame, each 0.1 ms of the processor's time */
    fake.asnd_interrupt_ticks = TB_TIMER_CLOCK / 10;
    fake_audio_interrupt();
    fake_audio_interrupt();
    backend_end_frame();
    double ms = backend_audio_ms_last_frame();
    CHECK(ms > 0.199 && ms < 0.201);
    backend_end_frame();
    CHECK(backend_audio_ms_last_frame() == 0.0);
}

/* The bank expanded once at start, before ASND plays: one 32-byte aligned block, each sound on a
 * 32-byte boundary and padded with silence to whole blocks, its samples flushed from the cache;
 * pointing nowhere again once the program leaves. */
static void test_sound_bank_expanded(void)
{
    static const int16_t sticks[64] = {1, 2, 3};
    CHECK(sound_bank[0].samples == NULL);
    start();
    for (int i = 0; i < sound_bank_count; i++) {
        CHECK(sound_bank[i].samples != NULL && (uintptr_t)sound_bank[i].samples % 32 == 0);
    }
    /* one block, in the table's order: the crooked sound's 33 samples take three blocks of 16 */
    CHECK(SOUND_CUE->samples == SOUND_CROOKED->samples + 48);
    CHECK(SOUND_LOOP->samples == SOUND_CUE->samples + 48);
    CHECK(SOUND_STEP->samples == SOUND_LOOP->samples + 32);
    CHECK(SOUND_STICKS->samples == SOUND_STEP->samples + 16);
    CHECK(memcmp(SOUND_STICKS->samples, sticks, sizeof sticks) == 0);
    CHECK(SOUND_CROOKED->samples[0] == 7 && SOUND_CROOKED->samples[33] == 0 && SOUND_CROOKED->samples[47] == 0);
    CHECK(SOUND_LOOP->samples[0] == 4 && SOUND_CUE->samples[0] == 5 && SOUND_STEP->samples[0] == 6);
    int flush = fake_flush_at(SOUND_STICKS->samples);
    CHECK(flush >= 0 && fake.flushed_bytes[flush] == 128 && fake.flushed_at[flush] < fake.asnd_unpaused_at);
    CHECK(flush >= 0 && memcmp(fake.flushed_head[flush], sticks, 6) == 0);
    backend_shutdown();
    for (int i = 0; i < sound_bank_count; i++) {
        CHECK(sound_bank[i].samples == NULL);
    }
}

/* Built with FAKE_SOUND_DAMAGED: the backend starts and runs, silent, and says so in its stats;
 * nothing reaches ASND. */
static void test_damaged_sound_bank(void)
{
    start();
    CHECK(fake.asnd_running && fake.flush_count > 0);
    /* the video's flushes only: nothing after ASND started */
    for (int i = 0; i < fake.flush_count; i++) {
        CHECK(fake.flushed_at[i] < fake.asnd_init_at);
    }
    for (int i = 0; i < sound_bank_count; i++) {
        CHECK(sound_bank[i].samples == NULL);
    }
    /* the game is told, to tell the player */
    BackendStats stats;
    memset(&stats, 0, sizeof stats);
    backend_stats(&stats);
    CHECK(stats.sound_bank_failed && backend_sound_bank_failed());
    backend_audio_play(SOUND_STICKS, 1.0f, 1.0f);
    backend_audio_music(SOUND_LOOP);
    backend_audio_music(SOUND_CUE);
    backend_audio_volumes(0.5f, 0.5f);
    CHECK(fake.voice_call_count == 0);
    backend_end_frame();
    backend_shutdown();
    CHECK(!fake.asnd_running);
}

/* How long a start-up failure stays on the screen (native/wii/wii_video.c). */
#define FAILURE_SHOWN_MS 10000

/* Built with FAKE_ATLAS_DAMAGED: the backend does not start, and GX never gets a texture; the
 * reason is on the screen, in libogc's console, for ten seconds, and the screen black after. */
static void test_damaged_atlas(void)
{
    /* What the console prints is its stdout: caught in a file for the time of backend_init. */
    fflush(stdout);
    FILE *screen = tmpfile();
    int real_stdout = dup(STDOUT_FILENO);
    if (screen == NULL || real_stdout < 0 || dup2(fileno(screen), STDOUT_FILENO) < 0) {
        CHECK(!"standard output caught in a file");
        return;
    }
    fake.console_stdout_offset = -1;
    bool started = backend_init(1, boot_argv);
    fflush(stdout);
    dup2(real_stdout, STDOUT_FILENO);
    close(real_stdout);
    char said[512] = "";
    rewind(screen);
    size_t length = fread(said, 1, sizeof said - 1, screen);
    said[length] = '\0';
    fclose(screen);

    CHECK(!started);
    /* the one flush is the GX FIFO's, before the atlas */
    CHECK(fake.texture_data == NULL && fake.texture_init_at == 0 && fake.flush_count == 1);
    CHECK(fake.console_framebuffer != NULL && fake.console_framebuffer == fake.shown_framebuffer);
    /* a margin on every side (CON_Init takes the size less the start), on the whole framebuffer's lines */
    CHECK(fake.console_x > 0 && fake.console_y > 0 && fake.console_width == fake.fb_width - fake.console_x);
    CHECK(fake.console_stride == fake.fb_width * 2);
    /* printed after CON_Init, so on the screen */
    CHECK(fake.console_stdout_offset == 0);
    CHECK(strstr(said, "Senet cannot start:\nthe texture atlas built into the program is damaged") == said);
    double shown_ms = (double)(fake.blanked_at - fake.unblanked_at) / TB_TIMER_CLOCK;
    CHECK(fake.unblanked_at > 0 && shown_ms >= FAILURE_SHOWN_MS && shown_ms < FAILURE_SHOWN_MS + 100);
    CHECK(fake.black && fake.retrace_callback == NULL);
}

/* What backend_run's body saw of its stack: where one of its locals lay. */
static uintptr_t stack_local_at;
static int stack_body_runs;

static void stack_body(void *context)
{
    int local = 0;
    stack_local_at = (uintptr_t)&local;
    stack_body_runs++;
    *(int *)context = 7;
}

/* The core's body runs on a thread of the main thread's priority, with a stack of CORE_STACK_BYTES
 * the backend gave it (8-byte aligned at least, as libogc needs), and backend_run returns when it
 * has. */
static void test_the_games_stack(void)
{
    start();
    int result = 0;
    const char *why = NULL;
    CHECK(backend_run(stack_body, &result, &why));
    CHECK(result == 7 && stack_body_runs == 1 && why == NULL);
    CHECK(fake.thread_stack != NULL && (uintptr_t)fake.thread_stack % 8 == 0);
    CHECK(fake.thread_stack_bytes == CORE_STACK_BYTES);
    CHECK(fake.thread_priority == 64);
    uintptr_t base = (uintptr_t)fake.thread_stack;
    CHECK(stack_local_at > base && stack_local_at < base + CORE_STACK_BYTES);
    CHECK(fake_log->stack_bytes == CORE_STACK_BYTES && fake_log->stack_used > 0);
}

/* Without a thread the body does not run, and the reason is given for the screen. */
static void test_no_thread_for_the_game(void)
{
    start();
    fake.thread_limit = 0;
    int result = 0;
    const char *why = NULL;
    CHECK(!backend_run(stack_body, &result, &why));
    CHECK(stack_body_runs == 0 && result == 0);
    CHECK(why != NULL && strstr(why, "thread") != NULL);
}

#ifdef FAKE_ATLAS_DAMAGED
#define ATLAS_DAMAGED true
#else
#define ATLAS_DAMAGED false
#endif
#ifdef FAKE_SOUND_DAMAGED
#define SOUND_DAMAGED true
#else
#define SOUND_DAMAGED false
#endif

typedef struct {
    const char *name;
    void (*run)(void);
} TestCase;

/* The one case of the FAKE_ATLAS_DAMAGED build, which runs no other. */
static const TestCase DAMAGED_ATLAS_CASE = {"a damaged atlas", test_damaged_atlas};
/* The one case of the FAKE_SOUND_DAMAGED build, which runs no other. */
static const TestCase DAMAGED_SOUND_CASE = {"a damaged sound bank", test_damaged_sound_bank};

static const TestCase CASES[] = {
    {"start-up on a 4:3 NTSC TV", test_startup_4_3},
    {"start-up on a 16:9 PAL TV", test_startup_16_9_pal},
    {"the atlas texture", test_atlas_texture},
    {"buttons and connections", test_buttons_and_connection},
    {"rumble timing", test_rumble_timing},
    {"a Classic Controller in a Wiimote", test_classic_controller},
    {"a Nunchuk's Z and C are not the D-pad", test_nunchuk},
    {"a Wii U Pro Controller's stick clicks are not 2 and 1", test_wii_u_pro_controller},
    {"the expansion from the scan's copy", test_expansion_from_the_scan},
    {"rumble stopped through a disconnect", test_rumble_through_a_disconnect},
    {"GameCube controllers", test_gamecube_controllers},
    {"drawing", test_drawing},
    {"the data cache", test_the_data_cache},
    {"image filters", test_image_filters},
    {"image filters on a 16:9 TV", test_image_filters_pillarboxed},
    {"reset returns to the loader", test_reset_returns_to_loader},
    {"SYS_MainLoop", test_main_loop_stop},
    {"clock", test_clock},
    {"missed frames", test_missed_frames},
    {"the real clock is the time base", test_real_clock},
    {"language", test_language},
    {"storage on the card", test_storage_on_the_card},
    {"storage without a card", test_storage_without_card},
    {"the fake card keeps libfat's rules", test_fake_card_keeps_libfats_rules},
    {"storage failures counted and described", test_storage_failures_counted},
    {"storage failures without a card", test_storage_failures_without_card},
    {"storage on a USB drive (a Wii mini)", test_storage_on_a_usb_drive},
    {"storage: which device", test_storage_device_choice},
    {"platform and frame period", test_platform_and_frame_period},
    {"frame period on PAL 50 Hz", test_frame_period_pal50},
    {"started with argc 0 and argv NULL", test_started_without_arguments},
    {"started with argv[0] NULL", test_started_with_a_null_program_name},
    {"sound: start-up and leaving", test_sound_start_up_and_leaving},
    {"sound: the bank expanded", test_sound_bank_expanded},
    {"sound: an effect's calls", test_sound_effect_calls},
    {"sound: music", test_sound_music_calls},
    {"sound: voices", test_sound_voices},
    {"sound: both volumes off", test_sound_volumes_off},
    {"sound: time on the console's clock", test_sound_time_on_the_console_clock},
    {"the game's stack", test_the_games_stack},
    {"no thread for the game", test_no_thread_for_the_game},
};

/* Runs one case in a child process; its counts come back through a pipe. */
static void run_case(const TestCase *test_case, int *total_passed, int *total_failed)
{
    int counts[2] = {0, 1};
    int channel[2];
    if (pipe(channel) != 0) {
        perror("pipe");
        exit(2);
    }
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) {
        close(channel[0]);
        fake_reset();
        test_case->run();
        /* every buffer GX and the DSP were handed was flushed (test_the_data_cache clears its own) */
        CHECK(fake_log->cache_violations == 0);
        int result[2] = {passed, failed};
        ssize_t written = write(channel[1], result, sizeof result);
        _exit(written == (ssize_t)sizeof result ? 0 : 1);
    }
    close(channel[1]);
    ssize_t got = read(channel[0], counts, sizeof counts);
    close(channel[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (got != (ssize_t)sizeof counts || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "%s: the case crashed\n", test_case->name);
        counts[0] = 0;
        counts[1] = 1;
    } else if (counts[1] > 0) {
        fprintf(stderr, "%s: %d checks failed\n", test_case->name, counts[1]);
    }
    *total_passed += counts[0];
    *total_failed += counts[1];
}

int main(int argc, char **argv)
{
    if (argc != 2 || chdir(argv[1]) != 0 || mkdir("sd:", 0777) != 0) {
        fprintf(stderr, "usage: %s EMPTY_TEMPORARY_DIRECTORY (the card is its sd: folder)\n", argv[0]);
        return 2;
    }
    int total_passed = 0;
    int total_failed = 0;
    if (ATLAS_DAMAGED) {
        run_case(&DAMAGED_ATLAS_CASE, &total_passed, &total_failed);
    } else if (SOUND_DAMAGED) {
        run_case(&DAMAGED_SOUND_CASE, &total_passed, &total_failed);
    } else {
        for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
            run_case(&CASES[i], &total_passed, &total_failed);
        }
    }
    printf("wii backend tests (libogc %d branch%s): %d passed, %d failed\n", _V_MAJOR_ >= 3 ? 3 : 2,
           ATLAS_DAMAGED ? ", a damaged atlas" : SOUND_DAMAGED ? ", a damaged sound bank" : "", total_passed,
           total_failed);
    return total_failed == 0 ? 0 : 1;
}
