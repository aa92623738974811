/* Expanding what tools/atlas/pack-pixels.mjs packs (the texture atlas's pixels, the Lua bundle),
 * whose header comment defines the streams: a 12-byte header, then LZ77 sequences. */
#ifndef SENET_UNPACK_H
#define SENET_UNPACK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Expands `stream` (`stream_size` bytes), which must hold exactly width x height RGBA8 pixels,
 * into the first width * height * 4 bytes of `pixels` (`capacity` bytes; more is left as it
 * is). A stream that is not exactly that (another size, truncated, a match reaching outside the
 * pixels, bytes left over, a checksum that does not match) returns false with a sentence in
 * `error`; no byte is read or written outside the two buffers, whatever the stream holds. */
bool unpack_pixels(const uint8_t *stream, size_t stream_size, uint16_t width, uint16_t height, uint8_t *pixels,
                   size_t capacity, char *error, size_t error_capacity);

/* The number of bytes a stream of packed bytes (not pixels) expands to, read from its header:
 * false with a sentence in `error` when it has no such header. */
bool unpack_bytes_size(const uint8_t *stream, size_t stream_size, size_t *size, char *error, size_t error_capacity);

/* Expands a stream of packed bytes into the first unpack_bytes_size() bytes of `out` (`capacity`
 * bytes), refusing whatever unpack_pixels refuses, with the same guarantees. */
bool unpack_bytes(const uint8_t *stream, size_t stream_size, uint8_t *out, size_t capacity, char *error,
                  size_t error_capacity);

/* The Adler-32 checksum (RFC 1950) the stream's header holds of the pixels it packs. */
uint32_t unpack_checksum(const uint8_t *bytes, size_t length);

#endif
