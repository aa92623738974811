/* The game's clock: the console's time base, counted from start-up. */
#include <gccore.h>
#include <ogc/lwp_watchdog.h>

#include "backend.h"
#include "wii.h"

static u64 clock_start_ticks;

void clock_start(void)
{
    clock_start_ticks = gettime();
}

double backend_time_ms(void)
{
    /* TB_TIMER_CLOCK is the time base's ticks per millisecond. */
    return (double)(gettime() - clock_start_ticks) / (double)TB_TIMER_CLOCK;
}

double backend_real_time_ms(void)
{
    /* the game's clock is already the console's time base */
    return backend_time_ms();
}
