/* Host tests of the Wii backend's parts that need no libogc: GX texture tiling, the pillarbox
 * layout and pointer mapping, and the settings file (built with the host's gcc by `make test-wii`). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "backend.h"
#include "storage-status.h"
#include "wii_layout.h"
#include "wii_storage.h"
#include "wii_texture.h"

#include "check.h"

/* Stands in for the time source backend.h promises; storage does not use it. */
double backend_time_ms(void)
{
    return 0.0;
}

static void test_texture_block_layout(void)
{
    /* 5x5: two blocks across, two down; pixel (x, y) = R x, G y, B 100+x, A 200+y. */
    enum { W = 5, H = 5 };
    uint8_t rgba[W * H * 4];
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            uint8_t *p = rgba + (y * W + x) * 4;
            p[0] = (uint8_t)x;
            p[1] = (uint8_t)y;
            p[2] = (uint8_t)(100 + x);
            p[3] = (uint8_t)(200 + y);
        }
    }
    CHECK(texture_tiled_size(W, H) == 8 * 8 * 4);
    CHECK(texture_strip_size(W) == W * 4 * 4);
    /* In place: the linear rows at the buffer's start, whatever follows them. */
    uint8_t tiled[8 * 8 * 4];
    uint8_t strip[W * 4 * 4];
    memset(tiled, 0xEE, sizeof tiled);
    memcpy(tiled, rgba, sizeof rgba);
    texture_tile_rgba8(tiled, W, H, strip);

    /* Block 0, texel (1, 2): index 9 → AR at 18, GB at 32 + 18. */
    CHECK(tiled[18] == 202 && tiled[19] == 1);
    CHECK(tiled[50] == 2 && tiled[51] == 101);
    /* Block 1 (x 4..7, y 0..3), texel (4, 3) is local (0, 3): index 12. */
    uint8_t *block1 = tiled + 64;
    CHECK(block1[24] == 203 && block1[25] == 4);
    CHECK(block1[56] == 3 && block1[57] == 104);
    /* Texel (5, 3) is padding: transparent black. */
    CHECK(block1[26] == 0 && block1[27] == 0 && block1[58] == 0 && block1[59] == 0);
    /* Block 2 (x 0..3, y 4..7), texel (3, 4) is local (3, 0). */
    uint8_t *block2 = tiled + 128;
    CHECK(block2[6] == 204 && block2[7] == 3 && block2[38] == 4 && block2[39] == 103);
    /* Block 3 holds only texel (4, 4) and padding. */
    uint8_t *block3 = tiled + 192;
    CHECK(block3[0] == 204 && block3[1] == 4 && block3[32] == 4 && block3[33] == 104);
    CHECK(block3[2] == 0 && block3[63] == 0);
}

/* In place over every shape of padding: each texel where the block layout says, from a copy. */
static void test_texture_in_place(void)
{
    static const uint16_t sides[][2] = {{1, 1}, {4, 4}, {8, 12}, {6, 9}, {13, 3}, {3, 13}, {16, 5}, {1024, 8}};
    for (size_t c = 0; c < sizeof sides / sizeof sides[0]; c++) {
        uint16_t w = sides[c][0], h = sides[c][1];
        size_t size = texture_tiled_size(w, h);
        uint8_t *texels = malloc(size), *strip = malloc(texture_strip_size(w)), *rgba = malloc((size_t)w * h * 4);
        for (size_t i = 0; i < (size_t)w * h * 4; i++) {
            rgba[i] = (uint8_t)(i * 7 + i / 251 + 1);
        }
        memset(texels, 0xEE, size);
        memcpy(texels, rgba, (size_t)w * h * 4);
        texture_tile_rgba8(texels, w, h, strip);
        size_t blocks_across = ((size_t)w + 3) / 4;
        int wrong = 0;
        for (size_t y = 0; y < (size_t)(h + 3) / 4 * 4; y++) {
            for (size_t x = 0; x < blocks_across * 4; x++) {
                const uint8_t *block = texels + ((y / 4) * blocks_across + x / 4) * 64;
                size_t i = (y % 4) * 4 + x % 4;
                const uint8_t zero[4] = {0, 0, 0, 0};
                const uint8_t *p = x < w && y < h ? rgba + (y * w + x) * 4 : zero;
                wrong += block[2 * i] != p[3] || block[2 * i + 1] != p[0] || block[32 + 2 * i] != p[1] ||
                         block[32 + 2 * i + 1] != p[2];
            }
        }
        CHECK(wrong == 0);
        free(rgba);
        free(strip);
        free(texels);
    }
}

static void test_texture_sizes(void)
{
    CHECK(texture_tiled_size(4, 4) == 64);
    CHECK(texture_tiled_size(1, 1) == 64);
    CHECK(texture_tiled_size(1024, 1024) == 1024u * 1024u * 4u);
    CHECK(texture_tiled_size(6, 9) == 8 * 12 * 4);
}

static void test_layout_full_screen(void)
{
    LayoutRect ntsc = layout_viewport(640, 480, false);
    CHECK(ntsc.x == 0 && ntsc.y == 0 && ntsc.width == 640 && ntsc.height == 480);
    LayoutRect pal = layout_viewport(640, 528, false);
    CHECK(pal.x == 0 && pal.y == 0 && pal.width == 640 && pal.height == 528);
}

static void test_layout_pillarbox(void)
{
    LayoutRect wide = layout_viewport(640, 480, true);
    CHECK(wide.x == 80 && wide.width == 480 && wide.y == 0 && wide.height == 480);
    CHECK(wide.x % 2 == 0 && wide.width % 2 == 0);
    LayoutRect wide_pal = layout_viewport(640, 528, true);
    CHECK(wide_pal.x == 80 && wide_pal.width == 480 && wide_pal.height == 528);
}

static void test_pointer_mapping(void)
{
    float x, y;
    layout_to_logical(layout_viewport(640, 480, false), 320.0f, 240.0f, &x, &y);
    CHECK(x == 320.0f && y == 240.0f);
    /* PAL: framebuffer line 264 of 528 is logical line 240. */
    layout_to_logical(layout_viewport(640, 528, false), 160.0f, 264.0f, &x, &y);
    CHECK(x == 160.0f && y == 240.0f);
    /* Pillarboxed: framebuffer x 80 is logical 0, x 320 (the middle) is logical 320. */
    LayoutRect wide = layout_viewport(640, 480, true);
    layout_to_logical(wide, 80.0f, 0.0f, &x, &y);
    CHECK(x == 0.0f && y == 0.0f);
    layout_to_logical(wide, 320.0f, 120.0f, &x, &y);
    CHECK(x == 320.0f && y == 120.0f);
    /* Pointing into a bar or past the edge clamps to the logical screen. */
    layout_to_logical(wide, 10.0f, -30.0f, &x, &y);
    CHECK(x == 0.0f && y == 0.0f);
    layout_to_logical(wide, 639.0f, 700.0f, &x, &y);
    CHECK(x == (float)(LOGICAL_WIDTH - 1) && y == (float)(LOGICAL_HEIGHT - 1));
}

static void test_storage_directory_choice(void)
{
    /* Each case: where boot.dol came from (argv[0]), what is mounted, and the folder chosen (NULL: none). */
    static const struct {
        const char *argv0;
        StorageDevices mounted;
        const char *expected;
    } cases[] = {
        {"sd:/apps/senet-dev/boot.dol", {true, true}, "sd:/apps/senet-dev"},
        {"usb:/apps/senet/boot.dol", {true, true}, "usb:/apps/senet"},
        /* Sent over the network (wiiload), from Dolphin or an unknown device: the SD card, else USB. */
        {"boot.dol", {true, true}, "sd:/apps/senet"},
        {NULL, {true, false}, "sd:/apps/senet"},
        {"", {false, true}, "usb:/apps/senet"},
        {"sd:/boot.dol", {true, true}, "sd:/apps/senet"},
        /* A Wii mini: no SD slot, boot.dol from the USB drive or from nowhere known. */
        {"usb:/apps/senet/boot.dol", {false, true}, "usb:/apps/senet"},
        {NULL, {false, true}, "usb:/apps/senet"},
        /* boot.dol's device is gone (unplugged, unreadable): the other one. */
        {"sd:/apps/senet/boot.dol", {false, true}, "usb:/apps/senet"},
        {"usb:/apps/senet/boot.dol", {true, false}, "sd:/apps/senet"},
        /* Nothing mounted: no folder. */
        {"sd:/apps/senet/boot.dol", {false, false}, NULL},
        {NULL, {false, false}, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char directory[STORAGE_PATH_MAX];
        bool chosen = storage_choose_directory(cases[i].argv0, cases[i].mounted, directory, sizeof directory);
        bool right = chosen == (cases[i].expected != NULL) && (!chosen || strcmp(directory, cases[i].expected) == 0);
        if (!right) fprintf(stderr, "storage folder case %zu (%s): chose %s\n", i, cases[i].argv0 ? cases[i].argv0 : "no argv[0]", chosen ? directory : "none");
        CHECK(chosen == (cases[i].expected != NULL));
        if (chosen && cases[i].expected != NULL) CHECK(strcmp(directory, cases[i].expected) == 0);
    }
    /* boot.dol's folder too long for a path: the app's folder on its device's card */
    char long_argv0[STORAGE_PATH_MAX + 32] = "sd:/";
    memset(long_argv0 + 4, 'x', STORAGE_PATH_MAX);
    strcpy(long_argv0 + 4 + STORAGE_PATH_MAX, "/boot.dol");
    char directory[STORAGE_PATH_MAX];
    CHECK(storage_choose_directory(long_argv0, (StorageDevices){true, true}, directory, sizeof directory));
    CHECK(strcmp(directory, "sd:/apps/senet") == 0);
    /* A folder that does not fit the caller's buffer is refused, not cut short. */
    const StorageDevices both = {true, true};
    char tiny[8];
    CHECK(!storage_choose_directory("sd:/apps/senet/boot.dol", both, tiny, sizeof tiny));
    CHECK(!storage_choose_directory(NULL, both, tiny, sizeof tiny));
}

static void test_storage_without_card(void)
{
    char buffer[64];
    storage_set_directory(NULL);
    CHECK(backend_load("settings", buffer, sizeof buffer) == -1);
    CHECK(!backend_save("settings", "a=1\n", 4));
    /* Without a card nothing is stored, so nothing is left to remove. */
    CHECK(backend_remove("game"));
}

static void read_file(const char *path, char *buffer, size_t capacity)
{
    FILE *file = fopen(path, "rb");
    size_t length = file == NULL ? 0 : fread(buffer, 1, capacity - 1, file);
    buffer[length] = '\0';
    if (file != NULL) {
        fclose(file);
    }
}

/* An empty file at ROOT/NAME, where a test then asks for a folder below it. */
static void make_empty_file(const char *root, const char *name)
{
    char path[STORAGE_PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", root, name);
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file != NULL) {
        fclose(file);
    }
}

static void test_storage_round_trip(const char *root)
{
    char directory[STORAGE_PATH_MAX];
    char path[STORAGE_PATH_MAX + 32];
    char buffer[STORAGE_MAX_BYTES];
    snprintf(directory, sizeof directory, "%s/apps/senet", root);
    storage_set_directory(directory);

    CHECK(backend_load("settings", buffer, sizeof buffer) == -1);
    /* The folder is created on the first save. */
    CHECK(backend_save("settings", "language=es\n", 12));
    CHECK(backend_load("settings", buffer, sizeof buffer) == 12);
    CHECK(memcmp(buffer, "language=es\n", 12) == 0);
    /* Replacing works although libfat's rename does not overwrite: the old file is removed. */
    CHECK(backend_save("settings", "language=tr\nsound=0\n", 20));
    CHECK(backend_load("settings", buffer, sizeof buffer) == 20);
    CHECK(memcmp(buffer, "language=tr\nsound=0\n", 20) == 0);
    snprintf(path, sizeof path, "%s/settings.tmp", directory);
    CHECK(access(path, F_OK) != 0);
    /* An empty file is a valid, empty settings file. */
    CHECK(backend_save("settings", "", 0));
    CHECK(backend_load("settings", buffer, sizeof buffer) == 0);
}

static void test_storage_names(const char *root)
{
    char directory[STORAGE_PATH_MAX];
    char path[STORAGE_PATH_MAX + 32];
    char buffer[64];
    snprintf(directory, sizeof directory, "%s/names", root);
    storage_set_directory(directory);

    /* Each name is its own NAME.txt, beside the others. */
    CHECK(backend_save("settings", "rumble=0\n", 9));
    CHECK(backend_save("game", "moves\n", 6));
    CHECK(backend_load("game", buffer, sizeof buffer) == 6 && memcmp(buffer, "moves\n", 6) == 0);
    CHECK(backend_load("settings", buffer, sizeof buffer) == 9 && memcmp(buffer, "rumble=0\n", 9) == 0);
    snprintf(path, sizeof path, "%s/game.txt", directory);
    CHECK(access(path, F_OK) == 0);

    /* Removing one leaves the others; removing what is not there succeeds. */
    CHECK(backend_remove("game"));
    CHECK(access(path, F_OK) != 0);
    CHECK(backend_load("game", buffer, sizeof buffer) == -1);
    CHECK(backend_load("settings", buffer, sizeof buffer) == 9);
    CHECK(backend_remove("game"));
    CHECK(backend_load("bench-result", buffer, sizeof buffer) == -1);

    /* A temporary file left by an interrupted save is removed too, so it cannot come back. */
    snprintf(path, sizeof path, "%s/game.tmp", directory);
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file != NULL) {
        fputs("old", file);
        fclose(file);
    }
    CHECK(backend_load("game", buffer, sizeof buffer) == 3);
    CHECK(backend_remove("game"));
    CHECK(access(path, F_OK) != 0);
    CHECK(backend_load("game", buffer, sizeof buffer) == -1);
}

static void test_storage_limits_and_recovery(const char *root)
{
    char directory[STORAGE_PATH_MAX];
    char path[STORAGE_PATH_MAX + 32];
    char content[64];
    static char big[STORAGE_MAX_BYTES + 1];
    char small[8];
    snprintf(directory, sizeof directory, "%s/limits", root);
    storage_set_directory(directory);

    memset(big, 'x', sizeof big);
    CHECK(!backend_save("settings", big, STORAGE_MAX_BYTES + 1));
    CHECK(backend_save("settings", big, STORAGE_MAX_BYTES));
    /* A file larger than the caller's buffer is refused, not cut. */
    CHECK(backend_load("settings", small, sizeof small) == -1);
    CHECK(backend_load("settings", big, STORAGE_MAX_BYTES) == STORAGE_MAX_BYTES);

    /* A save interrupted after removing the old file leaves the complete temporary file. */
    snprintf(path, sizeof path, "%s/settings.txt", directory);
    CHECK(remove(path) == 0);
    snprintf(path, sizeof path, "%s/settings.tmp", directory);
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file != NULL) {
        fputs("board=alt\n", file);
        fclose(file);
    }
    CHECK(backend_load("settings", content, sizeof content) == 10);
    CHECK(memcmp(content, "board=alt\n", 10) == 0);
    /* The next save replaces both. */
    CHECK(backend_save("settings", "board=new\n", 10));
    CHECK(access(path, F_OK) != 0);
    snprintf(path, sizeof path, "%s/settings.txt", directory);
    read_file(path, content, sizeof content);
    CHECK(strcmp(content, "board=new\n") == 0);
}

static void test_storage_unwritable(const char *root)
{
    char directory[STORAGE_PATH_MAX];
    char file_path_for_remove[STORAGE_PATH_MAX + 32];
    char buffer[64];
    /* Like a locked SD card: the folder exists but nothing can be written in it (this holds for
     * root too, unlike file permissions). */
    storage_set_directory("/proc/self");
    CHECK(!backend_save("settings", "a=1\n", 4));
    CHECK(backend_load("settings", buffer, sizeof buffer) == -1);
    /* What cannot be removed (here a folder, with something in it, where NAME.txt should be) is
     * reported, not pretended gone. */
    char blocked[STORAGE_PATH_MAX + 32];
    snprintf(directory, sizeof directory, "%s/blocked", root);
    snprintf(blocked, sizeof blocked, "%s/game.txt/inside", directory);
    CHECK(mkdir(directory, 0700) == 0);
    snprintf(file_path_for_remove, sizeof file_path_for_remove, "%s/game.txt", directory);
    CHECK(mkdir(file_path_for_remove, 0700) == 0);
    CHECK(mkdir(blocked, 0700) == 0);
    storage_set_directory(directory);
    CHECK(!backend_remove("game"));
    CHECK(access(blocked, F_OK) == 0);
    /* A folder that cannot be created (its parent is a file) fails cleanly too. */
    make_empty_file(root, "plain-file");
    snprintf(directory, sizeof directory, "%s/plain-file/senet", root);
    storage_set_directory(directory);
    CHECK(!backend_save("settings", "a=1\n", 4));
    CHECK(backend_load("settings", buffer, sizeof buffer) == -1);
    /* A folder name too long for the path buffers means no storage rather than an overflow. */
    char long_name[STORAGE_PATH_MAX + 8];
    memset(long_name, 'a', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = '\0';
    storage_set_directory(long_name);
    CHECK(!backend_save("settings", "a=1\n", 4));
}

/* The storage's log: the last line (a failure is logged as "storage: WHAT: WHY"). */
static char last_log[256];

void backend_log(const char *message)
{
    snprintf(last_log, sizeof last_log, "%s", message);
}

static BackendStats status_now(void)
{
    BackendStats stats;
    memset(&stats, 0, sizeof stats);
    storage_status_fill(&stats);
    return stats;
}

/* Every failed operation is counted, the last one described and logged, and its kind told. */
static void test_storage_status(const char *root)
{
    char directory[STORAGE_PATH_MAX];
    char buffer[64];
    storage_status_reset();
    snprintf(directory, sizeof directory, "%s/status", root);
    storage_set_directory(directory);
    BackendStats stats = status_now();
    CHECK(strcmp(stats.storage_place, directory) == 0);
    CHECK(stats.storage_failures == 0 && stats.storage_error[0] == '\0' && stats.storage_problem[0] == '\0');
    /* Saves, loads of what is not there and removals of it are no failures. */
    CHECK(backend_save("game", "x\n", 2));
    CHECK(backend_load("settings", buffer, sizeof buffer) == -1);
    CHECK(backend_remove("settings"));
    CHECK(status_now().storage_failures == 0);

    /* A folder that cannot be made: its parent is a file. */
    make_empty_file(root, "status-file");
    snprintf(directory, sizeof directory, "%s/status-file/senet", root);
    storage_set_directory(directory);
    CHECK(!backend_save("settings", "a=1\n", 4));
    stats = status_now();
    CHECK(stats.storage_failures == 1);
    CHECK(strcmp(stats.storage_error, "create the folder status-file: File exists") == 0 ||
          strcmp(stats.storage_error, "create the folder senet: Not a directory") == 0);
    CHECK(strcmp(stats.storage_problem, "failed") == 0);
    CHECK(strncmp(last_log, "storage: create the folder ", 27) == 0);

    /* A file where nothing can be written (the kernel's own folder). */
    storage_set_directory("/proc/self");
    CHECK(!backend_save("settings", "a=1\n", 4));
    stats = status_now();
    CHECK(stats.storage_failures == 2);
    CHECK(strncmp(stats.storage_error, "create settings.new: ", 21) == 0);

    /* No storage at all: each save is a failure of the kind "missing". */
    storage_set_directory(NULL);
    CHECK(!backend_save("game", "x\n", 2));
    stats = status_now();
    CHECK(stats.storage_failures == 3);
    CHECK(strcmp(stats.storage_error, "save game: no SD card or USB drive") == 0);
    CHECK(strcmp(stats.storage_problem, "missing") == 0);
    CHECK(strcmp(stats.storage_place, "") == 0);
    CHECK(strcmp(last_log, "storage: save game: no SD card or USB drive") == 0);

    /* A file too large for the reader is a failure too, and says so. */
    snprintf(directory, sizeof directory, "%s/status", root);
    storage_set_directory(directory);
    CHECK(backend_save("settings", "0123456789", 10));
    char small[4];
    CHECK(backend_load("settings", small, sizeof small) == -1);
    stats = status_now();
    CHECK(stats.storage_failures == 4);
    CHECK(strncmp(stats.storage_error, "read settings.txt: ", 19) == 0);
    storage_status_reset();
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s EMPTY_TEMPORARY_DIRECTORY\n", argv[0]);
        return 2;
    }
    test_texture_block_layout();
    test_texture_sizes();
    test_texture_in_place();
    test_layout_full_screen();
    test_layout_pillarbox();
    test_pointer_mapping();
    test_storage_directory_choice();
    test_storage_without_card();
    test_storage_round_trip(argv[1]);
    test_storage_names(argv[1]);
    test_storage_limits_and_recovery(argv[1]);
    test_storage_unwritable(argv[1]);
    test_storage_status(argv[1]);
    printf("wii host tests: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
