/* The desktop backend (backend.h): an SDL2 window, or a headless run for tests and benchmarks,
 * both drawing into the same software framebuffer. */
#include "backend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "args.h"
#include "atlas.h"
#include "audio.h"
#include "bmp.h"
#include "controls.h"
#include "inputscript.h"
#include "language.h"
#include "raster.h"
#include "storage-status.h"
#include "storage.h"
#include "unpack.h"
#include "window.h"

#define BACKEND_FRAME_RATE 60
#define BACKEND_PATH_MAX 4096
#define BACKEND_BENCH_RESULT_FILE "bench-result.txt"
/* An upper estimate of window_present's time: scaling the framebuffer's texture and presenting. */
#define BACKEND_PRESENT_RESERVE_MS 2.0

/* backend.h passes no context, so the backend keeps its one state here. */
static struct {
    HostArgs args;
    Window window;
    Controls controls;
    InputScript script;
    Framebuffer frame;
    RasterImage atlas;
    uint8_t *atlas_pixels; /* the atlas expanded at start (host.atlas reads it) */
    long frame_index; /* the frame being run, from 0; -1 before the first */
    bool drew_frame;
    FILE *screenshot;
    char language[3];
    Uint64 start_counter, next_deadline;
    double real_start_ms;
    double frame_real_start_ms; /* --slowdown: when this frame began, on the monotonic clock */
    double slow_frame_start_ms; /* --slowdown: when it began on the slowed clock (a retrace) */
    long missed_frames;
    char bench_result_path[BACKEND_PATH_MAX];
} host;

static double backend_monotonic_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6;
}

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

bool backend_init(int argc, char **argv)
{
    memset(&host, 0, sizeof host);
    host.real_start_ms = backend_monotonic_ms();
    host.frame_index = -1;
    switch (args_parse(argc, argv, &host.args)) {
    case ARGS_HELP_SHOWN:
        exit(EXIT_SUCCESS);
    case ARGS_INVALID:
        return false;
    case ARGS_RUN:
        break;
    }
    if (host.args.language != NULL)
        strcpy(host.language, host.args.language);
    else
        language_from_environment(host.language);
    if (!backend_open_storage())
        return false;
    if (!backend_unpack_atlas())
        return false;
    inputscript_init(&host.script);
    if (host.args.input_path != NULL && !inputscript_load(&host.script, host.args.input_path)) {
        inputscript_free(&host.script);
        backend_free_atlas();
        return false;
    }
    /* opened now so that a bad path stops the run before it starts */
    if (host.args.screenshot_path != NULL) {
        host.screenshot = fopen(host.args.screenshot_path, "wb");
        if (host.screenshot == NULL) {
            perror(host.args.screenshot_path);
            inputscript_free(&host.script);
            backend_free_atlas();
            return false;
        }
    }
    if (!host.args.headless) {
        if (!window_open(&host.window, host.args.scale)) {
            if (host.screenshot != NULL)
                fclose(host.screenshot);
            inputscript_free(&host.script);
            backend_free_atlas();
            return false;
        }
        controls_init(&host.controls, host.args.remotes);
        host.start_counter = SDL_GetPerformanceCounter();
    }
    if (!audio_open(host.args.headless, host.args.audio_out_path, BACKEND_FRAME_RATE, host.args.verbose)) {
        if (host.screenshot != NULL)
            fclose(host.screenshot);
        if (host.window.window != NULL)
            window_close(&host.window);
        inputscript_free(&host.script);
        return false;
    }
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
        fclose(host.screenshot);
        host.screenshot = NULL;
    }
    audio_close();
    if (host.window.window != NULL)
        window_close(&host.window);
    inputscript_free(&host.script);
    backend_free_atlas();
}

/* --slowdown: the next frame starts at the first retrace (1/60 s apart on the slowed clock) that
 * the previous frame's work did not pass; the retraces it passed are missed frames. */
static void backend_slow_frame(void)
{
    double period = 1000.0 / BACKEND_FRAME_RATE;
    double now = backend_monotonic_ms();
    if (host.frame_index == 0) {
        host.slow_frame_start_ms = 0.0;
    } else {
        double ended = host.slow_frame_start_ms +
                       host.args.slowdown * (now - host.frame_real_start_ms);
        double next = host.slow_frame_start_ms + period;
        while (next < ended) {
            next += period;
            host.missed_frames++;
        }
        host.slow_frame_start_ms = next;
    }
    host.frame_real_start_ms = now;
}

void backend_poll(FrameInput *input)
{
    host.frame_index++;
    if (host.args.slowdown > 0)
        backend_slow_frame();
    if (host.args.frames >= 0 && host.frame_index >= host.args.frames) {
        input->stop_now = true;
        return;
    }
    if (host.args.headless) {
        inputscript_frame(&host.script, host.frame_index, input);
        return;
    }
    SDL_Event event;
    while (SDL_PollEvent(&event))
        controls_handle_event(&host.controls, &event);
    if (host.controls.toggle_fullscreen) {
        host.controls.toggle_fullscreen = false;
        window_toggle_fullscreen(&host.window);
    }
    controls_fill(&host.controls, input);
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

/* Holds the window to 60 frames a second whatever the monitor's refresh rate. A frame shown
 * after its deadline missed it as a console's frame misses a retrace: one miss for each period
 * begun since the deadline, and the next frame is due a period after the slot it was shown in
 * (no burst of frames to catch up). */
static void backend_pace(void)
{
    Uint64 frequency = SDL_GetPerformanceFrequency();
    Uint64 period = frequency / BACKEND_FRAME_RATE;
    Uint64 now = SDL_GetPerformanceCounter();
    host.next_deadline = host.next_deadline == 0 ? now + period : host.next_deadline + period;
    if (now < host.next_deadline) {
        SDL_Delay((Uint32)((host.next_deadline - now) * 1000 / frequency));
        return;
    }
    Uint64 missed = (now - host.next_deadline) / period + 1;
    host.missed_frames += (long)missed;
    host.next_deadline += missed * period;
}

void backend_end_frame(void)
{
    host.drew_frame = true;
    audio_end_frame(host.frame_index);
    if (host.args.headless)
        return;
    window_present(&host.window, &host.frame);
    backend_pace();
}

double backend_frame_period_ms(void)
{
    return 1000.0 / BACKEND_FRAME_RATE;
}

double backend_frame_reserve_ms(void)
{
    /* the window scales the framebuffer into a texture and presents it; headless does nothing */
    return host.args.headless ? 0.0 : BACKEND_PRESENT_RESERVE_MS;
}

void backend_rumble(int remote, int milliseconds)
{
    if (host.args.verbose)
        fprintf(stderr, "senet: rumble Wiimote %d for %d ms\n", remote + 1, milliseconds);
}

double backend_time_ms(void)
{
    if (host.args.headless) {
        if (host.frame_index < 0)
            return 0.0;
        if (host.args.slowdown == 0)
            return host.frame_index * 1000.0 / BACKEND_FRAME_RATE;
        return host.slow_frame_start_ms +
               host.args.slowdown * (backend_monotonic_ms() - host.frame_real_start_ms);
    }
    return (double)(SDL_GetPerformanceCounter() - host.start_counter) * 1000.0 /
           (double)SDL_GetPerformanceFrequency();
}

double backend_real_time_ms(void)
{
    return backend_monotonic_ms() - host.real_start_ms;
}

void backend_stats(BackendStats *stats)
{
    /* headless, none (nothing waits for a retrace) but those a --slowdown clock passed */
    stats->missed_frames = host.missed_frames;
    stats->time_simulated = host.args.headless;
    stats->audio_ms = backend_audio_ms_last_frame();
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
