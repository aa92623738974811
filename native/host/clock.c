/* The desktop's clocks and frame pacing (clock.h). */
#include "clock.h"

#include <string.h>
#include <time.h>

#include "work-meter.h"

static double frame_clock_monotonic_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6;
}

void frame_clock_start(FrameClock *clock)
{
    memset(clock, 0, sizeof *clock);
    clock->real_start_ms = frame_clock_monotonic_ms();
}

void frame_clock_configure(FrameClock *clock, bool headless, double work_ns)
{
    clock->headless = headless;
    clock->work_ns = work_ns;
    if (work_ns > 0)
        work_meter_start();
}

/* --work-clock: the Lua work done since the start, in milliseconds of the game clock. */
static double frame_clock_work_ms(const FrameClock *clock)
{
    return work_meter_instructions() * clock->work_ns / 1e6;
}

void frame_clock_start_window(FrameClock *clock)
{
    clock->start_counter = SDL_GetPerformanceCounter();
}

/* --work-clock: the next frame starts at the first retrace (1/60 s apart) that the previous
 * frame's work did not pass; the retraces it passed are missed frames. */
void frame_clock_begin_frame(FrameClock *clock, long frame_index)
{
    if (clock->work_ns <= 0)
        return;
    double period = 1000.0 / FRAME_RATE;
    double now = frame_clock_work_ms(clock);
    if (frame_index == 0) {
        clock->frame_start_ms = 0.0;
    } else {
        double ended = clock->frame_start_ms + (now - clock->frame_work_start_ms);
        double next = clock->frame_start_ms + period;
        while (next < ended) {
            next += period;
            clock->missed_frames++;
        }
        clock->frame_start_ms = next;
    }
    clock->frame_work_start_ms = now;
}

/* Holds the window to 60 frames a second whatever the monitor's refresh rate. A frame shown
 * after its deadline missed it as a console's frame misses a retrace: one miss for each period
 * begun since the deadline, and the next frame is due a period after the slot it was shown in
 * (no burst of frames to catch up). */
void frame_clock_pace(FrameClock *clock)
{
    Uint64 frequency = SDL_GetPerformanceFrequency();
    Uint64 period = frequency / FRAME_RATE;
    Uint64 now = SDL_GetPerformanceCounter();
    clock->next_deadline = clock->next_deadline == 0 ? now + period : clock->next_deadline + period;
    if (now < clock->next_deadline) {
        SDL_Delay((Uint32)((clock->next_deadline - now) * 1000 / frequency));
        return;
    }
    Uint64 missed = (now - clock->next_deadline) / period + 1;
    clock->missed_frames += (long)missed;
    clock->next_deadline += missed * period;
}

double frame_clock_game_ms(const FrameClock *clock, long frame_index)
{
    if (clock->headless) {
        if (frame_index < 0)
            return 0.0;
        if (clock->work_ns <= 0)
            return frame_index * 1000.0 / FRAME_RATE;
        return clock->frame_start_ms + (frame_clock_work_ms(clock) - clock->frame_work_start_ms);
    }
    return (double)(SDL_GetPerformanceCounter() - clock->start_counter) * 1000.0 /
           (double)SDL_GetPerformanceFrequency();
}

double frame_clock_real_ms(const FrameClock *clock)
{
    if (clock->work_ns > 0)
        return frame_clock_work_ms(clock);
    return frame_clock_monotonic_ms() - clock->real_start_ms;
}

long frame_clock_missed_frames(const FrameClock *clock)
{
    return clock->missed_frames;
}
