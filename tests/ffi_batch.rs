//! The batch calls give exactly what the single calls give, board by board
//! and in order, on any number of threads and with any stride; bad boards
//! never stop the others; bad arguments write nothing.

mod common;
use common::*;
use std::ptr;
use sudoku::ffi::*;

const CELLS: usize = 81;

/// Every known-answer board (all categories: solvable, unsolvable,
/// conflicts, bad bytes, several solutions), repeated so that the batch is
/// long enough for several threads to share it, plus a few raw-style ones.
fn mixed_boards() -> Vec<[u8; CELLS]> {
    let cases = known_answers();
    let mut boards = Vec::new();
    for round in 0..6 {
        for case in &cases {
            let mut b = case.puzzle;
            if round % 3 == 1 {
                // Raw style (0 and 1-9) where the board is plain ASCII.
                if b.iter().all(|&c| c == b'.' || c.is_ascii_digit()) {
                    b.iter_mut()
                        .for_each(|c| *c = if *c == b'.' { 0 } else { *c - b'0' });
                }
            }
            boards.push(b);
        }
    }
    boards
}

/// The boards laid out `stride` bytes apart, the gaps filled with a marker
/// that must survive every call.
fn strided(boards: &[[u8; CELLS]], stride: usize) -> Vec<u8> {
    let mut buffer = vec![b'#'; (boards.len() - 1) * stride + CELLS];
    for (i, b) in boards.iter().enumerate() {
        buffer[i * stride..i * stride + CELLS].copy_from_slice(b);
    }
    buffer
}

fn gaps_intact(buffer: &[u8], count: usize, stride: usize) -> bool {
    (0..count).all(|i| {
        let end = ((i + 1) * stride).min(buffer.len());
        buffer[i * stride + CELLS..end].iter().all(|&c| c == b'#')
    })
}

#[test]
fn solve_batch_matches_the_single_calls() {
    let boards = mixed_boards();
    let n = boards.len();
    for (any, single) in [
        (false, ffi_solve as fn(&mut [u8; CELLS]) -> i32),
        (true, ffi_solve_any),
    ] {
        let expected: Vec<([u8; CELLS], i32)> = boards
            .iter()
            .map(|b| {
                let mut b = *b;
                let status = single(&mut b);
                (b, status)
            })
            .collect();
        assert!(expected.iter().any(|e| e.1 == SUDOKU_OK));
        assert!(expected.iter().any(|e| e.1 == SUDOKU_ERR_BAD_CELL));
        assert!(expected.iter().any(|e| e.1 == SUDOKU_ERR_NO_SOLUTION));
        for stride in [81, 82, 100] {
            for threads in [0, 1, 2, 3] {
                let mut buffer = strided(&boards, stride);
                let mut statuses = vec![99i32; n];
                // SAFETY: buffers of the sizes the function requires.
                let status = unsafe {
                    let f = if any {
                        sudoku_solve_any_batch
                    } else {
                        sudoku_solve_batch
                    };
                    f(
                        buffer.as_mut_ptr(),
                        n,
                        stride,
                        statuses.as_mut_ptr(),
                        threads,
                    )
                };
                assert_eq!(status, SUDOKU_OK);
                for (i, (board, s)) in expected.iter().enumerate() {
                    assert_eq!(
                        statuses[i], *s,
                        "board {i}, stride {stride}, threads {threads}"
                    );
                    assert_eq!(&buffer[i * stride..i * stride + CELLS], board, "board {i}");
                }
                assert!(gaps_intact(&buffer, n, stride));
            }
        }
    }
}

#[test]
fn count_batch_matches_the_single_calls() {
    let boards = mixed_boards();
    let n = boards.len();
    for limit in [0, 1, 2, 1000] {
        for threads in [1, 2] {
            let buffer = strided(&boards, 90);
            let mut counts = vec![7u32; n];
            let mut statuses = vec![99i32; n];
            // SAFETY: buffers of the sizes the function requires.
            let status = unsafe {
                sudoku_count_batch(
                    buffer.as_ptr(),
                    n,
                    90,
                    limit,
                    counts.as_mut_ptr(),
                    statuses.as_mut_ptr(),
                    threads,
                )
            };
            assert_eq!(status, SUDOKU_OK);
            for (i, b) in boards.iter().enumerate() {
                assert_eq!((statuses[i], counts[i]), ffi_count(b, limit), "board {i}");
            }
        }
    }
}

#[test]
fn check_batch_matches_the_single_calls_with_and_without_conflicts() {
    let boards = mixed_boards();
    let n = boards.len();
    for threads in [1, 2] {
        let buffer = strided(&boards, 81);
        let mut conflicts = vec![ffi_check(&boards[0]).1; n];
        let mut statuses = vec![99i32; n];
        // SAFETY: buffers of the sizes the function requires.
        let status = unsafe {
            sudoku_check_batch(
                buffer.as_ptr(),
                n,
                81,
                conflicts.as_mut_ptr(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!(status, SUDOKU_OK);
        for (i, b) in boards.iter().enumerate() {
            let (s, c) = ffi_check(b);
            assert_eq!(statuses[i], s, "board {i}");
            assert_eq!(conflicts[i], c, "board {i}");
        }
        assert!(statuses.contains(&SUDOKU_ERR_CONFLICT));
        let mut without = vec![99i32; n];
        // SAFETY: as above; conflicts may be NULL.
        let status = unsafe {
            sudoku_check_batch(
                buffer.as_ptr(),
                n,
                81,
                ptr::null_mut(),
                without.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(without, statuses);
    }
}

#[test]
fn generate_batch_makes_the_single_calls_puzzles() {
    let mut options = unsafe_init();
    options.max_givens = 30;
    let n = 24;
    let seed = u64::MAX - 5; // the seeds wrap
    for threads in [1, 2] {
        for stride in [81, 83] {
            let mut puzzles = vec![b'#'; (n - 1) * stride + CELLS];
            let mut solutions = vec![b'#'; (n - 1) * stride + CELLS];
            let mut statuses = vec![99i32; n];
            // SAFETY: buffers of the sizes the function requires.
            let status = unsafe {
                sudoku_generate_batch(
                    seed,
                    n,
                    &options,
                    puzzles.as_mut_ptr(),
                    solutions.as_mut_ptr(),
                    stride,
                    statuses.as_mut_ptr(),
                    threads,
                )
            };
            assert_eq!(status, SUDOKU_OK);
            for i in 0..n {
                let mut p = [0u8; CELLS];
                let mut s = [0u8; CELLS];
                let seed_i = seed.wrapping_add(i as u64);
                // SAFETY: valid options and buffers.
                let single =
                    unsafe { sudoku_generate(seed_i, &options, p.as_mut_ptr(), s.as_mut_ptr()) };
                assert_eq!(statuses[i], single);
                assert_eq!(single, SUDOKU_OK);
                assert_eq!(&puzzles[i * stride..i * stride + CELLS], &p);
                assert_eq!(&solutions[i * stride..i * stride + CELLS], &s);
            }
            assert!(gaps_intact(&puzzles, n, stride) && gaps_intact(&solutions, n, stride));
            // Without solutions.
            let mut again = vec![b'#'; (n - 1) * stride + CELLS];
            // SAFETY: as above, solutions NULL.
            let status = unsafe {
                sudoku_generate_batch(
                    seed,
                    n,
                    &options,
                    again.as_mut_ptr(),
                    ptr::null_mut(),
                    stride,
                    statuses.as_mut_ptr(),
                    threads,
                )
            };
            assert_eq!(status, SUDOKU_OK);
            assert_eq!(again, puzzles);
        }
    }
}

fn unsafe_init() -> sudoku_generate_options {
    // SAFETY: an all-zero struct is a valid place to write the defaults.
    let mut options: sudoku_generate_options = unsafe { std::mem::zeroed() };
    // SAFETY: a writable struct.
    unsafe { sudoku_generate_options_init(&mut options) };
    options
}

#[test]
fn generate_batch_gives_up_per_puzzle_and_refuses_bad_options() {
    let mut options = unsafe_init();
    options.max_givens = 17;
    options.max_tries = 1;
    let n = 6;
    let mut puzzles = vec![b'#'; n * CELLS];
    let mut statuses = vec![99i32; n];
    // SAFETY: buffers of the sizes the function requires.
    let status = unsafe {
        sudoku_generate_batch(
            1,
            n,
            &options,
            puzzles.as_mut_ptr(),
            ptr::null_mut(),
            81,
            statuses.as_mut_ptr(),
            2,
        )
    };
    assert_eq!(status, SUDOKU_OK);
    assert!(statuses.iter().all(|&s| s == SUDOKU_ERR_GAVE_UP));
    assert!(puzzles.iter().all(|&c| c == b'#'));

    for (field, value) in [("symmetry", 99), ("min_givens", 40)] {
        let mut bad = unsafe_init();
        if field == "symmetry" {
            bad.symmetry = value;
        } else {
            bad.min_givens = value;
            bad.max_givens = 30;
        }
        // SAFETY: as above.
        let status = unsafe {
            sudoku_generate_batch(
                1,
                n,
                &bad,
                puzzles.as_mut_ptr(),
                ptr::null_mut(),
                81,
                statuses.as_mut_ptr(),
                2,
            )
        };
        assert_eq!(status, SUDOKU_ERR_OPTIONS, "{field}");
        assert!(
            statuses.iter().all(|&s| s == SUDOKU_ERR_GAVE_UP),
            "statuses untouched"
        );
    }
    options.symmetry = 99;
    statuses.fill(99);
    // SAFETY: as above.
    let status = unsafe {
        sudoku_generate_batch(
            1,
            n,
            &options,
            puzzles.as_mut_ptr(),
            ptr::null_mut(),
            81,
            statuses.as_mut_ptr(),
            2,
        )
    };
    assert_eq!(status, SUDOKU_ERR_OPTIONS);
    assert!(statuses.iter().all(|&s| s == 99));
}

fn rating_filler() -> sudoku_rating {
    sudoku_rating {
        size: 0,
        level: 77,
        se: -1.0,
        score: 77,
        steps: 77,
        hardest: 77,
    }
}

#[test]
fn rate_batch_matches_the_single_calls() {
    let text = include_str!("data/se_sample.txt");
    let mut boards: Vec<[u8; CELLS]> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .step_by(4)
        .map(|l| board(&l[..81]))
        .collect();
    boards.extend(known_answers().iter().map(|c| c.puzzle));
    let n = boards.len();
    let buffer = strided(&boards, 82);
    for threads in [1, 2] {
        let mut ratings = vec![rating_filler(); n];
        ratings[0].size = size_of::<sudoku_rating>() as u32;
        let mut statuses = vec![99i32; n];
        // SAFETY: buffers of the sizes the function requires.
        let status = unsafe {
            sudoku_rate_batch(
                buffer.as_ptr(),
                n,
                82,
                ratings.as_mut_ptr(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!(status, SUDOKU_OK);
        let mut rated = 0;
        for (i, b) in boards.iter().enumerate() {
            let mut single = rating_filler();
            single.size = size_of::<sudoku_rating>() as u32;
            // SAFETY: a valid board and struct.
            let s = unsafe { sudoku_rate(b.as_ptr(), &mut single) };
            assert_eq!(statuses[i], s, "board {i}");
            if s == SUDOKU_OK {
                rated += 1;
                assert_eq!(ratings[i], single, "board {i}");
            } else {
                let mut untouched = rating_filler();
                untouched.size = if i == 0 { single.size } else { 0 };
                assert_eq!(ratings[i], untouched, "board {i}");
            }
        }
        assert!(rated > 30 && statuses.contains(&SUDOKU_ERR_NOT_UNIQUE));
    }
}

#[test]
fn bad_arguments_write_nothing() {
    let boards = mixed_boards();
    let n = boards.len();
    let mut buffer = strided(&boards, 81);
    let original = buffer.clone();
    let mut statuses = vec![99i32; n];
    let mut counts = vec![7u32; n];
    // SAFETY: every call below either has valid buffers or is refused
    // before it reads them.
    unsafe {
        assert_eq!(
            sudoku_solve_batch(ptr::null_mut(), n, 81, statuses.as_mut_ptr(), 1),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_solve_batch(buffer.as_mut_ptr(), n, 81, ptr::null_mut(), 1),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_solve_batch(buffer.as_mut_ptr(), n, 80, statuses.as_mut_ptr(), 1),
            SUDOKU_ERR_OPTIONS
        );
        assert_eq!(
            sudoku_solve_any_batch(
                buffer.as_mut_ptr(),
                3,
                usize::MAX / 2,
                statuses.as_mut_ptr(),
                1
            ),
            SUDOKU_ERR_OPTIONS
        );
        assert_eq!(
            sudoku_count_batch(
                buffer.as_ptr(),
                n,
                81,
                2,
                ptr::null_mut(),
                statuses.as_mut_ptr(),
                1
            ),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_count_batch(
                buffer.as_ptr(),
                n,
                81,
                2,
                counts.as_mut_ptr(),
                ptr::null_mut(),
                1
            ),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_check_batch(
                buffer.as_ptr(),
                n,
                0,
                ptr::null_mut(),
                statuses.as_mut_ptr(),
                1
            ),
            SUDOKU_ERR_OPTIONS
        );
        assert_eq!(
            sudoku_generate_batch(
                1,
                n,
                ptr::null(),
                ptr::null_mut(),
                ptr::null_mut(),
                81,
                statuses.as_mut_ptr(),
                1
            ),
            SUDOKU_ERR_NULL
        );
        let mut ratings = vec![rating_filler(); n];
        assert_eq!(
            sudoku_rate_batch(
                buffer.as_ptr(),
                n,
                81,
                ratings.as_mut_ptr(),
                statuses.as_mut_ptr(),
                1
            ),
            SUDOKU_ERR_OPTIONS,
            "size 0"
        );
        ratings[0].size = size_of::<sudoku_rating>() as u32 + 2;
        assert_eq!(
            sudoku_rate_batch(
                buffer.as_ptr(),
                n,
                81,
                ratings.as_mut_ptr(),
                statuses.as_mut_ptr(),
                1
            ),
            SUDOKU_ERR_OPTIONS,
            "size not a multiple of 4"
        );
        // Nothing at all is touched for count 0, NULL pointers included.
        assert_eq!(
            sudoku_solve_batch(ptr::null_mut(), 0, 0, ptr::null_mut(), 0),
            SUDOKU_OK
        );
        assert_eq!(
            sudoku_count_batch(ptr::null(), 0, 0, 2, ptr::null_mut(), ptr::null_mut(), 0),
            SUDOKU_OK
        );
        assert_eq!(
            sudoku_rate_batch(ptr::null(), 0, 0, ptr::null_mut(), ptr::null_mut(), 0),
            SUDOKU_OK
        );
    }
    assert_eq!(buffer, original);
    assert!(statuses.iter().all(|&s| s == 99));
    assert!(counts.iter().all(|&c| c == 7));
}

#[test]
fn a_newer_callers_longer_rating_structs_are_filled_up_to_their_size() {
    // A caller built against a future, longer sudoku_rating: 8 more bytes
    // per struct; we write ours and leave the tail alone.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct Longer {
        rating: sudoku_rating,
        tail: [u32; 2],
    }
    let boards: Vec<[u8; CELLS]> = known_answers().iter().map(|c| c.puzzle).collect();
    let n = boards.len();
    let buffer = strided(&boards, 81);
    let mut longer = vec![
        Longer {
            rating: rating_filler(),
            tail: [5, 5]
        };
        n
    ];
    longer[0].rating.size = size_of::<Longer>() as u32;
    let mut statuses = vec![99i32; n];
    // SAFETY: `n` structs of the size given in the first.
    let status = unsafe {
        sudoku_rate_batch(
            buffer.as_ptr(),
            n,
            81,
            longer.as_mut_ptr().cast(),
            statuses.as_mut_ptr(),
            2,
        )
    };
    assert_eq!(status, SUDOKU_OK);
    for (i, l) in longer.iter().enumerate() {
        assert_eq!(l.tail, [5, 5]);
        if statuses[i] == SUDOKU_OK {
            assert_eq!(l.rating.size, size_of::<Longer>() as u32);
            assert!(l.rating.se >= 1.0);
        }
    }
    assert!(statuses.contains(&SUDOKU_OK));
}
