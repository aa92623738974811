/* Reading a whole file into memory (the --bundle option). */
#include "file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FILE_MAX_BYTES (64L * 1024 * 1024)

char *file_read_all(const char *path, size_t *size, char *error, size_t error_capacity)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        snprintf(error, error_capacity, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    char *data = NULL;
    size_t length = 0, capacity = 0;
    for (;;) {
        if (length == capacity) {
            capacity = capacity == 0 ? 65536 : capacity * 2;
            char *grown = capacity <= (size_t)FILE_MAX_BYTES ? realloc(data, capacity) : NULL;
            if (grown == NULL) {
                snprintf(error, error_capacity, "cannot read '%s': larger than %ld MiB or out of "
                         "memory", path, FILE_MAX_BYTES / (1024 * 1024));
                free(data);
                fclose(file);
                return NULL;
            }
            data = grown;
        }
        size_t got = fread(data + length, 1, capacity - length, file);
        length += got;
        if (got == 0)
            break;
    }
    int failed = ferror(file);
    fclose(file);
    if (failed) {
        snprintf(error, error_capacity, "cannot read '%s'", path);
        free(data);
        return NULL;
    }
    *size = length;
    return data;
}
