/* Named storage on the desktop: NAME.txt files in one folder, each replaced atomically. */
#include "storage.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "backend.h"
#include "storage-status.h"

#define STORAGE_FOLDER_NAME "senet-wii"
#define STORAGE_PATH_MAX 4096
/* What a file's path adds to the folder's: a slash, the name (at most 15), ".txt.tmp". */
#define STORAGE_FILE_EXTRA 32
#define STORAGE_TEMP_SUFFIX ".tmp"
#define STORAGE_SERVED_MAX 2

static char storage_directory[STORAGE_PATH_MAX - STORAGE_FILE_EXTRA];
static bool storage_ready;

static struct {
    char name[STORAGE_NAME_MAX + 1];
    char path[STORAGE_PATH_MAX - STORAGE_FILE_EXTRA];
} storage_served[STORAGE_SERVED_MAX];
static int storage_served_count;

/* Records a failed operation on `path` for native.stats (error_number 0: there is no storage). */
static void storage_record(const char *what, const char *path, int error_number)
{
    const char *slash = strrchr(path, '/');
    char described[STORAGE_STATUS_TEXT_MAX];
    snprintf(described, sizeof described, "%.31s %.120s", what, slash != NULL ? slash + 1 : path);
    storage_status_failed(described, error_number);
}

/* Logs and records a failed operation on `path`, errno saying why. */
static void storage_log_errno(const char *what, const char *path)
{
    int error_number = errno != 0 ? errno : EIO;
    fprintf(stderr, "senet: storage: %s '%s': %s\n", what, path, strerror(error_number));
    storage_record(what, path, error_number);
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
    storage_status_place(NULL);
    if (directory == NULL)
        return true;
    if (strlen(directory) >= sizeof storage_directory)
        return false;
    strcpy(storage_directory, directory);
    storage_ready = true;
    storage_status_place(directory);
    return true;
}

bool storage_serve_file(const char *name, const char *path)
{
    if (storage_served_count == STORAGE_SERVED_MAX || strlen(name) > STORAGE_NAME_MAX ||
        strlen(path) >= sizeof storage_served[0].path)
        return false;
    strcpy(storage_served[storage_served_count].name, name);
    strcpy(storage_served[storage_served_count].path, path);
    storage_served_count++;
    return true;
}

static const char *storage_served_path(const char *name)
{
    for (int i = 0; i < storage_served_count; i++)
        if (strcmp(storage_served[i].name, name) == 0)
            return storage_served[i].path;
    return NULL;
}

/* NAME's file (or its temporary one); false when the name has no place to be stored. */
static bool storage_path(const char *name, bool temporary, char *path)
{
    const char *suffix = temporary ? STORAGE_TEMP_SUFFIX : "";
    const char *served = storage_served_path(name);
    if (served != NULL)
        snprintf(path, STORAGE_PATH_MAX, "%s%s", served, suffix);
    else if (storage_ready)
        snprintf(path, STORAGE_PATH_MAX, "%s/%s.txt%s", storage_directory, name, suffix);
    else
        return false;
    return true;
}

long storage_load(const char *name, char *buffer, size_t capacity)
{
    char path[STORAGE_PATH_MAX];
    if (!storage_path(name, false, path))
        return -1;
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
        storage_record("cannot read", path, EOVERFLOW);
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
    char path[STORAGE_PATH_MAX];
    char temporary[STORAGE_PATH_MAX];
    if (!storage_path(name, false, path) || !storage_path(name, true, temporary)) {
        storage_record("cannot save", name, 0);
        return false;
    }
    if (storage_served_path(name) == NULL && !storage_make_directories())
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
    char path[STORAGE_PATH_MAX];
    if (!storage_path(name, false, path))
        return true; /* nothing is stored without storage */
    if (remove(path) != 0 && errno != ENOENT) {
        storage_log_errno("cannot remove", path);
        return false;
    }
    return true;
}
