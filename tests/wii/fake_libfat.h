/* libfat as native/wii meets it, for the tests over the fake libogc: forced into every source of
 * those builds (gcc -include), these macros send the C library's file calls through fake_libfat.c,
 * which keeps libfat 1.x's rules for paths on a device ("sd:/...", "usb:/..."): nothing works on
 * a device that is not mounted (ENODEV), rename never replaces a file (EEXIST), remove refuses a
 * folder (EISDIR), mkdir an existing one (EEXIST); a locked card refuses every change (EROFS), a
 * full one every write (ENOSPC), a failing one the Nth change (EIO). The card itself is a folder
 * of the host named like the device ("sd:"), in the test's working folder. Other paths go to the
 * host's C library unchanged. */
#ifndef SENET_FAKE_LIBFAT_H
#define SENET_FAKE_LIBFAT_H

#include <stdio.h>
#include <sys/stat.h>
#include <sys/types.h>

FILE *fake_fat_fopen(const char *path, const char *mode);
size_t fake_fat_fwrite(const void *data, size_t size, size_t count, FILE *file);
int fake_fat_fclose(FILE *file);
int fake_fat_remove(const char *path);
int fake_fat_rename(const char *from, const char *to);
int fake_fat_mkdir(const char *path, mode_t mode);
int fake_fat_stat(const char *path, struct stat *info);

#define fopen fake_fat_fopen
#define fwrite fake_fat_fwrite
#define fclose fake_fat_fclose
#define remove fake_fat_remove
#define rename fake_fat_rename
#define mkdir fake_fat_mkdir
#define stat(path, info) fake_fat_stat(path, info)

/* The real C library's stat and remove, for tests that look at the card's folder from outside
 * (where "sd:/x" is the host's path of the card's "sd:/x"), mounted or not. */
int fake_card_stat(const char *card_path, struct stat *info);
int fake_card_remove(const char *card_path);

#endif
