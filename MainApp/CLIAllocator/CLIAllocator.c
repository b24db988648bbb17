#include "CLIAllocator.h"

#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

void cli_allocator_keep_freed_memory(void) {
#if defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD)
    // Blocks up to 64 MiB come from the heap, and up to 128 MiB of freed heap is kept.
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
#endif
}
