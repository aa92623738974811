/* libfat 1.x's rules over the host's files (fake_libfat.h), and its mount calls. What each call
 * answers was read in devkitPro/libfat's source (v1.1.5: fatdir.c, fatfile.c, libfat.c). */
#include "fake_libfat.h"

/* This file calls the host's C library itself (the build forces fake_libfat.h into every file). */
#undef fopen
#undef fwrite
#undef fclose
#undef remove
#undef rename
#undef mkdir
#undef stat

#include <errno.h>
#include <stdbool.h>
#include <string.h>
#include <unistd.h>

#include "fake_libogc.h"
#include "libogc-from-api-list.h"

#define FAKE_FAT_DEVICES 2
#define FAKE_FAT_OPEN_FILES 8

static const char *const FAKE_FAT_DEVICE_NAMES[FAKE_FAT_DEVICES] = {"sd", "usb"};
static bool fake_fat_mounted[FAKE_FAT_DEVICES];
/* Files open on a device: fwrite must know which writes go to the card. */
static FILE *fake_fat_files[FAKE_FAT_OPEN_FILES];

/* The device a path names ("sd:/..."), as an index; -1 for a path of the host's own. */
static int fake_fat_device_of(const char *path)
{
    const char *colon = strchr(path, ':');
    if (colon == NULL || colon[1] != '/') {
        return -1;
    }
    for (int i = 0; i < FAKE_FAT_DEVICES; i++) {
        size_t length = strlen(FAKE_FAT_DEVICE_NAMES[i]);
        if ((size_t)(colon - path) == length && strncmp(path, FAKE_FAT_DEVICE_NAMES[i], length) == 0) {
            return i;
        }
    }
    return -2; /* a device libfat does not know */
}

static int fake_fat_fail(int error_number)
{
    errno = error_number;
    return -1;
}

/* 0 when `path` is on a mounted device (or the host's own), else the errno libfat gives. */
static int fake_fat_check_device(const char *path)
{
    int device = fake_fat_device_of(path);
    if (device == -1) {
        return 0;
    }
    return device >= 0 && fake_fat_mounted[device] ? 0 : ENODEV;
}

/* 0 when a change to the card may go ahead: the card is not locked and this is not the change
 * the test made fail. */
static int fake_fat_check_change(const char *path)
{
    int refused = fake_fat_check_device(path);
    if (refused != 0 || fake_fat_device_of(path) < 0) {
        return refused;
    }
    if (fake.card_locked) {
        return EROFS;
    }
    fake.card_changes++;
    if (fake.card_fails_at > 0 && fake.card_changes >= fake.card_fails_at) {
        return EIO;
    }
    return 0;
}

static bool fake_fat_exists(const char *path, struct stat *info)
{
    return stat(path, info) == 0;
}

/* The two disc interfaces native/wii mounts, told apart by their address. */
struct DISC_INTERFACE_STRUCT {
    const char *device;
};
const DISC_INTERFACE __io_wiisd = {"sd"};
DISC_INTERFACE __io_usbstorage = {"usb"};

bool fatMountSimple(const char *name, const DISC_INTERFACE *interface)
{
    fake_called();
    fake_note("fatMountSimple(%s)", name);
    int device = interface == &__io_wiisd ? 0 : interface == &__io_usbstorage ? 1 : -1;
    bool present = device == 0 ? fake.fat_mounts : device == 1 && fake.usb_mounts;
    /* libfat names the device as asked; the fake keeps to its two names */
    if (device < 0 || strcmp(name, FAKE_FAT_DEVICE_NAMES[device]) != 0 || !present) {
        return false;
    }
    fake_fat_mounted[device] = true;
    return true;
}

void fatUnmount(const char *name)
{
    fake_called();
    fake_note("fatUnmount(%s)", name);
    fake_block_if("fatUnmount");
    snprintf(fake.unmounted, sizeof fake.unmounted, "%s", name);
    for (int i = 0; i < FAKE_FAT_DEVICES; i++) {
        size_t length = strlen(FAKE_FAT_DEVICE_NAMES[i]);
        if (strncmp(name, FAKE_FAT_DEVICE_NAMES[i], length) == 0 && (name[length] == ':' || name[length] == '\0')) {
            fake_fat_mounted[i] = false;
        }
    }
}

FILE *fake_fat_fopen(const char *path, const char *mode)
{
    bool writes = strchr(mode, 'r') == NULL || strchr(mode, '+') != NULL;
    int refused = writes ? fake_fat_check_change(path) : fake_fat_check_device(path);
    if (refused != 0) {
        fake_fat_fail(refused);
        return NULL;
    }
    FILE *file = fopen(path, mode);
    if (file != NULL && fake_fat_device_of(path) >= 0) {
        for (int i = 0; i < FAKE_FAT_OPEN_FILES; i++) {
            if (fake_fat_files[i] == NULL) {
                fake_fat_files[i] = file;
                break;
            }
        }
    }
    return file;
}

static bool fake_fat_on_card(FILE *file)
{
    for (int i = 0; i < FAKE_FAT_OPEN_FILES; i++) {
        if (fake_fat_files[i] == file) {
            return true;
        }
    }
    return false;
}

size_t fake_fat_fwrite(const void *data, size_t size, size_t count, FILE *file)
{
    if (fake_fat_on_card(file) && fake.card_full && size * count > 0) {
        errno = ENOSPC;
        return 0;
    }
    return fwrite(data, size, count, file);
}

int fake_fat_fclose(FILE *file)
{
    for (int i = 0; i < FAKE_FAT_OPEN_FILES; i++) {
        if (fake_fat_files[i] == file) {
            fake_fat_files[i] = NULL;
        }
    }
    return fclose(file);
}

int fake_fat_remove(const char *path)
{
    struct stat info;
    int refused = fake_fat_check_change(path);
    if (refused != 0) {
        return fake_fat_fail(refused);
    }
    if (!fake_fat_exists(path, &info)) {
        return fake_fat_fail(ENOENT);
    }
    /* libfat's unlink refuses a folder (its rmdir is separate) */
    if (fake_fat_device_of(path) >= 0 && S_ISDIR(info.st_mode)) {
        return fake_fat_fail(EISDIR);
    }
    return remove(path);
}

int fake_fat_rename(const char *from, const char *to)
{
    struct stat info;
    int from_device = fake_fat_device_of(from);
    if (from_device != fake_fat_device_of(to)) {
        return fake_fat_fail(fake_fat_check_device(from) != 0 ? ENODEV : EXDEV);
    }
    int refused = fake_fat_check_change(from);
    if (refused != 0) {
        return fake_fat_fail(refused);
    }
    if (from_device >= 0) {
        if (!fake_fat_exists(from, &info)) {
            return fake_fat_fail(ENOENT);
        }
        /* libfat's rename never replaces: "Make sure there is no existing file / directory with
         * the new name" (fatdir.c) */
        if (fake_fat_exists(to, &info)) {
            return fake_fat_fail(EEXIST);
        }
    }
    return rename(from, to);
}

int fake_fat_mkdir(const char *path, mode_t mode)
{
    int refused = fake_fat_check_device(path);
    if (refused != 0) {
        return fake_fat_fail(refused);
    }
    struct stat info;
    /* libfat looks for the name before it checks a read-only card */
    if (fake_fat_device_of(path) >= 0 && fake_fat_exists(path, &info)) {
        return fake_fat_fail(EEXIST);
    }
    refused = fake_fat_check_change(path);
    if (refused != 0) {
        return fake_fat_fail(refused);
    }
    int made = mkdir(path, mode);
    /* libfat: a missing parent folder is ENOTDIR */
    if (made != 0 && errno == ENOENT && fake_fat_device_of(path) >= 0) {
        errno = ENOTDIR;
    }
    return made;
}

int fake_fat_stat(const char *path, struct stat *info)
{
    int refused = fake_fat_check_device(path);
    if (refused != 0) {
        return fake_fat_fail(refused);
    }
    return stat(path, info);
}

int fake_card_stat(const char *card_path, struct stat *info)
{
    return stat(card_path, info);
}

int fake_card_remove(const char *card_path)
{
    return remove(card_path);
}
