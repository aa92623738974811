/* A controller's stick folded into the D-pad's bits (stick.h). */
#include "stick.h"

#include <math.h>

#include "backend.h"

/* The direction along the axis the stick is furthest along, and how far it is. */
static uint32_t stick_dominant(float x, float y, float *travel)
{
    if (fabsf(x) >= fabsf(y)) {
        *travel = fabsf(x);
        return x >= 0 ? BUTTON_RIGHT : BUTTON_LEFT;
    }
    *travel = fabsf(y);
    return y >= 0 ? BUTTON_UP : BUTTON_DOWN;
}

/* How far the stick is towards one direction. */
static float stick_towards(float x, float y, uint32_t direction)
{
    switch (direction) {
    case BUTTON_RIGHT:
        return x;
    case BUTTON_LEFT:
        return -x;
    case BUTTON_UP:
        return y;
    case BUTTON_DOWN:
        return -y;
    default:
        return 0;
    }
}

uint32_t stick_direction(float x, float y, uint32_t before)
{
    if (!isfinite(x) || !isfinite(y))
        return 0;
    float travel;
    uint32_t dominant = stick_dominant(x, y, &travel);
    /* the direction held stays held until the stick comes back, or clearly turns to another */
    if (before != 0 && stick_towards(x, y, before) >= STICK_RELEASE &&
        (dominant == before || travel < STICK_PRESS))
        return before;
    return travel >= STICK_PRESS ? dominant : 0;
}

void stick_fold(float x, float y, uint32_t *stick, uint32_t *held, uint32_t *pressed)
{
    uint32_t direction = stick_direction(x, y, *stick);
    *pressed |= direction & ~*stick & ~*held;
    *held |= direction;
    *stick = direction;
}
