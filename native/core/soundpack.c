/* Expanding the sound bank's packed samples (soundpack.h), bounds checked at every step. */
#include "soundpack.h"

#include <stdio.h>
#include <string.h>

#define SOUNDPACK_MAGIC "SLP1"
#define SOUNDPACK_HEADER_BYTES 16
#define SOUNDPACK_BLOCK_SAMPLES 2048u
#define SOUNDPACK_PARTITION_SAMPLES 256u
#define SOUNDPACK_MAX_ORDER 16u
#define SOUNDPACK_ORDER_BITS 5u
#define SOUNDPACK_SHIFT_BITS 4u
#define SOUNDPACK_COEFFICIENT_BITS 12u
#define SOUNDPACK_RICE_BITS 5u
#define SOUNDPACK_MAX_RICE 20u
/* A folded residual from here up is damage: no residual of 16-bit samples comes near it, and
 * below it a residual added to a prediction (within 2^30) stays within 32 bits. */
#define SOUNDPACK_FOLDED_LIMIT (UINT32_C(1) << 30)
#define SOUNDPACK_ADLER_MODULUS 65521u
/* The most samples (two bytes each) Adler-32's sums take before they must be reduced. */
#define SOUNDPACK_ADLER_RUN 2776u

typedef struct {
    const uint8_t *stream;
    size_t size, at; /* the stream, and the next byte to load */
    uint32_t bits;   /* the bits loaded and not yet read, most significant first; the rest 0 */
    unsigned held;   /* how many of them */
    char *error;
    size_t error_capacity;
} SoundReader;

static bool soundpack_fail(SoundReader *reader, const char *what)
{
    snprintf(reader->error, reader->error_capacity, "%s (at byte %lu of %lu)", what,
             (unsigned long)(reader->at - reader->held / 8), (unsigned long)reader->size);
    return false;
}

static void soundpack_load(SoundReader *reader)
{
    while (reader->held <= 24 && reader->at < reader->size) {
        reader->bits |= (uint32_t)reader->stream[reader->at++] << (24 - reader->held);
        reader->held += 8;
    }
}

/* The next `count` bits (at most 24) as a number. */
static bool soundpack_read(SoundReader *reader, unsigned count, uint32_t *value)
{
    if (reader->held < count) {
        soundpack_load(reader);
        if (reader->held < count)
            return soundpack_fail(reader, "the stream ends inside a block");
    }
    if (count == 0) {
        *value = 0;
        return true;
    }
    *value = reader->bits >> (32 - count);
    reader->bits <<= count;
    reader->held -= count;
    return true;
}

/* How many zero bits lead a non-zero word. */
static unsigned soundpack_leading_zeros(uint32_t bits)
{
    /* the leading zeros of each byte value: 7 for 1, 6 for 2 and 3 ... (0 from 128 on, left out) */
    static const uint8_t byte_zeros[256] = {
        8, 7, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    };
    unsigned zeros = 0;
    if ((bits & UINT32_C(0xffff0000)) == 0) {
        zeros += 16;
        bits <<= 16;
    }
    if ((bits & UINT32_C(0xff000000)) == 0) {
        zeros += 8;
        bits <<= 8;
    }
    return zeros + byte_zeros[bits >> 24];
}

/* A Rice-coded residual with parameter k, folded: its zero bits up to a one bit (at most
 * `limit` of them), then its low k bits. */
static bool soundpack_rice(SoundReader *reader, unsigned k, uint32_t limit, uint32_t *folded)
{
    uint32_t high = 0;
    for (;;) {
        soundpack_load(reader);
        if (reader->held == 0)
            return soundpack_fail(reader, "the stream ends inside a block");
        if (reader->bits != 0)
            break;
        /* all the bits held are zeros (the bits past them always are) */
        high += reader->held;
        reader->held = 0;
        if (high > limit)
            return soundpack_fail(reader, "a residual out of range");
    }
    unsigned zeros = soundpack_leading_zeros(reader->bits);
    high += zeros;
    if (high > limit)
        return soundpack_fail(reader, "a residual out of range");
    /* the zeros and the one bit after them, in two shifts: 32 at once would be undefined */
    reader->bits <<= zeros;
    reader->bits <<= 1;
    reader->held -= zeros + 1;
    uint32_t low;
    if (!soundpack_read(reader, k, &low))
        return false;
    *folded = high << k | low;
    return true;
}

static uint32_t soundpack_u32(const uint8_t *bytes)
{
    return (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24;
}

/* floor(sum / 2^shift), without right-shifting a negative number (implementation-defined in C99). */
static int32_t soundpack_scale(int32_t sum, uint32_t shift)
{
    if (sum >= 0)
        return sum >> shift;
    return -(int32_t)(((uint32_t)-sum + ((UINT32_C(1) << shift) - 1)) >> shift);
}

/* floor(sum of c[j] * x[i-1-j] / 2^shift), the samples before the sound's first 0, for the first
 * SOUNDPACK_MAX_ORDER samples of a sound. With 12-bit coefficients and at most 16 of them the
 * sum stays within 2^30. */
static int32_t soundpack_predict_start(const int16_t *samples, uint32_t i, const int32_t *c, uint32_t order,
                                       uint32_t shift)
{
    int32_t sum = 0;
    uint32_t known = i < order ? i : order;
    for (uint32_t j = 0; j < known; j++)
        sum += c[j] * samples[i - 1 - j];
    return soundpack_scale(sum, shift);
}

/* The same once 16 samples are known, over all 16 coefficients (those past the order are 0):
 * unrolled, it costs less than a loop over fewer. */
static int32_t soundpack_predict(const int16_t *x, const int32_t *c, uint32_t shift)
{
    int32_t sum = c[0] * x[-1] + c[1] * x[-2] + c[2] * x[-3] + c[3] * x[-4] + c[4] * x[-5] + c[5] * x[-6] +
                  c[6] * x[-7] + c[7] * x[-8] + c[8] * x[-9] + c[9] * x[-10] + c[10] * x[-11] + c[11] * x[-12] +
                  c[12] * x[-13] + c[13] * x[-14] + c[14] * x[-15] + c[15] * x[-16];
    return soundpack_scale(sum, shift);
}

/* One block's predictor, then its partitions of residuals, into samples[start..end). */
static bool soundpack_block(SoundReader *reader, int16_t *samples, uint32_t start, uint32_t end)
{
    uint32_t order, shift = 0, field;
    int32_t c[SOUNDPACK_MAX_ORDER] = {0};
    if (!soundpack_read(reader, SOUNDPACK_ORDER_BITS, &order))
        return false;
    if (order > SOUNDPACK_MAX_ORDER)
        return soundpack_fail(reader, "a block's predictor is of an order over 16");
    if (order > 0 && !soundpack_read(reader, SOUNDPACK_SHIFT_BITS, &shift))
        return false;
    for (uint32_t j = 0; j < order; j++) {
        if (!soundpack_read(reader, SOUNDPACK_COEFFICIENT_BITS, &field))
            return false;
        c[j] = field >= (UINT32_C(1) << (SOUNDPACK_COEFFICIENT_BITS - 1))
                   ? (int32_t)field - (int32_t)(UINT32_C(1) << SOUNDPACK_COEFFICIENT_BITS)
                   : (int32_t)field;
    }
    for (uint32_t at = start; at < end; at += SOUNDPACK_PARTITION_SAMPLES) {
        uint32_t k;
        if (!soundpack_read(reader, SOUNDPACK_RICE_BITS, &k))
            return false;
        if (k > SOUNDPACK_MAX_RICE)
            return soundpack_fail(reader, "a Rice parameter over 20");
        uint32_t stop = end - at < SOUNDPACK_PARTITION_SAMPLES ? end : at + SOUNDPACK_PARTITION_SAMPLES;
        for (uint32_t i = at; i < stop; i++) {
            uint32_t folded;
            if (!soundpack_rice(reader, k, (SOUNDPACK_FOLDED_LIMIT - 1) >> k, &folded))
                return false;
            int32_t residual = (folded & 1) != 0 ? -(int32_t)(folded >> 1) - 1 : (int32_t)(folded >> 1);
            int32_t prediction = 0;
            if (order > 0)
                prediction = i >= SOUNDPACK_MAX_ORDER ? soundpack_predict(samples + i, c, shift)
                                                      : soundpack_predict_start(samples, i, c, order, shift);
            int32_t value = prediction + residual;
            if (value < INT16_MIN || value > INT16_MAX)
                return soundpack_fail(reader, "a sample beyond 16 bits");
            samples[i] = (int16_t)value;
        }
    }
    return true;
}

/* Adler-32 (RFC 1950) continued over the samples' values, each as its low byte, then its high. */
static void soundpack_checksum(uint32_t *low, uint32_t *high, const int16_t *samples, uint32_t length)
{
    while (length > 0) {
        uint32_t run = length < SOUNDPACK_ADLER_RUN ? length : SOUNDPACK_ADLER_RUN;
        length -= run;
        while (run-- > 0) {
            uint16_t value = (uint16_t)*samples++;
            *low += value & 0xffu;
            *high += *low;
            *low += value >> 8;
            *high += *low;
        }
        *low %= SOUNDPACK_ADLER_MODULUS;
        *high %= SOUNDPACK_ADLER_MODULUS;
    }
}

/* A sound's length in samples rounded up to whole blocks of SOUND_BANK_ALIGNMENT bytes. */
static uint64_t soundpack_slot(uint32_t length)
{
    return ((uint64_t)length + SOUND_BANK_BLOCK_SAMPLES - 1) / SOUND_BANK_BLOCK_SAMPLES * SOUND_BANK_BLOCK_SAMPLES;
}

bool soundpack_size(const SoundBankEntry *sounds, size_t count, size_t *bytes)
{
    uint64_t total = 0;
    for (size_t i = 0; i < count; i++)
        total += soundpack_slot(sounds[i].length) * 2;
    if (total > (size_t)-1)
        return false;
    *bytes = (size_t)total;
    return true;
}

void soundpack_forget(SoundBankEntry *sounds, size_t count)
{
    for (size_t i = 0; i < count; i++)
        sounds[i].samples = NULL;
}

static bool soundpack_header(SoundReader *reader, const SoundBankEntry *sounds, size_t count)
{
    if (reader->size < SOUNDPACK_HEADER_BYTES || memcmp(reader->stream, SOUNDPACK_MAGIC, 4) != 0)
        return soundpack_fail(reader, "not a packed sound bank (no " SOUNDPACK_MAGIC " header)");
    uint64_t samples = 0;
    for (size_t i = 0; i < count; i++)
        samples += sounds[i].length;
    uint32_t packed_sounds = soundpack_u32(reader->stream + 4);
    uint32_t packed_samples = soundpack_u32(reader->stream + 8);
    if (packed_sounds != count || packed_samples != samples) {
        snprintf(reader->error, reader->error_capacity,
                 "the stream holds %lu sounds of %lu samples, the bank's table %lu of %llu",
                 (unsigned long)packed_sounds, (unsigned long)packed_samples, (unsigned long)count,
                 (unsigned long long)samples);
        return false;
    }
    reader->at = SOUNDPACK_HEADER_BYTES;
    return true;
}

/* Every sound into its slot in `base`, then the stream's end and its checksum. */
static bool soundpack_sounds(SoundReader *reader, const SoundBankEntry *sounds, size_t count, int16_t *base)
{
    uint32_t low = 1, high = 0;
    uint64_t offset = 0;
    for (size_t i = 0; i < count; i++) {
        int16_t *samples = base + offset;
        uint32_t length = sounds[i].length;
        for (uint32_t start = 0; start < length; start += SOUNDPACK_BLOCK_SAMPLES) {
            uint32_t end = length - start < SOUNDPACK_BLOCK_SAMPLES ? length : start + SOUNDPACK_BLOCK_SAMPLES;
            if (!soundpack_block(reader, samples, start, end))
                return false;
        }
        uint64_t slot = soundpack_slot(length);
        memset(samples + length, 0, (size_t)(slot - length) * 2);
        soundpack_checksum(&low, &high, samples, length);
        offset += slot;
    }
    if (reader->held >= 8 || reader->at != reader->size)
        return soundpack_fail(reader, "bytes follow the last of the samples");
    if (reader->bits != 0)
        return soundpack_fail(reader, "the bits after the last sample are not zero");
    uint32_t expected = soundpack_u32(reader->stream + 12);
    uint32_t actual = high << 16 | low;
    if (actual != expected) {
        snprintf(reader->error, reader->error_capacity, "the samples do not match the stream's checksum (%08lx, not %08lx)",
                 (unsigned long)actual, (unsigned long)expected);
        return false;
    }
    return true;
}

bool soundpack_expand(const uint8_t *stream, size_t stream_size, SoundBankEntry *sounds, size_t count, void *memory,
                      size_t capacity, char *error, size_t error_capacity)
{
    SoundReader reader = {stream, stream_size, 0, 0, 0, error, error_capacity};
    size_t needed;
    soundpack_forget(sounds, count);
    if (!soundpack_size(sounds, count, &needed) || needed > capacity) {
        snprintf(error, error_capacity, "the sounds need more than the %lu bytes given", (unsigned long)capacity);
        return false;
    }
    if (memory == NULL || (uintptr_t)memory % SOUND_BANK_ALIGNMENT != 0) {
        snprintf(error, error_capacity, "the memory for the sounds is not %d-byte aligned", SOUND_BANK_ALIGNMENT);
        return false;
    }
    int16_t *base = memory;
    if (!soundpack_header(&reader, sounds, count) || !soundpack_sounds(&reader, sounds, count, base))
        return false;
    uint64_t offset = 0;
    for (size_t i = 0; i < count; i++) {
        sounds[i].samples = base + offset;
        offset += soundpack_slot(sounds[i].length);
    }
    return true;
}
