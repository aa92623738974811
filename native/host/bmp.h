/* Screenshots: the framebuffer written as an uncompressed 24-bit BMP. */
#ifndef SENET_BMP_H
#define SENET_BMP_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Writes RGBA pixels (rows top to bottom) to an open file; false on a write error. */
bool bmp_write(FILE *file, const uint8_t *rgba, int width, int height);

#endif
