/* Whole numbers read from text (command lines, input scripts), refused unless wholly valid. */
#ifndef SENET_NUMBER_H
#define SENET_NUMBER_H

#include <stdbool.h>

/* Reads a decimal `text` with nothing after it, within [low, high]; false leaves *value alone. */
bool number_parse_long(const char *text, long low, long high, long *value);

#endif
