//! The memory allocator of the wasm builds: blocks in power-of-two size classes, a
//! free list for each class, new blocks cut in order from the pages the module grows
//! its memory by. A freed block is kept for the next block of its class; memory is
//! never given back, as with std's allocator on wasm (the page only grows).
//!
//! Why not std's allocator (dlmalloc): it is 3 KB of the page's rules module gzipped,
//! over a twelfth of it (BENCHMARKS.md, "First visit"), and the core allocates little
//! and in few sizes: the game's positions and moves, the texts and objects it hands
//! to JavaScript, the engine's table once. A block may take up to twice its size, and
//! each class keeps what it once needed.
//!
//! The logic is [`Heap`], tested natively below on memory of its own; only the source
//! of pages (`memory.grow`) and the global are wasm's.

use core::alloc::Layout;
use core::ptr;

/// The size of a wasm memory page.
pub(crate) const PAGE: usize = 65_536;
/// The smallest block, 8 bytes: room for the free list's link.
const MIN_SHIFT: u32 = 3;
/// Classes of 2^3 up to 2^(BITS - 1) bytes.
const CLASSES: usize = (usize::BITS - MIN_SHIFT) as usize;

/// Where new memory comes from: `grow(pages)` adds `pages` pages and returns the
/// address of the first, or `None` when there is no more.
pub(crate) trait Pages {
    fn grow(&mut self, pages: usize) -> Option<usize>;
}

pub(crate) struct Heap<P> {
    pages: P,
    /// Each class's freed blocks, linked through their first word; null: none.
    free: [*mut u8; CLASSES],
    /// The unused memory at the end: from `next` to `end`.
    next: usize,
    end: usize,
}

impl<P: Pages> Heap<P> {
    pub(crate) const fn new(pages: P) -> Heap<P> {
        Heap {
            pages,
            free: [ptr::null_mut(); CLASSES],
            next: 0,
            end: 0,
        }
    }

    /// The class of blocks that serves `layout`: its size and its alignment rounded
    /// up to a power of two. Blocks are aligned to their size (at most a page), so
    /// every layout of a class fits any of its blocks. `None` for an alignment over a
    /// page or a size over the largest class.
    fn class(layout: Layout) -> Option<usize> {
        if layout.align() > PAGE {
            return None;
        }
        let size = layout.size().max(layout.align()).max(1 << MIN_SHIFT);
        let shift = usize::BITS - (size - 1).leading_zeros();
        let class = (shift - MIN_SHIFT) as usize;
        (class < CLASSES).then_some(class)
    }

    /// # Safety
    /// As [`core::alloc::GlobalAlloc::alloc`]; and the memory `pages` hands out is
    /// this heap's alone.
    pub(crate) unsafe fn alloc(&mut self, layout: Layout) -> *mut u8 {
        let Some(class) = Self::class(layout) else {
            return ptr::null_mut();
        };
        let head = self.free[class];
        if !head.is_null() {
            // SAFETY: a freed block of this class, aligned to at least 8 bytes, whose
            // first word dealloc wrote.
            self.free[class] = unsafe { head.cast::<*mut u8>().read() };
            return head;
        }
        let size = 1usize << (class as u32 + MIN_SHIFT);
        let align = size.min(PAGE);
        loop {
            let start = self.next.checked_add(align - 1).map(|n| n & !(align - 1));
            if let Some(stop) = start.and_then(|s| s.checked_add(size)) {
                if stop <= self.end {
                    self.next = stop;
                    return (stop - size) as *mut u8;
                }
            }
            // Not enough room left: enough new pages for the block on its own (pages
            // start at a page, aligned for any class).
            let pages = size.div_ceil(PAGE);
            let Some(base) = self.pages.grow(pages) else {
                return ptr::null_mut();
            };
            let Some(end) = base.checked_add(pages * PAGE) else {
                return ptr::null_mut();
            };
            // New pages right after the old ones extend them; elsewhere, start there.
            if base != self.end {
                self.next = base;
            }
            self.end = end;
        }
    }

    /// # Safety
    /// As [`core::alloc::GlobalAlloc::dealloc`]: `ptr` came from this heap with
    /// `layout`.
    pub(crate) unsafe fn dealloc(&mut self, ptr: *mut u8, layout: Layout) {
        if let Some(class) = Self::class(layout) {
            // SAFETY: a block of this class, at least 8 bytes and aligned to 8, no
            // longer in use.
            unsafe { ptr.cast::<*mut u8>().write(self.free[class]) };
            self.free[class] = ptr;
        }
    }

    /// # Safety
    /// As [`core::alloc::GlobalAlloc::realloc`].
    pub(crate) unsafe fn realloc(
        &mut self,
        ptr: *mut u8,
        layout: Layout,
        new_size: usize,
    ) -> *mut u8 {
        // SAFETY: the caller promises that `new_size`, rounded up to the alignment,
        // does not overflow.
        let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if Self::class(new) == Self::class(layout) {
            // The block already has room: it is as large as its class.
            return ptr;
        }
        // SAFETY: as this function's.
        let moved = unsafe { self.alloc(new) };
        if !moved.is_null() {
            // SAFETY: two blocks in use, so apart, each at least this long.
            unsafe {
                ptr::copy_nonoverlapping(ptr, moved, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        moved
    }
}

#[cfg(target_arch = "wasm32")]
mod global {
    use super::{Heap, Pages, PAGE};
    use core::alloc::{GlobalAlloc, Layout};
    use core::cell::UnsafeCell;

    /// The module's own memory, grown by `memory.grow`.
    struct Memory;

    impl Pages for Memory {
        fn grow(&mut self, pages: usize) -> Option<usize> {
            let old = core::arch::wasm32::memory_grow(0, pages);
            if old == usize::MAX {
                return None;
            }
            old.checked_mul(PAGE)
        }
    }

    struct Allocator(UnsafeCell<Heap<Memory>>);

    // SAFETY: wasm32-unknown-unknown, built without the atomics feature, runs one
    // thread: the heap is never used from two at once.
    unsafe impl Sync for Allocator {}

    // SAFETY: Heap hands out blocks of at least the layout's size and alignment, each
    // to one owner until it is freed; only it grows the module's memory.
    unsafe impl GlobalAlloc for Allocator {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            // SAFETY: one thread, and no call into the heap while another runs.
            unsafe { (*self.0.get()).alloc(layout) }
        }
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: as alloc's.
            unsafe { (*self.0.get()).dealloc(ptr, layout) }
        }
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            // SAFETY: as alloc's.
            unsafe { (*self.0.get()).realloc(ptr, layout, new_size) }
        }
    }

    #[global_allocator]
    static ALLOCATOR: Allocator = Allocator(UnsafeCell::new(Heap::new(Memory)));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pages from a buffer of this test's own; `gap` leaves a page out between
    /// grows, as another user of the memory would.
    struct Arena {
        buffer: Vec<u8>,
        used: usize,
        limit: usize,
        gap: bool,
    }

    impl Arena {
        fn new(limit: usize, gap: bool) -> Arena {
            Arena {
                buffer: vec![0; (limit + 1) * PAGE],
                used: 0,
                limit,
                gap,
            }
        }
    }

    impl Pages for Arena {
        fn grow(&mut self, pages: usize) -> Option<usize> {
            let first = self.used + usize::from(self.gap && self.used > 0);
            if first + pages > self.limit {
                return None;
            }
            self.used = first + pages;
            let base = (self.buffer.as_mut_ptr() as usize).next_multiple_of(PAGE);
            Some(base + first * PAGE)
        }
    }

    /// A small deterministic random source.
    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((self.0 >> 33) as usize) % n
        }
    }

    /// Random allocations, frees and reallocations; every live block is filled with a
    /// byte of its own and checked before it goes, so an overlap shows.
    fn churn(gap: bool) {
        let mut heap = Heap::new(Arena::new(1024, gap));
        let mut rng = Rng(7);
        let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
        const MOST: usize = 64;
        let check = |&(p, l, b): &(*mut u8, Layout, u8)| {
            // SAFETY: a live block of the heap, l.size() long.
            let bytes = unsafe { core::slice::from_raw_parts(p, l.size()) };
            assert!(bytes.iter().all(|&x| x == b), "a block was overwritten");
        };
        for step in 0..20_000u32 {
            let choice = rng.below(10);
            if (choice < 5 && live.len() < MOST) || live.is_empty() {
                let size = match rng.below(4) {
                    0 => 1 + rng.below(16),
                    1 => 1 + rng.below(300),
                    2 => 1 + rng.below(5_000),
                    _ => 1 + rng.below(100_000),
                };
                let align = 1 << rng.below(7);
                let layout = Layout::from_size_align(size, align).unwrap();
                // SAFETY: a layout of non-zero size.
                let p = unsafe { heap.alloc(layout) };
                assert!(!p.is_null());
                assert_eq!(p as usize % align, 0, "aligned");
                let b = step as u8;
                // SAFETY: a new block of layout.size() bytes.
                unsafe { p.write_bytes(b, size) };
                live.push((p, layout, b));
            } else if choice < 8 {
                let entry = live.swap_remove(rng.below(live.len()));
                check(&entry);
                // SAFETY: a live block with its layout.
                unsafe { heap.dealloc(entry.0, entry.1) };
            } else {
                let i = rng.below(live.len());
                let (p, layout, b) = live[i];
                check(&live[i]);
                let new_size = (1 + rng.below(3 * layout.size() + 8)).min(150_000);
                // SAFETY: a live block with its layout, a new size that does not
                // overflow.
                let q = unsafe { heap.realloc(p, layout, new_size) };
                assert!(!q.is_null());
                let kept = layout.size().min(new_size);
                // SAFETY: the block, at least new_size long.
                let bytes = unsafe { core::slice::from_raw_parts(q, kept) };
                assert!(bytes.iter().all(|&x| x == b), "realloc keeps the contents");
                // SAFETY: as above.
                unsafe { q.write_bytes(b, new_size) };
                live[i] = (
                    q,
                    Layout::from_size_align(new_size, layout.align()).unwrap(),
                    b,
                );
            }
        }
        live.iter().for_each(check);
    }

    #[test]
    fn blocks_never_overlap_and_keep_their_contents() {
        churn(false);
    }

    #[test]
    fn pages_that_are_not_contiguous_are_used_apart() {
        churn(true);
    }

    #[test]
    fn a_freed_block_serves_the_next_of_its_class() {
        let mut heap = Heap::new(Arena::new(4, false));
        let small = Layout::from_size_align(24, 8).unwrap();
        // SAFETY: layouts of non-zero size; blocks freed once with their layout.
        unsafe {
            let a = heap.alloc(small);
            let b = heap.alloc(small);
            assert_eq!(b as usize - a as usize, 32, "24 bytes take a block of 32");
            heap.dealloc(a, small);
            assert_eq!(heap.alloc(Layout::from_size_align(30, 2).unwrap()), a);
            // Growing within the class keeps the block; past it moves it.
            assert_eq!(heap.realloc(b, small, 32), b);
            assert_ne!(
                heap.realloc(b, Layout::from_size_align(32, 8).unwrap(), 33),
                b
            );
        }
    }

    #[test]
    fn no_memory_left_is_a_null_pointer() {
        let mut heap = Heap::new(Arena::new(2, false));
        // SAFETY: layouts of non-zero size.
        unsafe {
            assert!(!heap
                .alloc(Layout::from_size_align(PAGE, 8).unwrap())
                .is_null());
            assert!(heap
                .alloc(Layout::from_size_align(2 * PAGE, 8).unwrap())
                .is_null());
            assert!(
                heap.alloc(Layout::from_size_align(8, 2 * PAGE).unwrap())
                    .is_null(),
                "alignment over a page"
            );
            assert!(!heap
                .alloc(Layout::from_size_align(PAGE, PAGE).unwrap())
                .is_null());
        }
    }
}
