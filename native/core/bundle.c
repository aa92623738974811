/* Expanding the embedded game bundle (bundle.h) once, before Lua compiles it. */
#include "bundle.h"

#include <stdio.h>
#include <stdlib.h>

#include "unpack.h"

char *bundle_expand(size_t *size, char *error, size_t error_capacity)
{
    char reason[160];
    size_t length;
    if (!unpack_bytes_size(bundle_packed, bundle_packed_size, &length, reason, sizeof reason)) {
        snprintf(error, error_capacity, "the game bundle built into the program is damaged: %s", reason);
        return NULL;
    }
    /* malloc(0) may return NULL; length + 1 could wrap to 0 */
    unsigned char *code = malloc(length > 0 ? length : 1);
    if (code == NULL) {
        snprintf(error, error_capacity, "no memory to expand the game bundle (%lu bytes)", (unsigned long)length);
        return NULL;
    }
    if (!unpack_bytes(bundle_packed, bundle_packed_size, code, length, reason, sizeof reason)) {
        snprintf(error, error_capacity, "the game bundle built into the program is damaged: %s", reason);
        free(code);
        return NULL;
    }
    *size = length;
    return (char *)code;
}
