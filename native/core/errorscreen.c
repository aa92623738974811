/* The error screen: a script error's message and traceback, wrapped and drawn by C alone. */
#include "errorscreen.h"

#include <string.h>

#include "backend.h"
#include "text.h"
#include "utf8.h"

#define ERRORSCREEN_BACKGROUND 0x301018FFu
#define ERRORSCREEN_TITLE_COLOR 0xFF8080FFu
#define ERRORSCREEN_BODY_COLOR 0xF0E8E0FFu
#define ERRORSCREEN_FOOTER_COLOR 0xFFD060FFu
#define ERRORSCREEN_MARGIN 24.0f
#define ERRORSCREEN_TITLE_Y 18.0f
#define ERRORSCREEN_TITLE_SIZE 28.0f
#define ERRORSCREEN_BODY_Y 60.0f
#define ERRORSCREEN_BODY_SIZE 16.0f
#define ERRORSCREEN_LINE_ADVANCE 18.0f
#define ERRORSCREEN_FOOTER_SIZE 20.0f
#define ERRORSCREEN_FOOTER_Y (LOGICAL_HEIGHT - 36.0f)
#define ERRORSCREEN_VISIBLE_LINES \
    ((int)((ERRORSCREEN_FOOTER_Y - 8.0f - ERRORSCREEN_BODY_Y) / ERRORSCREEN_LINE_ADVANCE))
#define ERRORSCREEN_WRAP_WIDTH (LOGICAL_WIDTH - 2 * ERRORSCREEN_MARGIN)

static const char ERRORSCREEN_TITLE[] = "Script error";
static const char ERRORSCREEN_FOOTER[] = "Press HOME to exit";
static const char ERRORSCREEN_MORE[] = "...";

static void errorscreen_add_line(ErrorScreen *screen, size_t start, size_t length)
{
    if (screen->line_count < ERRORSCREEN_MAX_LINES) {
        screen->lines[screen->line_count].start = start;
        screen->lines[screen->line_count].length = length;
        screen->line_count++;
    }
}

/* Greedy word wrap of text[start, end), which holds no line break. */
static void errorscreen_wrap_paragraph(ErrorScreen *screen, size_t start, size_t end)
{
    const char *text = screen->text;
    size_t line_start = start;
    while (line_start < end && screen->line_count < ERRORSCREEN_MAX_LINES) {
        size_t pos = line_start, fits_to = line_start, last_space = line_start;
        double width = 0.0;
        while (pos < end) {
            size_t next = pos;
            utf8_next(text, end, &next);
            width += text_width(text + pos, next - pos, ERRORSCREEN_BODY_SIZE);
            if (width > ERRORSCREEN_WRAP_WIDTH)
                break;
            if (text[pos] == ' ')
                last_space = pos;
            pos = next;
            fits_to = pos;
        }
        if (fits_to == end) {
            errorscreen_add_line(screen, line_start, end - line_start);
            line_start = end;
        } else if (last_space > line_start) {
            errorscreen_add_line(screen, line_start, last_space - line_start);
            line_start = last_space + 1;
        } else {
            if (fits_to == line_start) /* not even one character fits: take it anyway */
                utf8_next(text, end, &fits_to);
            errorscreen_add_line(screen, line_start, fits_to - line_start);
            line_start = fits_to;
        }
    }
}

void errorscreen_set(ErrorScreen *screen, const char *message, size_t length)
{
    if (length > ERRORSCREEN_TEXT_MAX - 1) {
        length = ERRORSCREEN_TEXT_MAX - 1;
        while (length > 0 && ((unsigned char)message[length] & 0xC0) == 0x80)
            length--; /* do not cut a character in half */
    }
    for (size_t i = 0; i < length; i++) {
        char c = message[i];
        /* tracebacks indent with tabs; a stray NUL would end the C string early */
        screen->text[i] = (c == '\t' || c == '\r' || c == '\0') ? ' ' : c;
    }
    screen->text[length] = '\0';
    screen->text_length = length;
    screen->line_count = 0;

    size_t pos = 0;
    while (pos <= length && screen->line_count < ERRORSCREEN_MAX_LINES) {
        const char *newline = memchr(screen->text + pos, '\n', length - pos);
        size_t end = newline != NULL ? (size_t)(newline - screen->text) : length;
        if (end == pos)
            errorscreen_add_line(screen, pos, 0);
        else
            errorscreen_wrap_paragraph(screen, pos, end);
        pos = end + 1;
    }
}

const char *errorscreen_text(const ErrorScreen *screen)
{
    return screen->text;
}

void errorscreen_draw(const ErrorScreen *screen)
{
    backend_draw_rect(0, 0, LOGICAL_WIDTH, LOGICAL_HEIGHT, ERRORSCREEN_BACKGROUND);
    text_draw(ERRORSCREEN_TITLE, sizeof ERRORSCREEN_TITLE - 1, ERRORSCREEN_MARGIN,
              ERRORSCREEN_TITLE_Y, ERRORSCREEN_TITLE_SIZE, ERRORSCREEN_TITLE_COLOR);
    int visible = screen->line_count;
    bool cut = visible > ERRORSCREEN_VISIBLE_LINES;
    if (cut)
        visible = ERRORSCREEN_VISIBLE_LINES - 1;
    for (int i = 0; i < visible; i++) {
        const ErrorScreenLine *line = &screen->lines[i];
        text_draw(screen->text + line->start, line->length, ERRORSCREEN_MARGIN,
                  ERRORSCREEN_BODY_Y + i * ERRORSCREEN_LINE_ADVANCE, ERRORSCREEN_BODY_SIZE,
                  ERRORSCREEN_BODY_COLOR);
    }
    if (cut)
        text_draw(ERRORSCREEN_MORE, sizeof ERRORSCREEN_MORE - 1, ERRORSCREEN_MARGIN,
                  ERRORSCREEN_BODY_Y + visible * ERRORSCREEN_LINE_ADVANCE, ERRORSCREEN_BODY_SIZE,
                  ERRORSCREEN_BODY_COLOR);
    float footer_width = (float)text_width(ERRORSCREEN_FOOTER, sizeof ERRORSCREEN_FOOTER - 1,
                                    ERRORSCREEN_FOOTER_SIZE);
    text_draw(ERRORSCREEN_FOOTER, sizeof ERRORSCREEN_FOOTER - 1,
              (LOGICAL_WIDTH - footer_width) / 2, ERRORSCREEN_FOOTER_Y, ERRORSCREEN_FOOTER_SIZE,
              ERRORSCREEN_FOOTER_COLOR);
}
