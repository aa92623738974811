/* Power cuts for the storage tests: forced into native/wii/wii_storage.c's build (gcc -include),
 * these macros send each file operation that changes the card through a wrapper that, when
 * armed, lets the first N-1 happen and cuts the power at the Nth: the process ends there, a write
 * having put down half its bytes. */
#ifndef SENET_POWER_CUT_H
#define SENET_POWER_CUT_H

#include <stdio.h>
#include <sys/stat.h>
#include <sys/types.h>

/* The exit status of a process whose power was cut. */
#define POWER_CUT_EXIT 42

/* Cuts the power at the `operation`-th (from 1) operation that changes the card; 0 disarms. */
void power_cut_arm(int operation);
/* Operations that changed the card since the last arming. */
int power_cut_operations(void);

FILE *power_cut_fopen(const char *path, const char *mode);
size_t power_cut_fwrite(const void *data, size_t size, size_t count, FILE *file);
int power_cut_fclose(FILE *file);
int power_cut_remove(const char *path);
int power_cut_rename(const char *from, const char *to);
int power_cut_mkdir(const char *path, mode_t mode);

#define fopen power_cut_fopen
#define fwrite power_cut_fwrite
#define fclose power_cut_fclose
#define remove power_cut_remove
#define rename power_cut_rename
#define mkdir power_cut_mkdir

#endif
