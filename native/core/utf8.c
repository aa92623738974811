/* UTF-8 decoding for the text renderer: one code point at a time, invalid bytes reported. */
#include "utf8.h"

static int utf8_is_continuation(unsigned char byte)
{
    return (byte & 0xC0) == 0x80;
}

uint32_t utf8_next(const char *text, size_t length, size_t *pos)
{
    const unsigned char *bytes = (const unsigned char *)text + *pos;
    size_t left = length - *pos;
    unsigned char lead = bytes[0];
    size_t count;
    uint32_t codepoint, minimum;

    if (lead < 0x80) {
        *pos += 1;
        return lead;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
        count = 2;
        codepoint = lead & 0x1F;
        minimum = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        count = 3;
        codepoint = lead & 0x0F;
        minimum = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        count = 4;
        codepoint = lead & 0x07;
        minimum = 0x10000;
    } else {
        *pos += 1;
        return UTF8_INVALID;
    }
    if (left < count) {
        *pos += 1;
        return UTF8_INVALID;
    }
    for (size_t i = 1; i < count; i++) {
        if (!utf8_is_continuation(bytes[i])) {
            *pos += 1;
            return UTF8_INVALID;
        }
        codepoint = (codepoint << 6) | (bytes[i] & 0x3F);
    }
    *pos += count;
    if (codepoint < minimum || codepoint > 0x10FFFF ||
        (codepoint >= 0xD800 && codepoint <= 0xDFFF))
        return UTF8_INVALID;
    return codepoint;
}
