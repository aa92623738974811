/* The Lua heap: an allocator for lua_newstate that enforces a byte cap and counts use and peaks. */
#ifndef SENET_HEAP_H
#define SENET_HEAP_H

#include <stdbool.h>
#include <stddef.h>

#define HEAP_DEFAULT_LIMIT_BYTES ((size_t)16 * 1024 * 1024)
/* Extra room granted while an error is being reported, so a script that ran out of memory can
 * still get its message and traceback built. */
#define HEAP_RESERVE_BYTES ((size_t)256 * 1024)

typedef struct {
    size_t limit;
    size_t in_use;
    size_t peak;
    size_t frame_peak; /* the highest use since heap_begin_frame */
    bool reserve_open;
} Heap;

void heap_init(Heap *heap, size_t limit);
/* The lua_Alloc function; `ud` is the Heap. */
void *heap_alloc(void *ud, void *ptr, size_t old_size, size_t new_size);
void heap_open_reserve(Heap *heap, bool open);
/* Starts measuring frame_peak afresh (the core calls it as each frame begins). */
void heap_begin_frame(Heap *heap);

#endif
