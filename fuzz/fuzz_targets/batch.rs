//! The batch calls on arbitrary bytes: the buffer is cut into boards at an
//! arbitrary stride, solved, counted, checked (and the first few solved
//! with solve_any and rated, two puzzles generated from a seed taken from
//! the input) on 0-3 threads, and every
//! board's status and bytes must be what the single calls give, with the
//! bytes between boards untouched. Bad strides and NULLs write nothing.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::ptr;
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
    // solve_any and rate, on the first few boards. Rating the hardest
    // puzzles takes a third of a second in a release build and seconds
    // under the fuzzer's instrumentation, so boards with fewer than 30
    // givens are left to the logic target; this one checks the plumbing.
    let givens = |i: usize| {
        rest[i * stride..i * stride + CELLS]
            .iter()
            .filter(|&&c| c != b'.' && c != b'0' && c != 0)
            .count()
    };
    let few = (0..count.min(3)).take_while(|&i| givens(i) >= 30).count();
    if few == 0 {
        return check_generate_and_tail(rest, &buffer, count, stride, threads);
    }
    let mut any_buffer = rest.to_vec();
    let mut any_statuses = vec![99i32; few];
    // SAFETY: the first `few` boards of the buffer.
    let s = unsafe {
        sudoku_solve_any_batch(
            any_buffer.as_mut_ptr(),
            few,
            stride,
            any_statuses.as_mut_ptr(),
            threads,
        )
    };
    assert_eq!(s, SUDOKU_OK);
    let filler = sudoku_rating {
        size: 0,
        level: 9,
        se: -1.0,
        score: 9,
        steps: 9,
        hardest: 9,
    };
    let mut ratings = vec![filler; few];
    ratings[0].size = size_of::<sudoku_rating>() as u32;
    let mut rate_statuses = vec![99i32; few];
    // SAFETY: as above, `few` rating structs.
    let s = unsafe {
        sudoku_rate_batch(
            rest.as_ptr(),
            few,
            stride,
            ratings.as_mut_ptr(),
            rate_statuses.as_mut_ptr(),
            threads,
        )
    };
    assert_eq!(s, SUDOKU_OK);
    for i in 0..few {
        let at = i * stride;
        let mut single: [u8; CELLS] = rest[at..at + CELLS].try_into().unwrap();
        // SAFETY: 81 bytes.
        let status = unsafe { sudoku_solve_any(single.as_mut_ptr()) };
        assert_eq!(
            (any_statuses[i], &any_buffer[at..at + CELLS]),
            (status, &single[..]),
            "board {i}"
        );
        let mut rating = filler;
        rating.size = size_of::<sudoku_rating>() as u32;
        // SAFETY: 81 bytes and a struct.
        let status = unsafe { sudoku_rate(rest[at..].as_ptr(), &mut rating) };
        assert_eq!(rate_statuses[i], status, "board {i}");
        if status == SUDOKU_OK {
            assert_eq!(ratings[i], rating, "board {i}");
        }
    }

    check_generate_and_tail(rest, &buffer, count, stride, threads);
});

/// generate_batch against sudoku_generate, and the bytes past the last
/// board untouched.
fn check_generate_and_tail(rest: &[u8], buffer: &[u8], count: usize, stride: usize, threads: u32) {
    // generate: two puzzles from a seed made of the input, as the single calls make them.
    let seed = u64::from_le_bytes(rest[..8].try_into().unwrap());
    let mut puzzles = vec![b'#'; stride + CELLS];
    let mut gen_statuses = [99i32; 2];
    // SAFETY: two boards `stride` apart, default options, no solutions.
    let s = unsafe {
        sudoku_generate_batch(
            seed,
            2,
            ptr::null(),
            puzzles.as_mut_ptr(),
            ptr::null_mut(),
            stride,
            gen_statuses.as_mut_ptr(),
            threads,
        )
    };
    assert_eq!(s, SUDOKU_OK);
    for i in 0..2 {
        let mut single = [0u8; CELLS];
        // SAFETY: default options and an 81-byte buffer.
        let status = unsafe {
            sudoku_generate(
                seed.wrapping_add(i as u64),
                ptr::null(),
                single.as_mut_ptr(),
                ptr::null_mut(),
            )
        };
        assert_eq!(
            (gen_statuses[i], &puzzles[i * stride..i * stride + CELLS]),
            (status, &single[..])
        );
    }
    assert!(puzzles[CELLS..stride].iter().all(|&c| c == b'#'));

    // The tail past the last board is never touched.
    let last = (count - 1) * stride + CELLS;
    assert_eq!(&buffer[last..], &rest[last..]);
}
