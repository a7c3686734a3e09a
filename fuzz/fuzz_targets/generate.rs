//! The generator, candidates and solution listing on arbitrary options and
//! boards: any options give OK with a checked puzzle (one solution, which is
//! the solution written; the givens inside the bounds) or the right error
//! with both buffers untouched; candidates and solutions agree with each
//! other and with counting, or fail with the buffers untouched.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::*;

const CELLS: usize = 81;

fn word(data: &[u8], at: usize) -> u32 {
    let mut bytes = [0u8; 4];
    for (k, b) in bytes.iter_mut().enumerate() {
        *b = data.get(at + k).copied().unwrap_or(0);
    }
    u32::from_le_bytes(bytes)
}

fn count(board: &[u8; CELLS], limit: u32) -> (i32, u32) {
    let mut n = 0;
    // SAFETY: an 81-byte board and a writable count.
    let status = unsafe { sudoku_count_solutions(board.as_ptr(), limit, &mut n) };
    (status, n)
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().unwrap());
    let rest = &data[8..];
    if data[8] & 1 == 0 {
        // Options: small values most of the time, any value sometimes.
        let pick = |at: usize, small: u32| {
            let w = word(rest, at);
            if w & 0x80 != 0 {
                w >> 8
            } else {
                (w >> 8) % small
            }
        };
        let options = sudoku_generate_options {
            size: if rest.get(1).copied().unwrap_or(0) & 0x40 != 0 {
                word(rest, 2) % 64
            } else if rest.get(1).copied().unwrap_or(0) & 0x20 != 0 {
                44
            } else {
                28
            },
            symmetry: pick(6, 9),
            minimal: pick(10, 2),
            min_givens: pick(14, 45),
            max_givens: pick(18, 50),
            style: pick(22, 3),
            // Few tries: bounds that are hard to meet give up quickly.
            max_tries: 1 + word(rest, 26) % 4,
            // Difficulty bounds, read only with a size of 44 or more.
            min_level: pick(30, 7),
            max_level: pick(34, 7),
            min_se: (word(rest, 38) % 120) as f32 / 10.0
                * f32::from(rest.get(42).copied().unwrap_or(0) & 1),
            max_se: (word(rest, 43) % 120) as f32 / 10.0
                * f32::from(rest.get(47).copied().unwrap_or(0) & 1),
        };
        let (mut puzzle, mut solution) = ([0xEEu8; CELLS], [0xEEu8; CELLS]);
        // SAFETY: the struct is readable for max(size, 28) bytes; buffers of 81.
        let status =
            unsafe { sudoku_generate(seed, &options, puzzle.as_mut_ptr(), solution.as_mut_ptr()) };
        match status {
            SUDOKU_OK => {
                let n = puzzle.iter().filter(|&&b| b != b'.' && b != 0).count() as u32;
                assert!(
                    n >= options.min_givens && (options.max_givens == 0 || n <= options.max_givens)
                );
                assert_eq!(count(&puzzle, 2), (SUDOKU_OK, 1), "{options:?} {seed}");
                let mut solved = puzzle;
                // SAFETY: an 81-byte board.
                assert_eq!(unsafe { sudoku_solve(solved.as_mut_ptr()) }, SUDOKU_OK);
                assert_eq!(solved, solution);
                if options.size >= 44 {
                    let mut rating = sudoku_rating {
                        size: size_of::<sudoku_rating>() as u32,
                        level: 0,
                        se: 0.0,
                        score: 0,
                        steps: 0,
                        hardest: 0,
                    };
                    // SAFETY: an 81-byte board and a sized struct.
                    assert_eq!(
                        unsafe { sudoku_rate(puzzle.as_ptr(), &mut rating) },
                        SUDOKU_OK
                    );
                    let o = &options;
                    assert!(rating.level >= o.min_level, "{o:?} {rating:?}");
                    assert!(
                        o.max_level == 0 || rating.level <= o.max_level,
                        "{o:?} {rating:?}"
                    );
                    assert!(rating.se >= o.min_se - 0.01, "{o:?} {rating:?}");
                    assert!(
                        o.max_se == 0.0 || rating.se <= o.max_se + 0.01,
                        "{o:?} {rating:?}"
                    );
                }
            }
            SUDOKU_ERR_OPTIONS | SUDOKU_ERR_GAVE_UP => {
                assert_eq!((puzzle, solution), ([0xEE; CELLS], [0xEE; CELLS]));
            }
            other => panic!("status {other} for {options:?}"),
        }
        return;
    }
    // A board from the rest, as the contract target's bytes: any byte value.
    let mut board = [b'.'; CELLS];
    for (cell, &b) in board.iter_mut().zip(rest[1..].iter()) {
        *cell = b;
    }
    let kind = word(rest, 0) >> 1 & 3;
    let mut marks = [0x5555u16; CELLS];
    // SAFETY: an 81-byte board and 81 writable u16.
    let status = unsafe { sudoku_candidates(board.as_ptr(), kind, marks.as_mut_ptr()) };
    let (counted, n) = count(&board, 64);
    if status != SUDOKU_OK {
        assert_eq!(marks, [0x5555; CELLS]);
        assert!(kind > 1 || status == counted);
        return;
    }
    let limit = 1 + (seed % 64) as u32;
    let mut out = vec![0xEEu8; limit as usize * CELLS];
    let mut found = 0;
    // SAFETY: `limit * 81` writable bytes and a writable count.
    let status = unsafe { sudoku_solutions(board.as_ptr(), limit, out.as_mut_ptr(), &mut found) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(found, n.min(limit));
    let solutions: Vec<&[u8]> = out.chunks(CELLS).take(found as usize).collect();
    assert!(solutions.windows(2).all(|w| w[0] < w[1]), "in order");
    for solution in &solutions {
        for cell in 0..CELLS {
            let digit = match solution[cell] {
                d @ 1..=9 => d,
                d @ b'1'..=b'9' => d - b'0',
                d => panic!("byte {d} in a solution"),
            };
            assert!(
                board[cell] == b'.'
                    || board[cell] == b'0'
                    || board[cell] == 0
                    || board[cell] == solution[cell]
            );
            // Every solution's digit is a candidate of either kind.
            if kind <= 1 && marks[cell] != 0 {
                assert!(marks[cell] >> (digit - 1) & 1 != 0, "cell {cell}");
            }
        }
    }
    // All solutions listed: the true candidates are exactly their digits.
    if kind == 1 && found < limit {
        let mut union = [0u16; CELLS];
        for solution in &solutions {
            for cell in 0..CELLS {
                let byte = solution[cell];
                let digit = if byte >= b'1' { byte - b'0' } else { byte };
                union[cell] |= 1 << (digit - 1);
            }
        }
        for cell in 0..CELLS {
            let given = !matches!(board[cell], b'.' | b'0' | 0);
            assert_eq!(
                marks[cell],
                if given { 0 } else { union[cell] },
                "cell {cell}"
            );
        }
    }
});
