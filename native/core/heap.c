/* The Lua heap: an allocator for lua_newstate that enforces a byte cap and counts use and peaks. */
#include "heap.h"

#include <stdlib.h>

void heap_init(Heap *heap, size_t limit)
{
    heap->limit = limit;
    heap->in_use = 0;
    heap->peak = 0;
    heap->frame_peak = 0;
    heap->reserve_open = false;
}

void heap_begin_frame(Heap *heap)
{
    heap->frame_peak = heap->in_use;
}

void heap_open_reserve(Heap *heap, bool open)
{
    heap->reserve_open = open;
}

void *heap_alloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    Heap *heap = ud;
    /* Lua passes the block's size as old_size only when ptr is not NULL. */
    size_t old_bytes = ptr != NULL ? old_size : 0;
    if (new_size == 0) {
        free(ptr);
        heap->in_use -= old_bytes;
        return NULL;
    }
    if (new_size > old_bytes) {
        size_t limit = heap->limit + (heap->reserve_open ? HEAP_RESERVE_BYTES : 0);
        size_t growth = new_size - old_bytes;
        if (heap->in_use > limit || growth > limit - heap->in_use)
            return NULL; /* Lua turns this into a "not enough memory" error */
    }
    void *block = realloc(ptr, new_size);
    if (block == NULL) {
        /* Lua 5.1 assumes shrinking never fails; keep the old block if realloc says otherwise. */
        if (new_size <= old_bytes)
            return ptr;
        return NULL;
    }
    heap->in_use = heap->in_use - old_bytes + new_size;
    if (heap->in_use > heap->peak)
        heap->peak = heap->in_use;
    if (heap->in_use > heap->frame_peak)
        heap->frame_peak = heap->in_use;
    return block;
}
