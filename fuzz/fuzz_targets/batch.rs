//! The batch calls on arbitrary bytes: the buffer is cut into boards at an
//! arbitrary stride, solved, counted and checked on 1-3 threads, and every
//! board's status and bytes must be what the single calls give, with the
//! bytes between boards untouched. Bad strides and NULLs write nothing.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::*;

const CELLS: usize = 81;

fuzz_target!(|data: &[u8]| {
    let [a, b, rest @ ..] = data else {
        return;
    };
    let stride = CELLS + usize::from(*a % 8);
    let threads = u32::from(*b % 4);
    if rest.len() < CELLS {
        // Too short for a board: a stride below 81 is refused, nothing written.
        let mut buffer = rest.to_vec();
        buffer.resize(CELLS, b'.');
        let mut status = [7i32];
        // SAFETY: 81 bytes and one status.
        let s = unsafe {
            sudoku_solve_batch(
                buffer.as_mut_ptr(),
                1,
                CELLS - 1,
                status.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!((s, status[0]), (SUDOKU_ERR_OPTIONS, 7));
        return;
    }
    let count = (rest.len() - CELLS) / stride + 1;
    let mut buffer = rest.to_vec();

    let mut statuses = vec![99i32; count];
    // SAFETY: the buffer spans (count - 1) * stride + 81 bytes.
    let s = unsafe {
        sudoku_solve_batch(
            buffer.as_mut_ptr(),
            count,
            stride,
            statuses.as_mut_ptr(),
            threads,
        )
    };
    assert_eq!(s, SUDOKU_OK);
    let mut counts = vec![7u32; count];
    let mut count_statuses = vec![99i32; count];
    // SAFETY: as above, on the input.
    let s = unsafe {
        sudoku_count_batch(
            rest.as_ptr(),
            count,
            stride,
            2,
            counts.as_mut_ptr(),
            count_statuses.as_mut_ptr(),
            threads,
        )
    };
    assert_eq!(s, SUDOKU_OK);
    let mut conflicts = vec![
        sudoku_conflict {
            first_cell: 1,
            second_cell: 1,
            digit: 1,
            unit: 1,
            unit_index: 1,
            byte: 1
        };
        count
    ];
    let mut check_statuses = vec![99i32; count];
    // SAFETY: as above.
    let s = unsafe {
        sudoku_check_batch(
            rest.as_ptr(),
            count,
            stride,
            conflicts.as_mut_ptr(),
            check_statuses.as_mut_ptr(),
            threads,
        )
    };
    assert_eq!(s, SUDOKU_OK);

    for i in 0..count {
        let at = i * stride;
        let mut single: [u8; CELLS] = rest[at..at + CELLS].try_into().unwrap();
        // SAFETY: 81 bytes.
        let status = unsafe { sudoku_solve(single.as_mut_ptr()) };
        assert_eq!(statuses[i], status, "board {i}");
        assert_eq!(&buffer[at..at + CELLS], &single, "board {i}");
        let end = (at + stride).min(rest.len());
        assert_eq!(
            &buffer[at + CELLS..end],
            &rest[at + CELLS..end],
            "the gap after board {i}"
        );

        let mut n = 0u32;
        // SAFETY: 81 bytes and a u32.
        let status = unsafe { sudoku_count_solutions(rest[at..].as_ptr(), 2, &mut n) };
        assert_eq!((count_statuses[i], counts[i]), (status, n), "board {i}");

        let mut conflict = conflicts[i];
        // SAFETY: 81 bytes and a struct.
        let status = unsafe { sudoku_check(rest[at..].as_ptr(), &mut conflict) };
        assert_eq!(
            (check_statuses[i], conflicts[i]),
            (status, conflict),
            "board {i}"
        );
    }
    // The tail past the last board is never touched.
    let last = (count - 1) * stride + CELLS;
    assert_eq!(&buffer[last..], &rest[last..]);
});
