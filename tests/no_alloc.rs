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
        // Candidates of both kinds allocate nothing either (sudoku_solutions
        // does: it gathers the solutions before writing any).
        let mut marks = [0u16; CELLS];
        let n = allocations_during(|| {
            for kind in [SUDOKU_CANDIDATES_BASIC, SUDOKU_CANDIDATES_SOLUTIONS] {
                // SAFETY: an 81-byte board and 81 writable u16.
                std::hint::black_box(unsafe {
                    sudoku_candidates(case.puzzle.as_ptr(), kind, marks.as_mut_ptr())
                });
            }
        });
        assert_eq!(n, 0, "{}: {n} allocations in sudoku_candidates", case.name);
        assert_eq!(results.0, case.status, "{}", case.name);
    }
}

#[test]
fn generating_allocates_nothing() {
    let (mut puzzle, mut solution) = ([0u8; CELLS], [0u8; CELLS]);
    for seed in 0..20 {
        let mut options = std::mem::MaybeUninit::<sudoku_generate_options>::uninit();
        let n = allocations_during(|| {
            // SAFETY: a writable struct, then a valid one and two 81-byte buffers.
            unsafe {
                sudoku_generate_options_init(options.as_mut_ptr());
                let options = options.assume_init_mut();
                options.symmetry = seed as u32 % 8;
                assert_eq!(
                    sudoku_generate(seed, options, puzzle.as_mut_ptr(), solution.as_mut_ptr()),
                    SUDOKU_OK
                );
            }
        });
        assert_eq!(n, 0, "seed {seed}: {n} allocations");
    }
}

#[test]
fn batch_calls_on_one_thread_allocate_nothing() {
    let cases = known_answers();
    let mut buffer: Vec<u8> = cases.iter().flat_map(|c| c.puzzle).collect();
    let n = cases.len();
    let mut statuses = vec![0i32; n];
    let mut counts = vec![0u32; n];
    let original = buffer.clone();
    let used = allocations_during(|| {
        // SAFETY: buffers of the sizes the functions require.
        unsafe {
            assert_eq!(
                sudoku_solve_batch(buffer.as_mut_ptr(), n, 81, statuses.as_mut_ptr(), 1),
                SUDOKU_OK
            );
            assert_eq!(
                sudoku_count_batch(
                    original.as_ptr(),
                    n,
                    81,
                    2,
                    counts.as_mut_ptr(),
                    statuses.as_mut_ptr(),
                    1
                ),
                SUDOKU_OK
            );
            assert_eq!(
                sudoku_check_batch(
                    original.as_ptr(),
                    n,
                    81,
                    std::ptr::null_mut(),
                    statuses.as_mut_ptr(),
                    1
                ),
                SUDOKU_OK
            );
        }
    });
    assert_eq!(used, 0);
    assert!(statuses.contains(&SUDOKU_OK) && buffer != original);
}
