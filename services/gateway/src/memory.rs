//! The gateway's global allocator: the system allocator, except that blocks
//! of exactly [`SLOT_BYTES`] (8 KiB) live in page-aligned slots of their own,
//! which keeps an idle connection's untouched buffer pages out of RSS.
//!
//! Why: most of the gateway's connections are idle SSE streams held for
//! hours, so resident memory per connection is most of its memory. hyper's
//! HTTP/1.1 connection allocates two buffers of exactly 8 KiB (hyper 1.x's
//! `INIT_BUFFER_SIZE`, not configurable) and keeps both for the connection's
//! life:
//!
//! - the read buffer. After the request head is parsed hyper reads again to
//!   notice a closed socket, and because the request's headers still share
//!   the first buffer at that moment (`BytesMut::reserve` on a shared buffer)
//!   it allocates a second 8 KiB buffer. An idle stream never receives
//!   another byte: nothing is ever written into it;
//! - the write buffer for response heads (`Vec::with_capacity(8192)`), of
//!   which a response head uses ~200 bytes (body chunks are queued for
//!   `writev`, not copied into it).
//!
//! RSS counts only pages a process has written, but glibc's malloc serves
//! 8 KiB from its heap, in memory the request's own short-lived allocations
//! (JWT check, database query, routing) have just written and freed, so both
//! buffers come out fully resident: 21.5 KiB of RSS per idle stream
//! (release, 10,000 streams), of which ~5 KiB is everything else (connection
//! task, fan-out channel, session watch, timer). Here an 8 KiB block is a
//! slot in a reserved address range with no allocator header in it; a freed
//! slot's pages are returned to the kernel (`MADV_DONTNEED`) before it is
//! reused, so a block is resident only where it has been written: the read
//! buffer not at all, the write buffer one page. Measured: 9.7 KiB of RSS per
//! idle stream instead of 21.5 (the small blocks pack tighter too, with no
//! 8 KiB holes between them). The alternatives tried — glibc's mmap
//! threshold at 8 KiB (16.0 KiB: a header page per block), jemalloc and
//! mimalloc (18.3–19.7 KiB: they reuse written memory too) — and the
//! figures are in `deploy/loadtest/README.md` ("Memory per idle stream").
//!
//! Cost: a mutex and, on free, one `madvise` per 8 KiB block, and page
//! faults on the pages written; blocks of every other size go straight to
//! the system allocator (no measurable change in the gateway's CPU per turn,
//! same README). The reserved range is 4 GiB of address space (VIRT, not
//! memory; 512 Ki slots, two per connection). When it cannot be reserved
//! (`RLIMIT_AS`, `vm.overcommit_memory=2`) or is used up, 8 KiB blocks come
//! from the system allocator as before.

use std::alloc::{GlobalAlloc, Layout, System};
use std::ptr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The block size that gets a slot: hyper's per-connection buffer size.
pub const SLOT_BYTES: usize = 8192;
/// Address space reserved for slots (not memory: pages exist once written).
const RESERVED_BYTES: usize = 4 << 30;
const SLOTS: usize = RESERVED_BYTES / SLOT_BYTES;
/// The strictest alignment a slot satisfies (slots are page-aligned).
const SLOT_ALIGN: usize = 4096;

/// `BASE` before the range is reserved, and after reserving it failed.
const UNRESERVED: usize = 0;
const FAILED: usize = usize::MAX;

/// Start of the slot range (or [`UNRESERVED`] / [`FAILED`]).
static BASE: AtomicUsize = AtomicUsize::new(UNRESERVED);
static SLOTS_STATE: Mutex<Slots> = Mutex::new(Slots { free: ptr::null_mut(), free_len: 0, next_unused: 0 });

/// Which slots are free: a stack of indices (in its own reserved range,
/// resident only as deep as it has grown) and the first never-used slot.
struct Slots {
    free: *mut u32,
    free_len: usize,
    next_unused: usize,
}

// SAFETY: `free` points into a private mapping only touched under the mutex.
unsafe impl Send for Slots {}

/// The gateway binary's `#[global_allocator]` (see the module docs).
pub struct GatewayAllocator;

impl GatewayAllocator {
    /// The slot range's start, reserving it on first use; `None` when that failed.
    fn base(&self) -> Option<usize> {
        match BASE.load(Ordering::Acquire) {
            FAILED => None,
            UNRESERVED => reserve(),
            base => Some(base),
        }
    }

    /// Whether `ptr` is a slot (false before the range exists).
    fn owns(ptr: *mut u8) -> bool {
        let base = BASE.load(Ordering::Acquire);
        base != UNRESERVED && base != FAILED && (ptr as usize).wrapping_sub(base) < RESERVED_BYTES
    }

    fn wants_slot(layout: Layout) -> bool {
        layout.size() == SLOT_BYTES && layout.align() <= SLOT_ALIGN
    }

    /// A zeroed slot (fresh, or returned to the kernel when freed), if any is left.
    fn take_slot(&self) -> Option<*mut u8> {
        let base = self.base()?;
        let mut slots = SLOTS_STATE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let index = if slots.free_len > 0 {
            slots.free_len -= 1;
            // SAFETY: entries below `free_len` were written by `give_back`.
            unsafe { *slots.free.add(slots.free_len) as usize }
        } else if slots.next_unused < SLOTS {
            slots.next_unused += 1;
            slots.next_unused - 1
        } else {
            return None;
        };
        Some((base + index * SLOT_BYTES) as *mut u8)
    }

    /// Returns a slot's pages to the kernel, then makes it available again.
    ///
    /// # Safety
    /// `ptr` is a slot handed out by `take_slot` and no longer used.
    unsafe fn give_back(&self, ptr: *mut u8) {
        // SAFETY: the slot is a whole number of pages of our private mapping;
        // after MADV_DONTNEED it reads as zeros and is resident only once written.
        if unsafe { libc::madvise(ptr.cast(), SLOT_BYTES, libc::MADV_DONTNEED) } != 0 {
            // Not expected on a private anonymous mapping; slots must still read as zeros.
            // SAFETY: the caller is done with the slot.
            unsafe { ptr::write_bytes(ptr, 0, SLOT_BYTES) };
        }
        let base = BASE.load(Ordering::Acquire);
        let index = (ptr as usize - base) / SLOT_BYTES;
        let mut slots = SLOTS_STATE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let at = slots.free_len;
        // SAFETY: at most SLOTS slots exist, so the stack (SLOTS entries) has room.
        unsafe { *slots.free.add(at) = index as u32 };
        slots.free_len += 1;
    }
}

/// Reserves the slot range and the free stack (once; racing callers agree).
#[cold]
fn reserve() -> Option<usize> {
    let mut slots = SLOTS_STATE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    match BASE.load(Ordering::Acquire) {
        FAILED => return None,
        UNRESERVED => {}
        base => return Some(base),
    }
    let map = |len: usize| {
        // SAFETY: a new private anonymous mapping; MAP_NORESERVE: no swap is
        // committed for address space that is never written.
        let p = unsafe {
            libc::mmap(
                ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        (p != libc::MAP_FAILED).then_some(p)
    };
    let stack_len = SLOTS * size_of::<u32>();
    let (Some(range), Some(stack)) = (map(RESERVED_BYTES), map(stack_len)) else {
        BASE.store(FAILED, Ordering::Release);
        return None;
    };
    slots.free = stack.cast();
    BASE.store(range as usize, Ordering::Release);
    Some(range as usize)
}

// SAFETY: slots are distinct page-aligned ranges of SLOT_BYTES, handed out
// once until given back; every other block is the system allocator's, and
// `owns` tells the two apart by address.
unsafe impl GlobalAlloc for GatewayAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if Self::wants_slot(layout)
            && let Some(slot) = self.take_slot()
        {
            return slot;
        }
        // SAFETY: as GlobalAlloc::alloc requires of the caller.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if Self::wants_slot(layout)
            && let Some(slot) = self.take_slot()
        {
            return slot; // never written, or returned to the kernel: zeros
        }
        // SAFETY: as GlobalAlloc::alloc_zeroed requires of the caller.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if Self::owns(ptr) {
            // SAFETY: a slot the caller is done with.
            unsafe { self.give_back(ptr) }
        } else {
            // SAFETY: the system allocator's block, as the caller promises.
            unsafe { System.dealloc(ptr, layout) }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: GlobalAlloc::realloc's contract: new_size > 0 and, rounded up
        // to the alignment, does not overflow isize.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        let from_slot = Self::owns(ptr);
        if !from_slot && !Self::wants_slot(new_layout) {
            // SAFETY: the system allocator's block, as the caller promises.
            return unsafe { System.realloc(ptr, layout, new_size) };
        }
        if from_slot && new_size == SLOT_BYTES {
            return ptr;
        }
        // SAFETY: a valid layout (above).
        let new = unsafe { self.alloc(new_layout) };
        if !new.is_null() {
            // SAFETY: both blocks are at least min(old, new) bytes and distinct.
            unsafe {
                ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        new
    }
}
