/* The desktop program's command line (the core takes its own options out first). */
#include "args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "language.h"
#include "number.h"
#include "options.h"

static const char ARGS_HELP[] =
    "Usage: senet [OPTION]...\n"
    "Senet for the Wii, desktop build. A 640x480 window (resizable, letterboxed) or, with\n"
    "--headless, a run without any display for tests and benchmarks.\n"
    "\n"
    "Options:\n"
    "  --headless          no window: run --frames frames with simulated time\n"
    "  --frames N          stop after N frames (required with --headless, unless --bench)\n"
    "  --input FILE        headless input script (format in docs/native.md)\n"
    "  --screenshot FILE   write the last frame to FILE as a 24-bit BMP\n"
    "  --audio-out FILE    headless: write the sound mixed over the run to FILE as a\n"
    "                      48 kHz 16-bit stereo WAV (800 samples a frame)\n"
    "  --data-dir DIR      where the settings and the saved game are kept (default\n"
    "                      $XDG_CONFIG_HOME/senet-wii or ~/.config/senet-wii; none in\n"
    "                      headless mode unless given)\n"
    "  --language CODE     report this ISO 639-1 language instead of LC_ALL/LC_MESSAGES/LANG\n"
    "  --remotes N         Wiimotes connected at start in a window, 1 or 2 (default 1)\n"
    "  --scale N           initial window size, 640x480 times N (1..4, default 1)\n"
    "  --no-render         do not rasterise (for benchmarks: draw calls cost nothing)\n"
    "  --render-from N     headless: rasterise only from frame N on (from 0), so a\n"
    "                      screenshot of a late frame skips drawing the earlier ones\n"
    "  --work-clock NS     headless: within each frame the clock moves NS ns for every Lua\n"
    "                      instruction run (1..100000; about 250 is the Wii), and so does\n"
    "                      the clock that measures the program; a frame starts at the first\n"
    "                      retrace (1/60 s apart) its work left: the same times on any\n"
    "                      machine, however busy\n"
    "  --verbose           log rumble and sound requests and the frame the run stopped at\n"
    "  --bench FILE        run the self-play benchmark FILE describes (as bench.txt on the\n"
    "                      Wii: docs/wii.md); the program ends by itself when it is done\n"
    "  --bench-result FILE where the benchmark writes its result (default: bench-result.txt\n"
    "                      beside the --bench FILE)\n"
    OPTIONS_HELP
    "  --help              show this help\n"
    "\n"
    "Wiimote 1: the mouse is the pointer, left button = A, right button = B;\n"
    "  Enter/Space = A, Backspace = B, 1 = 1, 2 = 2, +/= = Plus, - = Minus,\n"
    "  Escape/H = Home, arrow keys = D-pad.\n"
    "Wiimote 2: U = A, O = B, 7 = 1, 8 = 2, 0 = Plus, 9 = Minus, Y = Home, I/J/K/L = D-pad.\n"
    "  Tab moves the mouse pointer (and its buttons) between Wiimote 1 and 2.\n"
    "Game controllers (up to 4, plugged in at any time) play as a Classic Controller:\n"
    "  A = A, B = B, X = 1, Y = 2, Start/Guide = Home, RB = Plus, LB/Back = Minus,\n"
    "  D-pad or left stick = D-pad.\n"
    "F3 shows or hides the diagnostics overlay (as holding 1 and pressing 2 does).\n"
    "F11 toggles full screen. Closing the window quits.\n"
    "\n"
    "Exit status: 0 normal exit, 1 cannot start (bad option, missing file, no display),\n"
    "3 a Lua error stopped the game (the error screen was shown).\n";

static ArgsResult args_invalid(const char *message, const char *detail)
{
    fprintf(stderr, "senet: %s%s (see --help)\n", message, detail);
    return ARGS_INVALID;
}

ArgsResult args_parse(int argc, char **argv, HostArgs *args)
{
    memset(args, 0, sizeof *args);
    args->frames = -1;
    args->remotes = 1;
    args->scale = 1;
    /* argv may be NULL, or end with a NULL entry before argc: the arguments stop there. */
    for (int i = 1; argv != NULL && i < argc && argv[i] != NULL; i++) {
        const char *arg = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        long number;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            fputs(ARGS_HELP, stdout);
            return ARGS_HELP_SHOWN;
        } else if (strcmp(arg, "--headless") == 0) {
            args->headless = true;
            continue;
        } else if (strcmp(arg, "--verbose") == 0) {
            args->verbose = true;
            continue;
        } else if (strcmp(arg, "--no-render") == 0) {
            args->no_render = true;
            continue;
        }
        if (value == NULL)
            return args_invalid("unknown option or missing value: ", arg);
        i++;
        if (strcmp(arg, "--frames") == 0) {
            if (!number_parse_long(value, 0, 100000000L, &number))
                return args_invalid("--frames takes a whole number from 0, not ", value);
            args->frames = number;
        } else if (strcmp(arg, "--render-from") == 0) {
            if (!number_parse_long(value, 0, 100000000L, &number))
                return args_invalid("--render-from takes a whole number from 0, not ", value);
            args->render_from = number;
        } else if (strcmp(arg, "--input") == 0) {
            args->input_path = value;
        } else if (strcmp(arg, "--bench") == 0) {
            args->bench_path = value;
        } else if (strcmp(arg, "--bench-result") == 0) {
            args->bench_result_path = value;
        } else if (strcmp(arg, "--screenshot") == 0) {
            args->screenshot_path = value;
        } else if (strcmp(arg, "--audio-out") == 0) {
            args->audio_out_path = value;
        } else if (strcmp(arg, "--data-dir") == 0) {
            args->data_dir = value;
        } else if (strcmp(arg, "--language") == 0) {
            if (!language_is_code(value))
                return args_invalid("--language takes two lowercase letters (ISO 639-1), not ",
                                    value);
            args->language = value;
        } else if (strcmp(arg, "--remotes") == 0) {
            if (!number_parse_long(value, 1, 2, &number))
                return args_invalid("--remotes takes 1 or 2, not ", value);
            args->remotes = (int)number;
        } else if (strcmp(arg, "--work-clock") == 0) {
            if (!number_parse_long(value, 1, 100000, &number))
                return args_invalid("--work-clock takes 1..100000 (ns a Lua instruction), not ", value);
            args->work_ns = (int)number;
        } else if (strcmp(arg, "--scale") == 0) {
            if (!number_parse_long(value, 1, 4, &number))
                return args_invalid("--scale takes 1..4, not ", value);
            args->scale = (int)number;
        } else {
            return args_invalid("unknown option: ", arg);
        }
    }
    /* a benchmark ends the run itself */
    if (args->headless && args->frames < 0 && args->bench_path == NULL)
        return args_invalid("--headless needs --frames N", "");
    if (args->bench_result_path != NULL && args->bench_path == NULL)
        return args_invalid("--bench-result works only with --bench", "");
    if (!args->headless && args->input_path != NULL)
        return args_invalid("--input works only with --headless", "");
    if (!args->headless && args->audio_out_path != NULL)
        return args_invalid("--audio-out works only with --headless", "");
    /* a window would show the frames left undrawn */
    if (!args->headless && args->render_from > 0)
        return args_invalid("--render-from works only with --headless", "");
    if (args->work_ns > 0 && !args->headless)
        return args_invalid("--work-clock works only with --headless", "");
    if (args->headless && args->frames >= 0 && args->render_from >= args->frames && args->render_from > 0)
        return args_invalid("--render-from must be below --frames: no frame would be drawn", "");
    return ARGS_RUN;
}
