/* Every way out of the whole Wii program (native/core's main over native/wii), on the host over
 * the recording fake libogc: Home (the game's "exit to the loader"), the reset button, the
 * console's power button, a Wiimote's power button, Home on a Lua error screen, on the error
 * screen of a Lua state that could not be made at start or of a game that got no thread, on those
 * of three runaway recursions as deep as Lua lets them go, and on that of an endless loop, which
 * the console's clock stopped after 5 s. For each: how deep the game used its own thread's stack
 * (the fake paints it), at most half of it; the exact order of the calls that tear the program
 * down, the console ended once in all
 * (SYS_ResetSystem, by the program or by libogc's exit handler, which fake_exit plays after main
 * returns), and, where the program powers off itself, that it stops there when that returns (as
 * Dolphin's does): the child process never returns from main and makes no further libogc call;
 * and that the last frame of a program left by a button still saves to the card. Then the same
 * ways out with a subsystem that never answers (a libogc call that never returns, a DSP that
 * never mixes, no thread to watch the steps on): each still reaches the loader or the power-off,
 * within two seconds of the console's clock; where the remotes never let go, whose WPAD_Shutdown
 * libogc's reset would wait for again, the program asks STM for the power-off or a restart itself,
 * SYS_ResetSystem never called.
 * Built once per libogc branch (_V_MAJOR_ below 3, and 3). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <lua.h>

#include "backend.h"
#include "bundle.h"
#include "fake_libogc.h"
#include "work-meter.h"
#include "libogc-from-api-list.h"

#include "check.h"

/* native/core/main.c's main, renamed by the build. */
int senet_main(int argc, char **argv);

/* The game (tests/wii/program-bundle.lua, embedded packed by the build as the real bundle is). */

/* native/core/errorscreen.c's background, which the fake records among the quads' colours. */
#define ERROR_SCREEN_BACKGROUND 0x301018FFu

/* lua_newstate, reached through the linker's --wrap: it gives nothing while this is set, as when
 * the console has no memory for the Lua state at start. */
static bool lua_state_refused;
lua_State *__real_lua_newstate(lua_Alloc allocator, void *context);
lua_State *__wrap_lua_newstate(lua_Alloc allocator, void *context);
lua_State *__wrap_lua_newstate(lua_Alloc allocator, void *context)
{
    return lua_state_refused ? NULL : __real_lua_newstate(allocator, context);
}

/* A way out that never comes would loop for ever: give up after this many frames. */
#define PROGRAM_MAX_SCANS 300
/* How long a program that powered off is watched for going on (it must not), counted in its own
 * processor time: it spins there, and a program that returns instead needs a tiny part of this,
 * however busy the machine is. */
#define PROGRAM_WATCH_CPU_MS 500
/* A program that neither ends nor spins (a fault) is given up on after this, by the host's clock. */
#define PROGRAM_GUARD_MS 300000

/* From the way out's first frame to SYS_ResetSystem, on the console's clock. */
#define PROGRAM_WAY_OUT_MS 2000

static void press(uint32_t button)
{
    fake.down[0] = button;
    fake.held[0] = button;
}

static void give_up_after_too_many_frames(int scan)
{
    if (scan >= PROGRAM_MAX_SCANS) {
        fake_note("no way out after %d frames", scan);
        _exit(4);
    }
}

static void mark_the_way_out(void)
{
    fake_log->ticks_at_quit = fake_now();
}

static void home_at_frame_3(int scan)
{
    if (scan == 3) mark_the_way_out();
    press(scan == 3 ? WPAD_BUTTON_HOME : 0);
    give_up_after_too_many_frames(scan);
}

/* Late enough for the DSP to have mixed if it could (native/wii/wii_audio.c waits 250 ms). */
static void home_at_frame_30(int scan)
{
    if (scan == 30) mark_the_way_out();
    press(scan == 30 ? WPAD_BUTTON_HOME : 0);
    give_up_after_too_many_frames(scan);
}

static void reset_at_frame_3(int scan)
{
    if (scan == 3) {
        mark_the_way_out();
#if _V_MAJOR_ >= 3
        fake.power_state = 1;
#else
        fake.reset_callback(0, NULL);
#endif
    }
    give_up_after_too_many_frames(scan);
}

static void console_power_at_frame_3(int scan)
{
    if (scan == 3) {
        mark_the_way_out();
#if _V_MAJOR_ >= 3
        fake.power_state = 2;
#else
        fake.power_callback();
#endif
    }
    give_up_after_too_many_frames(scan);
}

static void wiimote_power_at_frame_3(int scan)
{
    if (scan == 3) {
        mark_the_way_out();
        fake.wiimote_power_callback(0);
    }
    give_up_after_too_many_frames(scan);
}

/* The Lua instructions run since the meter started, as ticks of a console whose Lua takes
 * 250 ns an instruction (the Wii as docs/native.md models it, --work-clock 250 on the desktop). */
static long long lua_work_ticks(void)
{
    return (long long)(work_meter_instructions() * 250e-6 * TB_TIMER_CLOCK);
}

/* A starts an endless loop in frame 3, while the console's clock moves by the Lua work done (the
 * core's meter counting it); Home on the error screen in frame 4. */
static void endless_loop_then_home(int scan)
{
    if (scan == 3) {
        fake_log->ticks_at_mark = fake_now();
        work_meter_start();
        fake.work_ticks = lua_work_ticks;
    }
    if (scan == 4) mark_the_way_out();
    press(scan == 3 ? WPAD_BUTTON_A : scan == 4 ? WPAD_BUTTON_HOME : 0);
    give_up_after_too_many_frames(scan);
}

static bool drew_colour(uint32_t colour)
{
    for (int i = 0; i < fake.colour_count; i++) {
        if (fake.colours[i] == colour) return true;
    }
    return false;
}

/* The first frame has been shown: the log says whether it was the error screen; Home in frame 3. */
static void error_screen_then_home(int scan)
{
    if (scan == 2 && drew_colour(ERROR_SCREEN_BACKGROUND)) fake_note("the error screen");
    if (scan == 3) mark_the_way_out();
    press(scan == 3 ? WPAD_BUTTON_HOME : 0);
    give_up_after_too_many_frames(scan);
}

/* A runaway recursion (program-bundle.lua's 1, 2 or Plus) in frame 2; Home on its error screen in
 * frame 4. */
static void recursion_then_home(int scan, uint32_t button)
{
    if (scan == 4) mark_the_way_out();
    press(scan == 2 ? button : scan == 4 ? WPAD_BUTTON_HOME : 0);
    give_up_after_too_many_frames(scan);
}

static void recursion_through_pcall(int scan)
{
    recursion_then_home(scan, WPAD_BUTTON_1);
}

static void recursion_through_index(int scan)
{
    recursion_then_home(scan, WPAD_BUTTON_2);
}

static void recursion_through_sort(int scan)
{
    recursion_then_home(scan, WPAD_BUTTON_PLUS);
}

/* B raises the error in frame 2; Home on the error screen in frame 4. */
static void error_then_home(int scan)
{
    if (scan == 4) mark_the_way_out();
    press(scan == 2 ? WPAD_BUTTON_B : scan == 4 ? WPAD_BUTTON_HOME : 0);
    give_up_after_too_many_frames(scan);
}

#define START_UP "VIDEO_Init", "VIDEO_SetBlack(1)", "WPAD_Init", "ASND_Init", "fatMountSimple(sd)", "fatMountSimple(usb)", \
    "VIDEO_SetBlack(0)"
/* What SYS_ResetSystem expects done first, in this order (docs/wii.md, "Reset and power"): the
 * sound before anything, as the DSP halts with the reset. */
#define TEAR_DOWN "ASND_End", "WPAD_Shutdown", "fatUnmount(sd:)", "GX_AbortFrame", "VIDEO_SetBlack(1)"
#define BACK_TO_THE_LOADER(status) "main returned " status, "exit(" status ")", \
    "SYS_ResetSystem(SYS_SHUTDOWN)", "the loader's stub"
#define WAY_MAX_LINES 20

typedef struct {
    const char *name;
    void (*script)(int scan);
    bool from_outside;      /* a button, not the game: the core runs a last frame to save in */
    bool powers_off_itself; /* the program ends the console itself (SYS_ResetSystem, or STM) and must stop there */
    const char *expected[WAY_MAX_LINES];
    const char *blocks;     /* the libogc call that never returns (fake.blocks), or NULL */
    bool dsp_silent;        /* the DSP never mixes (Dolphin's HLE) */
    bool no_threads;        /* LWP_CreateThread fails once the game's thread is made */
    bool no_lua_state;      /* lua_newstate gives nothing */
    bool no_game_thread;    /* LWP_CreateThread fails from the start */
} WayOut;

/* The tear-down with one step left behind after its budget. */
#define SUSPENDED(call) call, call " blocks", "LWP_SuspendThread"

static const WayOut WAYS_OUT[] = {
    {"Home: exit to the loader", home_at_frame_3, false, false, {START_UP, TEAR_DOWN, BACK_TO_THE_LOADER("0")}, NULL, false, false, false, false},
#if _V_MAJOR_ >= 3
    /* libogc 3 takes the console's own way once SYS_MainLoop has reported a button. */
    {"the reset button", reset_at_frame_3, true, false,
     {START_UP, TEAR_DOWN, "main returned 0", "exit(0)", "SYS_ResetSystem(SYS_HOTRESET)"}, NULL, false, false, false, false},
    {"the console's power button", console_power_at_frame_3, true, false,
     {START_UP, TEAR_DOWN, "main returned 0", "exit(0)", "SYS_ResetSystem(SYS_POWEROFF)"}, NULL, false, false, false, false},
#else
    {"the reset button", reset_at_frame_3, true, false, {START_UP, TEAR_DOWN, BACK_TO_THE_LOADER("0")}, NULL, false, false, false, false},
    {"the console's power button", console_power_at_frame_3, true, true,
     {START_UP, TEAR_DOWN, "SYS_ResetSystem(SYS_POWEROFF)"}, NULL, false, false, false, false},
#endif
    {"a Wiimote's power button", wiimote_power_at_frame_3, true, true,
     {START_UP, TEAR_DOWN, "SYS_ResetSystem(SYS_POWEROFF)"}, NULL, false, false, false, false},
    {"Home on the Lua error screen", error_then_home, false, false, {START_UP, TEAR_DOWN, BACK_TO_THE_LOADER("3")}, NULL, false, false, false, false},
    {"Home on the error screen of a Lua state that could not be made", error_screen_then_home, false, false,
     {START_UP, "the error screen", TEAR_DOWN, BACK_TO_THE_LOADER("3")}, NULL, false, false, true, false},
    /* Lua's nested C calls as deep as they go, on the game's own stack (test_stack below). */
    {"Home on the error screen of a runaway recursion through pcall", recursion_through_pcall, false, false,
     {START_UP, TEAR_DOWN, BACK_TO_THE_LOADER("3")}, NULL, false, false, false, false},
    {"Home on the error screen of a runaway recursion through __index and __tostring", recursion_through_index, false, false,
     {START_UP, TEAR_DOWN, BACK_TO_THE_LOADER("3")}, NULL, false, false, false, false},
    {"Home on the error screen of a runaway recursion through table.sort", recursion_through_sort, false, false,
     {START_UP, TEAR_DOWN, BACK_TO_THE_LOADER("3")}, NULL, false, false, false, false},
    /* The core runs on a thread of its own; without it, the reason is on the screen, and the way
     * out's steps run unwatched, there being no thread for them either. */
    {"Home on the error screen of a game that got no thread", error_screen_then_home, false, false,
     {START_UP, "the error screen", TEAR_DOWN, BACK_TO_THE_LOADER("3")}, NULL, false, false, false, true},
    {"Home, with ASND_End never returning", home_at_frame_3, false, false,
     {START_UP, SUSPENDED("ASND_End"), "WPAD_Shutdown", "fatUnmount(sd:)", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      BACK_TO_THE_LOADER("0")}, "ASND_End", false, false, false, false},
    {"Home, under Dolphin's DSP HLE (the DSP never mixes)", home_at_frame_30, false, false,
     {START_UP, "AUDIO_StopDMA", "WPAD_Shutdown", "fatUnmount(sd:)", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      BACK_TO_THE_LOADER("0")}, NULL, true, false, false, false},
    {"Home, with no thread for the steps", home_at_frame_3, false, false, {START_UP, TEAR_DOWN, BACK_TO_THE_LOADER("0")},
     NULL, false, true, false, false},
#if _V_MAJOR_ >= 3
    {"the console's power button, with fatUnmount never returning", console_power_at_frame_3, true, false,
     {START_UP, "ASND_End", "WPAD_Shutdown", "fatUnmount(sd:)", "fatUnmount blocks", "LWP_SuspendThread", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      "main returned 0", "exit(0)", "SYS_ResetSystem(SYS_POWEROFF)"}, "fatUnmount", false, false, false, false},
#else
    {"the console's power button, with fatUnmount never returning", console_power_at_frame_3, true, true,
     {START_UP, "ASND_End", "WPAD_Shutdown", "fatUnmount(sd:)", "fatUnmount blocks", "LWP_SuspendThread", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      "SYS_ResetSystem(SYS_POWEROFF)"}, "fatUnmount", false, false, false, false},
#endif
    /* SYS_ResetSystem would wait for the remotes again in WPAD's reset function: STM is asked directly. */
    {"the reset button, with WPAD_Shutdown never returning", reset_at_frame_3, true, true,
     {START_UP, "ASND_End", SUSPENDED("WPAD_Shutdown"), "fatUnmount(sd:)", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      "STM_RebootSystem"}, "WPAD_Shutdown", false, false, false, false},
    {"Home, with WPAD_Shutdown never returning", home_at_frame_3, false, true,
     {START_UP, "ASND_End", SUSPENDED("WPAD_Shutdown"), "fatUnmount(sd:)", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      "STM_RebootSystem"}, "WPAD_Shutdown", false, false, false, false},
#if _V_MAJOR_ >= 3
    /* libogc 3 reports the console's power button only as a quit: the console restarts. */
    {"the console's power button, with WPAD_Shutdown never returning", console_power_at_frame_3, true, true,
     {START_UP, "ASND_End", SUSPENDED("WPAD_Shutdown"), "fatUnmount(sd:)", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      "STM_RebootSystem"}, "WPAD_Shutdown", false, false, false, false},
#else
    {"the console's power button, with WPAD_Shutdown never returning", console_power_at_frame_3, true, true,
     {START_UP, "ASND_End", SUSPENDED("WPAD_Shutdown"), "fatUnmount(sd:)", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      "STM_ShutdownToStandby"}, "WPAD_Shutdown", false, false, false, false},
#endif
    {"a Wiimote's power button, with WPAD_Shutdown never returning", wiimote_power_at_frame_3, true, true,
     {START_UP, "ASND_End", SUSPENDED("WPAD_Shutdown"), "fatUnmount(sd:)", "GX_AbortFrame", "VIDEO_SetBlack(1)",
      "STM_ShutdownToStandby"}, "WPAD_Shutdown", false, false, false, false},
    {"a Wiimote's power button, with GX_AbortFrame never returning", wiimote_power_at_frame_3, true, true,
     {START_UP, "ASND_End", "WPAD_Shutdown", "fatUnmount(sd:)", SUSPENDED("GX_AbortFrame"),
      "SYS_ResetSystem(SYS_POWEROFF)"}, "GX_AbortFrame", false, false, false, false},
};

static void run_program(const WayOut *way)
{
    static char boot_path[] = "sd:/apps/senet/boot.dol";
    char *argv[] = {boot_path, NULL};
    fake_reset();
    fake.on_scan = way->script;
    fake.blocks = way->blocks;
    fake.dsp_silent = way->dsp_silent;
    fake.thread_limit = way->no_game_thread ? 0 : way->no_threads ? 1 : -1;
    lua_state_refused = way->no_lua_state;
    int status = senet_main(1, argv);
    fake_note("main returned %d", status);
    fake_exit(status);
    /* newlib's _exit spins here on the Wii; the test process just ends. */
    _exit(0);
}

static long elapsed_ms(clockid_t clock, const struct timespec *since)
{
    struct timespec now;
    if (clock_gettime(clock, &now) != 0) {
        return 0;
    }
    return (long)(now.tv_sec - since->tv_sec) * 1000 + (now.tv_nsec - since->tv_nsec) / 1000000;
}

static void sleep_ms(long ms)
{
    struct timespec pause = {ms / 1000, (ms % 1000) * 1000000};
    nanosleep(&pause, NULL);
}

/* A line where the console ends: SYS_ResetSystem, or STM's power-off or restart asked directly. */
static bool ends_the_console(const char *line)
{
    return strncmp(line, "SYS_ResetSystem(", 16) == 0 || strncmp(line, "STM_", 4) == 0;
}

static int count_resets(void)
{
    int resets = 0;
    for (int i = 0; i < fake_log->lines; i++) {
        resets += ends_the_console(fake_log->line[i]);
    }
    return resets;
}

static bool log_has_reset(void)
{
    return count_resets() > 0;
}

static void print_log(const char *name)
{
    fprintf(stderr, "%s: the log was:\n", name);
    for (int i = 0; i < fake_log->lines; i++) {
        fprintf(stderr, "  %s\n", fake_log->line[i]);
    }
}

/* Runs the program in a child; true when it ended by itself (false: still running, killed). */
static bool watch_program(const WayOut *way)
{
    fake_reset(); /* empties the shared log before the child starts */
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) {
        run_program(way);
    }
    struct timespec start, reset_seen_at;
    clock_gettime(CLOCK_MONOTONIC, &start);
    clockid_t child_cpu;
    if (clock_getcpuclockid(child, &child_cpu) != 0) {
        fprintf(stderr, "cannot read the program's processor time\n");
        kill(child, SIGKILL);
        waitpid(child, NULL, 0);
        CHECK(false);
        return false;
    }
    int status = 0;
    bool ended = false;
    bool reset_seen = false;
    while (elapsed_ms(CLOCK_MONOTONIC, &start) < PROGRAM_GUARD_MS) {
        if (waitpid(child, &status, WNOHANG) == child) {
            ended = true;
            break;
        }
        if (!reset_seen && log_has_reset()) {
            reset_seen = clock_gettime(child_cpu, &reset_seen_at) == 0;
        }
        if (reset_seen && elapsed_ms(child_cpu, &reset_seen_at) > PROGRAM_WATCH_CPU_MS) {
            break;
        }
        sleep_ms(5);
    }
    if (!ended) {
        kill(child, SIGKILL);
        waitpid(child, &status, 0);
    } else {
        CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }
    return ended;
}

#define PROGRAM_LAST_SAVE "sd:/apps/senet/last.txt"

static void test_way_out(const WayOut *way)
{
    int before = failed;
    fake_card_remove(PROGRAM_LAST_SAVE);
    bool ended = watch_program(way);
    /* The card is unmounted after the last frame, and a save after that would fail. */
    struct stat saved;
    CHECK((fake_card_stat(PROGRAM_LAST_SAVE, &saved) == 0) == way->from_outside);
    CHECK(!fake_log->overflowed);
    CHECK(count_resets() == 1);
    CHECK(fake_log->cache_violations == 0);
    /* Whatever a subsystem does, the loader or the power-off comes within two seconds. */
    double way_out_ms = (double)(fake_log->ticks_at_reset - fake_log->ticks_at_quit) / TB_TIMER_CLOCK;
    CHECK(fake_log->ticks_at_quit > 0 && way_out_ms >= 0 && way_out_ms <= PROGRAM_WAY_OUT_MS);
    /* A program that powers off itself must stop there: not return from main into exit's path,
     * not call libogc again. Every other way returns and leaves the one reset to exit. */
    CHECK(ended == !way->powers_off_itself);
    if (way->powers_off_itself) {
        CHECK(fake_log->calls == fake_log->calls_at_reset);
    }
    /* The game ran on a stack of its own, of the size the core asks for, and used at most half of
     * it, with this machine's frames (tools/wii/ppc-stack.sh runs this test with 32-bit PowerPC's). */
    if (way->no_game_thread) {
        CHECK(fake_log->stack_bytes == 0);
    } else {
        CHECK(fake_log->stack_bytes == CORE_STACK_BYTES);
        CHECK(fake_log->stack_used > 0 && fake_log->stack_used <= CORE_STACK_BYTES / 2);
    }
    int expected_lines = 0;
    while (expected_lines < WAY_MAX_LINES && way->expected[expected_lines] != NULL) {
        expected_lines++;
    }
    CHECK(fake_log->lines == expected_lines);
    for (int i = 0; i < expected_lines && i < fake_log->lines; i++) {
        CHECK(strcmp(fake_log->line[i], way->expected[i]) == 0);
    }
    if (failed > before) {
        print_log(way->name);
    } else {
        printf("  %s: %d calls to libogc, %.0f ms to the reset, then %s; the game's stack: %.1f KiB used\n", way->name,
               (int)fake_log->calls, way_out_ms, ended ? "main returned" : "it stopped where the console ends",
               fake_log->stack_used / 1024.0);
    }
}

/* The core stops a call into Lua after 5 s of the console's clock: the endless loop's frame ends
 * then (and the retrace after it), not after the 100 million instructions' 25 s; and Home leaves
 * its error screen as any other. */
static void test_endless_loop(void)
{
    static const WayOut way = {"Home on the error screen of an endless loop", endless_loop_then_home, false, false,
                               {START_UP, TEAR_DOWN, BACK_TO_THE_LOADER("3")}, NULL, false, false, false, false};
    int before = failed;
    test_way_out(&way);
    double loop_ms = (double)(fake_log->ticks_at_quit - fake_log->ticks_at_mark) / TB_TIMER_CLOCK;
    CHECK(loop_ms > 5000 && loop_ms < 5100);
    if (failed == before) {
        printf("  the endless loop's frame took %.0f ms of the console's clock\n", loop_ms);
    } else {
        fprintf(stderr, "the endless loop's frame took %.0f ms of the console's clock\n", loop_ms);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2 || chdir(argv[1]) != 0 || mkdir("sd:", 0777) != 0) {
        fprintf(stderr, "usage: %s EMPTY_TEMPORARY_DIRECTORY (the card is its sd: folder)\n", argv[0]);
        return 2;
    }
    fake_share_log();
    for (size_t i = 0; i < sizeof WAYS_OUT / sizeof WAYS_OUT[0]; i++) {
        test_way_out(&WAYS_OUT[i]);
    }
    test_endless_loop();
    printf("wii program tests (libogc %d branch): %d passed, %d failed\n", _V_MAJOR_ >= 3 ? 3 : 2, passed, failed);
    return failed == 0 ? 0 : 1;
}
