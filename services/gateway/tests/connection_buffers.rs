//! `gateway::memory::GatewayAllocator` (the gateway binary's global
//! allocator, installed here too): an 8 KiB block — the size of hyper's two
//! buffers per connection — is resident only where it is written, even where
//! earlier short-lived blocks were written and freed; the system allocator
//! in the same place keeps the whole block resident (the control).
//! Residency is read from the kernel (`mincore`), not from the allocator.
//! Blocks of other sizes, reallocation across the slot size and concurrent
//! use keep their contents.

use std::alloc::{GlobalAlloc, Layout, System};

use gateway::memory::{GatewayAllocator, SLOT_BYTES};

#[global_allocator]
static ALLOCATOR: GatewayAllocator = GatewayAllocator;

/// Blocks per round: enough that a lucky placement cannot pass alone.
const BLOCKS: usize = 64;
/// What a stream's write buffer holds: a response head.
const WRITTEN: usize = 200;

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).expect("page size")
}

/// Resident pages among those `len` bytes from `ptr` span.
fn resident_pages(ptr: *const u8, len: usize) -> usize {
    let page = page_size();
    let start = ptr as usize & !(page - 1);
    let end = (ptr as usize + len).div_ceil(page) * page;
    let mut vec = vec![0u8; (end - start) / page];
    // SAFETY: the range is page-aligned and mapped (it holds a live block);
    // `vec` has one byte per page.
    let rc = unsafe { libc::mincore(start as *mut libc::c_void, end - start, vec.as_mut_ptr()) };
    assert_eq!(rc, 0, "mincore: {}", std::io::Error::last_os_error());
    vec.iter().filter(|b| *b & 1 == 1).count()
}

/// Writes and frees 8 KiB blocks the way a request's short-lived
/// allocations do (interleaved with small blocks that stay, as in a busy
/// heap), then allocates `BLOCKS` more and writes `written` bytes into each.
/// Returns the resident pages per block (×100).
fn round(alloc: &dyn GlobalAlloc, written: usize) -> usize {
    let layout = Layout::from_size_align(SLOT_BYTES, 1).unwrap();
    let mut kept = Vec::with_capacity(BLOCKS);
    let mut scratch = Vec::with_capacity(BLOCKS);
    for _ in 0..BLOCKS {
        // SAFETY: a non-zero layout; freed below with the same layout.
        let p = unsafe { alloc.alloc(layout) };
        assert!(!p.is_null());
        // SAFETY: p is SLOT_BYTES long.
        unsafe { std::ptr::write_bytes(p, 0xA5, SLOT_BYTES) };
        scratch.push(p);
        kept.push(Box::new([1u8; 64]));
    }
    for p in scratch {
        // SAFETY: allocated above with `layout`.
        unsafe { alloc.dealloc(p, layout) };
    }
    let blocks: Vec<*mut u8> = (0..BLOCKS)
        .map(|_| {
            // SAFETY: as above.
            let p = unsafe { alloc.alloc(layout) };
            assert!(!p.is_null());
            // SAFETY: p is SLOT_BYTES ≥ written long.
            unsafe { std::ptr::write_bytes(p, b'x', written) };
            p
        })
        .collect();
    let resident: usize = blocks.iter().map(|p| resident_pages(*p, SLOT_BYTES)).sum();
    for p in blocks {
        // SAFETY: allocated above with `layout`.
        unsafe { alloc.dealloc(p, layout) };
    }
    resident * 100 / BLOCKS
}

#[test]
fn an_8_kib_buffer_is_resident_only_where_written() {
    let pages_per_block = SLOT_BYTES / page_size();
    let control = round(&System, WRITTEN);
    let write_buffer = round(&ALLOCATOR, WRITTEN);
    let read_buffer = round(&ALLOCATOR, 0);
    eprintln!(
        "resident pages per 8 KiB block: system allocator {:.2}; slots {:.2} with a response head written, {:.2} with nothing",
        control as f64 / 100.0,
        write_buffer as f64 / 100.0,
        read_buffer as f64 / 100.0
    );
    assert!(
        control >= pages_per_block * 100,
        "control: the system allocator reuses written memory ({control}/100 pages)"
    );
    assert!(write_buffer <= 100, "a block with 200 bytes written: {write_buffer}/100 pages resident, expected 1");
    assert_eq!(read_buffer, 0, "a block never written is not resident");
}

#[test]
fn blocks_keep_their_contents_across_sizes_and_threads() {
    let threads: Vec<_> = (0..4u8)
        .map(|t| {
            std::thread::spawn(move || {
                for round in 0..200usize {
                    let tag = t.wrapping_mul(31).wrapping_add(round as u8);
                    // Grows through the slot size: 4 KiB → 8 KiB (a slot) → 16 KiB (system) and back.
                    let mut v: Vec<u8> = Vec::with_capacity(4096);
                    v.resize(4096, tag);
                    v.reserve_exact(SLOT_BYTES - v.len());
                    assert_eq!(v.capacity(), SLOT_BYTES);
                    v.resize(SLOT_BYTES, tag);
                    let slot = v.as_ptr();
                    v.reserve_exact(2 * SLOT_BYTES - v.len());
                    assert_ne!(v.as_ptr(), slot, "left the slot");
                    v.resize(2 * SLOT_BYTES, tag);
                    v.truncate(SLOT_BYTES);
                    v.shrink_to_fit();
                    assert!(v.iter().all(|b| *b == tag), "contents kept (thread {t}, round {round})");
                    let zeroed = vec![0u8; SLOT_BYTES];
                    assert!(zeroed.iter().all(|b| *b == 0), "a reused slot reads as zeros");
                    drop(zeroed);
                    let held: Vec<Vec<u8>> = (0..8).map(|i| vec![tag ^ i; SLOT_BYTES]).collect();
                    for (i, h) in held.iter().enumerate() {
                        assert!(h.iter().all(|b| *b == tag ^ i as u8), "distinct slots");
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().expect("no thread failed");
    }
}
