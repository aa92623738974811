/* The work meter (work-meter.h): one count for the program, since the Lua hook that feeds it
 * carries no context of its own. */
#include "work-meter.h"

static bool work_meter_started;
static double work_meter_count;

void work_meter_start(void)
{
    work_meter_started = true;
    work_meter_count = 0;
}

bool work_meter_on(void)
{
    return work_meter_started;
}

void work_meter_add(long instructions)
{
    work_meter_count += (double)instructions;
}

double work_meter_instructions(void)
{
    return work_meter_count;
}
