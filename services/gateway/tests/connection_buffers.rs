//! `gateway::memory::isolate_connection_buffers`: a buffer the size of
//! hyper's per-connection buffers, allocated where earlier requests wrote and
//! freed memory, is resident only where it is written once the setting is
//! applied — and fully resident without it (the control, same process,
//! before the setting). Residency is read from the kernel (`mincore`), not
//! from the allocator. Its own test binary, one test: the setting is
//! process-wide and the control must run before it.

use gateway::memory::{BufferIsolation, CONNECTION_BUFFER_BYTES, isolate_connection_buffers};

/// Buffers per round: enough that a lucky placement cannot pass alone.
const BUFFERS: usize = 64;
/// What a stream's write buffer holds: a response head.
const WRITTEN: usize = 200;

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).expect("page size")
}

/// Resident pages among those `buf`'s capacity spans.
fn resident_pages(buf: &Vec<u8>) -> usize {
    let page = page_size();
    let start = buf.as_ptr() as usize & !(page - 1);
    let end = (buf.as_ptr() as usize + buf.capacity()).div_ceil(page) * page;
    let mut vec = vec![0u8; (end - start) / page];
    // SAFETY: the range is page-aligned and mapped (it holds a live allocation);
    // `vec` has one byte per page.
    let rc = unsafe { libc::mincore(start as *mut libc::c_void, end - start, vec.as_mut_ptr()) };
    assert_eq!(rc, 0, "mincore: {}", std::io::Error::last_os_error());
    vec.iter().filter(|b| *b & 1 == 1).count()
}

/// Writes and frees memory the way a request's short-lived allocations do,
/// then allocates connection buffers, writes a response head into each and
/// returns them with the resident pages they span on average (×100).
fn round() -> (Vec<Vec<u8>>, Vec<Box<[u8; 64]>>, usize) {
    // Interleaved with small allocations that stay, as in a busy heap: freed,
    // the scratch buffers cannot merge into free space the allocator would
    // hand back to the kernel.
    let mut scratch = Vec::with_capacity(BUFFERS);
    let mut kept = Vec::with_capacity(BUFFERS);
    for _ in 0..BUFFERS {
        scratch.push(vec![0xA5u8; CONNECTION_BUFFER_BYTES]);
        kept.push(Box::new([1u8; 64]));
    }
    drop(scratch);
    let mut buffers: Vec<Vec<u8>> = (0..BUFFERS).map(|_| Vec::with_capacity(CONNECTION_BUFFER_BYTES)).collect();
    for b in &mut buffers {
        b.extend_from_slice(&[b'x'; WRITTEN]);
    }
    let resident: usize = buffers.iter().map(resident_pages).sum();
    (buffers, kept, resident * 100 / BUFFERS)
}

#[test]
fn connection_buffers_are_resident_only_where_written() {
    let pages_per_buffer = CONNECTION_BUFFER_BYTES / page_size();
    let (_before, _kept_before, control) = round();
    assert!(
        control >= pages_per_buffer * 100,
        "control: the allocator's default reuses written memory, {} of ~{pages_per_buffer}+ pages resident per buffer",
        control as f64 / 100.0
    );

    assert_eq!(isolate_connection_buffers(), BufferIsolation::Applied);
    let (_after, _kept_after, isolated) = round();
    eprintln!("resident pages per 8 KiB buffer: {:.2} by default, {:.2} isolated", control as f64 / 100.0, isolated as f64 / 100.0);
    // The page with the allocator's header and the 200 bytes written; nothing else.
    assert!(
        isolated <= 100,
        "isolated: {} pages resident per buffer, expected 1 (the written one)",
        isolated as f64 / 100.0
    );
}
