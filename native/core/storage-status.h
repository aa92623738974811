/* What storage did, for the diagnostics overlay, the benchmark's result and the player's notice:
 * where the files go, how many operations failed and the last failure. Both backends' storage
 * report here; backend_stats hands it on. */
#ifndef SENET_STORAGE_STATUS_H
#define SENET_STORAGE_STATUS_H

#include "backend.h"

/* Room for one failure's description ("rename game.new to game.tmp: File exists"). */
#define STORAGE_STATUS_TEXT_MAX 160
/* Room for the folder the files go to. */
#define STORAGE_STATUS_PLACE_MAX 256

/* Where the files go from now on ("sd:/apps/senet", a desktop folder); NULL or "": nowhere. */
void storage_status_place(const char *place);
/* One failed operation: `what` says which and on what ("rename game.new to game.tmp"),
 * `error_number` why (an errno value; 0: there is no storage at all). Returns the description
 * recorded ("rename game.new to game.tmp: File exists"), for the backend's log. */
const char *storage_status_failed(const char *what, int error_number);
/* The storage_* fields of `stats`; the strings stay valid until the next failure or place. */
void storage_status_fill(BackendStats *stats);
/* Back to no place and no failure (for tests that run a backend twice in one process). */
void storage_status_reset(void);

#endif
