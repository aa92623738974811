/* The desktop backend (backend.h): an SDL2 window, or a headless run for tests and benchmarks,
 * both drawing into the same software framebuffer. */
#include "backend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "atlas.h"
#include "audio.h"
#include "bmp.h"
#include "clock.h"
#include "controls.h"
#include "inputscript.h"
#include "language.h"
#include "pads.h"
#include "raster.h"
#include "scriptedkeys.h"
#include "storage-status.h"
#include "storage.h"
#include "unpack.h"
#include "virtualpads.h"
#include "window.h"

#define BACKEND_PATH_MAX 4096
#define BACKEND_BENCH_RESULT_FILE "bench-result.txt"
/* An upper estimate of window_present's time: scaling the framebuffer's texture and presenting. */
#define BACKEND_PRESENT_RESERVE_MS 2.0

/* backend.h passes no context, so the backend keeps its one state here. */
static struct {
    HostArgs args;
    Window window;
    Controls controls;
    Pads pads; /* the game controllers: the window's, or a headless script's virtual ones */
    VirtualPads virtual_pads;
    InputScript script;
    Framebuffer frame;
    RasterImage atlas;
    uint8_t *atlas_pixels; /* the atlas expanded at start (host.atlas reads it) */
    long frame_index; /* the frame being run, from 0; -1 before the first */
    bool drew_frame;
    FILE *screenshot;
    char language[3];
    FrameClock clock;
    char bench_result_path[BACKEND_PATH_MAX];
} host;

/* --bench FILE is the storage name "bench", and "bench-result" goes beside it unless
 * --bench-result says where: the same file the Wii reads from its SD card. */
static bool backend_serve_bench(void)
{
    const char *result = host.args.bench_result_path;
    if (result == NULL) {
        const char *bench = host.args.bench_path;
        const char *slash = strrchr(bench, '/');
        int folder = slash == NULL ? 0 : (int)(slash - bench + 1);
        int written = snprintf(host.bench_result_path, sizeof host.bench_result_path, "%.*s%s", folder,
                               bench, BACKEND_BENCH_RESULT_FILE);
        if (written < 0 || (size_t)written >= sizeof host.bench_result_path)
            return false;
        result = host.bench_result_path;
    }
    return storage_serve_file("bench", host.args.bench_path) && storage_serve_file("bench-result", result);
}

static bool backend_open_storage(void)
{
    if (host.args.data_dir != NULL) {
        if (!storage_set_directory(host.args.data_dir)) {
            fprintf(stderr, "senet: the --data-dir path is too long\n");
            return false;
        }
    } else if (!host.args.headless) {
        /* headless runs stay reproducible: no storage unless a folder is named */
        char directory[BACKEND_PATH_MAX];
        if (storage_default_directory(directory, sizeof directory) && !storage_set_directory(directory))
            fprintf(stderr, "senet: the settings folder's path is too long: nothing will be saved\n");
    }
    if (host.args.bench_path != NULL && !backend_serve_bench()) {
        fprintf(stderr, "senet: the --bench or --bench-result path is too long\n");
        return false;
    }
    return true;
}

/* The same expansion the Wii runs, into the buffer the rasteriser reads. */
static bool backend_unpack_atlas(void)
{
    size_t size = (size_t)atlas_width * atlas_height * 4;
    char error[160];
    host.atlas_pixels = malloc(size > 0 ? size : 1);
    if (host.atlas_pixels == NULL) {
        fprintf(stderr, "senet: not enough memory for the texture atlas\n");
        return false;
    }
    if (!unpack_pixels(atlas_packed, atlas_packed_size, atlas_width, atlas_height, host.atlas_pixels, size, error,
                       sizeof error)) {
        fprintf(stderr, "senet: the texture atlas built into the program is damaged: %s\n", error);
        free(host.atlas_pixels);
        host.atlas_pixels = NULL;
        return false;
    }
    host.atlas.pixels = host.atlas_pixels;
    host.atlas.width = atlas_width;
    host.atlas.height = atlas_height;
    host.atlas.gutter = atlas_gutter;
    return true;
}

static void backend_free_atlas(void)
{
    free(host.atlas_pixels);
    host.atlas_pixels = NULL;
    host.atlas.pixels = NULL;
}

/* Releases what backend_init acquired, whatever it got to: the one way out of a failed start,
 * and the end of backend_shutdown. */
static void backend_release(void)
{
    if (host.screenshot != NULL) {
        fclose(host.screenshot);
        host.screenshot = NULL;
    }
    virtualpads_close(&host.virtual_pads);
    bool headless_sdl = host.pads.started && host.window.window == NULL;
    pads_stop(&host.pads);
    if (host.window.window != NULL)
        window_close(&host.window);
    else if (headless_sdl)
        SDL_Quit();
    inputscript_free(&host.script);
    backend_free_atlas();
}

bool backend_init(int argc, char **argv)
{
    memset(&host, 0, sizeof host);
    frame_clock_start(&host.clock);
    host.frame_index = -1;
    switch (args_parse(argc, argv, &host.args)) {
    case ARGS_HELP_SHOWN:
        exit(EXIT_SUCCESS);
    case ARGS_INVALID:
        return false;
    case ARGS_RUN:
        break;
    }
    frame_clock_configure(&host.clock, host.args.headless, host.args.work_ns);
    if (host.args.language != NULL)
        strcpy(host.language, host.args.language);
    else
        language_from_environment(host.language);
    if (!backend_open_storage() || !backend_unpack_atlas())
        goto failed;
    inputscript_init(&host.script);
    if (host.args.input_path != NULL && !inputscript_load(&host.script, host.args.input_path))
        goto failed;
    /* opened now so that a bad path stops the run before it starts */
    if (host.args.screenshot_path != NULL) {
        host.screenshot = fopen(host.args.screenshot_path, "wb");
        if (host.screenshot == NULL) {
            perror(host.args.screenshot_path);
            goto failed;
        }
    }
    if (!host.args.headless) {
        if (!window_open(&host.window, host.args.scale))
            goto failed;
        controls_init(&host.controls, host.args.remotes);
        /* without game controllers the keyboard and the mouse still play */
        pads_start(&host.pads, false);
        frame_clock_start_window(&host.clock);
    } else if (host.script.uses_pads && !pads_start(&host.pads, true)) {
        /* SDL only for a script that plays a pad: the other headless runs never start it */
        goto failed;
    }
    /* a script's keys and mouse go through the window's mapping, which needs no SDL started */
    if (host.args.headless && host.script.uses_keyboard)
        controls_init(&host.controls, host.args.remotes);
    if (!audio_open(host.args.headless, host.args.audio_out_path, FRAME_RATE, host.args.verbose))
        goto failed;
    return true;

failed:
    backend_release();
    return false;
}

/* The desktop's main thread has the system's stack (8 MiB by default on Linux), far more than the
 * core needs (docs/native.md, "The C stack"). */
bool backend_run(void (*body)(void *context), void *context, const char **why)
{
    (void)why;
    body(context);
    return true;
}

void backend_shutdown(void)
{
    if (host.args.verbose)
        fprintf(stderr, "senet: stopped at frame %ld\n", host.frame_index);
    if (host.screenshot != NULL) {
        if (!host.drew_frame)
            fprintf(stderr, "senet: no frame was drawn: the screenshot is empty\n");
        else if (!bmp_write(host.screenshot, host.frame.pixels, LOGICAL_WIDTH, LOGICAL_HEIGHT))
            fprintf(stderr, "senet: cannot write the screenshot '%s'\n",
                    host.args.screenshot_path);
    }
    audio_close();
    backend_release();
}

void backend_poll(FrameInput *input)
{
    host.frame_index++;
    frame_clock_begin_frame(&host.clock, host.frame_index);
    if (host.args.frames >= 0 && host.frame_index >= host.args.frames) {
        input->stop_now = true;
        return;
    }
    if (host.args.headless) {
        inputscript_frame(&host.script, host.frame_index, input);
        if (host.script.uses_keyboard)
            scriptedkeys_frame(&host.script, &host.controls, input);
        if (host.pads.started) {
            virtualpads_update(&host.virtual_pads, &host.script, &host.pads);
            pads_fill(&host.pads, input);
        }
        return;
    }
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        controls_handle_event(&host.controls, &event);
        pads_handle_event(&host.pads, &event);
    }
    if (host.controls.toggle_fullscreen) {
        host.controls.toggle_fullscreen = false;
        window_toggle_fullscreen(&host.window);
    }
    controls_fill(&host.controls, input);
    pads_fill(&host.pads, input);
}

/* Every frame starts from a clear screen, so skipping whole frames changes no later frame. */
static bool backend_rendering(void)
{
    return !host.args.no_render && host.frame_index >= host.args.render_from;
}

void backend_begin_frame(uint32_t clear_rgba)
{
    if (backend_rendering())
        raster_clear(&host.frame, clear_rgba);
}

void backend_draw_rect(float x, float y, float w, float h, uint32_t rgba)
{
    if (backend_rendering())
        raster_fill_rect(&host.frame, x, y, w, h, rgba);
}

void backend_draw_atlas(uint16_t ax, uint16_t ay, uint16_t aw, uint16_t ah, float x, float y,
                        float w, float h, uint32_t tint_rgba)
{
    if (backend_rendering())
        raster_draw_image(&host.frame, &host.atlas, ax, ay, aw, ah, x, y, w, h, tint_rgba);
}

void backend_end_frame(void)
{
    host.drew_frame = true;
    audio_end_frame(host.frame_index);
    if (host.args.headless)
        return;
    window_present(&host.window, &host.frame);
    frame_clock_pace(&host.clock);
}

double backend_frame_period_ms(void)
{
    return 1000.0 / FRAME_RATE;
}

double backend_frame_reserve_ms(void)
{
    /* the window scales the framebuffer into a texture and presents it; headless does nothing */
    return host.args.headless ? 0.0 : BACKEND_PRESENT_RESERVE_MS;
}

void backend_rumble(int slot, int milliseconds)
{
    if (host.args.verbose)
        fprintf(stderr, "senet: rumble slot %d for %d ms\n", slot + 1, milliseconds);
    if (slot >= WIIMOTE_SLOTS)
        pads_rumble(&host.pads, slot, milliseconds);
}

double backend_time_ms(void)
{
    return frame_clock_game_ms(&host.clock, host.frame_index);
}

double backend_real_time_ms(void)
{
    return frame_clock_real_ms(&host.clock);
}

void backend_stats(BackendStats *stats)
{
    /* headless, none (nothing waits for a retrace) but those a --work-clock frame's work passed */
    stats->missed_frames = frame_clock_missed_frames(&host.clock);
    stats->time_simulated = host.args.headless;
    /* On the work clock only Lua's work costs time: the mixer's real time, which a busy machine
     * stretches, would reach the game's figures (and the instructions Lua spends on them). */
    stats->audio_ms = host.args.work_ns > 0 ? 0.0 : backend_audio_ms_last_frame();
    stats->sound_bank_failed = backend_sound_bank_failed();
    storage_status_fill(stats);
}

const char *backend_language(void)
{
    return host.language;
}

const char *backend_platform(void)
{
    return "desktop";
}

long backend_load(const char *name, char *buffer, size_t capacity)
{
    return storage_load(name, buffer, capacity);
}

bool backend_save(const char *name, const char *data, size_t length)
{
    return storage_save(name, data, length);
}

bool backend_remove(const char *name)
{
    return storage_remove(name);
}

void backend_log(const char *message)
{
    fprintf(stderr, "%s\n", message);
}
