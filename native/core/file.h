/* Reading a whole file into memory (the --bundle option). */
#ifndef SENET_FILE_H
#define SENET_FILE_H

#include <stddef.h>

/* A malloc'd copy of the file, or NULL with `error` filled (a sentence, no newline). */
char *file_read_all(const char *path, size_t *size, char *error, size_t error_capacity);

#endif
