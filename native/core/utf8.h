/* UTF-8 decoding for the text renderer: one code point at a time, invalid bytes reported. */
#ifndef SENET_UTF8_H
#define SENET_UTF8_H

#include <stddef.h>
#include <stdint.h>

#define UTF8_INVALID 0xFFFFFFFFu

/* Decodes the code point starting at text[*pos] and advances *pos past it. An invalid or
 * truncated sequence (overlong forms, surrogates, above U+10FFFF) yields UTF8_INVALID and skips
 * exactly one byte, so decoding always makes progress. */
uint32_t utf8_next(const char *text, size_t length, size_t *pos);

#endif
