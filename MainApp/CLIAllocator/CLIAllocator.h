#ifndef CLI_ALLOCATOR_H
#define CLI_ALLOCATOR_H

/// Tunes the C library's allocator for a process that runs one command: freed memory is kept
/// for the next allocation rather than returned to the system. By default glibc gives each
/// block over 128 KiB a mapping of its own and unmaps it when freed, so each large array a
/// command builds touches fresh pages, a page fault for each 4 KiB. Does nothing elsewhere.
void cli_allocator_keep_freed_memory(void);

#endif
