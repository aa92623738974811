/* The error screen: a script error's message and traceback, wrapped and drawn by C alone. */
#ifndef SENET_ERRORSCREEN_H
#define SENET_ERRORSCREEN_H

#include <stdbool.h>
#include <stddef.h>

#define ERRORSCREEN_TEXT_MAX 8192
#define ERRORSCREEN_MAX_LINES 128

typedef struct {
    size_t start, length;
} ErrorScreenLine;

typedef struct {
    char text[ERRORSCREEN_TEXT_MAX];
    size_t text_length;
    ErrorScreenLine lines[ERRORSCREEN_MAX_LINES];
    int line_count;
} ErrorScreen;

/* Keeps a copy of `message` (cut at ERRORSCREEN_TEXT_MAX - 1 bytes) wrapped to the screen. */
void errorscreen_set(ErrorScreen *screen, const char *message, size_t length);
/* The message as kept, NUL-terminated. */
const char *errorscreen_text(const ErrorScreen *screen);
/* Draws the whole screen; call between backend_begin_frame and backend_end_frame. */
void errorscreen_draw(const ErrorScreen *screen);

#endif
