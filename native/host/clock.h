/* The desktop's clocks and frame pacing: the game clock backend_time_ms reads (simulated in a
 * headless run, slowed by --slowdown, SDL's counter in a window), the real clock from the start,
 * and the window's hold to 60 frames a second, counting the retraces it misses. */
#ifndef SENET_CLOCK_H
#define SENET_CLOCK_H

#include <stdbool.h>

#include <SDL.h>

#define FRAME_RATE 60

typedef struct {
    bool headless;
    int slowdown; /* headless: the clock moves this many ms per real ms of a frame's work (0: not at all) */
    double real_start_ms;
    Uint64 start_counter, next_deadline;
    double frame_real_start_ms; /* --slowdown: when this frame began, on the monotonic clock */
    double slow_frame_start_ms; /* --slowdown: when it began on the slowed clock (a retrace) */
    long missed_frames;
} FrameClock;

/* Starts the real clock (frame_clock_real_ms counts from here). */
void frame_clock_start(FrameClock *clock);
/* How the game clock runs, once the command line is read. */
void frame_clock_configure(FrameClock *clock, bool headless, int slowdown);
/* A window's game clock starts now. */
void frame_clock_start_window(FrameClock *clock);
/* Frame `frame_index` (from 0) begins: a --slowdown clock moves to the retrace it starts at. */
void frame_clock_begin_frame(FrameClock *clock, long frame_index);
/* A window showed its frame: waits for the frame's slot, or counts the retraces it missed. */
void frame_clock_pace(FrameClock *clock);
/* The game clock during frame `frame_index` (-1 before the first), in milliseconds. */
double frame_clock_game_ms(const FrameClock *clock, long frame_index);
/* Milliseconds since frame_clock_start, on the monotonic clock. */
double frame_clock_real_ms(const FrameClock *clock);
/* The retraces missed so far: late window frames, or those a --slowdown clock passed. */
long frame_clock_missed_frames(const FrameClock *clock);

#endif
