/* A recording stand-in for the libogc/libfat calls native/wii makes (see fake_libogc.h). Built
 * against the header tools/wii/check-compile.mjs generates from docs/wii-api-checked.txt, so each
 * definition here must match the recorded declaration. */
#include "fake_libogc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "libogc-from-api-list.h"

FakeLibogc fake;

static GXRModeObj fake_mode;
static unsigned char fake_fifo_object[GX_FIFO_OBJSIZE];

void fake_reset(void)
{
    memset(&fake, 0, sizeof fake);
    fake.fb_width = 640;
    fake.efb_height = 480;
    fake.aspect = CONF_ASPECT_4_3;
    fake.language = CONF_LANG_ENGLISH;
    fake.fat_mounts = true;
    fake.connected[0] = true;
    fake.ticks = 1000000;
}

static int fake_record(void)
{
    return ++fake.call_order;
}

void VIDEO_Init(void) { fake.video_init_at = fake_record(); }

GXRModeObj *VIDEO_GetPreferredMode(GXRModeObj *mode)
{
    (void)mode;
    memset(&fake_mode, 0, sizeof fake_mode);
    fake_mode.fbWidth = fake.fb_width;
    fake_mode.efbHeight = fake.efb_height;
    fake_mode.xfbHeight = fake.efb_height;
    fake_mode.viHeight = fake.efb_height;
    fake_mode.viTVMode = fake.tv_mode;
    return &fake_mode;
}

void VIDEO_Configure(GXRModeObj *rmode) { (void)rmode; }
void VIDEO_ClearFrameBuffer(GXRModeObj *rmode, void *fb, u32 color)
{
    (void)rmode;
    (void)fb;
    if (color == COLOR_BLACK) fake.framebuffers_cleared++;
}
void VIDEO_SetNextFramebuffer(void *fb) { (void)fb; fake.frames_shown++; }
void VIDEO_SetBlack(boolean black)
{
    if ((bool)black != fake.black) fake.black_changes++;
    fake.black = black;
}
void VIDEO_Flush(void) {}
void VIDEO_WaitVSync(void)
{
    fake.vsyncs++;
    fake.ticks += TB_TIMER_CLOCK * 1000 / 60; /* one 60 Hz field */
}

void *SYS_AllocateFramebuffer(GXRModeObj *rmode) { return calloc((size_t)rmode->fbWidth * rmode->xfbHeight, 2); }
resetcallback SYS_SetResetCallback(resetcallback cb) { fake.reset_callback = cb; return NULL; }
powercallback SYS_SetPowerCallback(powercallback cb) { fake.power_callback = cb; return NULL; }
void SYS_ResetSystem(s32 reset, u32 reset_code, s32 force_menu)
{
    (void)reset_code;
    (void)force_menu;
    fake.reset_system_calls++;
    fake.reset_system_kind = reset;
    fake.reset_system_at = fake_record();
}
bool SYS_MainLoop(void) { return !fake.main_loop_says_stop; }
void DCFlushRange(void *startaddress, u32 len)
{
    if (fake.flush_count < FAKE_MAX_FLUSHES) {
        fake.flushed[fake.flush_count] = startaddress;
        fake.flushed_bytes[fake.flush_count++] = len;
    }
}

bool fake_flushed(const void *address, unsigned bytes)
{
    for (int i = 0; i < fake.flush_count; i++)
        if (fake.flushed[i] == address && fake.flushed_bytes[i] >= bytes) return true;
    return false;
}
long long gettime(void) { return fake.ticks; }

s32 CONF_Init(void) { return 0; }
s32 CONF_GetAspectRatio(void) { return fake.aspect; }
s32 CONF_GetLanguage(void) { return fake.language; }

GXFifoObj *GX_Init(void *base, u32 size) { (void)base; (void)size; return (GXFifoObj *)fake_fifo_object; }
void GX_SetCopyClear(GXColor color, u32 zvalue) { (void)color; (void)zvalue; }
void GX_SetPixelFmt(u8 pix_fmt, u8 z_fmt) { (void)pix_fmt; (void)z_fmt; }
f32 GX_GetYScaleFactor(u16 efbHeight, u16 xfbHeight) { return (f32)xfbHeight / (f32)efbHeight; }
u32 GX_SetDispCopyYScale(f32 yscale) { return (u32)(fake.efb_height * yscale); }
void GX_SetDispCopySrc(u16 left, u16 top, u16 wd, u16 ht) { (void)left; (void)top; (void)wd; (void)ht; }
void GX_SetDispCopyDst(u16 wd, u16 ht) { (void)wd; (void)ht; }
void GX_SetCopyFilter(u8 aa, u8 sample_pattern[12][2], u8 vf, u8 vfilter[7]) { (void)aa; (void)sample_pattern; (void)vf; (void)vfilter; }
void GX_SetFieldMode(u8 field_mode, u8 half_aspect_ratio) { (void)field_mode; (void)half_aspect_ratio; }
void GX_SetDispCopyGamma(u8 gamma) { (void)gamma; }
void GX_ClearVtxDesc(void) {}
void GX_InvVtxCache(void) {}
void GX_SetVtxDesc(u8 attr, u8 type) { (void)attr; (void)type; }
void GX_SetVtxAttrFmt(u8 vtxfmt, u32 vtxattr, u32 comptype, u32 compsize, u32 frac) { (void)vtxfmt; (void)vtxattr; (void)comptype; (void)compsize; (void)frac; }
void GX_SetNumChans(u8 num) { (void)num; }
void GX_SetChanCtrl(s32 channel, u8 enable, u8 ambsrc, u8 matsrc, u8 litmask, u8 diff_fn, u8 attn_fn) { (void)channel; (void)enable; (void)ambsrc; (void)matsrc; (void)litmask; (void)diff_fn; (void)attn_fn; }
void GX_SetNumTexGens(u32 nr) { (void)nr; }
void GX_SetTexCoordGen(u16 texcoord, u32 tgen_typ, u32 tgen_src, u32 mtxsrc) { (void)texcoord; (void)tgen_typ; (void)tgen_src; (void)mtxsrc; }
void GX_SetNumTevStages(u8 num) { (void)num; }
void GX_SetTevOrder(u8 tevstage, u8 texcoord, u32 texmap, u8 color) { (void)tevstage; (void)texcoord; (void)texmap; (void)color; }
void GX_SetTevOp(u8 tevstage, u8 mode) { (void)tevstage; fake.tev_mode = mode; }
void GX_SetZMode(u8 enable, u8 func, u8 update_enable) { (void)enable; (void)func; (void)update_enable; }
void GX_SetCullMode(u8 mode) { (void)mode; }
void GX_SetBlendMode(u8 type, u8 src_fact, u8 dst_fact, u8 op) { (void)type; (void)src_fact; (void)dst_fact; (void)op; }
void GX_SetAlphaUpdate(u8 enable) { (void)enable; }
void GX_SetColorUpdate(u8 enable) { (void)enable; }
void GX_LoadProjectionMtx(Mtx44 mt, u8 type) { (void)mt; (void)type; }
void GX_LoadPosMtxImm(Mtx mt, u32 pnidx) { (void)mt; (void)pnidx; }
void GX_SetViewport(f32 xOrig, f32 yOrig, f32 wd, f32 ht, f32 nearZ, f32 farZ)
{
    (void)nearZ;
    (void)farZ;
    fake.viewport[0] = xOrig;
    fake.viewport[1] = yOrig;
    fake.viewport[2] = wd;
    fake.viewport[3] = ht;
}
void GX_SetScissor(u32 xOrigin, u32 yOrigin, u32 wd, u32 ht)
{
    fake.scissor[0] = xOrigin;
    fake.scissor[1] = yOrigin;
    fake.scissor[2] = wd;
    fake.scissor[3] = ht;
}
void GX_InitTexObj(GXTexObj *obj, void *img_ptr, u16 wd, u16 ht, u8 fmt, u8 wrap_s, u8 wrap_t, u8 mipmap)
{
    (void)obj;
    (void)img_ptr;
    (void)wrap_s;
    (void)wrap_t;
    (void)mipmap;
    fake.texture_width = wd;
    fake.texture_height = ht;
    fake.texture_format = fmt;
}
void GX_InitTexObjLOD(GXTexObj *obj, u8 minfilt, u8 magfilt, f32 minlod, f32 maxlod, f32 lodbias, u8 biasclamp, u8 edgelod, u8 maxaniso) { (void)obj; (void)minfilt; (void)magfilt; (void)minlod; (void)maxlod; (void)lodbias; (void)biasclamp; (void)edgelod; (void)maxaniso; }
void GX_InvalidateTexAll(void) {}
void GX_LoadTexObj(GXTexObj *obj, u8 mapid) { (void)obj; (void)mapid; }
void GX_Begin(u8 primitve, u8 vtxfmt, u16 vtxcnt)
{
    (void)vtxfmt;
    if (primitve != GX_QUADS || vtxcnt != 4 || fake.open_quads != 0) {
        fprintf(stderr, "fake GX: bad GX_Begin\n");
        abort();
    }
    fake.quads++;
    fake.open_quads = 1;
    fake.vertices = 0;
    if (fake.tev_mode == GX_MODULATE) fake.texture_quads++;
    else if (fake.tev_mode == GX_PASSCLR) fake.colour_quads++;
}
void GX_Position2f32(f32 x, f32 y) { (void)x; (void)y; fake.vertices++; }
void GX_Color1u32(u32 clr)
{
    if (fake.colour_count < FAKE_MAX_COLOURS) fake.colours[fake.colour_count++] = clr;
}
void GX_TexCoord2f32(f32 s, f32 t) { (void)s; (void)t; }
void GX_End(void)
{
    if (fake.vertices != 4) {
        fprintf(stderr, "fake GX: a quad ended with %d vertices\n", fake.vertices);
        abort();
    }
    fake.open_quads = 0;
}
void GX_DrawDone(void) {}
void GX_CopyDisp(void *dest, u8 clear) { (void)dest; (void)clear; }
void GX_AbortFrame(void) {}

void guOrtho(Mtx44 mt, f32 t, f32 b, f32 l, f32 r, f32 n, f32 f) { (void)mt; (void)t; (void)b; (void)l; (void)r; (void)n; (void)f; }
void ps_guMtxIdentity(Mtx mt) { (void)mt; }
void ps_guMtxTransApply(Mtx src, Mtx dst, f32 xT, f32 yT, f32 zT) { (void)src; (void)dst; (void)xT; (void)yT; (void)zT; }

s32 WPAD_Init(void) { fake.wpad_init_at = fake_record(); return 0; }
s32 WPAD_SetDataFormat(s32 chan, s32 fmt) { (void)chan; fake.data_format = fmt; return 0; }
s32 WPAD_SetVRes(s32 chan, u32 xres, u32 yres)
{
    (void)chan;
    fake.vres_at = fake_record();
    fake.vres_width = xres;
    fake.vres_height = yres;
    return 0;
}
void WPAD_SetPowerButtonCallback(WPADShutdownCallback cb) { fake.wiimote_power_callback = cb; }
s32 WPAD_ScanPads(void)
{
    if (fake.frame_hook != NULL) fake.frame_hook(fake.frames_scanned);
    fake.frames_scanned++;
    return 0;
}
s32 WPAD_Probe(s32 chan, u32 *type)
{
    *type = 0;
    return chan >= 0 && chan < FAKE_CHANNELS && fake.connected[chan] ? WPAD_ERR_NONE : -1;
}
u32 WPAD_ButtonsHeld(int chan) { return fake.held[chan]; }
u32 WPAD_ButtonsDown(int chan) { return fake.down[chan]; }
void WPAD_IR(int chan, struct ir_t *ir)
{
    ir->valid = fake.ir_valid[chan];
    ir->x = fake.ir_x[chan];
    ir->y = fake.ir_y[chan];
}
s32 WPAD_Rumble(s32 chan, int status)
{
    fake.rumble_calls++;
    fake.rumbling[chan] = status != 0;
    return 0;
}
void WPAD_Shutdown(void)
{
    fake.wpad_shut_down = true;
    fake.wpad_shutdown_at = fake_record();
}

bool fatInitDefault(void) { return fake.fat_mounts; }
void fatUnmount(const char *name) { snprintf(fake.unmounted, sizeof fake.unmounted, "%s", name); }

/* ASND as far as the backend can see it: voices that play for their length at their pitch (by the
 * fake clock) or until stopped, and the audio interrupt ASND registers. */
static void fake_asnd_interrupt(void)
{
    fake.interrupts++;
    fake.ticks += fake.asnd_interrupt_ticks;
}

void fake_audio_interrupt(void)
{
    if (fake.audio_dma_callback != NULL) fake.audio_dma_callback();
}

AIDCallback AUDIO_RegisterDMACallback(AIDCallback callback)
{
    AIDCallback old = fake.audio_dma_callback;
    fake.audio_dma_callback = callback;
    return old;
}

void ASND_Init(void)
{
    fake.asnd_init_at = fake_record();
    fake.asnd_running = true;
    fake.asnd_paused = true;
    fake.audio_dma_callback = fake_asnd_interrupt;
}

void ASND_Pause(s32 paused)
{
    fake.asnd_paused = paused != 0;
    if (paused) fake.asnd_paused_at = fake_record();
    else fake.asnd_unpaused_at = fake_record();
}

void ASND_End(void)
{
    if (fake.end_hook != NULL) fake.end_hook();
    fake.asnd_end_at = fake_record();
    fake.asnd_running = false;
    fake.audio_dma_callback = NULL;
}

static s32 fake_voice(s32 voice, s32 format, s32 pitch, s32 delay, void *snd, s32 size_snd, s32 volume_l, s32 volume_r,
                      bool infinite, bool has_callback)
{
    if (!fake.asnd_running || voice < 0 || voice >= FAKE_VOICES) {
        fprintf(stderr, "fake ASND: a voice set without ASND or out of range\n");
        abort();
    }
    /* the DSP reads whole 32-byte blocks of main memory from a 32-byte boundary */
    if ((uintptr_t)snd % 32 != 0 || size_snd <= 0 || size_snd % 32 != 0) {
        fprintf(stderr, "fake ASND: samples at %p, %d bytes: not 32-byte blocks\n", snd, (int)size_snd);
        abort();
    }
    if (fake.voice_call_count < FAKE_MAX_SOUND_CALLS) {
        FakeVoiceCall *call = &fake.voice_calls[fake.voice_call_count++];
        call->voice = voice;
        call->format = format;
        call->pitch = pitch;
        call->delay = delay;
        call->samples = snd;
        call->size = size_snd;
        call->left = volume_l;
        call->right = volume_r;
        call->infinite = infinite;
        call->has_callback = has_callback;
        call->frame = fake.frames_scanned - 1;
    }
    fake.voice_busy[voice] = true;
    /* 16-bit mono: size / 2 samples at `pitch` a second */
    fake.voice_ends[voice] = infinite ? -1 : fake.ticks + (long long)size_snd / 2 * TB_TIMER_CLOCK * 1000 / pitch;
    fake.volume[voice][0] = volume_l;
    fake.volume[voice][1] = volume_r;
    return 0;
}

s32 ASND_SetVoice(s32 voice, s32 format, s32 pitch, s32 delay, void *snd, s32 size_snd, s32 volume_l, s32 volume_r,
                  ASNDVoiceCallback callback)
{
    return fake_voice(voice, format, pitch, delay, snd, size_snd, volume_l, volume_r, false, callback != NULL);
}

s32 ASND_SetInfiniteVoice(s32 voice, s32 format, s32 pitch, s32 delay, void *snd, s32 size_snd, s32 volume_l,
                          s32 volume_r)
{
    return fake_voice(voice, format, pitch, delay, snd, size_snd, volume_l, volume_r, true, false);
}

s32 ASND_StopVoice(s32 voice)
{
    fake.stops++;
    fake.voice_busy[voice] = false;
    return 0;
}

s32 ASND_StatusVoice(s32 voice)
{
    if (fake.voice_busy[voice] && fake.voice_ends[voice] >= 0 && fake.ticks >= fake.voice_ends[voice])
        fake.voice_busy[voice] = false;
    return fake.voice_busy[voice] ? 1 : SND_UNUSED;
}

s32 ASND_ChangeVolumeVoice(s32 voice, s32 volume_l, s32 volume_r)
{
    fake.volume_changes++;
    fake.volume[voice][0] = volume_l;
    fake.volume[voice][1] = volume_r;
    return 0;
}
