/* A headless run's key and mouse lines (inputscript.h) handed to the window's keyboard and mouse
 * mapping (controls.h) as the SDL events a window would have had, so that a script plays as a
 * player on the keyboard does. */
#ifndef SENET_SCRIPTEDKEYS_H
#define SENET_SCRIPTEDKEYS_H

#include "controls.h"
#include "inputscript.h"

/* After inputscript_frame: this frame's key and mouse lines to `controls`, then the Wiimotes 1
 * and 2 they play into `input` (the script's quit kept). */
void scriptedkeys_frame(const InputScript *script, Controls *controls, FrameInput *input);

#endif
