/* Unit test of native/host/raster.c's image drawing: it samples nothing but an image's region
 * and the gutter around it (atlas.h), takes one texel a pixel at the image's own size, joins
 * tiles whose gutter holds the opposite edge, and never reads past the atlas whatever gutter it
 * is told. Run under valgrind (test-raster.mjs). Prints "raster: N checks passed" or each
 * failure; exit 1 then. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "raster.h"

#define CHECK_NAME "raster"
#include "check.h"


/* An 8x8 atlas: a 3x3 image at (2, 2), its gutter ring at 1..5, poison everywhere else. Image
 * and gutter texels have no red; poison is all red, so any red on screen came from outside. */
#define ATLAS_SIDE 8
#define IMAGE_AT 2
#define IMAGE_SIDE 3

static uint8_t atlas[ATLAS_SIDE * ATLAS_SIDE * 4];
static Framebuffer frame;

static void set_texel(int x, int y, uint8_t r, uint8_t g, uint8_t b)
{
    uint8_t *texel = &atlas[(y * ATLAS_SIDE + x) * 4];
    texel[0] = r;
    texel[1] = g;
    texel[2] = b;
    texel[3] = 255;
}

/* The image's texel (i, j): distinct greens and blues. */
static void image_colour(int i, int j, uint8_t *g, uint8_t *b)
{
    *g = (uint8_t)(40 + 60 * i);
    *b = (uint8_t)(30 + 70 * j);
}

static int wrap_index(int i)
{
    return (i % IMAGE_SIDE + IMAGE_SIDE) % IMAGE_SIDE;
}

static int clamp_index(int i)
{
    return i < 0 ? 0 : (i >= IMAGE_SIDE ? IMAGE_SIDE - 1 : i);
}

/* Fills the atlas: poison, the image, and its gutter (wrapping across, or clamped). */
static void make_atlas(bool wrap_across, bool gutter_is_poison)
{
    for (int y = 0; y < ATLAS_SIDE; y++)
        for (int x = 0; x < ATLAS_SIDE; x++)
            set_texel(x, y, 255, 0, 0);
    for (int j = -1; j <= IMAGE_SIDE; j++) {
        for (int i = -1; i <= IMAGE_SIDE; i++) {
            bool gutter = i < 0 || j < 0 || i >= IMAGE_SIDE || j >= IMAGE_SIDE;
            if (gutter && gutter_is_poison)
                continue;
            uint8_t g, b;
            image_colour(wrap_across ? wrap_index(i) : clamp_index(i), clamp_index(j), &g, &b);
            set_texel(IMAGE_AT + i, IMAGE_AT + j, 0, g, b);
        }
    }
}

static bool no_red_anywhere(void)
{
    for (int i = 0; i < LOGICAL_WIDTH * LOGICAL_HEIGHT; i++)
        if (frame.pixels[i * 4] != 0)
            return false;
    return true;
}

static const uint8_t *pixel_at(int x, int y)
{
    return &frame.pixels[(y * LOGICAL_WIDTH + x) * 4];
}

static void test_nothing_from_outside(int gutter)
{
    RasterImage image = {atlas, ATLAS_SIDE, ATLAS_SIDE, gutter};
    make_atlas(false, gutter == 0);
    static const float SIZES[] = {1.0f, 2.0f, 3.0f, 4.5f, 7.0f, 11.3f, 24.0f, 40.0f};
    static const float OFFSETS[] = {0.0f, 0.25f, 0.5f, 0.73f};
    for (size_t w = 0; w < sizeof SIZES / sizeof SIZES[0]; w++) {
        for (size_t h = 0; h < sizeof SIZES / sizeof SIZES[0]; h += 3) {
            for (size_t o = 0; o < sizeof OFFSETS / sizeof OFFSETS[0]; o++) {
                raster_clear(&frame, 0x000000FFu);
                raster_draw_image(&frame, &image, IMAGE_AT, IMAGE_AT, IMAGE_SIDE, IMAGE_SIDE, 10.0f + OFFSETS[o],
                                  20.0f + OFFSETS[(o + 1) % 4], SIZES[w], SIZES[h], 0xFFFFFFFFu);
                CHECK(no_red_anywhere());
            }
        }
    }
}

static void test_own_size_takes_one_texel_a_pixel(void)
{
    RasterImage image = {atlas, ATLAS_SIDE, ATLAS_SIDE, 1};
    make_atlas(false, false);
    raster_clear(&frame, 0x000000FFu);
    /* at a fractional place: each pixel shows the texel under its centre, unblended */
    raster_draw_image(&frame, &image, IMAGE_AT, IMAGE_AT, IMAGE_SIDE, IMAGE_SIDE, 10.4f, 20.3f, 3.0f, 3.0f,
                      0xFFFFFFFFu);
    for (int j = 0; j < IMAGE_SIDE; j++) {
        for (int i = 0; i < IMAGE_SIDE; i++) {
            uint8_t g, b;
            image_colour(i, j, &g, &b);
            const uint8_t *pixel = pixel_at(10 + i, 20 + j);
            CHECK(pixel[0] == 0 && pixel[1] == g && pixel[2] == b);
        }
    }
    /* one pixel more across: filtered, so the middle column blends its neighbours */
    raster_clear(&frame, 0x000000FFu);
    raster_draw_image(&frame, &image, IMAGE_AT, IMAGE_AT, IMAGE_SIDE, IMAGE_SIDE, 10.0f, 20.0f, 4.0f, 3.0f,
                      0xFFFFFFFFu);
    uint8_t g0, g1, b;
    image_colour(0, 0, &g0, &b);
    image_colour(1, 0, &g1, &b);
    CHECK(pixel_at(11, 20)[1] > g0 && pixel_at(11, 20)[1] < g1);
}

/* Two tiles side by side at twice the size: the pixels either side of the join blend the last
 * column with the first, as one texture repeated would. */
static void test_tiles_join_through_a_wrapping_gutter(void)
{
    RasterImage image = {atlas, ATLAS_SIDE, ATLAS_SIDE, 1};
    make_atlas(true, false);
    raster_clear(&frame, 0x000000FFu);
    for (int tile = 0; tile < 2; tile++)
        raster_draw_image(&frame, &image, IMAGE_AT, IMAGE_AT, IMAGE_SIDE, IMAGE_SIDE, 10.0f + tile * 6.0f, 20.0f,
                          6.0f, 6.0f, 0xFFFFFFFFu);
    uint8_t g_last, g_first, b;
    image_colour(IMAGE_SIDE - 1, 1, &g_last, &b);
    image_colour(0, 1, &g_first, &b);
    /* pixel 15's centre is a quarter texel short of the join, pixel 16's a quarter past it */
    int before = (3 * g_last + g_first + 2) / 4, after = (g_last + 3 * g_first + 2) / 4;
    CHECK(abs(pixel_at(15, 23)[1] - before) <= 1);
    CHECK(abs(pixel_at(16, 23)[1] - after) <= 1);
}

/* A region at the atlas's edge with a gutter it has no room for: nothing past the atlas is read
 * (valgrind would see it: the atlas here is a heap block of exactly its size). */
static void test_never_past_the_atlas(void)
{
    uint8_t *tight = malloc(3 * 3 * 4);
    for (int i = 0; i < 3 * 3 * 4; i++)
        tight[i] = (uint8_t)(i % 4 == 3 ? 255 : 7 * i);
    RasterImage image = {tight, 3, 3, 1};
    raster_clear(&frame, 0x000000FFu);
    raster_draw_image(&frame, &image, 0, 0, 3, 3, 5.25f, 5.5f, 17.0f, 9.0f, 0xFFFFFFFFu);
    raster_draw_image(&frame, &image, 0, 0, 3, 3, 40.0f, 40.0f, 3.0f, 3.0f, 0xFFFFFFFFu);
    CHECK(pixel_at(40, 40)[0] == tight[0] && pixel_at(42, 42)[2] == tight[(2 * 3 + 2) * 4 + 2]);
    free(tight);
}

int main(void)
{
    test_nothing_from_outside(1);
    test_nothing_from_outside(0);
    test_own_size_takes_one_texel_a_pixel();
    test_tiles_join_through_a_wrapping_gutter();
    test_never_past_the_atlas();
    return checks_summary();
}
