/* Reading a whole file into a buffer of exactly its size (read-exact.h). */
#include "read-exact.h"

#include <stdio.h>
#include <stdlib.h>

uint8_t *read_exact(const char *path, size_t *size)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL || fseek(file, 0, SEEK_END) != 0) {
        perror(path);
        exit(1);
    }
    long length = ftell(file);
    rewind(file);
    /* malloc(0) may return NULL; one byte more would hide a read one past the end */
    uint8_t *bytes = malloc(length > 0 ? (size_t)length : 1);
    if (bytes == NULL || (length > 0 && fread(bytes, 1, (size_t)length, file) != (size_t)length)) {
        fprintf(stderr, "%s: cannot read\n", path);
        exit(1);
    }
    fclose(file);
    *size = (size_t)length;
    return bytes;
}
