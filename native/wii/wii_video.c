/* Video for the Wii: the TV mode, two external framebuffers, GX set up for 2D over the 640x480
 * logical screen, and the atlas as one GX texture. */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gccore.h>
#include <ogc/color.h>
#include <ogc/conf.h>
#include <ogc/console.h>
#include <ogc/lwp_watchdog.h>

#include "atlas.h"
#include "backend.h"
#include "unpack.h"
#include "wii.h"
#include "wii_sampling.h"
#include "wii_texture.h"

#define VIDEO_FIFO_SIZE (256 * 1024)
/* guOrtho's near and far planes; quads sit between them at VIDEO_QUAD_DEPTH. */
#define VIDEO_NEAR 0.0f
#define VIDEO_FAR 1000.0f
#define VIDEO_QUAD_DEPTH (-100.0f)
/* Retrace periods: PAL 50 Hz, and every 60 Hz standard (NTSC, PAL 60, MPAL: 59.94 Hz). */
#define VIDEO_PERIOD_50HZ_MS 20.0
#define VIDEO_PERIOD_60HZ_MS (1001.0 / 60.0)
/* An upper estimate of backend_end_frame's work before it waits: the GPU finishing the queued
 * quads, the copy to the framebuffer. */
#define VIDEO_END_FRAME_RESERVE_MS 2.0
/* A start-up failure's message: how long it stays, and its distance from the picture's edges
 * (inside a TV's overscan). */
#define VIDEO_FAILURE_MS 10000
#define VIDEO_FAILURE_MARGIN 48

typedef enum { VIDEO_STAGE_NONE, VIDEO_STAGE_COLOUR, VIDEO_STAGE_TEXTURE } VideoStage;

static GXRModeObj *video_mode;
static void *video_framebuffers[2];
static int video_next_framebuffer;
static bool video_visible;
static LayoutRect video_area;
static void *video_texels;
/* The same texels twice: filtered, and point-sampled for images drawn at their own size. */
static GXTexObj video_atlas_linear;
static GXTexObj video_atlas_nearest;
static bool video_nearest_loaded;
static VideoStage video_stage;

int video_framebuffer_width(void)
{
    return video_mode->fbWidth;
}

int video_framebuffer_height(void)
{
    return video_mode->efbHeight;
}

LayoutRect video_viewport(void)
{
    return video_area;
}

static bool video_allocate_framebuffers(void)
{
    for (int i = 0; i < 2; i++) {
        void *cached = SYS_AllocateFramebuffer(video_mode);
        if (cached == NULL) {
            return false;
        }
        /* The video interface reads main memory directly, so draw through the uncached mirror. */
        video_framebuffers[i] = MEM_K0_TO_K1(cached);
        VIDEO_ClearFrameBuffer(video_mode, video_framebuffers[i], COLOR_BLACK);
    }
    return true;
}

/* The copy from the embedded framebuffer to the TV picture, as the video mode needs it. */
static void video_setup_copy(void)
{
    GXColor black = {0, 0, 0, 0xFF};
    GX_SetCopyClear(black, GX_MAX_Z24);
    GX_SetPixelFmt(video_mode->aa ? GX_PF_RGB565_Z16 : GX_PF_RGB8_Z24, GX_ZC_LINEAR);
    f32 y_scale = GX_GetYScaleFactor(video_mode->efbHeight, video_mode->xfbHeight);
    u32 copied_lines = GX_SetDispCopyYScale(y_scale);
    GX_SetDispCopySrc(0, 0, video_mode->fbWidth, video_mode->efbHeight);
    GX_SetDispCopyDst(video_mode->fbWidth, (u16)copied_lines);
    GX_SetCopyFilter(video_mode->aa, video_mode->sample_pattern, GX_TRUE, video_mode->vfilter);
    GX_SetFieldMode(video_mode->field_rendering,
                    video_mode->viHeight == 2 * video_mode->xfbHeight ? GX_ENABLE : GX_DISABLE);
    GX_SetDispCopyGamma(GX_GM_1_0);
}

/* Vertices carry a 2D position, an RGBA colour and atlas coordinates; the colour multiplies the
 * texel (or stands alone for plain rectangles). Later quads cover earlier ones: no depth test. */
static void video_setup_drawing(void)
{
    Mtx44 projection;
    Mtx model_view;

    GX_ClearVtxDesc();
    GX_InvVtxCache();
    GX_SetVtxDesc(GX_VA_POS, GX_DIRECT);
    GX_SetVtxDesc(GX_VA_CLR0, GX_DIRECT);
    GX_SetVtxDesc(GX_VA_TEX0, GX_DIRECT);
    GX_SetVtxAttrFmt(GX_VTXFMT0, GX_VA_POS, GX_POS_XY, GX_F32, 0);
    GX_SetVtxAttrFmt(GX_VTXFMT0, GX_VA_CLR0, GX_CLR_RGBA, GX_RGBA8, 0);
    GX_SetVtxAttrFmt(GX_VTXFMT0, GX_VA_TEX0, GX_TEX_ST, GX_F32, 0);

    GX_SetNumChans(1);
    GX_SetChanCtrl(GX_COLOR0A0, GX_DISABLE, GX_SRC_REG, GX_SRC_VTX, GX_LIGHTNULL, GX_DF_NONE, GX_AF_NONE);
    GX_SetNumTexGens(1);
    GX_SetTexCoordGen(GX_TEXCOORD0, GX_TG_MTX2x4, GX_TG_TEX0, GX_IDENTITY);
    GX_SetNumTevStages(1);
    video_stage = VIDEO_STAGE_NONE;

    GX_SetZMode(GX_FALSE, GX_LEQUAL, GX_FALSE);
    GX_SetCullMode(GX_CULL_NONE);
    GX_SetBlendMode(GX_BM_BLEND, GX_BL_SRCALPHA, GX_BL_INVSRCALPHA, GX_LO_CLEAR);
    GX_SetAlphaUpdate(GX_TRUE);
    GX_SetColorUpdate(GX_TRUE);

    guOrtho(projection, 0.0f, (f32)LOGICAL_HEIGHT, 0.0f, (f32)LOGICAL_WIDTH, VIDEO_NEAR, VIDEO_FAR);
    GX_LoadProjectionMtx(projection, GX_ORTHOGRAPHIC);
    guMtxIdentity(model_view);
    guMtxTransApply(model_view, model_view, 0.0f, 0.0f, VIDEO_QUAD_DEPTH);
    GX_LoadPosMtxImm(model_view, GX_PNMTX0);

    /* The projection covers the logical screen; the viewport puts it where the layout says. */
    GX_SetViewport((f32)video_area.x, (f32)video_area.y, (f32)video_area.width, (f32)video_area.height,
                   0.0f, 1.0f);
    GX_SetScissor((u32)video_area.x, (u32)video_area.y, (u32)video_area.width, (u32)video_area.height);
}

/* No mipmaps; the filter for minifying and magnifying alike. */
static void video_init_atlas_object(GXTexObj *object, u8 filter)
{
    GX_InitTexObj(object, video_texels, atlas_width, atlas_height, GX_TF_RGBA8, GX_CLAMP, GX_CLAMP, GX_FALSE);
    GX_InitTexObjLOD(object, filter, filter, 0.0f, 0.0f, 0.0f, GX_FALSE, GX_FALSE, GX_ANISO_1);
}

static bool video_load_atlas(const char **why)
{
    if (atlas_width == 0 || atlas_height == 0 || atlas_width > TEXTURE_MAX_SIDE ||
        atlas_height > TEXTURE_MAX_SIDE) {
        *why = "the texture atlas must be 1 to 1024 pixels on each side";
        return false;
    }
    /* One buffer: the pixels are expanded into it, then tiled where they lie. memalign takes it
     * from MEM1, or from MEM2 once MEM1 is used up (libogc's sbrk); GX reads a texture from
     * either, at a 32-byte aligned address. */
    size_t size = texture_tiled_size(atlas_width, atlas_height);
    video_texels = memalign(32, size);
    uint8_t *strip = malloc(texture_strip_size(atlas_width));
    if (video_texels == NULL || strip == NULL) {
        free(strip);
        free(video_texels);
        video_texels = NULL;
        *why = "not enough memory for the texture atlas";
        return false;
    }
    char error[128];
    if (!unpack_pixels(atlas_packed, atlas_packed_size, atlas_width, atlas_height, video_texels, size, error,
                       sizeof error)) {
        static char message[192];
        snprintf(message, sizeof message, "the texture atlas built into the program is damaged: %s", error);
        free(strip);
        free(video_texels);
        video_texels = NULL;
        *why = message;
        return false;
    }
    texture_tile_rgba8(video_texels, atlas_width, atlas_height, strip);
    free(strip);
    /* GX reads textures from main memory, not from the CPU's cache. */
    DCFlushRange(video_texels, (u32)size);
    video_init_atlas_object(&video_atlas_linear, GX_LINEAR);
    video_init_atlas_object(&video_atlas_nearest, GX_NEAR);
    GX_InvalidateTexAll();
    GX_LoadTexObj(&video_atlas_linear, GX_TEXMAP0);
    video_nearest_loaded = false;
    return true;
}

bool video_init(const char **why)
{
    VIDEO_Init();
    retrace_start();
    /* The mode the console's settings ask for: NTSC, PAL 50/60 Hz, interlaced or progressive. */
    video_mode = VIDEO_GetPreferredMode(NULL);
    if (video_mode == NULL) {
        *why = "no video mode";
        return false;
    }
    VIDEO_Configure(video_mode);
    if (!video_allocate_framebuffers()) {
        *why = "not enough memory for the framebuffers";
        return false;
    }
    VIDEO_SetNextFramebuffer(video_framebuffers[0]);
    /* Black until the first frame is drawn, so no garbage flashes while starting. */
    VIDEO_SetBlack(true);
    VIDEO_Flush();
    VIDEO_WaitVSync();
    if (video_mode->viTVMode & VI_NON_INTERLACE) {
        VIDEO_WaitVSync();
    }
    video_next_framebuffer = 1;

    void *fifo = memalign(32, VIDEO_FIFO_SIZE);
    if (fifo == NULL) {
        *why = "not enough memory for the GX command buffer";
        return false;
    }
    /* GX writes its commands through the write-gather pipe, past the data cache; the zeros must
     * reach memory now, or a dirty line written back later would overwrite commands. */
    memset(fifo, 0, VIDEO_FIFO_SIZE);
    DCFlushRange(fifo, VIDEO_FIFO_SIZE);
    GX_Init(fifo, VIDEO_FIFO_SIZE);

    video_area = layout_viewport(video_mode->fbWidth, video_mode->efbHeight,
                                 CONF_GetAspectRatio() == CONF_ASPECT_16_9);
    video_setup_copy();
    video_setup_drawing();
    /* The embedded framebuffer starts with garbage; a clearing copy (into the framebuffer the
     * first frame overwrites) leaves it black, pillarbox bars included. */
    GX_CopyDisp(video_framebuffers[video_next_framebuffer], GX_TRUE);
    GX_DrawDone();
    return video_load_atlas(why);
}

static void video_use_stage(VideoStage stage)
{
    if (stage == video_stage) {
        return;
    }
    if (stage == VIDEO_STAGE_TEXTURE) {
        GX_SetTevOrder(GX_TEVSTAGE0, GX_TEXCOORD0, GX_TEXMAP0, GX_COLOR0A0);
        GX_SetTevOp(GX_TEVSTAGE0, GX_MODULATE);
    } else {
        GX_SetTevOrder(GX_TEVSTAGE0, GX_TEXCOORDNULL, GX_TEXMAP_NULL, GX_COLOR0A0);
        GX_SetTevOp(GX_TEVSTAGE0, GX_PASSCLR);
    }
    video_stage = stage;
}

static void video_quad(float x, float y, float w, float h, uint32_t rgba, float s0, float t0, float s1, float t1)
{
    GX_Begin(GX_QUADS, GX_VTXFMT0, 4);
    GX_Position2f32(x, y);
    GX_Color1u32(rgba);
    GX_TexCoord2f32(s0, t0);
    GX_Position2f32(x + w, y);
    GX_Color1u32(rgba);
    GX_TexCoord2f32(s1, t0);
    GX_Position2f32(x + w, y + h);
    GX_Color1u32(rgba);
    GX_TexCoord2f32(s1, t1);
    GX_Position2f32(x, y + h);
    GX_Color1u32(rgba);
    GX_TexCoord2f32(s0, t1);
    GX_End();
}

void backend_begin_frame(uint32_t clear_rgba)
{
    /* Copying the last frame out cleared the whole framebuffer (bars included) to black; the
     * logical screen gets the requested colour, always opaque. */
    video_use_stage(VIDEO_STAGE_COLOUR);
    video_quad(0.0f, 0.0f, (float)LOGICAL_WIDTH, (float)LOGICAL_HEIGHT, clear_rgba | 0xFFu, 0.0f, 0.0f, 0.0f,
               0.0f);
}

void backend_draw_rect(float x, float y, float w, float h, uint32_t rgba)
{
    if ((rgba & 0xFFu) == 0 || w <= 0.0f || h <= 0.0f) {
        return;
    }
    video_use_stage(VIDEO_STAGE_COLOUR);
    video_quad(x, y, w, h, rgba, 0.0f, 0.0f, 0.0f, 0.0f);
}

static void video_use_filter(bool nearest)
{
    if (nearest != video_nearest_loaded) {
        GX_LoadTexObj(nearest ? &video_atlas_nearest : &video_atlas_linear, GX_TEXMAP0);
        video_nearest_loaded = nearest;
    }
}

void backend_draw_atlas(uint16_t ax, uint16_t ay, uint16_t aw, uint16_t ah, float x, float y, float w, float h,
                        uint32_t tint_rgba)
{
    if ((tint_rgba & 0xFFu) == 0 || w <= 0.0f || h <= 0.0f) {
        return;
    }
    SamplingQuad quad = sampling_quad(atlas_width, atlas_height, ax, ay, aw, ah, video_area, w, h);
    video_use_stage(VIDEO_STAGE_TEXTURE);
    video_use_filter(quad.nearest);
    video_quad(x, y, w, h, tint_rgba, quad.s0, quad.t0, quad.s1, quad.t1);
}

double backend_frame_period_ms(void)
{
    return (video_mode->viTVMode >> 2) == VI_PAL ? VIDEO_PERIOD_50HZ_MS : VIDEO_PERIOD_60HZ_MS;
}

double backend_frame_reserve_ms(void)
{
    return VIDEO_END_FRAME_RESERVE_MS;
}

void backend_end_frame(void)
{
    void *framebuffer = video_framebuffers[video_next_framebuffer];
    GX_DrawDone();
    /* Copy to the framebuffer not on screen, clearing the embedded one for the next frame. */
    GX_CopyDisp(framebuffer, GX_TRUE);
    GX_DrawDone();
    VIDEO_SetNextFramebuffer(framebuffer);
    if (!video_visible) {
        VIDEO_SetBlack(false);
        video_visible = true;
    }
    VIDEO_Flush();
    VIDEO_WaitVSync();
    retrace_frame_shown();
    video_next_framebuffer ^= 1;
    audio_end_frame();
}

void video_say_failure(const char *why)
{
    /* Without a framebuffer there is no picture to say it in: the loader comes back at once. */
    if (video_mode == NULL || video_framebuffers[0] == NULL) {
        retrace_stop();
        return;
    }
    /* libogc's text console draws into the framebuffer by itself: the atlas, which the game's
     * own letters come from, may be what failed. CON_Init takes the framebuffer's size less the
     * start, so the size given here less the margin keeps one on the right and at the bottom too;
     * it clears only what it writes in, so the whole framebuffer is cleared first. */
    void *framebuffer = video_framebuffers[0];
    VIDEO_ClearFrameBuffer(video_mode, framebuffer, COLOR_BLACK);
    CON_Init(framebuffer, VIDEO_FAILURE_MARGIN, VIDEO_FAILURE_MARGIN, video_mode->fbWidth - VIDEO_FAILURE_MARGIN,
             video_mode->xfbHeight - VIDEO_FAILURE_MARGIN, video_mode->fbWidth * VI_DISPLAY_PIX_SZ);
    printf("Senet cannot start:\n%s.\n\nBack to the loader in %d seconds.\n", why, VIDEO_FAILURE_MS / 1000);
    fflush(stdout);
    VIDEO_SetNextFramebuffer(framebuffer);
    VIDEO_SetBlack(false);
    VIDEO_Flush();
    u64 shown = gettime();
    while ((gettime() - shown) / TB_TIMER_CLOCK < VIDEO_FAILURE_MS) {
        VIDEO_WaitVSync();
    }
    /* No GX call: GX may be what was never set up. */
    retrace_stop();
    VIDEO_ClearFrameBuffer(video_mode, framebuffer, COLOR_BLACK);
    VIDEO_SetBlack(true);
    VIDEO_Flush();
    VIDEO_WaitVSync();
}

void video_shutdown(void)
{
    if (video_mode == NULL) {
        return;
    }
    retrace_stop();
    GX_DrawDone();
    GX_AbortFrame();
    for (int i = 0; i < 2; i++) {
        if (video_framebuffers[i] != NULL) {
            VIDEO_ClearFrameBuffer(video_mode, video_framebuffers[i], COLOR_BLACK);
        }
    }
    VIDEO_SetBlack(true);
    VIDEO_Flush();
    VIDEO_WaitVSync();
}
