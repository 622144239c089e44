//! What an open connection costs in resident memory, and the allocator
//! setting that keeps most of it off the page tables.
//!
//! Most of the gateway's connections are idle SSE streams held for hours, so
//! resident memory per connection is most of its memory. hyper's HTTP/1.1
//! connection allocates two buffers of exactly [`CONNECTION_BUFFER_BYTES`]
//! (8 KiB, hyper 1.x's `INIT_BUFFER_SIZE`, not configurable) and keeps both
//! for the connection's life:
//!
//! - the read buffer. After the request head is parsed hyper reads again to
//!   notice a closed socket, and because the request's headers still share
//!   the first buffer at that moment (`BytesMut::reserve` on a shared buffer),
//!   it allocates a second 8 KiB buffer. An idle stream never receives
//!   another byte, so nothing is ever written into it;
//! - the write buffer for response heads (`Vec::with_capacity(8192)`), of
//!   which a response head uses ~200 bytes: body chunks are queued
//!   (`writev`), not copied into it.
//!
//! Untouched pages cost nothing: RSS counts the pages a process has written.
//! But glibc's malloc serves 8 KiB from its heap, in memory that the
//! request's own short-lived allocations (JWT check, database query, routing)
//! have just written and freed, so both buffers come out resident: measured
//! (release, 10,000 idle streams) 21.5 KiB of RSS per stream of which
//! ~5 KiB is everything else (connection task, fan-out channel, session
//! watch, timers). [`isolate_connection_buffers`] lowers glibc's mmap
//! threshold to 8 KiB: each such buffer gets fresh pages of its own, only the
//! page holding the allocator's header and the bytes actually written become
//! resident, and the pages go back to the kernel when it is freed.
//!
//! The cost is a `mmap`/`munmap` pair (and page faults) for every
//! allocation of 8 KiB or more instead of a free-list pop; the chat path's
//! allocations are far smaller (an event is rendered once and shared), and
//! `deploy/loadtest/README.md` records the gateway's CPU per turn with and
//! without it. glibc stops mapping after `M_MMAP_MAX` (65,536) live
//! mappings and serves further buffers from its heap again, so the setting
//! degrades to the default instead of failing. An operator's own
//! `MALLOC_MMAP_THRESHOLD_` (or a `glibc.malloc.mmap_threshold` tunable) is
//! left in force. Other allocators (jemalloc, mimalloc) were measured too
//! and fall in between (18.3–19.7 KiB per stream): they also reuse written
//! memory for these buffers.

/// The size of each of hyper's per-connection buffers (`INIT_BUFFER_SIZE`).
pub const CONNECTION_BUFFER_BYTES: usize = 8192;

/// What [`isolate_connection_buffers`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BufferIsolation {
    /// Allocations of [`CONNECTION_BUFFER_BYTES`] and more are mapped on their own.
    Applied,
    /// The environment sets glibc's mmap threshold; it was left as set.
    LeftToEnvironment,
    /// Not glibc, or glibc refused the setting: the allocator's default applies.
    Unsupported,
}

/// Serves every allocation of [`CONNECTION_BUFFER_BYTES`] or more from pages
/// of its own (glibc `M_MMAP_THRESHOLD`), so the untouched parts of
/// per-connection buffers are not resident. Call it once at start-up,
/// before connections are accepted (earlier allocations keep their place).
pub fn isolate_connection_buffers() -> BufferIsolation {
    let tunables = std::env::var("GLIBC_TUNABLES").ok();
    if set_by_environment(std::env::var_os("MALLOC_MMAP_THRESHOLD_").is_some(), tunables.as_deref()) {
        return BufferIsolation::LeftToEnvironment;
    }
    set_mmap_threshold(CONNECTION_BUFFER_BYTES)
}

/// Whether glibc's mmap threshold is the operator's: `MALLOC_MMAP_THRESHOLD_`
/// is set, or `GLIBC_TUNABLES` names `glibc.malloc.mmap_threshold`.
fn set_by_environment(malloc_mmap_threshold: bool, glibc_tunables: Option<&str>) -> bool {
    malloc_mmap_threshold
        || glibc_tunables.is_some_and(|t| t.split(':').any(|kv| kv.starts_with("glibc.malloc.mmap_threshold=")))
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn set_mmap_threshold(bytes: usize) -> BufferIsolation {
    let Ok(bytes) = libc::c_int::try_from(bytes) else { return BufferIsolation::Unsupported };
    // SAFETY: mallopt only changes a malloc parameter (under the arena lock);
    // it returns 1 on success and 0 on failure.
    if unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, bytes) } == 1 {
        BufferIsolation::Applied
    } else {
        BufferIsolation::Unsupported
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn set_mmap_threshold(_bytes: usize) -> BufferIsolation {
    BufferIsolation::Unsupported
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_operators_threshold_is_left_in_force() {
        assert!(set_by_environment(true, None));
        assert!(set_by_environment(false, Some("glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=65536")));
        assert!(!set_by_environment(false, Some("glibc.malloc.arena_max=2")));
        assert!(!set_by_environment(false, Some("glibc.malloc.mmap_threshold_max=1")));
        assert!(!set_by_environment(false, None));
    }
}
