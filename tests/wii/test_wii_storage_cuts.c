/* The Wii storage under power cuts, on real files in a temporary folder: a save or a removal cut
 * at each of its steps (power_cut.h ends the process there), from each state a folder can be in,
 * leaves the name loading as it was before or as the new content, never anything else; and the
 * next save works and leaves NAME.txt alone. */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "backend.h"
#include "check.h"
#include "wii_storage.h"

/* What the folder holds when the cut save or removal starts. */
typedef enum {
    START_EMPTY,       /* nothing saved yet */
    START_SAVED,       /* game.txt */
    START_TEMP_ONLY,   /* only game.tmp: a save stopped before its last rename */
    START_WITH_LEFTOVERS, /* game.txt, a stale game.tmp and a half-written game.new */
    START_COUNT
} Start;

static const char *const START_NAMES[START_COUNT] = {"empty", "saved", "temporary file only", "with leftovers"};
static const char OLD_CONTENT[] = "old content\n";
static char new_content[9000];
static char folder[STORAGE_PATH_MAX];

static void write_file(const char *suffix, const char *content)
{
    char path[STORAGE_PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/game%s", folder, suffix);
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file != NULL) {
        fwrite(content, 1, strlen(content), file);
        fclose(file);
    }
}

static bool file_exists(const char *suffix)
{
    char path[STORAGE_PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/game%s", folder, suffix);
    return access(path, F_OK) == 0;
}

static void prepare(Start start)
{
    CHECK(backend_remove("game"));
    if (start == START_SAVED || start == START_WITH_LEFTOVERS) {
        write_file(".txt", OLD_CONTENT);
    }
    if (start == START_TEMP_ONLY) {
        write_file(".tmp", OLD_CONTENT);
    }
    if (start == START_WITH_LEFTOVERS) {
        write_file(".tmp", "stale\n");
        write_file(".new", "half writ");
    }
}

/* What "game" loads: 'o' the old content, 'n' the new, '-' nothing, '?' anything else. */
static char loaded(void)
{
    static char buffer[STORAGE_MAX_BYTES];
    long length = backend_load("game", buffer, sizeof buffer);
    if (length < 0) {
        return '-';
    }
    if ((size_t)length == strlen(OLD_CONTENT) && memcmp(buffer, OLD_CONTENT, (size_t)length) == 0) {
        return 'o';
    }
    if ((size_t)length == strlen(new_content) && memcmp(buffer, new_content, (size_t)length) == 0) {
        return 'n';
    }
    return '?';
}

/* Runs the save (or the removal) in a child whose power is cut at `operation`; its exit status. */
static int cut_at(int operation, bool save)
{
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) {
        power_cut_arm(operation);
        bool done = save ? backend_save("game", new_content, strlen(new_content)) : backend_remove("game");
        _exit(done ? 0 : 1);
    }
    int status = 0;
    waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* After any cut, the next save works and leaves the name in NAME.txt alone. */
static void check_recovery(void)
{
    CHECK(backend_save("game", new_content, strlen(new_content)));
    CHECK(loaded() == 'n');
    CHECK(file_exists(".txt") && !file_exists(".tmp") && !file_exists(".new"));
}

static void test_cuts(Start start, bool save)
{
    char before = start == START_EMPTY ? '-' : 'o';
    char after = save ? 'n' : '-';
    prepare(start);
    power_cut_arm(0);
    CHECK(save ? backend_save("game", new_content, strlen(new_content)) : backend_remove("game"));
    int steps = power_cut_operations();
    CHECK(loaded() == after);
    CHECK(steps >= (save ? 4 : 3));
    int seen_before = 0;
    int seen_after = 0;
    for (int operation = 1; operation <= steps; operation++) {
        prepare(start);
        CHECK(cut_at(operation, save) == POWER_CUT_EXIT);
        char result = loaded();
        if (result != before && result != after) {
            fprintf(stderr, "%s %s, cut at step %d of %d: loads '%c'\n", save ? "save" : "removal", START_NAMES[start],
                    operation, steps, result);
        }
        CHECK(result == before || result == after);
        seen_before += result == before;
        seen_after += result == after;
        check_recovery();
    }
    /* The cuts fell before the change and, for a save, after it too (a save's last step is a
     * rename that NAME.tmp already stands in for; a removal's is the removal itself). */
    CHECK(seen_before > 0);
    CHECK(seen_after > 0 || !save);
}

/* The storage logs its failures; a power cut's test has no use for them. */
void backend_log(const char *message)
{
    (void)message;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s EMPTY_TEMPORARY_DIRECTORY\n", argv[0]);
        return 2;
    }
    for (size_t i = 0; i + 1 < sizeof new_content; i++) {
        new_content[i] = (char)('a' + i % 26);
    }
    snprintf(folder, sizeof folder, "%s/apps/senet", argv[1]);
    storage_set_directory(folder);
    CHECK(backend_save("game", "x", 1));
    for (int start = 0; start < START_COUNT; start++) {
        test_cuts((Start)start, true);
        test_cuts((Start)start, false);
    }
    printf("wii storage power-cut tests: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
