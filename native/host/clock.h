/* The desktop's clocks and frame pacing: the game clock backend_time_ms reads (simulated in a
 * headless run, where only --work-clock moves it within a frame; SDL's counter in a window), the
 * clock that measures the program, and the window's hold to 60 frames a second, counting the
 * retraces it misses. */
#ifndef SENET_CLOCK_H
#define SENET_CLOCK_H

#include <stdbool.h>

#include <SDL.h>

#define FRAME_RATE 60

typedef struct {
    bool headless;
    double work_ns; /* headless: the clock moves this many ns per Lua instruction (0: not at all) */
    double real_start_ms;
    Uint64 start_counter, next_deadline;
    double frame_work_start_ms; /* --work-clock: the work done when this frame began, in ms */
    double frame_start_ms;      /* --work-clock: when it began on the game clock (a retrace) */
    long missed_frames;
} FrameClock;

/* Starts the real clock (frame_clock_real_ms counts from here). */
void frame_clock_start(FrameClock *clock);
/* How the game clock runs, once the command line is read: a headless clock stands still within
 * a frame unless `work_ns` is above 0, and then it and the clock that measures the program count
 * the Lua instructions run, `work_ns` ns each (native/core/work-meter.h). */
void frame_clock_configure(FrameClock *clock, bool headless, double work_ns);
/* A window's game clock starts now. */
void frame_clock_start_window(FrameClock *clock);
/* Frame `frame_index` (from 0) begins: a --work-clock clock goes to the retrace it starts at. */
void frame_clock_begin_frame(FrameClock *clock, long frame_index);
/* A window showed its frame: waits for the frame's slot, or counts the retraces it missed. */
void frame_clock_pace(FrameClock *clock);
/* The game clock during frame `frame_index` (-1 before the first), in milliseconds. */
double frame_clock_game_ms(const FrameClock *clock, long frame_index);
/* Milliseconds since frame_clock_start on the monotonic clock; with --work-clock, the work's. */
double frame_clock_real_ms(const FrameClock *clock);
/* The retraces missed so far: late window frames, or those a --work-clock frame's work passed. */
long frame_clock_missed_frames(const FrameClock *clock);

#endif
