/* The program: starts the backend, runs the bundle's frame() at 60 Hz, shows the error screen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "bundle.h"
#include "errorscreen.h"
#include "file.h"
#include "options.h"
#include "script.h"
#include "sound.h"
#include "stats.h"

/* The exit code after a script error (the error screen was shown); 1 means it could not start. */
#define MAIN_EXIT_SCRIPT_ERROR 3
#define MAIN_CLEAR_COLOR 0x000000FFu

static bool main_home_pressed(const FrameInput *input)
{
    for (int i = 0; i < INPUT_SLOTS; i++)
        if (input->remotes[i].connected && (input->remotes[i].pressed & BUTTON_HOME))
            return true;
    return false;
}

static void main_loop(Script *script, Stats *stats)
{
    for (;;) {
        FrameInput input;
        memset(&input, 0, sizeof input);
        backend_poll(&input);
        /* the previous frame ended waiting for the retrace, so this one began just before the
         * poll (a headless clock moves on in the poll); the reserve covers the poll's time */
        double frame_start = backend_time_ms();
        if (input.stop_now)
            return;
        /* after an error Home leaves; the press must come once the error screen is up */
        if (script->failed && (input.quit_requested || main_home_pressed(&input)))
            return;
        double deadline = frame_start + backend_frame_period_ms() - backend_frame_reserve_ms();
        backend_begin_frame(MAIN_CLEAR_COLOR);
        if (!script->failed) {
            stats_begin_frame(stats, &script->heap);
            script_frame(script, &input, backend_time_ms(), deadline);
            stats_end_frame(stats, &script->heap);
        }
        if (script->failed) {
            sound_silence(&script->api.sound);
            errorscreen_draw(&script->error);
        }
        backend_end_frame();
        stats_audio_frame(stats, backend_audio_ms_last_frame());
        stats_frame_shown(stats);
        /* a frame that saw quit_requested was the game's last: it has saved what it must */
        if (input.quit_requested || (script->api.quit_requested && !script->failed))
            return;
    }
}

/* Some 10 KiB, the error screen's text among them, that cannot fail to be there. */
static Script main_script;

static int main_run(const CoreOptions *options)
{
    char *code = NULL;
    size_t size = 0;
    char chunk_name[512] = "=senet.lua";
    char error[512] = "";
    if (options->bundle_path != NULL) {
        code = file_read_all(options->bundle_path, &size, error, sizeof error);
        if (code == NULL) {
            backend_log(error);
            return EXIT_FAILURE;
        }
        snprintf(chunk_name, sizeof chunk_name, "@%s", options->bundle_path);
    } else {
        /* a damaged bundle is shown on the error screen below */
        code = bundle_expand(&size, error, sizeof error);
    }

    Script *script = &main_script;
    script_open(script, options->heap_limit);
    /* native.stats works while the bundle loads too */
    Stats stats;
    stats_init(&stats);
    script->api.stats = &stats;
    if (code != NULL)
        script_load(script, code, size, chunk_name);
    else
        script_refuse(script, error);
    free(code);

    main_loop(script, &stats);
    if (options->stats)
        stats_report(&stats, &script->heap);
    int code_on_exit = script->failed ? MAIN_EXIT_SCRIPT_ERROR : EXIT_SUCCESS;
    script_close(script);
    return code_on_exit;
}

/* No stack to run the Lua state on: the reason on the error screen until Home, on the backend's
 * own stack (the error screen needs little of it). */
static int main_refuse(const char *why)
{
    Script *script = &main_script;
    script_open_refused(script, why);
    Stats stats;
    stats_init(&stats);
    script->api.stats = &stats;
    main_loop(script, &stats);
    script_close(script);
    return MAIN_EXIT_SCRIPT_ERROR;
}

typedef struct {
    const CoreOptions *options;
    int exit_code;
} MainRun;

static void main_run_on_its_stack(void *context)
{
    MainRun *run = context;
    run->exit_code = main_run(run->options);
}

int main(int argc, char **argv)
{
    CoreOptions options;
    if (!options_parse(&argc, argv, &options))
        return EXIT_FAILURE;
    if (!backend_init(argc, argv))
        return EXIT_FAILURE;
    MainRun run = {&options, EXIT_FAILURE};
    const char *why = "no stack for the Lua state";
    if (!backend_run(main_run_on_its_stack, &run, &why))
        run.exit_code = main_refuse(why);
    backend_shutdown();
    return run.exit_code;
}
