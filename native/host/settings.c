/* The settings file on the desktop: $XDG_CONFIG_HOME/senet-wii/settings, replaced atomically. */
#include "settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define SETTINGS_RELATIVE_PATH "senet-wii/settings"
#define SETTINGS_PATH_MAX 4096

static void settings_log_errno(const char *what, const char *path)
{
    fprintf(stderr, "senet: settings: %s '%s': %s\n", what, path, strerror(errno));
}

bool settings_default_path(char *path, size_t capacity)
{
    const char *config = getenv("XDG_CONFIG_HOME");
    int written;
    if (config != NULL && config[0] == '/') {
        written = snprintf(path, capacity, "%s/%s", config, SETTINGS_RELATIVE_PATH);
    } else {
        const char *home = getenv("HOME");
        if (home == NULL || home[0] == '\0')
            return false;
        written = snprintf(path, capacity, "%s/.config/%s", home, SETTINGS_RELATIVE_PATH);
    }
    return written > 0 && (size_t)written < capacity;
}

long settings_load(const char *path, char *buffer, size_t capacity)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        if (errno != ENOENT)
            settings_log_errno("cannot open", path);
        return -1;
    }
    size_t length = fread(buffer, 1, capacity, file);
    bool failed = ferror(file) != 0;
    bool too_large = !failed && length == capacity && fgetc(file) != EOF;
    fclose(file);
    if (failed) {
        settings_log_errno("cannot read", path);
        return -1;
    }
    if (too_large) {
        fprintf(stderr, "senet: settings: '%s' is larger than %lu bytes; ignored\n", path,
                (unsigned long)capacity);
        return -1;
    }
    return (long)length;
}

/* mkdir -p for the directories above the file. */
static bool settings_make_parents(const char *path)
{
    char directory[SETTINGS_PATH_MAX];
    if (strlen(path) >= sizeof directory)
        return false;
    strcpy(directory, path);
    for (char *slash = strchr(directory + 1, '/'); slash != NULL; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        if (mkdir(directory, 0700) != 0 && errno != EEXIST) {
            settings_log_errno("cannot create the directory", directory);
            return false;
        }
        *slash = '/';
    }
    return true;
}

bool settings_save(const char *path, const char *data, size_t length)
{
    char temporary[SETTINGS_PATH_MAX];
    int written = snprintf(temporary, sizeof temporary, "%s.tmp", path);
    if (written < 0 || (size_t)written >= sizeof temporary) {
        fprintf(stderr, "senet: settings: the path '%s' is too long\n", path);
        return false;
    }
    if (!settings_make_parents(path))
        return false;
    FILE *file = fopen(temporary, "wb");
    if (file == NULL) {
        settings_log_errno("cannot create", temporary);
        return false;
    }
    bool ok = fwrite(data, 1, length, file) == length && fflush(file) == 0 &&
              fsync(fileno(file)) == 0;
    if (fclose(file) != 0)
        ok = false;
    if (!ok) {
        settings_log_errno("cannot write", temporary);
        remove(temporary);
        return false;
    }
    if (rename(temporary, path) != 0) {
        settings_log_errno("cannot replace", path);
        remove(temporary);
        return false;
    }
    return true;
}
