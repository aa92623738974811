/* Named storage on the SD card (or USB drive): NAME.txt files through the C library. No libogc. */
#ifndef SENET_WII_STORAGE_H
#define SENET_WII_STORAGE_H

#include <stdbool.h>
#include <stddef.h>

#define STORAGE_PATH_MAX 256
#define STORAGE_DEFAULT_DIRECTORY "sd:/apps/senet"

/* The folder the stored files live in: the one boot.dol was started from when the loader says it was
 * a card or drive (argv[0] "sd:/apps/x/boot.dol" or "usb:/..."), else STORAGE_DEFAULT_DIRECTORY.
 * Returns false when the result does not fit in `capacity`. */
bool storage_choose_directory(const char *argv0, char *directory, size_t capacity);

/* Points load and save at `directory` (NULL: no storage, every load and save fails). */
void storage_set_directory(const char *directory);

/* The device name of the current directory ("sd:"), or NULL; for unmounting on exit. */
const char *storage_device(void);

#endif
