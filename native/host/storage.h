/* Named storage on the desktop: NAME.txt files in one folder, each replaced atomically. */
#ifndef SENET_STORAGE_H
#define SENET_STORAGE_H

#include <stdbool.h>
#include <stddef.h>

/* Fills `directory` with the default folder, $XDG_CONFIG_HOME/senet-wii or
 * ~/.config/senet-wii; false when neither XDG_CONFIG_HOME (absolute) nor HOME is set. */
bool storage_default_directory(char *directory, size_t capacity);
/* Points the functions below at `directory` (NULL: no storage, every load and save fails).
 * False when the path is too long. */
bool storage_set_directory(const char *directory);

/* Serves `name` from the file `path` (its temporary file beside it) instead of the folder, with
 * or without a folder; for the benchmark's --bench. False when the path is too long or too many
 * names are served. */
bool storage_serve_file(const char *name, const char *path);

/* The file's byte count, or -1 when it is missing, unreadable or larger than `capacity`. */
long storage_load(const char *name, char *buffer, size_t capacity);
/* Writes NAME.txt.tmp next to NAME.txt, flushes it to disk and renames it over NAME.txt,
 * creating missing folders (not a served file's); false (after logging why) on any failure, the
 * old file intact. */
bool storage_save(const char *name, const char *data, size_t length);
/* True when NAME.txt no longer exists. */
bool storage_remove(const char *name);

#endif
