/* UTF-8 decoding for the text renderer: one code point at a time, invalid bytes reported. */
#ifndef SENET_UTF8_H
#define SENET_UTF8_H

#include <stddef.h>
#include <stdint.h>

#define UTF8_INVALID 0xFFFFFFFFu

/* Decodes the code point starting at text[*pos] and advances *pos past it, as docs/assets.md
 * defines it (shared with tools/atlas/utf8.mjs): a complete sequence that is overlong, a
 * surrogate or above U+10FFFF yields one UTF8_INVALID for the whole sequence; a lead byte whose
 * continuation bytes are missing, and any byte that cannot start a sequence, yield UTF8_INVALID
 * for that one byte. Decoding always makes progress. */
uint32_t utf8_next(const char *text, size_t length, size_t *pos);

#endif
