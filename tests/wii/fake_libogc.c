/* A recording stand-in for the libogc/libfat calls native/wii makes (see fake_libogc.h). Built
 * against the header tools/wii/check-compile.mjs generates from docs/wii-api-checked.txt, so each
 * definition here must match the recorded declaration. */
#include "fake_libogc.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "libogc-from-api-list.h"

FakeLibogc fake;
FakeLog *fake_log;
static FakeLog fake_own_log;

/* The data cache as the GPU and the DSP see it: the ranges flushed, each with a hash of what it
 * held when flushed. */
#define FAKE_CLEAN_RANGES 512
typedef struct {
    const uint8_t *start;
    unsigned long bytes;
    uint64_t hash;
} FakeCleanRange;
static FakeCleanRange fake_clean[FAKE_CLEAN_RANGES];
static int fake_clean_count;

/* The texels each texture object reads, for GX_LoadTexObj's check of the data cache. */
static struct {
    const GXTexObj *object;
    const void *texels;
    unsigned long bytes;
} fake_textures[FAKE_TEXTURE_OBJECTS];


void fake_share_log(void)
{
    void *shared = mmap(NULL, sizeof *fake_log, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (shared == MAP_FAILED) {
        perror("mmap");
        exit(2);
    }
    fake_log = shared;
}

/* The way out runs its steps on threads of their own (native/wii/wii_shutdown.c): what they and
 * the main thread share here is counted atomically or under this lock. */
static pthread_mutex_t fake_lock = PTHREAD_MUTEX_INITIALIZER;

/* The threads the program started that are still at work: neither ended nor blocked for ever in
 * a call that never returns. The main thread's sleep waits for none to be, so what a thread does
 * between two of the main thread's looks at the clock does not depend on how the host schedules
 * threads. */
#define FAKE_THREADS 16
static pthread_t fake_threads[FAKE_THREADS];
typedef struct {
    void *(*entry)(void *);
    void *arg;
    uint32_t *stack; /* the stack the program gave it (painted), or NULL: libogc's own */
    unsigned long stack_bytes;
} FakeThreadStart;
static FakeThreadStart fake_thread_starts[FAKE_THREADS];
static int fake_thread_count;
static int fake_threads_at_work;
static __thread bool fake_on_a_thread;
/* The threads allowed to run: as on the console, a thread the main thread starts waits until the
 * main thread sleeps (its priority is below the main thread's), so none runs before it is let. */
static int fake_threads_let_run;

/* A thread of the program's stops working for good: it ended, or it blocks for ever. */
static void fake_thread_rests(void)
{
    if (fake_on_a_thread) {
        fake_on_a_thread = false;
        __atomic_sub_fetch(&fake_threads_at_work, 1, __ATOMIC_SEQ_CST);
    }
}

/* How long the main thread waits, by the host's clock, for its threads to end or block before the
 * test gives up on them: only a fault of the fake or the program's gets anywhere near it. */
#define FAKE_THREADS_GUARD_SECONDS 120

/* Called where the main thread would leave the processor on the console: its threads run then,
 * until each has ended or blocked for ever. */
static void fake_wait_for_threads_to_rest(void)
{
    if (fake_on_a_thread) {
        return;
    }
    __atomic_store_n(&fake_threads_let_run, fake_thread_count, __ATOMIC_SEQ_CST);
    time_t give_up = time(NULL) + FAKE_THREADS_GUARD_SECONDS;
    while (__atomic_load_n(&fake_threads_at_work, __ATOMIC_SEQ_CST) > 0) {
        if (time(NULL) > give_up) {
            fprintf(stderr, "fake libogc: a thread neither ended nor blocked within %d s\n", FAKE_THREADS_GUARD_SECONDS);
            _exit(5);
        }
        struct timespec pause = {0, 50000};
        nanosleep(&pause, NULL);
    }
}

void fake_called(void)
{
    __atomic_add_fetch(&fake_log->calls, 1, __ATOMIC_SEQ_CST);
}

void fake_note(const char *format, ...)
{
    pthread_mutex_lock(&fake_lock);
    if (fake_log->lines >= FAKE_LOG_LINES) {
        fake_log->overflowed = true;
    } else {
        va_list arguments;
        va_start(arguments, format);
        vsnprintf(fake_log->line[fake_log->lines++], FAKE_LOG_LINE, format, arguments);
        va_end(arguments);
    }
    pthread_mutex_unlock(&fake_lock);
}

void fake_advance(long long ticks)
{
    __atomic_add_fetch(&fake.ticks, ticks, __ATOMIC_SEQ_CST);
}

long long fake_now(void)
{
    return __atomic_load_n(&fake.ticks, __ATOMIC_SEQ_CST) + (fake.work_ticks != NULL ? fake.work_ticks() : 0);
}

void fake_block_if(const char *call)
{
    if (fake.blocks == NULL || strcmp(fake.blocks, call) != 0) {
        return;
    }
    fake_note("%s blocks", call);
    fake_thread_rests();
    for (;;) {
        struct timespec pause = {0, 1000000};
        nanosleep(&pause, NULL);
    }
}

static const char *fake_reset_name(s32 reset)
{
    switch (reset) {
    case FAKE_SYS_RESTART:
        return "SYS_RESTART";
    case FAKE_SYS_HOTRESET:
        return "SYS_HOTRESET";
    case FAKE_SYS_SHUTDOWN:
        return "SYS_SHUTDOWN";
    case FAKE_SYS_RETURNTOMENU:
        return "SYS_RETURNTOMENU";
    case SYS_POWEROFF:
        return "SYS_POWEROFF";
    default:
        return "another reset";
    }
}

void fake_exit(int status)
{
    fake_note("exit(%d)", status);
#if _V_MAJOR_ >= 3
    /* libogc 3: once SYS_MainLoop has reported a button, the console's own way out is taken. */
    if (!fake.main_loop_done && fake.loader_stub) {
        SYS_ResetSystem(FAKE_SYS_SHUTDOWN, 0, 0);
        fake_note("the loader's stub");
    } else {
        SYS_ResetSystem(fake.power_state == 2 ? SYS_POWEROFF : FAKE_SYS_HOTRESET, 0, 0);
    }
#else
    if (fake.loader_stub) {
        SYS_ResetSystem(FAKE_SYS_SHUTDOWN, 0, 0);
        fake_note("the loader's stub");
    } else {
        SYS_ResetSystem(FAKE_SYS_RETURNTOMENU, 0, 0);
    }
#endif
}

static int fake_number_from(const char *name)
{
    const char *value = getenv(name);
    return value != NULL ? atoi(value) : 0;
}

void fake_read_environment(void)
{
    fake.fat_mounts = getenv("FAKE_NO_CARD") == NULL && getenv("FAKE_NO_SD") == NULL;
    fake.usb_mounts = getenv("FAKE_USB") != NULL && getenv("FAKE_NO_CARD") == NULL;
    fake.card_locked = getenv("FAKE_CARD_LOCKED") != NULL;
    fake.card_full = getenv("FAKE_CARD_FULL") != NULL;
    fake.card_fails_at = fake_number_from("FAKE_CARD_FAILS_AT");
    fake.blocks = getenv("FAKE_BLOCKS");
    fake.dsp_silent = getenv("FAKE_DSP_SILENT") != NULL;
    fake.reset_after_vsyncs = fake_number_from("FAKE_RESET_AFTER");
    fake.power_after_vsyncs = fake_number_from("FAKE_POWER_AFTER");
    fake.late_every = fake_number_from("FAKE_LATE_EVERY");
}

/* What the last WPAD_ScanPads copied of each channel, as wpad.c's wpaddata: the buttons, the
 * pointer and the expansion of the reports it read, together; a channel not connected reads as
 * zeroes (a disconnect clears its copy). WPAD_Probe alone reads the live state. */
static struct {
    u32 held, down;
    struct ir_t ir;
    struct expansion_t exp;
} fake_wpad[FAKE_CHANNELS];

static GXRModeObj fake_mode;
static unsigned char fake_fifo_object[GX_FIFO_OBJSIZE];

void fake_reset(void)
{
    memset(&fake, 0, sizeof fake);
    memset(fake_wpad, 0, sizeof fake_wpad);
    fake_clean_count = 0;
    memset(fake_textures, 0, sizeof fake_textures);
    if (fake_log == NULL) {
        fake_log = &fake_own_log;
    }
    memset(fake_log, 0, sizeof *fake_log);
    fake.loader_stub = true;
    fake.fb_width = 640;
    fake.efb_height = 480;
    fake.aspect = CONF_ASPECT_4_3;
    fake.language = CONF_LANG_ENGLISH;
    fake.fat_mounts = true;
    fake.thread_limit = -1;
    fake.connected[0] = true;
    fake.ticks = 1000000;
}

static int fake_record(void)
{
    return __atomic_add_fetch(&fake.call_order, 1, __ATOMIC_SEQ_CST);
}

void VIDEO_Init(void)
{
    fake_called();
    fake_note("VIDEO_Init");
    fake.video_init_at = fake_record();
    fake.retrace_callback = NULL; /* as libogc's VIDEO_Init does */
}

GXRModeObj *VIDEO_GetPreferredMode(GXRModeObj *mode)
{
    fake_called();
    (void)mode;
    memset(&fake_mode, 0, sizeof fake_mode);
    fake_mode.fbWidth = fake.fb_width;
    fake_mode.efbHeight = fake.efb_height;
    fake_mode.xfbHeight = fake.efb_height;
    fake_mode.viHeight = fake.efb_height;
    fake_mode.viTVMode = fake.tv_mode;
    return &fake_mode;
}

void VIDEO_Configure(GXRModeObj *rmode) { fake_called(); (void)rmode; }
void VIDEO_ClearFrameBuffer(GXRModeObj *rmode, void *fb, u32 color)
{
    fake_called();
    (void)rmode;
    (void)fb;
    if (color == COLOR_BLACK) fake.framebuffers_cleared++;
}
void VIDEO_SetNextFramebuffer(void *fb)
{
    fake_called();
    fake.shown_framebuffer = fb;
    fake.frames_shown++;
}
void VIDEO_SetBlack(bool black)
{
    fake_called();
    fake_note("VIDEO_SetBlack(%d)", black ? 1 : 0);
    if ((bool)black != fake.black) {
        fake.black_changes++;
        *(black ? &fake.blanked_at : &fake.unblanked_at) = fake_now();
    }
    fake.black = black;
}
/* libogc's text console: on the console, what is printed after it reaches the screen, so the fake
 * keeps where standard output stood (a test that sends it to a file sees what came after). */
void CON_Init(void *framebuffer, int xstart, int ystart, int xres, int yres, int stride)
{
    fake_called();
    fake.console_framebuffer = framebuffer;
    fake.console_x = xstart;
    fake.console_y = ystart;
    fake.console_width = xres;
    fake.console_height = yres;
    fake.console_stride = stride;
    fflush(stdout);
    fake.console_stdout_offset = (long)lseek(STDOUT_FILENO, 0, SEEK_CUR);
}
void VIDEO_Flush(void) { fake_called(); }
/* One VI interrupt: a 60 Hz field passes and the post-retrace callback runs. */
static void fake_retrace(void)
{
    fake.retraces++;
    fake_advance(TB_TIMER_CLOCK * 1000 / 60);
    if (fake.retrace_callback != NULL) fake.retrace_callback(fake.retraces);
}

void VIDEO_WaitVSync(void)
{
    fake_called();
    fake.vsyncs++;
    if (fake.late_every > 0 && fake.vsyncs % fake.late_every == 0) fake.late_retraces++;
    for (; fake.late_retraces > 0; fake.late_retraces--) fake_retrace();
    fake_retrace();
    if (fake.vsyncs == fake.reset_after_vsyncs) {
#if _V_MAJOR_ >= 3
        fake.power_state = 1;
#else
        if (fake.reset_callback != NULL) fake.reset_callback(0, NULL);
#endif
    }
    if (fake.vsyncs == fake.power_after_vsyncs) {
#if _V_MAJOR_ >= 3
        fake.power_state = 2;
#else
        if (fake.power_callback != NULL) fake.power_callback();
#endif
    }
}
VIRetraceCallback VIDEO_SetPostRetraceCallback(VIRetraceCallback callback)
{
    fake_called();
    VIRetraceCallback old = fake.retrace_callback;
    fake.retrace_callback = callback;
    return old;
}

void *SYS_AllocateFramebuffer(GXRModeObj *rmode) { fake_called(); return calloc((size_t)rmode->fbWidth * rmode->xfbHeight, 2); }
resetcallback SYS_SetResetCallback(resetcallback cb) { fake_called(); fake.reset_callback = cb; return NULL; }
powercallback SYS_SetPowerCallback(powercallback cb) { fake_called(); fake.power_callback = cb; return NULL; }
/* The console's end: a reset, or STM's power-off or restart asked directly. */
static void fake_console_ends(void)
{
    fake_log->ticks_at_reset = fake_now();
    fake_log->calls_at_reset = fake_log->calls;
}

void SYS_ResetSystem(s32 reset, u32 reset_code, s32 force_menu)
{
    fake_called();
    (void)reset_code;
    (void)force_menu;
    fake.reset_system_calls++;
    fake.reset_system_kind = reset;
    fake.reset_system_at = fake_record();
    fake_note("SYS_ResetSystem(%s)", fake_reset_name(reset));
    /* libogc runs the reset functions first. WPAD's (__wpad_onreset) calls WPAD_Shutdown again,
     * which returns at once once the Bluetooth stack is down, and waits for ever where the first
     * one never ended: the fake notes that and goes on, for the test to see. GX's calls
     * GX_AbortFrame again, whose waits on the real GPU are bounded, so it is not modelled. */
    if (fake.wpad_init_at != 0 && !fake.wpad_shut_down && fake.blocks != NULL && strcmp(fake.blocks, "WPAD_Shutdown") == 0) {
        fake_note("WPAD's reset function blocks");
    }
    fake_console_ends();
    if (fake.on_reset != NULL) fake.on_reset(reset);
}
/* STM asked directly: the console powers off or restarts as it would at the end of SYS_ResetSystem. */
static s32 fake_stm_request(const char *call, int32_t reset)
{
    fake_called();
    fake_note("%s", call);
    fake_console_ends();
    if (fake.on_reset != NULL) fake.on_reset(reset);
    return 0;
}
s32 STM_ShutdownToStandby(void) { return fake_stm_request("STM_ShutdownToStandby", SYS_POWEROFF); }
s32 STM_RebootSystem(void) { return fake_stm_request("STM_RebootSystem", FAKE_SYS_RESTART); }
bool SYS_MainLoop(void)
{
    fake_called();
    if (fake.main_loop_says_stop || fake.power_state != 0) {
        fake.main_loop_done = true;
    }
    return !fake.main_loop_done;
}
static uint64_t fake_hash(const uint8_t *data, unsigned long bytes)
{
    uint64_t hash = 14695981039346656037ull;
    for (unsigned long i = 0; i < bytes; i++) {
        hash = (hash ^ data[i]) * 1099511628211ull;
    }
    return hash;
}

/* What a DCFlushRange does for the GPU and the DSP: the range's bytes reach memory. */
static void fake_mark_clean(const void *start, unsigned long bytes)
{
    int slot = fake_clean_count;
    for (int i = 0; i < fake_clean_count; i++) {
        if (fake_clean[i].start == start) slot = i;
    }
    if (slot == FAKE_CLEAN_RANGES) {
        fprintf(stderr, "fake: more than %d ranges flushed\n", FAKE_CLEAN_RANGES);
        abort();
    }
    if (slot == fake_clean_count) fake_clean_count++;
    fake_clean[slot] = (FakeCleanRange){start, bytes, fake_hash(start, bytes)};
}

void fake_handed_over(const char *to, const void *start, unsigned long bytes)
{
    const uint8_t *first = start;
    const FakeCleanRange *covering = NULL;
    for (int i = 0; i < fake_clean_count; i++) {
        const FakeCleanRange *range = &fake_clean[i];
        if (range->start <= first && first + bytes <= range->start + range->bytes) covering = range;
    }
    const char *why = covering == NULL ? "was never flushed from the data cache"
                      : fake_hash(covering->start, covering->bytes) != covering->hash ? "was written after its DCFlushRange"
                                                                                       : NULL;
    if (why == NULL) return;
    fake_log->cache_violations++;
    fprintf(stderr, "fake: cache: %s: %lu bytes at %p %s\n", to, bytes, start, why);
}

void DCFlushRange(void *startaddress, u32 len)
{
    fake_called();
    fake_mark_clean(startaddress, len);
    if (fake.flush_count < FAKE_MAX_FLUSHES) {
        int i = fake.flush_count++;
        fake.flushed[i] = startaddress;
        fake.flushed_bytes[i] = len;
        fake.flushed_at[i] = fake_record();
        memcpy(fake.flushed_head[i], startaddress, len < FAKE_FLUSHED_BYTES ? len : FAKE_FLUSHED_BYTES);
    }
}

int fake_flush_at(const void *address)
{
    for (int i = 0; i < fake.flush_count; i++)
        if (fake.flushed[i] == address) return i;
    return -1;
}

bool fake_flushed(const void *address, unsigned bytes)
{
    for (int i = 0; i < fake.flush_count; i++)
        if (fake.flushed[i] == address && fake.flushed_bytes[i] >= bytes) return true;
    return false;
}
u64 gettime(void) { fake_called(); return (u64)fake_now(); }

/* newlib's usleep (libogc's nanosleep underneath): the clock moves on by the time slept, and the
 * main thread waits until the threads of the way out have done what they can: ended, or blocked
 * in a call that never returns (on the console they run while it sleeps). */
int usleep(useconds_t microseconds)
{
    fake_advance((long long)microseconds * TB_TIMER_CLOCK / 1000);
    fake_wait_for_threads_to_rest();
    return 0;
}

void SYS_STDIO_Report(bool use_stdout) { fake_called(); (void)use_stdout; }

/* libogc's threads as the host's: each runs at once, beside the main thread (libogc's would wait
 * for the main thread to sleep: the way out's poll does, and usleep waits for them to rest). A
 * suspended thread is only marked: the calls that block (fake_block_if) never return anyway. A
 * thread given a stack runs on it, with the host's frames, which are not the Wii's; the stack is
 * painted first, so that joining the thread can tell how deep it was used (FakeLog.stack_used). */

/* What a stack is painted with; a word still holding it at the bottom was never written. */
#define FAKE_STACK_PAINT 0x5AC3A55Cu

/* Under valgrind, a thread's stack that it has left is no longer to be read, so the fake says it
 * will read it (a no-op elsewhere; the cross-compiled runs of tools/wii/ppc-stack.sh have no
 * valgrind header). */
#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define FAKE_MAY_READ(start, bytes) VALGRIND_MAKE_MEM_DEFINED(start, bytes)
#endif
#endif
#ifndef FAKE_MAY_READ
#define FAKE_MAY_READ(start, bytes) ((void)(start), (void)(bytes))
#endif

/* Bytes from the top of a painted stack down to its deepest word written. */
static unsigned long fake_stack_used(const FakeThreadStart *start)
{
    FAKE_MAY_READ(start->stack, start->stack_bytes);
    unsigned long words = start->stack_bytes / sizeof start->stack[0], untouched = 0;
    while (untouched < words && start->stack[untouched] == FAKE_STACK_PAINT) untouched++;
    return start->stack_bytes - untouched * sizeof start->stack[0];
}

static void *fake_thread_main(void *argument)
{
    const FakeThreadStart *start = argument;
    fake_on_a_thread = true;
    while (__atomic_load_n(&fake_threads_let_run, __ATOMIC_SEQ_CST) <= start - fake_thread_starts) {
        struct timespec pause = {0, 50000};
        nanosleep(&pause, NULL);
    }
    void *result = start->entry(start->arg);
    fake_thread_rests();
    return result;
}

s32 LWP_CreateThread(lwp_t *thethread, void *(*entry)(void *), void *arg, void *stackbase, u32 stack_size, u8 prio)
{
    fake_called();
    if (fake_thread_count == fake.thread_limit || fake_thread_count == FAKE_THREADS) {
        return -1;
    }
    FakeThreadStart *start = &fake_thread_starts[fake_thread_count];
    *start = (FakeThreadStart){entry, arg, stackbase, stackbase != NULL ? stack_size : 0};
    fake.thread_stack = stackbase;
    fake.thread_stack_bytes = stack_size;
    fake.thread_priority = prio;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    if (stackbase != NULL) {
        for (unsigned long i = 0; i < stack_size / sizeof start->stack[0]; i++) start->stack[i] = FAKE_STACK_PAINT;
        pthread_attr_setstack(&attributes, stackbase, stack_size);
    }
    __atomic_add_fetch(&fake_threads_at_work, 1, __ATOMIC_SEQ_CST);
    int created = pthread_create(&fake_threads[fake_thread_count], &attributes, fake_thread_main, start);
    pthread_attr_destroy(&attributes);
    if (created != 0) {
        __atomic_sub_fetch(&fake_threads_at_work, 1, __ATOMIC_SEQ_CST);
        return -1;
    }
    *thethread = (lwp_t)++fake_thread_count;
    return 0;
}

s32 LWP_SuspendThread(lwp_t thethread)
{
    fake_called();
    fake_note("LWP_SuspendThread");
    fake.suspended_threads++;
    return thethread >= 1 && (int)thethread <= fake_thread_count ? 0 : -1;
}

/* The main thread leaves the processor until the thread has ended (however long: the thread may
 * be the whole game); a thread given a stack then says how deep it used it. */
s32 LWP_JoinThread(lwp_t thethread, void **value_ptr)
{
    fake_called();
    if (thethread < 1 || (int)thethread > fake_thread_count) {
        return 0;
    }
    if (!fake_on_a_thread) {
        __atomic_store_n(&fake_threads_let_run, fake_thread_count, __ATOMIC_SEQ_CST);
    }
    pthread_join(fake_threads[thethread - 1], value_ptr);
    const FakeThreadStart *start = &fake_thread_starts[thethread - 1];
    if (start->stack != NULL) {
        fake_log->stack_bytes = start->stack_bytes;
        fake_log->stack_used = fake_stack_used(start);
    }
    return 0;
}

s32 CONF_Init(void) { fake_called(); return 0; }
s32 CONF_GetAspectRatio(void) { fake_called(); return fake.aspect; }
s32 CONF_GetLanguage(void) { fake_called(); return fake.language; }

GXFifoObj *GX_Init(void *base, u32 size)
{
    fake_called();
    fake_handed_over("GX_Init's FIFO", base, size);
    return (GXFifoObj *)fake_fifo_object;
}
void GX_SetCopyClear(GXColor color, u32 zvalue) { fake_called(); (void)color; (void)zvalue; }
void GX_SetPixelFmt(u8 pix_fmt, u8 z_fmt) { fake_called(); (void)pix_fmt; (void)z_fmt; }
f32 GX_GetYScaleFactor(u16 efbHeight, u16 xfbHeight) { fake_called(); return (f32)xfbHeight / (f32)efbHeight; }
u32 GX_SetDispCopyYScale(f32 yscale) { fake_called(); return (u32)(fake.efb_height * yscale); }
void GX_SetDispCopySrc(u16 left, u16 top, u16 wd, u16 ht) { fake_called(); (void)left; (void)top; (void)wd; (void)ht; }
void GX_SetDispCopyDst(u16 wd, u16 ht) { fake_called(); (void)wd; (void)ht; }
void GX_SetCopyFilter(u8 aa, u8 sample_pattern[12][2], u8 vf, u8 vfilter[7]) { fake_called(); (void)aa; (void)sample_pattern; (void)vf; (void)vfilter; }
void GX_SetFieldMode(u8 field_mode, u8 half_aspect_ratio) { fake_called(); (void)field_mode; (void)half_aspect_ratio; }
void GX_SetDispCopyGamma(u8 gamma) { fake_called(); (void)gamma; }
void GX_ClearVtxDesc(void) { fake_called(); }
void GX_InvVtxCache(void) { fake_called(); }
void GX_SetVtxDesc(u8 attr, u8 type) { fake_called(); (void)attr; (void)type; }
void GX_SetVtxAttrFmt(u8 vtxfmt, u32 vtxattr, u32 comptype, u32 compsize, u32 frac) { fake_called(); (void)vtxfmt; (void)vtxattr; (void)comptype; (void)compsize; (void)frac; }
void GX_SetNumChans(u8 num) { fake_called(); (void)num; }
void GX_SetChanCtrl(s32 channel, u8 enable, u8 ambsrc, u8 matsrc, u8 litmask, u8 diff_fn, u8 attn_fn) { fake_called(); (void)channel; (void)enable; (void)ambsrc; (void)matsrc; (void)litmask; (void)diff_fn; (void)attn_fn; }
void GX_SetNumTexGens(u32 nr) { fake_called(); (void)nr; }
void GX_SetTexCoordGen(u16 texcoord, u32 tgen_typ, u32 tgen_src, u32 mtxsrc) { fake_called(); (void)texcoord; (void)tgen_typ; (void)tgen_src; (void)mtxsrc; }
void GX_SetNumTevStages(u8 num) { fake_called(); (void)num; }
void GX_SetTevOrder(u8 tevstage, u8 texcoord, u32 texmap, u8 color) { fake_called(); (void)tevstage; (void)texcoord; (void)texmap; (void)color; }
void GX_SetTevOp(u8 tevstage, u8 mode) { fake_called(); (void)tevstage; fake.tev_mode = mode; }
void GX_SetZMode(u8 enable, u8 func, u8 update_enable) { fake_called(); (void)enable; (void)func; (void)update_enable; }
void GX_SetCullMode(u8 mode) { fake_called(); (void)mode; }
void GX_SetBlendMode(u8 type, u8 src_fact, u8 dst_fact, u8 op) { fake_called(); (void)type; (void)src_fact; (void)dst_fact; (void)op; }
void GX_SetAlphaUpdate(u8 enable) { fake_called(); (void)enable; }
void GX_SetColorUpdate(u8 enable) { fake_called(); (void)enable; }
void GX_LoadProjectionMtx(Mtx44 mt, u8 type) { fake_called(); (void)mt; (void)type; }
void GX_LoadPosMtxImm(Mtx mt, u32 pnidx) { fake_called(); (void)mt; (void)pnidx; }
void GX_SetViewport(f32 xOrig, f32 yOrig, f32 wd, f32 ht, f32 nearZ, f32 farZ)
{
    fake_called();
    (void)nearZ;
    (void)farZ;
    fake.viewport[0] = xOrig;
    fake.viewport[1] = yOrig;
    fake.viewport[2] = wd;
    fake.viewport[3] = ht;
}
void GX_SetScissor(u32 xOrigin, u32 yOrigin, u32 wd, u32 ht)
{
    fake_called();
    fake.scissor[0] = xOrigin;
    fake.scissor[1] = yOrigin;
    fake.scissor[2] = wd;
    fake.scissor[3] = ht;
}
void GX_InitTexObj(GXTexObj *obj, void *img_ptr, u16 wd, u16 ht, u8 fmt, u8 wrap_s, u8 wrap_t, u8 mipmap)
{
    fake_called();
    (void)wrap_s;
    (void)wrap_t;
    (void)mipmap;
    fake.texture_width = wd;
    fake.texture_height = ht;
    fake.texture_format = fmt;
    fake.texture_data = img_ptr;
    if (fake.texture_init_at == 0) {
        fake.texture_init_at = fake_record();
    }
    if (fmt != GX_TF_RGBA8) {
        fprintf(stderr, "fake GX: only RGBA8 textures are modelled\n");
        abort();
    }
    /* RGBA8: 4 bytes a texel, in 4x4 tiles */
    unsigned long bytes = (unsigned long)((wd + 3) / 4 * 4) * (unsigned long)((ht + 3) / 4 * 4) * 4;
    int slot = 0;
    while (slot < FAKE_TEXTURE_OBJECTS && fake_textures[slot].object != NULL && fake_textures[slot].object != obj) slot++;
    if (slot == FAKE_TEXTURE_OBJECTS) {
        /* a texture the cache check would not follow: the fake's table must grow */
        fprintf(stderr, "fake GX: more than %d texture objects\n", FAKE_TEXTURE_OBJECTS);
        abort();
    }
    fake_textures[slot].object = obj;
    fake_textures[slot].texels = img_ptr;
    fake_textures[slot].bytes = bytes;
    fake_handed_over("GX_InitTexObj", img_ptr, bytes);
}
void GX_InitTexObjLOD(GXTexObj *obj, u8 minfilt, u8 magfilt, f32 minlod, f32 maxlod, f32 lodbias, u8 biasclamp, u8 edgelod, u8 maxaniso)
{
    fake_called();
    (void)minlod; (void)maxlod; (void)lodbias; (void)biasclamp; (void)edgelod; (void)maxaniso;
    for (int i = 0; i < FAKE_TEXTURE_OBJECTS; i++) {
        if (fake.texture_objects[i] == NULL || fake.texture_objects[i] == obj) {
            fake.texture_objects[i] = obj;
            /* one filter for both, or -1 to tell a mismatch */
            fake.texture_filters[i] = minfilt == magfilt ? minfilt : -1;
            return;
        }
    }
}
void GX_InvalidateTexAll(void) { fake_called(); }
void GX_LoadTexObj(GXTexObj *obj, u8 mapid)
{
    fake_called();
    for (int i = 0; i < FAKE_TEXTURE_OBJECTS; i++) {
        if (fake_textures[i].object == obj) fake_handed_over("GX_LoadTexObj", fake_textures[i].texels, fake_textures[i].bytes);
    }
    (void)mapid;
    fake.texture_loads++;
    fake.loaded_filter = -2; /* a texture object never given a filter */
    for (int i = 0; i < FAKE_TEXTURE_OBJECTS; i++) {
        if (fake.texture_objects[i] == obj) {
            fake.loaded_filter = fake.texture_filters[i];
        }
    }
}
void GX_Begin(u8 primitve, u8 vtxfmt, u16 vtxcnt)
{
    fake_called();
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
void GX_Position2f32(f32 x, f32 y) { fake_called(); (void)x; (void)y; fake.vertices++; }
void GX_Color1u32(u32 clr)
{
    fake_called();
    if (fake.colour_count < FAKE_MAX_COLOURS) fake.colours[fake.colour_count++] = clr;
}
void GX_TexCoord2f32(f32 s, f32 t)
{
    fake_called();
    if (fake.vertices >= 1 && fake.vertices <= 4) {
        fake.tex_coords[fake.vertices - 1][0] = s;
        fake.tex_coords[fake.vertices - 1][1] = t;
    }
}
void GX_End(void)
{
    fake_called();
    if (fake.vertices != 4) {
        fprintf(stderr, "fake GX: a quad ended with %d vertices\n", fake.vertices);
        abort();
    }
    fake.open_quads = 0;
}
void GX_DrawDone(void) { fake_called(); }
void GX_CopyDisp(void *dest, u8 clear) { fake_called(); (void)dest; (void)clear; }
void GX_AbortFrame(void) { fake_called(); fake_note("GX_AbortFrame"); fake_block_if("GX_AbortFrame"); }

void guOrtho(Mtx44 mt, f32 t, f32 b, f32 l, f32 r, f32 n, f32 f) { fake_called(); (void)mt; (void)t; (void)b; (void)l; (void)r; (void)n; (void)f; }
void ps_guMtxIdentity(Mtx mt) { fake_called(); (void)mt; }
void ps_guMtxTransApply(const Mtx src, Mtx dst, f32 xT, f32 yT, f32 zT) { fake_called(); (void)src; (void)dst; (void)xT; (void)yT; (void)zT; }

s32 WPAD_Init(void) { fake_called(); fake_note("WPAD_Init"); fake.wpad_init_at = fake_record(); return 0; }
s32 WPAD_SetDataFormat(s32 chan, s32 fmt) { fake_called(); (void)chan; fake.data_format = fmt; return 0; }
s32 WPAD_SetVRes(s32 chan, u32 xres, u32 yres)
{
    fake_called();
    (void)chan;
    fake.vres_at = fake_record();
    fake.vres_width = xres;
    fake.vres_height = yres;
    return 0;
}
void WPAD_SetPowerButtonCallback(WPADShutdownCallback cb) { fake_called(); fake.wiimote_power_callback = cb; }
/* The bits of the WPAD word that what is plugged in reports (wiiuse/wpad.c __wpad_calc_data):
 * the Wiimote's 16, then a Nunchuk's Z and C or a Classic Controller's (CLASSIC_CTRL_BUTTON_ALL,
 * 0xFEFF) shifted 16 up; a Wii U Pro Controller's stick clicks overwrite the Wiimote's bits. */
static u32 fake_wpad_bits(int chan)
{
    if (fake.expansion[chan] == WPAD_EXP_NUNCHUK) return 0x0003FFFFu;
    if (fake.expansion[chan] != WPAD_EXP_CLASSIC) return 0x0000FFFFu;
    return fake.classic_type[chan] == CLASSIC_TYPE_WIIU ? 0xFEFF0003u : 0xFEFFFFFFu;
}
s32 WPAD_ScanPads(void)
{
    fake_called();
    fake.scans++;
    if (fake.on_scan != NULL) {
        fake.on_scan(fake.scans);
    }
    memset(fake_wpad, 0, sizeof fake_wpad);
    for (int chan = 0; chan < FAKE_CHANNELS; chan++) {
        if (!fake.connected[chan]) continue;
        u32 bits = fake_wpad_bits(chan);
        fake_wpad[chan].held = fake.held[chan] & bits;
        fake_wpad[chan].down = fake.down[chan] & bits;
        fake_wpad[chan].ir.valid = fake.ir_valid[chan];
        fake_wpad[chan].ir.x = fake.ir_x[chan];
        fake_wpad[chan].ir.y = fake.ir_y[chan];
        fake_wpad[chan].exp.type = (int)fake.expansion[chan];
        if (fake.expansion[chan] == WPAD_EXP_CLASSIC) {
            fake_wpad[chan].exp.classic.type = fake.classic_type[chan];
            fake_wpad[chan].exp.classic.ljs.ang = fake.classic_angle[chan];
            fake_wpad[chan].exp.classic.ljs.mag = fake.classic_magnitude[chan];
        }
    }
    if (fake.after_scan != NULL) {
        fake.after_scan(fake.scans);
    }
    return 0;
}
/* The live state, as wpad.c reads wm->exp.type under the interrupt: not the scan's copy. */
s32 WPAD_Probe(s32 chan, u32 *type)
{
    fake_called();
    bool present = chan >= 0 && chan < FAKE_CHANNELS && fake.connected[chan];
    if (present && type != NULL) *type = fake.expansion[chan];
    return present ? WPAD_ERR_NONE : -1;
}
static bool fake_channel(int chan) { return chan >= 0 && chan < FAKE_CHANNELS; }
void WPAD_Expansion(int chan, struct expansion_t *exp)
{
    fake_called();
    if (fake_channel(chan) && exp != NULL) *exp = fake_wpad[chan].exp;
}
u32 WPAD_ButtonsHeld(int chan) { fake_called(); return fake_channel(chan) ? fake_wpad[chan].held : 0; }
u32 WPAD_ButtonsDown(int chan) { fake_called(); return fake_channel(chan) ? fake_wpad[chan].down : 0; }
void WPAD_IR(int chan, struct ir_t *ir)
{
    fake_called();
    if (fake_channel(chan) && ir != NULL) *ir = fake_wpad[chan].ir;
}
s32 WPAD_Rumble(s32 chan, int status)
{
    fake_called();
    fake.rumble_calls++;
    fake.rumbling[chan] = status != 0;
    return 0;
}
/* PAD as libogc 2.14.1's pad.c answers: a port that is not plugged in reads as nothing. */
u32 PAD_Init(void) { fake_called(); fake.pad_initialised = true; return 1; }
u32 PAD_ScanPads(void)
{
    fake_called();
    fake.pad_scans++;
    u32 connected = 0;
    for (int port = 0; port < FAKE_PAD_PORTS; port++) {
        if (fake.pad_connected[port] && !fake.pad_transfer_busy[port]) connected |= 1u << port;
    }
    return connected;
}
static bool fake_pad_present(int pad) { return pad >= 0 && pad < FAKE_PAD_PORTS && fake.pad_connected[pad]; }
u16 PAD_ButtonsHeld(int pad) { fake_called(); return fake_pad_present(pad) ? fake.pad_held[pad] : 0; }
u16 PAD_ButtonsDown(int pad) { fake_called(); return fake_pad_present(pad) ? fake.pad_down[pad] : 0; }
s8 PAD_StickX(int pad) { fake_called(); return fake_pad_present(pad) ? fake.pad_stick_x[pad] : 0; }
s8 PAD_StickY(int pad) { fake_called(); return fake_pad_present(pad) ? fake.pad_stick_y[pad] : 0; }
void PAD_ControlMotor(s32 chan, u32 cmd)
{
    fake_called();
    fake.pad_motor_calls++;
    if (chan >= 0 && chan < FAKE_PAD_PORTS && fake.pad_connected[chan]) fake.pad_rumbling[chan] = cmd == PAD_MOTOR_RUMBLE;
}
s32 WPAD_Shutdown(void)
{
    fake_called();
    fake_note("WPAD_Shutdown");
    fake_block_if("WPAD_Shutdown");
    fake.wpad_shut_down = true;
    fake.wpad_shutdown_at = fake_record();
    return 0;
}

/* ASND as far as the backend can see it: voices that play for their length at their pitch (by the
 * fake clock) or until stopped, and the audio interrupt ASND registers. */
static void fake_asnd_interrupt(void)
{
    fake.interrupts++;
    fake_advance(fake.asnd_interrupt_ticks);
}

void fake_audio_interrupt(void)
{
    if (fake.audio_dma_callback != NULL) fake.audio_dma_callback();
}

AIDCallback AUDIO_RegisterDMACallback(AIDCallback callback)
{
    fake_called();
    AIDCallback old = fake.audio_dma_callback;
    fake.audio_dma_callback = callback;
    return old;
}

void ASND_Init(void)
{
    fake_called();
    fake_note("ASND_Init");
    fake.asnd_init_at = fake_record();
    fake.asnd_running = true;
    fake.asnd_paused = true;
    fake.audio_dma_callback = fake_asnd_interrupt;
}

/* The DSP mixes 48 samples a millisecond while ASND is unpaused, unless it is silent. */
static void fake_asnd_count_mixed(void)
{
    if (fake.asnd_running && !fake.asnd_paused && !fake.dsp_silent) {
        fake.asnd_mixed_ticks += fake_now() - fake.asnd_mixing_since;
    }
    fake.asnd_mixing_since = fake_now();
}

void ASND_Pause(s32 paused)
{
    fake_called();
    fake_asnd_count_mixed();
    fake.asnd_paused = paused != 0;
    if (paused) fake.asnd_paused_at = fake_record();
    else fake.asnd_unpaused_at = fake_record();
}

u32 ASND_GetSampleCounter(void)
{
    fake_called();
    fake_asnd_count_mixed();
    /* in whole blocks of 1024, as the DSP answers */
    long long samples = fake.asnd_mixed_ticks * 48 / TB_TIMER_CLOCK;
    return (u32)(samples / 1024 * 1024);
}

void AUDIO_StopDMA(void)
{
    fake_called();
    fake_note("AUDIO_StopDMA");
}

/* What each voice's DSP reads while it plays: checked against the data cache when it ends. */
static const void *fake_voice_samples[FAKE_VOICES];
static unsigned long fake_voice_bytes[FAKE_VOICES];

static void fake_voice_ended(s32 voice)
{
    if (!fake.voice_busy[voice]) return;
    fake.voice_busy[voice] = false;
    char to[32];
    snprintf(to, sizeof to, "ASND voice %d", (int)voice);
    fake_handed_over(to, fake_voice_samples[voice], fake_voice_bytes[voice]);
}

void ASND_End(void)
{
    fake_called();
    fake_note("ASND_End");
    /* libogc's ASND_End sends the DSP its stop and waits, with no limit, for the answer. */
    if (fake.dsp_silent) {
        fake_note("ASND_End waits for the DSP for ever");
        fake_thread_rests();
        for (;;) {
            struct timespec pause = {0, 1000000};
            nanosleep(&pause, NULL);
        }
    }
    fake_block_if("ASND_End");
    for (s32 voice = 0; voice < FAKE_VOICES; voice++) fake_voice_ended(voice);
    fake.asnd_end_at = fake_record();
    fake.asnd_running = false;
    fake.audio_dma_callback = NULL;
}

static s32 fake_voice(s32 voice, s32 format, s32 pitch, s32 delay, void *snd, s32 size_snd, s32 volume_l, s32 volume_r,
                      bool infinite, bool has_callback)
{
    fake_called();
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
        call->frame = fake.scans - 1;
    }
    /* libogc's ASND_SetVoice and ASND_SetInfiniteVoice flush the samples themselves (asndlib.c);
     * what the CPU writes into them while the voice plays, the DSP does not see */
    fake_voice_ended(voice);
    fake_mark_clean(snd, (unsigned long)size_snd);
    fake_voice_samples[voice] = snd;
    fake_voice_bytes[voice] = (unsigned long)size_snd;
    fake.voice_busy[voice] = true;
    /* 16-bit mono: size / 2 samples at `pitch` a second */
    fake.voice_ends[voice] = infinite ? -1 : fake_now() + (long long)size_snd / 2 * TB_TIMER_CLOCK * 1000 / pitch;
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
    fake_called();
    fake.stops++;
    fake_voice_ended(voice);
    return 0;
}

s32 ASND_StatusVoice(s32 voice)
{
    fake_called();
    if (fake.voice_busy[voice] && fake.voice_ends[voice] >= 0 && fake_now() >= fake.voice_ends[voice])
        fake_voice_ended(voice);
    return fake.voice_busy[voice] ? 1 : SND_UNUSED;
}

s32 ASND_ChangeVolumeVoice(s32 voice, s32 volume_l, s32 volume_r)
{
    fake_called();
    fake.volume_changes++;
    fake.volume[voice][0] = volume_l;
    fake.volume[voice][1] = volume_r;
    return 0;
}
