//! A panic inside the library becomes SUDOKU_ERR_INTERNAL (false for
//! sudoku_is_valid) with the caller's buffer unchanged, and the library keeps
//! working afterwards. Needs `--features fault-injection`.

mod common;
use common::*;
use sudoku::fault::{arm_panic, Point};
use sudoku::ffi::*;

const PUZZLE: &str =
    ".26.........5.2..4...1....7.3..2.18....3.9....54.1..7.5....1...6..9.7.........75.";

#[test]
fn solve_panicking_after_the_fill_leaves_the_buffer_unchanged() {
    let original = board(PUZZLE);
    let mut b = original;
    arm_panic(Point::AfterFill);
    assert_eq!(ffi_solve(&mut b), SUDOKU_ERR_INTERNAL);
    assert_eq!(b, original);
    // The next call works normally.
    assert_eq!(ffi_solve(&mut b), SUDOKU_OK);
    assert!(b.starts_with(b"126734598"));

    let mut b = original;
    arm_panic(Point::AfterFill);
    assert_eq!(ffi_solve_any(&mut b), SUDOKU_ERR_INTERNAL);
    assert_eq!(b, original);
    assert_eq!(ffi_solve_any(&mut b), SUDOKU_OK);
}

#[test]
fn every_entry_point_turns_a_panic_into_its_error_value() {
    let original = board(PUZZLE);
    let mut b = original;
    arm_panic(Point::AfterParse);
    assert_eq!(ffi_solve(&mut b), SUDOKU_ERR_INTERNAL);
    assert_eq!(b, original);

    arm_panic(Point::AfterParse);
    assert!(!ffi_is_valid(&b));
    assert!(ffi_is_valid(&b));

    arm_panic(Point::AfterParse);
    assert_eq!(ffi_check(&b).0, SUDOKU_ERR_INTERNAL);

    arm_panic(Point::AfterParse);
    let mut n = 77u32;
    // SAFETY: valid buffer and out-pointer.
    let status = unsafe { sudoku_count_solutions(b.as_ptr(), 2, &mut n) };
    assert_eq!(status, SUDOKU_ERR_INTERNAL);
    assert_eq!(ffi_count(&b, 2), (SUDOKU_OK, 2));
}

#[test]
fn the_armed_panic_is_per_thread() {
    arm_panic(Point::AfterParse);
    let other = std::thread::spawn(|| {
        let mut b = board(PUZZLE);
        ffi_solve(&mut b)
    });
    assert_eq!(other.join().unwrap(), SUDOKU_OK);
    // Disarm by using it here.
    assert!(!ffi_is_valid(&board(PUZZLE)));
}

#[test]
fn a_panic_in_a_batch_worker_fails_only_that_board() {
    let boards: Vec<[u8; 81]> = (0..200).map(|_| board(PUZZLE)).collect();
    let mut expected = board(PUZZLE);
    assert_eq!(ffi_solve(&mut expected), SUDOKU_OK);
    for threads in [1u32, 2] {
        let mut buffer: Vec<u8> = boards.concat();
        let mut statuses = vec![99i32; boards.len()];
        // The batch hands the armed panic to each of its threads: every
        // thread that works panics on its first board.
        arm_panic(Point::AfterParse);
        // SAFETY: buffers of the sizes the function requires.
        let status = unsafe {
            sudoku_solve_batch(
                buffer.as_mut_ptr(),
                boards.len(),
                81,
                statuses.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!(status, SUDOKU_OK);
        let failed: Vec<usize> = (0..boards.len())
            .filter(|&i| statuses[i] != SUDOKU_OK)
            .collect();
        assert!(
            !failed.is_empty() && failed.len() <= threads as usize,
            "{failed:?}"
        );
        for (i, chunk) in buffer.chunks(81).enumerate() {
            if failed.contains(&i) {
                assert_eq!(statuses[i], SUDOKU_ERR_INTERNAL);
                assert_eq!(chunk, &boards[i][..], "a failed board is unchanged");
            } else {
                assert_eq!(chunk, &expected[..]);
            }
        }
        // Nothing stays armed on the caller's thread.
        let mut b = board(PUZZLE);
        assert_eq!(ffi_solve(&mut b), SUDOKU_OK);
    }
}
