/* Counts the Lua instructions the script runs, for a clock that moves by the work done instead of
 * by a real clock (the desktop's --work-clock): the same run gives the same times on any machine,
 * however busy. Off unless a backend turns it on; then the script counts to a fine grain. */
#ifndef SENET_WORK_METER_H
#define SENET_WORK_METER_H

#include <stdbool.h>

/* The grain the script counts to while the meter is on: a clock step of this many instructions. */
#define WORK_METER_GRAIN 100

/* Turns the meter on (a backend's init, before the script starts). */
void work_meter_start(void);
bool work_meter_on(void);
/* The script ran this many more instructions. */
void work_meter_add(long instructions);
/* The instructions run since the start, to WORK_METER_GRAIN's grain. */
double work_meter_instructions(void);

#endif
