/* The settings file on the desktop: $XDG_CONFIG_HOME/senet-wii/settings, replaced atomically. */
#ifndef SENET_SETTINGS_H
#define SENET_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

/* Fills `path` with the default location; false when neither XDG_CONFIG_HOME nor HOME is set. */
bool settings_default_path(char *path, size_t capacity);
/* The file's byte count, or -1 when it is missing, unreadable or larger than `capacity`. */
long settings_load(const char *path, char *buffer, size_t capacity);
/* Writes a temporary file next to `path` and renames it over `path`, creating missing
 * directories; false (after logging why) on any failure, leaving the old file intact. */
bool settings_save(const char *path, const char *data, size_t length);

#endif
