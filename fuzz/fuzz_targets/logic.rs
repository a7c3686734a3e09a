//! The logic solver through the C ABI. On puzzles the generator makes (one
//! solution, known): every step of the explained path is sound (it places
//! the solution's digits and never removes one), the rating sums up the
//! path, and a hint from pencil marks the input trims (always keeping the
//! solution's digit) is sound and changes the marks. On arbitrary bytes:
//! rate, hint and explain fail exactly when the board has not one solution,
//! with the status counting gives and the output untouched.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::*;

const CELLS: usize = 81;

fn blank_step() -> sudoku_step {
    // SAFETY: all-zero is a valid sudoku_step (integers and arrays).
    let mut step: sudoku_step = unsafe { std::mem::zeroed() };
    step.size = size_of::<sudoku_step>() as u32;
    step.technique = 999;
    step
}

fn blank_rating() -> sudoku_rating {
    sudoku_rating {
        size: size_of::<sudoku_rating>() as u32,
        level: 99,
        se: -1.0,
        score: 0,
        steps: 0,
        hardest: 0,
    }
}

fn digit(b: u8) -> u8 {
    match b {
        1..=9 => b,
        b'1'..=b'9' => b - b'0',
        _ => 0,
    }
}

fn assert_sound(step: &sudoku_step, solution: &[u8; CELLS], context: &str) {
    for cell in 0..CELLS {
        if step.place[cell] != 0 {
            assert_eq!(
                step.place[cell],
                digit(solution[cell]),
                "{context}: places a wrong digit"
            );
        }
        assert_eq!(
            step.eliminate[cell] >> (digit(solution[cell]) - 1) & 1,
            0,
            "{context}: removes the solution"
        );
    }
    let mut text = [0 as std::ffi::c_char; 4096];
    // SAFETY: a readable step and 4096 writable bytes.
    assert_eq!(
        unsafe { sudoku_describe(step, text.as_mut_ptr(), text.len()) },
        SUDOKU_OK
    );
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().unwrap());
    let rest = &data[9..];
    if data[8] & 1 == 0 {
        let mut options: sudoku_generate_options = unsafe { std::mem::zeroed() };
        // SAFETY: a writable struct.
        unsafe { sudoku_generate_options_init(&mut options) };
        options.symmetry = u32::from(data[8] >> 1) % 8;
        let (mut puzzle, mut solution) = ([0u8; CELLS], [0u8; CELLS]);
        // SAFETY: a valid struct and two 81-byte buffers.
        let status =
            unsafe { sudoku_generate(seed, &options, puzzle.as_mut_ptr(), solution.as_mut_ptr()) };
        assert_eq!(status, SUDOKU_OK);
        let mut count = 0usize;
        let mut steps = vec![blank_step(); 81];
        // SAFETY: 81 writable steps; a path places at most 81 digits but
        // eliminations can add steps, so SPACE is possible and retried.
        let mut status =
            unsafe { sudoku_explain(puzzle.as_ptr(), steps.as_mut_ptr(), steps.len(), &mut count) };
        if status == SUDOKU_ERR_SPACE {
            steps = vec![blank_step(); count];
            // SAFETY: `count` writable steps.
            status = unsafe {
                sudoku_explain(puzzle.as_ptr(), steps.as_mut_ptr(), steps.len(), &mut count)
            };
        }
        assert_eq!(status, SUDOKU_OK);
        let mut rating = blank_rating();
        // SAFETY: an 81-byte board and a sized struct.
        assert_eq!(
            unsafe { sudoku_rate(puzzle.as_ptr(), &mut rating) },
            SUDOKU_OK
        );
        assert_eq!(rating.steps as usize, count);
        let mut hardest = 0.0f32;
        for (i, step) in steps[..count].iter().enumerate() {
            assert_sound(step, &solution, &format!("step {i} of seed {seed}"));
            hardest = hardest.max(step.se);
        }
        assert_eq!(rating.se, hardest);
        // Pencil marks: the basic candidates, less what the input takes out
        // (never the solution's digit).
        let mut marks = [0u16; CELLS];
        // SAFETY: an 81-byte board and 81 writable masks.
        unsafe { sudoku_candidates(puzzle.as_ptr(), SUDOKU_CANDIDATES_BASIC, marks.as_mut_ptr()) };
        for (k, &b) in rest.iter().enumerate() {
            let cell = (k * 7 + b as usize) % CELLS;
            if marks[cell] != 0 {
                let keep = 1u16 << (digit(solution[cell]) - 1);
                marks[cell] &= !(u16::from(b) << (k % 2)) | keep;
            }
        }
        let mut step = blank_step();
        // SAFETY: a board, 81 marks and a sized step.
        assert_eq!(
            unsafe { sudoku_hint(puzzle.as_ptr(), marks.as_ptr(), &mut step) },
            SUDOKU_OK
        );
        assert_sound(&step, &solution, "hint from marks");
        let changes = (0..CELLS).any(|c| {
            (step.place[c] != 0 && puzzle[c] == b'.') || step.eliminate[c] & marks[c] != 0
        });
        assert!(changes, "a hint changes the marks");
        return;
    }
    // Arbitrary bytes: the statuses agree with counting.
    let mut board = [b'.'; CELLS];
    for (cell, &b) in board.iter_mut().zip(rest) {
        *cell = b;
    }
    let mut n = 0;
    // SAFETY: an 81-byte board and a writable count.
    let counted = unsafe { sudoku_count_solutions(board.as_ptr(), 2, &mut n) };
    let want = match (counted, n) {
        (SUDOKU_OK, 0) => SUDOKU_ERR_NO_SOLUTION,
        (SUDOKU_OK, 1) => SUDOKU_OK,
        (SUDOKU_OK, _) => SUDOKU_ERR_NOT_UNIQUE,
        (status, _) => status,
    };
    let mut rating = blank_rating();
    let mut step = blank_step();
    // SAFETY: as above.
    let (r, h) = unsafe {
        (
            sudoku_rate(board.as_ptr(), &mut rating),
            sudoku_hint(board.as_ptr(), std::ptr::null(), &mut step),
        )
    };
    assert_eq!((r, h), (want, want));
    if want != SUDOKU_OK {
        assert_eq!(rating, blank_rating());
        assert_eq!(step, blank_step());
    } else {
        let mut solution = board;
        // SAFETY: an 81-byte board.
        assert_eq!(unsafe { sudoku_solve(solution.as_mut_ptr()) }, SUDOKU_OK);
        if step.technique != SUDOKU_TECH_NONE {
            assert_sound(&step, &solution, "hint");
        }
    }
});
