//! The allocator policy of a process that runs whole-history queries.
//!
//! A window function over 20 years of minutes makes a 54 MB column per call
//! (6.76M `f64`). glibc serves every block above its mmap threshold (at most
//! 32 MB) with a fresh `mmap` and returns it with `munmap` when it is freed,
//! so each such column is new memory: ~13,000 page faults, each a kernel
//! entry and a zeroed page, per column per query. On the 20y file that was
//! a quarter of the CPU time of `sma` crossovers (30 ms of 118 ms per
//! query, `perf stat`), the part of the cost that grew faster than the data
//! (smaller columns are reused from the heap already). Python polars does
//! not pay it: its allocator (jemalloc) keeps freed memory for reuse.
//!
//! [`reuse_freed_buffers`] makes glibc do the same: large blocks come from
//! the heap like small ones, and freed memory stays in the process (up to
//! [`KEEP_BYTES`] at the top of a heap) for the next query instead of going
//! back to the kernel. The cost is resident memory: a process keeps what its
//! largest queries used. Blocks too large for a thread's heap (above 64 MB)
//! are still mapped and unmapped as before.

use std::ffi::c_int;

/// Freed memory kept at the top of a heap before glibc returns it to the kernel.
pub const KEEP_BYTES: c_int = 256 << 20;

/// Applies the policy of the module docs to this process (glibc on Linux;
/// elsewhere the allocator is left as it is). Call it at the start of
/// `main`, before threads allocate. `true` when glibc accepted it.
pub fn reuse_freed_buffers() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // <malloc.h>
        const M_TRIM_THRESHOLD: c_int = -1;
        const M_MMAP_MAX: c_int = -4;
        unsafe extern "C" {
            fn mallopt(param: c_int, value: c_int) -> c_int;
        }
        // SAFETY: mallopt only sets allocator parameters (under the arena
        // lock); it returns 1 on success.
        unsafe { mallopt(M_MMAP_MAX, 0) == 1 && mallopt(M_TRIM_THRESHOLD, KEEP_BYTES) == 1 }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}
