/* Named storage on the desktop: NAME.txt files in one folder, each replaced atomically. */
#include "storage.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define STORAGE_FOLDER_NAME "senet-wii"
#define STORAGE_PATH_MAX 4096
/* What a file's path adds to the folder's: a slash, the name (at most 15), ".txt.tmp". */
#define STORAGE_FILE_EXTRA 32

static char storage_directory[STORAGE_PATH_MAX - STORAGE_FILE_EXTRA];
static bool storage_ready;

static void storage_log_errno(const char *what, const char *path)
{
    fprintf(stderr, "senet: storage: %s '%s': %s\n", what, path, strerror(errno));
}

bool storage_default_directory(char *directory, size_t capacity)
{
    const char *config = getenv("XDG_CONFIG_HOME");
    int written;
    if (config != NULL && config[0] == '/') {
        written = snprintf(directory, capacity, "%s/%s", config, STORAGE_FOLDER_NAME);
    } else {
        const char *home = getenv("HOME");
        if (home == NULL || home[0] == '\0')
            return false;
        written = snprintf(directory, capacity, "%s/.config/%s", home, STORAGE_FOLDER_NAME);
    }
    return written > 0 && (size_t)written < capacity;
}

bool storage_set_directory(const char *directory)
{
    storage_ready = false;
    if (directory == NULL)
        return true;
    if (strlen(directory) >= sizeof storage_directory)
        return false;
    strcpy(storage_directory, directory);
    storage_ready = true;
    return true;
}

static void storage_path(const char *name, const char *suffix, char *path)
{
    snprintf(path, STORAGE_PATH_MAX, "%s/%s%s", storage_directory, name, suffix);
}

long storage_load(const char *name, char *buffer, size_t capacity)
{
    if (!storage_ready)
        return -1;
    char path[STORAGE_PATH_MAX];
    storage_path(name, ".txt", path);
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        if (errno != ENOENT)
            storage_log_errno("cannot open", path);
        return -1;
    }
    size_t length = fread(buffer, 1, capacity, file);
    bool failed = ferror(file) != 0;
    bool too_large = !failed && length == capacity && fgetc(file) != EOF;
    fclose(file);
    if (failed) {
        storage_log_errno("cannot read", path);
        return -1;
    }
    if (too_large) {
        fprintf(stderr, "senet: storage: '%s' is larger than %lu bytes; ignored\n", path,
                (unsigned long)capacity);
        return -1;
    }
    return (long)length;
}

/* mkdir -p for the storage folder. */
static bool storage_make_directories(void)
{
    char directory[STORAGE_PATH_MAX];
    strcpy(directory, storage_directory);
    size_t length = strlen(directory);
    for (size_t i = 1; i <= length; i++) {
        if (directory[i] != '/' && directory[i] != '\0')
            continue;
        char kept = directory[i];
        directory[i] = '\0';
        if (mkdir(directory, 0700) != 0 && errno != EEXIST) {
            storage_log_errno("cannot create the directory", directory);
            return false;
        }
        directory[i] = kept;
    }
    return true;
}

bool storage_save(const char *name, const char *data, size_t length)
{
    if (!storage_ready)
        return false;
    char path[STORAGE_PATH_MAX];
    char temporary[STORAGE_PATH_MAX];
    storage_path(name, ".txt", path);
    storage_path(name, ".txt.tmp", temporary);
    if (!storage_make_directories())
        return false;
    FILE *file = fopen(temporary, "wb");
    if (file == NULL) {
        storage_log_errno("cannot create", temporary);
        return false;
    }
    bool ok = fwrite(data, 1, length, file) == length && fflush(file) == 0 &&
              fsync(fileno(file)) == 0;
    if (fclose(file) != 0)
        ok = false;
    if (!ok) {
        storage_log_errno("cannot write", temporary);
        remove(temporary);
        return false;
    }
    if (rename(temporary, path) != 0) {
        storage_log_errno("cannot replace", path);
        remove(temporary);
        return false;
    }
    return true;
}

bool storage_remove(const char *name)
{
    if (!storage_ready)
        return true; /* nothing is stored without storage */
    char path[STORAGE_PATH_MAX];
    storage_path(name, ".txt", path);
    if (remove(path) != 0 && errno != ENOENT) {
        storage_log_errno("cannot remove", path);
        return false;
    }
    return true;
}
