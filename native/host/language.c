/* The system language from the POSIX locale variables, as an ISO 639-1 code. */
#include "language.h"

#include <stdlib.h>
#include <string.h>

static const char *const LANGUAGE_VARIABLES[] = {"LC_ALL", "LC_MESSAGES", "LANG"};

bool language_is_code(const char *code)
{
    return strlen(code) == 2 && code[0] >= 'a' && code[0] <= 'z' && code[1] >= 'a' &&
           code[1] <= 'z';
}

static char language_lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

void language_from_environment(char code[3])
{
    strcpy(code, LANGUAGE_DEFAULT);
    for (size_t i = 0; i < sizeof LANGUAGE_VARIABLES / sizeof LANGUAGE_VARIABLES[0]; i++) {
        const char *value = getenv(LANGUAGE_VARIABLES[i]);
        if (value == NULL || value[0] == '\0')
            continue;
        /* "ll_CC.encoding@modifier": the language is what comes before _ . @ */
        size_t length = strcspn(value, "_.@");
        if (length == 2) {
            char candidate[3] = {language_lower(value[0]), language_lower(value[1]), '\0'};
            if (language_is_code(candidate))
                strcpy(code, candidate);
        }
        return;
    }
}
