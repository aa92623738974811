/* Whole numbers read from text, refused unless wholly valid. */
#include "number.h"

#include <errno.h>
#include <stdlib.h>

bool number_parse_long(const char *text, long low, long high, long *value)
{
    char *end;
    errno = 0;
    long parsed = strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno != 0 || parsed < low || parsed > high)
        return false;
    *value = parsed;
    return true;
}
