/* Expanding pixels and bytes packed by tools/atlas/pack-pixels.mjs, bounds checked at every step. */
#include "unpack.h"

#include <stdio.h>
#include <string.h>

#define UNPACK_MAGIC "SPX1"
#define UNPACK_BYTES_MAGIC "SLZ1"
#define UNPACK_HEADER_BYTES 12
#define UNPACK_MIN_MATCH 4
#define UNPACK_NIBBLE_MAX 15
#define UNPACK_ADLER_MODULUS 65521u
/* The most bytes Adler-32's sums take before they must be reduced to stay within 32 bits. */
#define UNPACK_ADLER_RUN 5552

typedef struct {
    const uint8_t *stream;
    size_t size, at; /* the stream, and the next byte to read */
    uint8_t *out;
    size_t total, written; /* the pixels' bytes, and how many are done */
    char *error;
    size_t error_capacity;
    const char *noun; /* what the stream holds, "pixels" or "bytes", for the messages */
} Unpacker;

/* `what` names the stream's contents with %s (the noun). */
static bool unpack_fail(Unpacker *unpacker, const char *what)
{
    char message[96];
    snprintf(message, sizeof message, what, unpacker->noun);
    snprintf(unpacker->error, unpacker->error_capacity, "%s (at byte %lu of %lu)", message,
             (unsigned long)unpacker->at, (unsigned long)unpacker->size);
    return false;
}

static uint32_t unpack_read_u16(const uint8_t *bytes)
{
    return (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8;
}

static uint32_t unpack_read_u32(const uint8_t *bytes)
{
    return unpack_read_u16(bytes) | unpack_read_u16(bytes + 2) << 16;
}

/* A length's nibble, continued in the bytes after it when it is 15; never more than `limit`. */
static bool unpack_length(Unpacker *unpacker, unsigned nibble, size_t limit, const char *too_long, size_t *length)
{
    size_t count = nibble;
    if (count > limit)
        return unpack_fail(unpacker, too_long);
    if (nibble == UNPACK_NIBBLE_MAX) {
        uint8_t byte;
        do {
            if (unpacker->at >= unpacker->size)
                return unpack_fail(unpacker, "the stream ends inside a length");
            byte = unpacker->stream[unpacker->at++];
            if (byte > limit - count)
                return unpack_fail(unpacker, too_long);
            count += byte;
        } while (byte == 255);
    }
    *length = count;
    return true;
}

static bool unpack_literals(Unpacker *unpacker, unsigned nibble)
{
    size_t count;
    if (!unpack_length(unpacker, nibble, unpacker->total - unpacker->written, "literals run past the %s' end",
                       &count))
        return false;
    if (count > unpacker->size - unpacker->at)
        return unpack_fail(unpacker, "the stream ends inside literals");
    memcpy(unpacker->out + unpacker->written, unpacker->stream + unpacker->at, count);
    unpacker->at += count;
    unpacker->written += count;
    return true;
}

static bool unpack_match(Unpacker *unpacker, unsigned nibble)
{
    if (unpacker->size - unpacker->at < 2)
        return unpack_fail(unpacker, "the stream ends before a match's distance");
    size_t distance = unpack_read_u16(unpacker->stream + unpacker->at);
    unpacker->at += 2;
    if (distance == 0 || distance > unpacker->written)
        return unpack_fail(unpacker, "a match reaches before the %s' start");
    size_t remaining = unpacker->total - unpacker->written;
    if (remaining < UNPACK_MIN_MATCH)
        return unpack_fail(unpacker, "a match runs past the %s' end");
    size_t extra;
    if (!unpack_length(unpacker, nibble, remaining - UNPACK_MIN_MATCH, "a match runs past the %s' end", &extra))
        return false;
    size_t length = extra + UNPACK_MIN_MATCH;
    uint8_t *to = unpacker->out + unpacker->written;
    const uint8_t *from = to - distance;
    if (distance >= length) {
        memcpy(to, from, length);
    } else {
        /* the copy overlaps what it writes: a run that repeats the last `distance` bytes */
        for (size_t i = 0; i < length; i++)
            to[i] = from[i];
    }
    unpacker->written += length;
    return true;
}

uint32_t unpack_checksum(const uint8_t *bytes, size_t length)
{
    uint32_t low = 1, high = 0;
    while (length > 0) {
        size_t run = length < UNPACK_ADLER_RUN ? length : UNPACK_ADLER_RUN;
        length -= run;
        while (run-- > 0) {
            low += *bytes++;
            high += low;
        }
        low %= UNPACK_ADLER_MODULUS;
        high %= UNPACK_ADLER_MODULUS;
    }
    return high << 16 | low;
}

static bool unpack_header(Unpacker *unpacker, uint16_t width, uint16_t height, size_t capacity)
{
    if (unpacker->size < UNPACK_HEADER_BYTES || memcmp(unpacker->stream, UNPACK_MAGIC, 4) != 0)
        return unpack_fail(unpacker, "not a packed image (no " UNPACK_MAGIC " header)");
    uint32_t packed_width = unpack_read_u16(unpacker->stream + 4);
    uint32_t packed_height = unpack_read_u16(unpacker->stream + 6);
    if (packed_width != width || packed_height != height) {
        snprintf(unpacker->error, unpacker->error_capacity, "the stream holds %lux%lu pixels, not %ux%u",
                 (unsigned long)packed_width, (unsigned long)packed_height, (unsigned)width, (unsigned)height);
        return false;
    }
    /* in 64 bits: 65535 x 65535 x 4 bytes overflow a 32-bit size_t */
    uint64_t total = (uint64_t)width * height * 4;
    if (total > capacity) {
        snprintf(unpacker->error, unpacker->error_capacity, "%ux%u pixels need %llu bytes, the buffer has %lu",
                 (unsigned)width, (unsigned)height, (unsigned long long)total, (unsigned long)capacity);
        return false;
    }
    unpacker->total = (size_t)total;
    unpacker->at = UNPACK_HEADER_BYTES;
    return true;
}

/* The sequences after the header, until `total` bytes are out; then the stream must end and the
 * bytes match the header's checksum. */
static bool unpack_sequences(Unpacker *unpacker)
{
    while (unpacker->written < unpacker->total) {
        if (unpacker->at >= unpacker->size)
            return unpack_fail(unpacker, "the stream ends before the %s do");
        uint8_t token = unpacker->stream[unpacker->at++];
        if (!unpack_literals(unpacker, token >> 4))
            return false;
        if (unpacker->written == unpacker->total) {
            /* the last sequence's literals end the bytes; it has no match */
            if ((token & UNPACK_NIBBLE_MAX) != 0)
                return unpack_fail(unpacker, "a match runs past the %s' end");
            break;
        }
        if (!unpack_match(unpacker, token & UNPACK_NIBBLE_MAX))
            return false;
    }
    if (unpacker->at != unpacker->size)
        return unpack_fail(unpacker, "bytes follow the last of the %s");
    uint32_t expected = unpack_read_u32(unpacker->stream + 8);
    uint32_t actual = unpack_checksum(unpacker->out, unpacker->total);
    if (actual != expected) {
        snprintf(unpacker->error, unpacker->error_capacity,
                 "the %s do not match the stream's checksum (%08lx, not %08lx)", unpacker->noun,
                 (unsigned long)actual, (unsigned long)expected);
        return false;
    }
    return true;
}

bool unpack_pixels(const uint8_t *stream, size_t stream_size, uint16_t width, uint16_t height, uint8_t *pixels,
                   size_t capacity, char *error, size_t error_capacity)
{
    Unpacker unpacker = {stream, stream_size, 0, pixels, 0, 0, error, error_capacity, "pixels"};
    return unpack_header(&unpacker, width, height, capacity) && unpack_sequences(&unpacker);
}

bool unpack_bytes_size(const uint8_t *stream, size_t stream_size, size_t *size, char *error, size_t error_capacity)
{
    if (stream_size < UNPACK_HEADER_BYTES || memcmp(stream, UNPACK_BYTES_MAGIC, 4) != 0) {
        snprintf(error, error_capacity, "not a packed stream of bytes (no " UNPACK_BYTES_MAGIC " header)");
        return false;
    }
    /* a size_t has at least 32 bits on every target (the Wii's too) */
    *size = (size_t)unpack_read_u32(stream + 4);
    return true;
}

bool unpack_bytes(const uint8_t *stream, size_t stream_size, uint8_t *out, size_t capacity, char *error,
                  size_t error_capacity)
{
    Unpacker unpacker = {stream, stream_size, 0, out, 0, 0, error, error_capacity, "bytes"};
    size_t total;
    if (!unpack_bytes_size(stream, stream_size, &total, error, error_capacity))
        return false;
    if (total > capacity) {
        snprintf(error, error_capacity, "the stream holds %lu bytes, the buffer has %lu", (unsigned long)total,
                 (unsigned long)capacity);
        return false;
    }
    unpacker.total = total;
    unpacker.at = UNPACK_HEADER_BYTES;
    return unpack_sequences(&unpacker);
}
