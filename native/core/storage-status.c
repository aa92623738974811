/* What storage did (see storage-status.h). The problem a player is told about is the kind of the
 * last failure, read from its errno: no storage, a locked card, a full one, or anything else. */
#include "storage-status.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static char status_place[STORAGE_STATUS_PLACE_MAX];
static char status_error[STORAGE_STATUS_TEXT_MAX];
static const char *status_problem = "";
static long status_failures;

static const char *status_problem_of(int error_number)
{
    switch (error_number) {
    case 0:
    case ENODEV:
    case ENXIO:
        return "missing";
    case EROFS:
    case EACCES:
    case EPERM:
        return "locked";
    case ENOSPC:
    case EFBIG:
        return "full";
    default:
        return "failed";
    }
}

void storage_status_place(const char *place)
{
    snprintf(status_place, sizeof status_place, "%s", place != NULL ? place : "");
}

const char *storage_status_failed(const char *what, int error_number)
{
    status_failures++;
    status_problem = status_problem_of(error_number);
    const char *why = error_number == 0 ? "no SD card or USB drive" : strerror(error_number);
    snprintf(status_error, sizeof status_error, "%s: %s", what, why);
    return status_error;
}

void storage_status_fill(BackendStats *stats)
{
    stats->storage_place = status_place;
    stats->storage_failures = status_failures;
    stats->storage_error = status_error;
    stats->storage_problem = status_problem;
}

void storage_status_reset(void)
{
    status_place[0] = '\0';
    status_error[0] = '\0';
    status_problem = "";
    status_failures = 0;
}
