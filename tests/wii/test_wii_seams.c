/* No seams: a model of how GX samples the real generated atlas (build/gen/atlas_data.c) shows
 * that no pixel of any image or glyph, drawn the way the Wii backend draws it, takes colour from
 * outside that image. For every image and glyph, at its own size and at the sizes and fractional
 * positions the game uses (the stone's 256-pixel tiles and the frieze's among them), on NTSC,
 * PAL 50 Hz and 16:9 screens, the quad gets its texture coordinates and filter from
 * sampling_quad (native/wii/wii_sampling.c); then, at every covered framebuffer pixel centre,
 * the model takes the texels GX reads: GX_LINEAR the 2x2 around the sample point (texel centres
 * at (i + 0.5) / size), GX_NEAR the one containing it, GX_CLAMP at the texture's edges. Every
 * texel read must lie in the image, or be a gutter texel equal to the image texel that its edge
 * or its opposite edge holds. The sample points are widened by a 64th of a texel either way, for
 * GX's own rounding. Axis-aligned quads sample each column and each row alike, so the texels read
 * are the columns' taps crossed with the rows'. The texels are read from the texture as the
 * backend hands it to GX: the packed atlas expanded (unpack.c) and tiled in place
 * (wii_texture.c), each texel where GX's RGBA8 blocks put it; that texture is first checked
 * against the expanded pixels, texel by texel. Built with the host's gcc by `make test-wii`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atlas.h"
#include "backend.h"
#include "unpack.h"
#include "wii_layout.h"
#include "wii_sampling.h"
#include "wii_texture.h"

#include "check.h"

#define SEAMS_SLACK (1.0 / 64.0)
#define SEAMS_MAX_REPORTS 12

typedef struct {
    char label[24];
    uint16_t x, y, width, height;
} SeamsRegion;

typedef struct {
    const char *name;
    LayoutRect viewport;
} SeamsScreen;

/* The texels an axis reads over a whole span of pixels: [low, high] in atlas texels. */
typedef struct {
    long low, high;
    bool mapped; /* every sample point lay where the image's own geometry puts it */
} SeamsTaps;

static int seams_reports;
static long seams_draws, seams_edge_texels;

static long seams_clamp(long value, long low, long high)
{
    return value < low ? low : (value > high ? high : value);
}

/* One axis of a quad from `start` to `end` framebuffer pixels, its texture coordinates c0..c1
 * over a texture `size` texels long, showing texels [first, first + count). */
static SeamsTaps seams_axis(double start, double end, float c0, float c1, int size, int first, int count,
                            bool nearest)
{
    SeamsTaps taps = {0, -1, true};
    /* Pixels whose centres lie in the quad, edges included (either fill rule). */
    for (long pixel = (long)ceil(start - 0.5); pixel + 0.5 <= end; pixel++) {
        double along = (pixel + 0.5 - start) / (end - start);
        double texel = ((double)c0 + ((double)c1 - (double)c0) * along) * size;
        if (fabs(texel - (first + along * count)) > 1e-3) {
            taps.mapped = false;
        }
        long low, high;
        if (nearest) {
            low = (long)floor(texel - SEAMS_SLACK);
            high = (long)floor(texel + SEAMS_SLACK);
        } else {
            low = (long)floor(texel - 0.5 - SEAMS_SLACK);
            high = (long)floor(texel - 0.5 + SEAMS_SLACK) + 1;
        }
        low = seams_clamp(low, 0, size - 1);
        high = seams_clamp(high, 0, size - 1);
        if (taps.high < taps.low) {
            taps.low = low;
            taps.high = high;
        } else {
            taps.low = low < taps.low ? low : taps.low;
            taps.high = high > taps.high ? high : taps.high;
        }
    }
    return taps;
}

/* The texture as GX reads it (seams_load_texture). */
static uint8_t *seams_texture;

/* Texel (x, y) of the tiled texture as R G B A in one number: in its 4x2 block of 64 bytes,
 * alpha and red at 2 * i, green and blue 32 bytes on, i its place in the block in row order. */
static uint32_t seams_texel(long x, long y)
{
    size_t blocks_across = ((size_t)atlas_width + 3) / 4;
    const uint8_t *block = seams_texture + ((size_t)(y / 4) * blocks_across + (size_t)(x / 4)) * 64;
    size_t i = (size_t)(y % 4) * 4 + (size_t)(x % 4);
    return (uint32_t)block[2 * i + 1] << 24 | (uint32_t)block[32 + 2 * i] << 16 | (uint32_t)block[32 + 2 * i + 1] << 8 |
           block[2 * i];
}

/* The atlas expanded, and tiled in place as wii_video.c does; each texel checked against the
 * expanded pixels. */
static bool seams_load_texture(void)
{
    size_t size = texture_tiled_size(atlas_width, atlas_height);
    size_t pixels_size = (size_t)atlas_width * atlas_height * 4;
    uint8_t *pixels = malloc(pixels_size);
    uint8_t *strip = malloc(texture_strip_size(atlas_width));
    seams_texture = malloc(size);
    char error[160];
    if (pixels == NULL || strip == NULL || seams_texture == NULL ||
        !unpack_pixels(atlas_packed, atlas_packed_size, atlas_width, atlas_height, pixels, pixels_size, error,
                       sizeof error)) {
        printf("wii seam tests: the atlas cannot be expanded\n");
        failed++;
        return false;
    }
    memcpy(seams_texture, pixels, pixels_size);
    texture_tile_rgba8(seams_texture, atlas_width, atlas_height, strip);
    long wrong = 0;
    for (long y = 0; y < atlas_height; y++) {
        for (long x = 0; x < atlas_width; x++) {
            const uint8_t *p = pixels + ((size_t)y * atlas_width + (size_t)x) * 4;
            uint32_t expected = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
            wrong += seams_texel(x, y) != expected;
        }
    }
    CHECK(wrong == 0);
    free(strip);
    free(pixels);
    return wrong == 0;
}

/* The image texel a gutter texel may stand for: its own edge's (clamp) or the opposite edge's
 * (wrap); offsets are from the image's first texel. */
static long seams_stand_in(long offset, long size, bool wrap)
{
    if (wrap) {
        return ((offset % size) + size) % size;
    }
    return seams_clamp(offset, 0, size - 1);
}

/* True when atlas texel (x, y) is the image's, or holds exactly the colour of the image texel it
 * continues. */
static bool seams_from_image(const SeamsRegion *image, long x, long y)
{
    long dx = x - image->x, dy = y - image->y;
    if (dx >= 0 && dx < image->width && dy >= 0 && dy < image->height) {
        return true;
    }
    seams_edge_texels++;
    for (int wrap_x = 0; wrap_x < 2; wrap_x++) {
        for (int wrap_y = 0; wrap_y < 2; wrap_y++) {
            long sx = image->x + seams_stand_in(dx, image->width, wrap_x);
            long sy = image->y + seams_stand_in(dy, image->height, wrap_y);
            if (seams_texel(x, y) == seams_texel(sx, sy)) {
                return true;
            }
        }
    }
    return false;
}

static void seams_draw(const SeamsRegion *image, const SeamsScreen *screen, double x, double y, double w,
                       double h)
{
    LayoutRect view = screen->viewport;
    SamplingQuad quad = sampling_quad(atlas_width, atlas_height, image->x, image->y, image->width,
                                      image->height, view, (float)w, (float)h);
    double scale_x = (double)view.width / LOGICAL_WIDTH, scale_y = (double)view.height / LOGICAL_HEIGHT;
    /* A texel a pixel in the framebuffer, computed as the backend passes the size (floats). */
    bool own_size = (float)w * (float)view.width / (float)LOGICAL_WIDTH == (float)image->width &&
                    (float)h * (float)view.height / (float)LOGICAL_HEIGHT == (float)image->height;
    SeamsTaps columns = seams_axis(view.x + x * scale_x, view.x + (x + w) * scale_x, quad.s0, quad.s1, atlas_width,
                                   image->x, image->width, quad.nearest);
    SeamsTaps rows = seams_axis(view.y + y * scale_y, view.y + (y + h) * scale_y, quad.t0, quad.t1, atlas_height,
                                image->y, image->height, quad.nearest);
    seams_draws++;
    bool clean = quad.nearest == own_size && columns.mapped && rows.mapped;
    CHECK(quad.nearest == own_size);
    CHECK(columns.mapped && rows.mapped);
    long outside = 0;
    for (long ty = rows.low; ty <= rows.high; ty++) {
        for (long tx = columns.low; tx <= columns.high; tx++) {
            outside += !seams_from_image(image, tx, ty);
        }
    }
    CHECK(outside == 0);
    if ((!clean || outside > 0) && seams_reports++ < SEAMS_MAX_REPORTS) {
        fprintf(stderr, "  %s drawn %.3gx%.3g at (%.3g, %.3g) on %s: %ld texels read from outside it%s%s\n",
                image->label, w, h, x, y, screen->name, outside, columns.mapped && rows.mapped ? "" : ", misplaced",
                quad.nearest == own_size ? "" : ", wrong filter");
    }
}

/* Drawn at `sizes` (multiples of its own size, across and down) at four fractional positions. */
static void seams_scaled(const SeamsRegion *image, const SeamsScreen *screen, const double (*sizes)[2], size_t count)
{
    static const double OFFSETS[][2] = {{0.0, 0.0}, {0.25, 0.5}, {0.5, 0.73}, {0.73, 0.25}};
    for (size_t i = 0; i < count; i++) {
        for (size_t j = 0; j < sizeof OFFSETS / sizeof OFFSETS[0]; j++) {
            seams_draw(image, screen, 100.0 + OFFSETS[j][0], 60.0 + OFFSETS[j][1], image->width * sizes[i][0],
                       image->height * sizes[i][1]);
        }
    }
}

/* The game's scales: squares 54/64, pieces 42/64 and 22/64, the cursor 36/48, sticks 16x84 of
 * 24x128, a die 70/48, glyphs 44/64 and 84/64, the frieze 640/13 x 12 of 64x16, the stone
 * twice over; and its own size, 16:9's own size (4/3), half and double. */
static const double IMAGE_SIZES[][2] = {
    {1.0, 1.0}, {4.0 / 3.0, 4.0 / 3.0}, {0.5, 0.5}, {2.0, 2.0}, {54.0 / 64.0, 54.0 / 64.0},
    {42.0 / 64.0, 42.0 / 64.0}, {22.0 / 64.0, 22.0 / 64.0}, {0.75, 0.75}, {16.0 / 24.0, 84.0 / 128.0},
    {70.0 / 48.0, 70.0 / 48.0}, {44.0 / 64.0, 44.0 / 64.0}, {84.0 / 64.0, 84.0 / 64.0},
    {640.0 / 13.0 / 64.0, 0.75}, {0.79, 0.37},
};
/* Text sizes over the glyphs' line height of 32, and the line height itself. */
static const double GLYPH_SIZES[][2] = {
    {14.0 / 32.0, 14.0 / 32.0}, {15.0 / 32.0, 15.0 / 32.0}, {17.0 / 32.0, 17.0 / 32.0}, {18.0 / 32.0, 18.0 / 32.0},
    {20.0 / 32.0, 20.0 / 32.0}, {22.0 / 32.0, 22.0 / 32.0}, {30.0 / 32.0, 30.0 / 32.0}, {1.0, 1.0},
};

static const SeamsRegion *seams_find(const SeamsRegion *regions, size_t count, const char *label)
{
    for (size_t i = 0; i < count; i++) {
        if (strcmp(regions[i].label, label) == 0) {
            return &regions[i];
        }
    }
    return NULL;
}

/* The backdrop as the game draws it: 256-pixel stone tiles over the screen, frieze tiles across. */
static void seams_backdrop(const SeamsRegion *regions, size_t count, const SeamsScreen *screen)
{
    const SeamsRegion *stone = seams_find(regions, count, "stone");
    const SeamsRegion *frieze = seams_find(regions, count, "frieze");
    CHECK(stone != NULL && frieze != NULL);
    if (stone == NULL || frieze == NULL) {
        return;
    }
    for (int y = 0; y < LOGICAL_HEIGHT; y += 256) {
        for (int x = 0; x < LOGICAL_WIDTH; x += 256) {
            seams_draw(stone, screen, x, y, 256, 256);
        }
    }
    static const double FRIEZES[][2] = {{34.0, 12.0}, {468.0, 12.0}, {150.0, 8.0}};
    for (size_t band = 0; band < sizeof FRIEZES / sizeof FRIEZES[0]; band++) {
        double tile = LOGICAL_WIDTH / 13.0;
        for (int i = 0; i < 13; i++) {
            seams_draw(frieze, screen, i * tile, FRIEZES[band][0], tile, FRIEZES[band][1]);
        }
    }
}

int main(void)
{
    static SeamsRegion regions[1024];
    size_t count = 0, images = 0;
    if (!seams_load_texture()) {
        printf("wii seam tests: the texture is wrong: %d passed, %d failed\n", passed, failed);
        return 1;
    }
    for (uint16_t i = 0; i < atlas_image_count && count < 1024; i++, count++, images++) {
        const AtlasImage *image = &atlas_images[i];
        snprintf(regions[count].label, sizeof regions[count].label, "%s", image->name);
        regions[count].x = image->x;
        regions[count].y = image->y;
        regions[count].width = image->width;
        regions[count].height = image->height;
    }
    for (uint16_t i = 0; i < atlas_glyph_count && count < 1024; i++) {
        const AtlasGlyph *glyph = &atlas_glyphs[i];
        if (glyph->width == 0 || glyph->height == 0) {
            continue;
        }
        snprintf(regions[count].label, sizeof regions[count].label, "glyph U+%04X", (unsigned)glyph->codepoint);
        regions[count].x = glyph->x;
        regions[count].y = glyph->y;
        regions[count].width = glyph->width;
        regions[count].height = glyph->height;
        count++;
    }
    CHECK(images > 20 && count > 300);
    const SeamsScreen screens[] = {
        {"a 4:3 NTSC screen", layout_viewport(640, 480, false)},
        {"a 4:3 PAL 50 Hz screen", layout_viewport(640, 528, false)},
        {"a 16:9 screen", layout_viewport(640, 480, true)},
    };
    for (size_t s = 0; s < sizeof screens / sizeof screens[0]; s++) {
        for (size_t i = 0; i < count; i++) {
            if (i < images) {
                seams_scaled(&regions[i], &screens[s], IMAGE_SIZES, sizeof IMAGE_SIZES / sizeof IMAGE_SIZES[0]);
            } else {
                seams_scaled(&regions[i], &screens[s], GLYPH_SIZES, sizeof GLYPH_SIZES / sizeof GLYPH_SIZES[0]);
            }
        }
        seams_backdrop(regions, images, &screens[s]);
    }
    printf("wii seam tests: %ld draws of %zu images and glyphs, %ld edge texels read: %d passed, %d failed\n",
           seams_draws, count, seams_edge_texels, passed, failed);
    free(seams_texture);
    return failed == 0 ? 0 : 1;
}
