/* The system language from the POSIX locale variables, as an ISO 639-1 code. */
#ifndef SENET_LANGUAGE_H
#define SENET_LANGUAGE_H

#include <stdbool.h>

#define LANGUAGE_DEFAULT "en"

/* True when `code` is two lowercase ASCII letters. */
bool language_is_code(const char *code);
/* LC_ALL, then LC_MESSAGES, then LANG (the first that is set and not empty, as POSIX orders
 * them); "pt_BR.UTF-8" gives "pt". "C", "POSIX" or anything unreadable gives "en". */
void language_from_environment(char code[3]);

#endif
