/* A controller's stick folded into the D-pad's bits, so that the game sees one kind of direction
 * whatever moved it: a direction is held while the stick is pushed far enough towards it, and
 * goes down (BUTTON_* "pressed") once, when it gets there, as a D-pad's button does. No repeat:
 * holding the stick steps once, as holding the D-pad does. */
#ifndef SENET_STICK_H
#define SENET_STICK_H

#include <stdint.h>

/* How far the stick must go along an axis (its travel is -1..1) for the direction to go down,
 * and how far back it must come for it to go up again (so a stick held near the edge does not
 * flicker). */
#define STICK_PRESS 0.6f
#define STICK_RELEASE 0.35f

/* The direction (one of BUTTON_UP, BUTTON_DOWN, BUTTON_LEFT, BUTTON_RIGHT, or 0) a stick at
 * (x, y) holds, x to the right and y upwards, given the one it held the frame before. */
uint32_t stick_direction(float x, float y, uint32_t before);

/* Folds a stick at (x, y) into a controller's `held` and `pressed` D-pad bits (its buttons' this
 * frame): `stick` is the direction the stick held the frame before, and becomes this frame's. A
 * direction goes down only where neither the stick nor the buttons held it already. */
void stick_fold(float x, float y, uint32_t *stick, uint32_t *held, uint32_t *pressed);

#endif
