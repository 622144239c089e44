//! Returning freed heap memory to the operating system.
//!
//! glibc keeps memory a program frees in its arenas for reuse. Decoding a
//! Parquet file allocates and frees far more than the frames it leaves, so
//! without handing the free pages back an engine keeps the load's peak
//! resident for its whole life: 1.67× an instrument's raw columns of
//! anonymous memory after loading two generated years, 1.48–1.50× with
//! this called after the load (`cargo bench -p barb-script --bench memory`;
//! barb-script now also copies a loaded instrument's columns into mappings
//! of their own, which brought it to its frames' 1.17×). The engines call it
//! after loading data; a query's freed buffers are kept by glibc for the
//! next query, up to a bound (twice the largest block, per arena).

/// Returns the allocator's free pages to the system; true when some memory
/// was released. Does nothing (false) where the allocator is not glibc's.
pub fn release_free_memory() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: malloc_trim only walks the allocator's own free lists under
        // the arenas' locks and may be called from any thread at any time.
        unsafe { libc::malloc_trim(0) != 0 }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

/// What the allocator holds, from glibc's `mallinfo2` (summed over its
/// arenas): what tells memory the program still references (`in_use`,
/// `mapped`) from memory the allocator keeps for reuse (`free`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HeapStats {
    /// Bytes of live blocks in the arenas (the heap and per-thread arenas).
    pub in_use: usize,
    /// Free bytes the arenas hold (resident or not).
    pub free: usize,
    /// Bytes of live blocks glibc mapped on their own (large blocks).
    pub mapped: usize,
    /// Arena bytes obtained from the system.
    pub arena: usize,
}

/// The allocator's figures now; `None` where the allocator is not glibc's.
pub fn stats() -> Option<HeapStats> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallinfo2 reads the arenas' counters under their locks.
        let m = unsafe { libc::mallinfo2() };
        Some(HeapStats { in_use: m.uordblks, free: m.fordblks, mapped: m.hblkhd, arena: m.arena })
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Resident bytes of this process.
    fn rss() -> usize {
        let statm = std::fs::read_to_string("/proc/self/statm").expect("Linux /proc/self/statm");
        statm.split_whitespace().nth(1).and_then(|v| v.parse::<usize>().ok()).expect("resident pages") * 4096
    }

    /// The scenario. Resident memory is the whole process's, so it runs in a
    /// process of its own (below): other tests' threads would add and free
    /// pages meanwhile.
    #[test]
    #[ignore = "run alone, in a child process, by freed_memory_goes_back_to_the_system"]
    fn release_scenario() {
        // Many medium blocks (below glibc's mmap threshold, so they live in the
        // heap), written so their pages are resident, each followed by a small
        // block that stays: freed, they cannot fold into the heap's top, which
        // glibc would shrink by itself.
        let (blocks, pins): (Vec<Vec<u8>>, Vec<Vec<u8>>) =
            (0..512).map(|i| (vec![i as u8 | 1; 64 << 10], vec![1u8; 64])).unzip();
        let held = rss();
        let live = stats().expect("glibc").in_use;
        drop(blocks);
        let freed = rss();
        // The allocator's own count sees the 32 MiB go from live to free.
        let after = stats().expect("glibc");
        assert!(live.saturating_sub(after.in_use) >= 32 << 20, "in use {live} before, {} after the free", after.in_use);
        assert!(after.free >= 32 << 20, "free {} after freeing 32 MiB", after.free);
        release_free_memory();
        let released = rss();
        // 32 MiB were written; at least half comes back only with the release.
        assert!(
            freed.saturating_sub(released) >= 16 << 20,
            "held {held}, after free {freed}, after release {released}"
        );
        drop(pins);
    }

    #[test]
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    fn freed_memory_goes_back_to_the_system() {
        let exe = std::env::current_exe().expect("the test binary");
        let out = std::process::Command::new(exe)
            .args(["heap::tests::release_scenario", "--exact", "--ignored", "--test-threads=1", "--nocapture"])
            .output()
            .expect("runs the scenario");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "{stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
