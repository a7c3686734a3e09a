//! The C ABI from Rust: NULL arguments, status messages, the version, many
//! threads at once, and small thread stacks.

mod common;
use common::*;
use std::ffi::CStr;
use std::ptr;
use sudoku::ffi::*;

#[test]
fn null_arguments_are_refused() {
    // SAFETY: NULL is allowed for every pointer argument.
    unsafe {
        assert!(!sudoku_is_valid(ptr::null()));
        assert_eq!(sudoku_solve(ptr::null_mut()), SUDOKU_ERR_NULL);
        let mut n = 9;
        assert_eq!(
            sudoku_count_solutions(ptr::null(), 2, &mut n),
            SUDOKU_ERR_NULL
        );
        assert_eq!(n, 0);
        let b = [0u8; CELLS];
        assert_eq!(
            sudoku_count_solutions(b.as_ptr(), 2, ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(sudoku_check(ptr::null(), ptr::null_mut()), SUDOKU_ERR_NULL);
        assert_eq!(sudoku_check(b.as_ptr(), ptr::null_mut()), SUDOKU_OK);
    }
    let (status, c) = {
        let mut c = ffi_check(&[0; CELLS]).1;
        c.first_cell = 1;
        // SAFETY: NULL board, writable conflict.
        (unsafe { sudoku_check(ptr::null(), &mut c) }, c)
    };
    assert_eq!(status, SUDOKU_ERR_NULL);
    assert_eq!(
        (c.first_cell, c.second_cell, c.unit),
        (SUDOKU_NO_CELL, SUDOKU_NO_CELL, SUDOKU_UNIT_NONE)
    );
}

#[test]
fn every_status_has_its_own_message() {
    let codes = [
        SUDOKU_OK,
        SUDOKU_ERR_NULL,
        SUDOKU_ERR_BAD_CELL,
        SUDOKU_ERR_CONFLICT,
        SUDOKU_ERR_NO_SOLUTION,
        SUDOKU_ERR_INTERNAL,
        SUDOKU_ERR_OPTIONS,
        SUDOKU_ERR_GAVE_UP,
        SUDOKU_ERR_NOT_UNIQUE,
        SUDOKU_ERR_SPACE,
    ];
    let message = |s| {
        // SAFETY: sudoku_strerror returns a static NUL-terminated string.
        unsafe { CStr::from_ptr(sudoku_strerror(s)) }
            .to_str()
            .unwrap()
            .to_owned()
    };
    let mut seen: Vec<String> = codes.iter().map(|&s| message(s)).collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), codes.len());
    for unknown in [1, -10, 42, i32::MIN, i32::MAX] {
        assert_eq!(message(unknown), "unknown libsudoku status code");
    }
    assert_eq!(
        message(SUDOKU_ERR_NO_SOLUTION),
        "the puzzle has no solution"
    );
}

#[test]
fn version_is_the_package_version() {
    // SAFETY: sudoku_version returns a static NUL-terminated string.
    let v = unsafe { CStr::from_ptr(sudoku_version()) };
    assert_eq!(v.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
}

#[test]
fn bad_cell_and_conflict_are_located() {
    let mut b = [b'.'; CELLS];
    b[40] = b'x';
    let (status, c) = ffi_check(&b);
    assert_eq!(status, SUDOKU_ERR_BAD_CELL);
    assert_eq!(
        (c.first_cell, c.second_cell, c.byte, c.unit),
        (40, SUDOKU_NO_CELL, b'x', SUDOKU_UNIT_NONE)
    );

    let mut b = [0u8; CELLS];
    b[9] = 6;
    b[13] = 6;
    let expected = sudoku_conflict {
        first_cell: 9,
        second_cell: 13,
        digit: 6,
        unit: SUDOKU_UNIT_ROW,
        unit_index: 1,
        byte: 6,
    };
    assert_eq!(ffi_check(&b), (SUDOKU_ERR_CONFLICT, expected));
}

/// Everything the functions answer for one board, to compare runs: the
/// solved board and status, the count, the check, validity, and the texts.
type Answers = (
    [u8; CELLS],
    i32,
    (i32, u32),
    (i32, sudoku_conflict),
    bool,
    String,
);

fn every_answer(case: &Case) -> Answers {
    let mut b = case.puzzle;
    let status = ffi_solve(&mut b);
    // SAFETY: sudoku_strerror and sudoku_version return static C strings.
    let texts = unsafe {
        format!(
            "{:?} {:?}",
            CStr::from_ptr(sudoku_strerror(status)),
            CStr::from_ptr(sudoku_version())
        )
    };
    (
        b,
        status,
        ffi_count(&case.puzzle, 50),
        ffi_check(&case.puzzle),
        ffi_is_valid(&case.puzzle),
        texts,
    )
}

#[test]
fn many_threads_calling_every_function_agree_with_one() {
    // Shared read-only puzzles, private output boards, every entry point at
    // once from 16 threads, each starting at a different case.
    let cases = known_answers();
    let expected: Vec<_> = cases.iter().map(every_answer).collect();
    std::thread::scope(|scope| {
        for t in 0..16 {
            let (cases, expected) = (&cases, &expected);
            scope.spawn(move || {
                for round in 0..4 {
                    for k in 0..cases.len() {
                        let i = (k + t * 7 + round) % cases.len();
                        assert_eq!(every_answer(&cases[i]), expected[i], "{}", cases[i].name);
                    }
                }
            });
        }
    });
}

#[test]
fn a_64_kib_thread_stack_is_enough() {
    // The search and the clause learner keep their state on the stack (no
    // heap); C callers often run worker threads with small stacks (musl's
    // default is 128 KiB). The known answers include boards that reach
    // the learner, whose frame comes on top of the search's.
    let worker = std::thread::Builder::new().stack_size(64 * 1024).spawn(|| {
        for case in known_answers() {
            let mut b = case.puzzle;
            assert_eq!(ffi_solve(&mut b), case.status, "{}", case.name);
            let _ = ffi_count(&case.puzzle, 1000);
        }
    });
    worker.unwrap().join().unwrap();
}
