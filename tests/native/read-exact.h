/* Reading a whole file into a buffer of exactly its size, for the decoders' tests (unpack-test.c,
 * soundpack-test.c): valgrind then sees a read one byte past a stream's end. */
#ifndef SENET_READ_EXACT_H
#define SENET_READ_EXACT_H

#include <stddef.h>
#include <stdint.h>

/* The file's bytes (free them) and their count in `size`; a file that cannot be read ends the
 * program with exit code 1. */
uint8_t *read_exact(const char *path, size_t *size);

#endif
