/* The wrappers of power_cut.h, calling the C library's own functions. */
#include "power_cut.h"

#undef fopen
#undef fwrite
#undef fclose
#undef remove
#undef rename
#undef mkdir

#include <errno.h>
#include <stdbool.h>
#include <string.h>
#include <unistd.h>

static int power_cut_at;
static int power_cut_count;

void power_cut_arm(int operation)
{
    power_cut_at = operation;
    power_cut_count = 0;
}

int power_cut_operations(void)
{
    return power_cut_count;
}

/* Counts one operation; true when the power goes now. */
static bool power_cut_now(void)
{
    power_cut_count++;
    return power_cut_at > 0 && power_cut_count == power_cut_at;
}

static void power_cut_die(void)
{
    _exit(POWER_CUT_EXIT);
}

FILE *power_cut_fopen(const char *path, const char *mode)
{
    /* Opening to read changes nothing. */
    if (strchr(mode, 'r') == NULL && power_cut_now()) {
        power_cut_die();
    }
    return fopen(path, mode);
}

size_t power_cut_fwrite(const void *data, size_t size, size_t count, FILE *file)
{
    if (power_cut_now()) {
        /* Half the bytes reach the card, and nothing after them. */
        fwrite(data, 1, size * count / 2, file);
        fflush(file);
        power_cut_die();
    }
    return fwrite(data, size, count, file);
}

int power_cut_fclose(FILE *file)
{
    if (power_cut_now()) {
        /* What stdio still buffered never reaches the card. */
        power_cut_die();
    }
    return fclose(file);
}

int power_cut_remove(const char *path)
{
    if (power_cut_now()) {
        power_cut_die();
    }
    return remove(path);
}

int power_cut_rename(const char *from, const char *to)
{
    if (power_cut_now()) {
        power_cut_die();
    }
    /* libfat's rename never replaces a file (fatdir.c), where the host's would. */
    if (access(to, F_OK) == 0) {
        errno = EEXIST;
        return -1;
    }
    return rename(from, to);
}

int power_cut_mkdir(const char *path, mode_t mode)
{
    if (power_cut_now()) {
        power_cut_die();
    }
    return mkdir(path, mode);
}
