//! `barb_script::memory`: with the query engine's allocator policy, a large
//! block that was freed is memory the process still has when the next query
//! asks for one; glibc's default maps it anew each time (one page fault per
//! 4 KiB page, counted here from the thread's `minflt`).
#![cfg(all(target_os = "linux", target_env = "gnu"))]

use barb_script::memory::reuse_freed_buffers;

/// Minor page faults of the calling thread so far.
fn minor_faults() -> u64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("/proc/thread-self/stat");
    // Fields after the parenthesised command: state, ppid, pgrp, session,
    // tty_nr, tpgid, flags, minflt.
    let rest = &stat[stat.rfind(')').expect("stat format") + 1..];
    rest.split_whitespace().nth(7).expect("minflt").parse().expect("a number")
}

/// Allocates `bytes`, writes one byte per page, frees it; the faults it took.
fn fill_and_free(bytes: usize) -> u64 {
    let before = minor_faults();
    let mut block: Vec<u8> = Vec::with_capacity(bytes);
    let spare = block.spare_capacity_mut();
    for page in (0..bytes).step_by(4096) {
        spare[page].write(1);
    }
    std::hint::black_box(&block);
    drop(block);
    minor_faults() - before
}

#[test]
fn a_freed_whole_history_column_is_reused_without_page_faults() {
    assert!(reuse_freed_buffers(), "glibc did not accept the allocator policy");
    // 40 MB: above glibc's largest mmap threshold (32 MB), as a 20-year
    // minute column (54 MB) is, and within a thread's 64 MB heap.
    let bytes = 40 << 20;
    let pages = (bytes / 4096) as u64;
    let first = fill_and_free(bytes);
    let again: Vec<u64> = (0..3).map(|_| fill_and_free(bytes)).collect();
    assert!(first > pages / 2, "the first block is new memory: {first} faults for {pages} pages");
    for faults in again {
        assert!(faults < pages / 20, "a freed block was not reused: {faults} faults for {pages} pages");
    }
}
