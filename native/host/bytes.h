/* Little-endian integers written into byte buffers (the BMP and WAV headers). */
#ifndef SENET_BYTES_H
#define SENET_BYTES_H

#include <stdint.h>

static inline void bytes_put16(uint8_t *at, uint32_t value)
{
    at[0] = (uint8_t)value;
    at[1] = (uint8_t)(value >> 8);
}

static inline void bytes_put32(uint8_t *at, uint32_t value)
{
    bytes_put16(at, value & 0xFFFF);
    bytes_put16(at + 2, value >> 16);
}

#endif
