/* The game bundle embedded in the program: generated C from build/senet.lua (see mk/native.mk). */
#ifndef SENET_BUNDLE_H
#define SENET_BUNDLE_H

#include <stddef.h>

extern const unsigned char bundle_data[];
extern const size_t bundle_size;

#endif
