/* The game bundle embedded in the program, packed: generated C from build/senet.lua (see
 * mk/native.mk and tools/bundle/embed.mjs); bundle.c expands it. */
#ifndef SENET_BUNDLE_H
#define SENET_BUNDLE_H

#include <stddef.h>

extern const unsigned char bundle_packed[];
extern const size_t bundle_packed_size;

/* The embedded bundle's Lua source, expanded into a new allocation of `*size` bytes (the caller
 * frees it); NULL with a sentence in `error` when it is damaged or memory runs out. */
char *bundle_expand(size_t *size, char *error, size_t error_capacity);

#endif
