//! sudoku_solve, sudoku_count_solutions and the other entry points allocate
//! nothing: a counting global allocator sees no allocation on the calling
//! thread during any call, on every known-answer case.

mod common;
use common::*;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use sudoku::ffi::*;

struct Counting;

thread_local! {
    // Per thread, so the test harness's own threads do not count.
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn note_allocation() {
    // try_with: the allocator may run while this thread's locals are torn down.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

// SAFETY: every method forwards to the system allocator unchanged; counting
// touches only a const-initialised thread-local, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note_allocation();
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note_allocation();
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations_during(f: impl FnOnce()) -> u64 {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn the_counter_sees_allocations() {
    // Guards the test itself: an allocation must be counted.
    assert!(allocations_during(|| drop(std::hint::black_box(vec![1u8; 100]))) >= 1);
}

#[test]
fn no_entry_point_allocates() {
    let cases = known_answers();
    for case in &cases {
        let mut board = case.puzzle;
        let mut results = (0, (0, 0), 0, false);
        let n = allocations_during(|| {
            results = (
                ffi_solve(&mut board),
                ffi_count(&case.puzzle, 1000),
                ffi_check(&case.puzzle).0,
                ffi_is_valid(&case.puzzle),
            );
            let mut any = case.puzzle;
            std::hint::black_box((
                ffi_solve_any(&mut any),
                sudoku_strerror(results.0),
                sudoku_version(),
            ));
        });
        assert_eq!(n, 0, "{}: {n} allocations", case.name);
        assert_eq!(results.0, case.status, "{}", case.name);
    }
}
