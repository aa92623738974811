/* Named storage on the SD card (or USB drive): NAME.txt files through the C library. No libogc.
 *
 * A save writes NAME.new and closes it (libfat's close writes the data, the FAT and the directory
 * entry to the card before it returns; so do its unlink and rename), renames it NAME.tmp, removes
 * NAME.txt and renames NAME.tmp to NAME.txt (libfat's rename will not replace a file). Load reads
 * NAME.txt, else NAME.tmp: both only ever hold a complete file, so a power cut between any two
 * steps leaves the old content or the new one. NAME.new, perhaps cut short, is never read.
 * Every operation that fails is recorded (storage-status.h): the overlay, the benchmark's result
 * and the player's notice say what happened. */
#include "wii_storage.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "backend.h"
#include "storage-status.h"

#define STORAGE_FILE_SUFFIX ".txt"
/* A complete copy, read when NAME.txt is missing (a save stopped just before its last step). */
#define STORAGE_TEMP_SUFFIX ".tmp"
/* The copy being written; never read. */
#define STORAGE_NEW_SUFFIX ".new"
/* The folder, a slash, the longest name and its suffix. */
#define STORAGE_FILE_PATH_MAX (STORAGE_PATH_MAX + 1 + STORAGE_NAME_MAX + sizeof STORAGE_FILE_SUFFIX)

static char storage_directory[STORAGE_PATH_MAX];
static bool storage_ready;

/* With `make wii DEBUG=1`, each step of a save and a removal goes to the log (Dolphin's). */
#ifdef SENET_WII_DEBUG
static void storage_trace(const char *format, ...)
{
    char line[STORAGE_STATUS_TEXT_MAX];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(line, sizeof line, format, arguments);
    va_end(arguments);
    backend_log(line);
}
#define STORAGE_TRACE(...) storage_trace(__VA_ARGS__)
#else
#define STORAGE_TRACE(...) ((void)0)
#endif

/* A file's name without its folder, for messages. */
static const char *storage_base(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash != NULL ? slash + 1 : path;
}

/* Records and logs a failure; `error_number` 0 means there is no storage. Always false. */
static bool storage_record(const char *what, int error_number)
{
    char line[STORAGE_STATUS_TEXT_MAX + 16];
    snprintf(line, sizeof line, "storage: %s", storage_status_failed(what, error_number));
    backend_log(line);
    return false;
}

/* A failed operation on `path`, errno saying why. */
static bool storage_fail(const char *operation, const char *path)
{
    char what[STORAGE_STATUS_TEXT_MAX];
    snprintf(what, sizeof what, "%.31s %.120s", operation, storage_base(path));
    return storage_record(what, errno != 0 ? errno : EIO);
}

/* rename, recorded when it fails. */
static bool storage_rename(const char *from, const char *to)
{
    STORAGE_TRACE("storage: rename %s to %s", storage_base(from), storage_base(to));
    errno = 0;
    if (rename(from, to) == 0) {
        return true;
    }
    char what[STORAGE_STATUS_TEXT_MAX];
    snprintf(what, sizeof what, "rename %.70s to %.70s", storage_base(from), storage_base(to));
    return storage_record(what, errno != 0 ? errno : EIO);
}

static bool storage_starts_with(const char *text, const char *prefix)
{
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

/* The folder boot.dol is in, when argv[0] names one on a mounted device: its length, else 0. */
static size_t storage_boot_folder(const char *argv0, StorageDevices mounted)
{
    if (argv0 == NULL) {
        return 0;
    }
    bool on_sd = mounted.sd && storage_starts_with(argv0, "sd:/");
    bool on_usb = mounted.usb && storage_starts_with(argv0, "usb:/");
    const char *last_slash = strrchr(argv0, '/');
    const char *root_slash = strchr(argv0, '/');
    return (on_sd || on_usb) && last_slash > root_slash ? (size_t)(last_slash - argv0) : 0;
}

bool storage_choose_directory(const char *argv0, StorageDevices mounted, char *directory, size_t capacity)
{
    size_t length = storage_boot_folder(argv0, mounted);
    if (length > 0 && length + 1 <= capacity) {
        memcpy(directory, argv0, length);
        directory[length] = '\0';
        return true;
    }
    /* boot.dol's folder unknown, on a device not mounted, or too long a path: the app's folder */
    if (!mounted.sd && !mounted.usb) {
        return false;
    }
    int written = snprintf(directory, capacity, "%s%s", mounted.sd ? "sd:" : "usb:", STORAGE_APP_FOLDER);
    return written > 0 && (size_t)written < capacity;
}

void storage_set_directory(const char *directory)
{
    storage_ready = false;
    storage_status_place(NULL);
    if (directory == NULL || strlen(directory) + 1 > STORAGE_PATH_MAX) {
        return;
    }
    strcpy(storage_directory, directory);
    storage_ready = true;
    storage_status_place(directory);
}

static void storage_path(const char *name, const char *suffix, char *path)
{
    snprintf(path, STORAGE_FILE_PATH_MAX, "%s/%s%s", storage_directory, name, suffix);
}

/* Reads a whole file; -1 when it is missing, unreadable or larger than `capacity` (all but a
 * missing file are recorded as failures). */
static long storage_read(const char *path, char *buffer, size_t capacity)
{
    errno = 0;
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        if (errno != ENOENT) {
            storage_fail("open", path);
        }
        return -1;
    }
    size_t length = fread(buffer, 1, capacity, file);
    bool failed = ferror(file) != 0;
    int read_error = failed ? errno : EOVERFLOW;
    bool too_long = !failed && length == capacity && fgetc(file) != EOF;
    fclose(file);
    if (failed || too_long) {
        errno = read_error;
        storage_fail("read", path);
        return -1;
    }
    return (long)length;
}

long backend_load(const char *name, char *buffer, size_t capacity)
{
    char path[STORAGE_FILE_PATH_MAX];
    if (!storage_ready || buffer == NULL) {
        return -1;
    }
    storage_path(name, STORAGE_FILE_SUFFIX, path);
    long length = storage_read(path, buffer, capacity);
    if (length < 0) {
        /* A save that stopped between removing the old file and renaming the new one leaves
         * only the complete temporary file. */
        storage_path(name, STORAGE_TEMP_SUFFIX, path);
        length = storage_read(path, buffer, capacity);
    }
    return length;
}

/* Creates the directory and its parents below the device root; existing ones are fine. */
static bool storage_make_directories(void)
{
    char partial[STORAGE_PATH_MAX];
    const char *root = strchr(storage_directory, '/');
    for (const char *cursor = root == NULL ? storage_directory : root + 1; ; cursor++) {
        if (*cursor != '/' && *cursor != '\0') {
            continue;
        }
        size_t length = (size_t)(cursor - storage_directory);
        memcpy(partial, storage_directory, length);
        partial[length] = '\0';
        errno = 0;
        if (mkdir(partial, 0777) != 0 && errno != EEXIST) {
            return storage_fail("create the folder", partial);
        }
        if (*cursor == '\0') {
            return true;
        }
    }
}

static bool storage_write(const char *path, const char *data, size_t length)
{
    STORAGE_TRACE("storage: write %s (%lu bytes)", storage_base(path), (unsigned long)length);
    errno = 0;
    FILE *file = fopen(path, "wb");
    if (file == NULL) {
        return storage_fail("create", path);
    }
    bool written = fwrite(data, 1, length, file) == length;
    if (!written) {
        storage_fail("write", path);
    }
    errno = 0;
    bool closed = fclose(file) == 0;
    if (!closed && written) {
        storage_fail("close", path);
    }
    return written && closed;
}

static bool storage_exists(const char *path)
{
    struct stat info;
    return stat(path, &info) == 0;
}

/* Removes a file; one that is not there is fine. */
static bool storage_remove_file(const char *path)
{
    STORAGE_TRACE("storage: remove %s", storage_base(path));
    errno = 0;
    if (remove(path) == 0 || errno == ENOENT) {
        return true;
    }
    return storage_fail("remove", path);
}

/* Makes NAME.tmp free for the new copy without losing what load reads: NAME.tmp is stale when
 * NAME.txt exists, and otherwise the current content, which then becomes NAME.txt. */
static bool storage_clear_temp(const char *final_path, const char *temp_path)
{
    if (storage_exists(final_path)) {
        return storage_remove_file(temp_path);
    }
    return !storage_exists(temp_path) || storage_rename(temp_path, final_path);
}

/* Each step but the first leaves NAME.txt or NAME.tmp holding a complete copy (see the top). */
static bool storage_replace(const char *name, const char *data, size_t length)
{
    char final_path[STORAGE_FILE_PATH_MAX];
    char temp_path[STORAGE_FILE_PATH_MAX];
    char new_path[STORAGE_FILE_PATH_MAX];
    storage_path(name, STORAGE_FILE_SUFFIX, final_path);
    storage_path(name, STORAGE_TEMP_SUFFIX, temp_path);
    storage_path(name, STORAGE_NEW_SUFFIX, new_path);
    /* fopen's "wb" truncates a NAME.new an earlier save left half written. */
    if (!storage_write(new_path, data, length)) {
        remove(new_path);
        return false;
    }
    if (!storage_clear_temp(final_path, temp_path) || !storage_rename(new_path, temp_path)) {
        remove(new_path);
        return false;
    }
    /* From here until the last rename, load reads the new content from NAME.tmp. */
    return storage_remove_file(final_path) && storage_rename(temp_path, final_path);
}

bool backend_save(const char *name, const char *data, size_t length)
{
    if ((data == NULL && length > 0) || length > STORAGE_MAX_BYTES) {
        return false;
    }
    if (!storage_ready) {
        char what[STORAGE_STATUS_TEXT_MAX];
        snprintf(what, sizeof what, "save %.20s", name);
        return storage_record(what, 0);
    }
    STORAGE_TRACE("storage: save %s", name);
    bool saved = storage_make_directories() && storage_replace(name, data == NULL ? "" : data, length);
    STORAGE_TRACE("storage: save %s: %s", name, saved ? "done" : "failed");
    return saved;
}

bool backend_remove(const char *name)
{
    char path[STORAGE_FILE_PATH_MAX];
    if (!storage_ready) {
        return true; /* nothing is stored without storage */
    }
    /* NAME.txt last: until it goes, load still reads it, so a cut leaves the name as it was. */
    storage_path(name, STORAGE_NEW_SUFFIX, path);
    bool removed = storage_remove_file(path);
    storage_path(name, STORAGE_TEMP_SUFFIX, path);
    removed = storage_remove_file(path) && removed;
    storage_path(name, STORAGE_FILE_SUFFIX, path);
    return storage_remove_file(path) && removed;
}
