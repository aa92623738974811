/* Named storage on the SD card (or USB drive): NAME.txt files through the C library. No libogc. */
#ifndef SENET_WII_STORAGE_H
#define SENET_WII_STORAGE_H

#include <stdbool.h>
#include <stddef.h>

#define STORAGE_PATH_MAX 256
/* The folder on a device when the loader does not say where boot.dol came from. */
#define STORAGE_APP_FOLDER "/apps/senet"

/* The devices libfat mounted: the SD card ("sd:") and a USB drive ("usb:"). */
typedef struct {
    bool sd, usb;
} StorageDevices;

/* The folder the stored files live in: the one boot.dol was started from when the loader says it
 * was a card or drive (argv[0] "sd:/apps/x/boot.dol" or "usb:/...") and that device is mounted
 * and the folder fits in `capacity`; else STORAGE_APP_FOLDER on the SD card, else on the USB drive
 * (a Wii mini has no SD slot). Returns false when no device is mounted or even that does not fit. */
bool storage_choose_directory(const char *argv0, StorageDevices mounted, char *directory, size_t capacity);

/* Points load and save at `directory` (NULL: no storage, every load and save fails). */
void storage_set_directory(const char *directory);

#endif
