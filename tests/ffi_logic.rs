//! sudoku_rate, sudoku_hint, sudoku_explain, sudoku_describe and
//! sudoku_technique_name through the C ABI: the same answers as the Rust
//! API, the documented statuses, and output untouched on every error.

use std::ffi::CStr;
use std::ptr;

use sudoku::ffi::*;

const PUZZLE: &[u8; 81] =
    b"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const EASY: &[u8; 81] =
    b"3..97.1..764...38........5.2.9.34.1...5.86......5...2..1..4.67..28.5.93..7.3.2.45";

fn blank_rating() -> sudoku_rating {
    sudoku_rating {
        size: size_of::<sudoku_rating>() as u32,
        level: 77,
        se: -1.0,
        score: 77,
        steps: 77,
        hardest: 77,
    }
}

fn blank_step() -> sudoku_step {
    // SAFETY: every field is an integer, float or array of them: all zero is valid.
    let mut step: sudoku_step = unsafe { std::mem::zeroed() };
    step.size = size_of::<sudoku_step>() as u32;
    step.technique = 999;
    step
}

#[test]
fn rate_agrees_with_the_rust_api() {
    for puzzle in [PUZZLE, EASY] {
        let mut rating = blank_rating();
        // SAFETY: an 81-byte board and a sized struct.
        assert_eq!(
            unsafe { sudoku_rate(puzzle.as_ptr(), &mut rating) },
            SUDOKU_OK
        );
        let rust = sudoku::rate(puzzle).unwrap();
        assert_eq!(rating.level, rust.level);
        assert_eq!(rating.se, rust.se);
        assert_eq!(rating.score, rust.score);
        assert_eq!(rating.steps, rust.steps);
        assert_eq!(rating.hardest, rust.hardest.unwrap() as u32);
        assert_eq!(rating.size, size_of::<sudoku_rating>() as u32);
    }
    let mut rating = blank_rating();
    // SAFETY: as above.
    unsafe { sudoku_rate(EASY.as_ptr(), &mut rating) };
    assert_eq!((rating.level, rating.se), (SUDOKU_LEVEL_EASY, 1.2));
}

#[test]
fn rate_refuses_and_leaves_the_rating_alone() {
    let mut rating = blank_rating();
    let empty = [b'.'; 81];
    let mut bad = *PUZZLE;
    bad[3] = 200;
    // SAFETY: 81-byte boards, a sized struct or NULL.
    unsafe {
        assert_eq!(sudoku_rate(ptr::null(), &mut rating), SUDOKU_ERR_NULL);
        assert_eq!(
            sudoku_rate(PUZZLE.as_ptr(), ptr::null_mut()),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_rate(empty.as_ptr(), &mut rating),
            SUDOKU_ERR_NOT_UNIQUE
        );
        assert_eq!(sudoku_rate(bad.as_ptr(), &mut rating), SUDOKU_ERR_BAD_CELL);
    }
    assert_eq!(rating, blank_rating());
    let mut small = blank_rating();
    small.size = 8;
    // SAFETY: as above.
    assert_eq!(
        unsafe { sudoku_rate(PUZZLE.as_ptr(), &mut small) },
        SUDOKU_ERR_OPTIONS
    );
    assert_eq!(small.level, 77);
}

#[test]
fn hint_is_the_first_step_and_reads_the_players_marks() {
    let mut step = blank_step();
    // SAFETY: an 81-byte board, NULL marks, a sized struct.
    assert_eq!(
        unsafe { sudoku_hint(PUZZLE.as_ptr(), ptr::null(), &mut step) },
        SUDOKU_OK
    );
    let first = sudoku::explain(PUZZLE).unwrap()[0];
    assert_eq!(step.technique, first.technique as u32);
    assert_eq!(step.place, first.placed);
    assert_eq!(step.eliminate, first.removed);
    assert_eq!(step.se, first.difficulty as f32 / 10.0);
    // Marks that drop a cell's solution digit: no sound step exists.
    let mut marks = [0u16; 81];
    // SAFETY: 81 writable masks.
    unsafe { sudoku_candidates(PUZZLE.as_ptr(), SUDOKU_CANDIDATES_BASIC, marks.as_mut_ptr()) };
    let mut solved = *PUZZLE;
    sudoku::solve(&mut solved).unwrap();
    marks[1] &= !(1 << (solved[1] - b'1'));
    let before = blank_step();
    let mut step = blank_step();
    // SAFETY: as above.
    assert_eq!(
        unsafe { sudoku_hint(PUZZLE.as_ptr(), marks.as_ptr(), &mut step) },
        SUDOKU_ERR_NO_SOLUTION
    );
    assert_eq!(step, before);
    // A full board: OK, and no technique.
    let mut step = blank_step();
    // SAFETY: as above.
    assert_eq!(
        unsafe { sudoku_hint(solved.as_ptr(), ptr::null(), &mut step) },
        SUDOKU_OK
    );
    assert_eq!(step.technique, SUDOKU_TECH_NONE);
}

#[test]
fn explain_fills_the_array_or_says_how_big_it_must_be() {
    let path = sudoku::explain(PUZZLE).unwrap();
    let mut count = 0usize;
    // SAFETY: capacity 0 with NULL steps asks for the count.
    let status = unsafe { sudoku_explain(PUZZLE.as_ptr(), ptr::null_mut(), 0, &mut count) };
    assert_eq!((status, count), (SUDOKU_ERR_SPACE, path.len()));
    let mut steps = vec![blank_step(); path.len()];
    let short = path.len() - 1;
    // SAFETY: `short` writable elements.
    let status = unsafe { sudoku_explain(PUZZLE.as_ptr(), steps.as_mut_ptr(), short, &mut count) };
    assert_eq!(status, SUDOKU_ERR_SPACE);
    assert!(
        steps.iter().all(|s| s.technique == 999),
        "unchanged on SPACE"
    );
    // SAFETY: `path.len()` writable elements.
    let status =
        unsafe { sudoku_explain(PUZZLE.as_ptr(), steps.as_mut_ptr(), steps.len(), &mut count) };
    assert_eq!((status, count), (SUDOKU_OK, path.len()));
    for (c, r) in steps.iter().zip(&path) {
        assert_eq!(c.technique, r.technique as u32);
        assert_eq!(c.place, r.placed);
        assert_eq!(c.pattern, r.pattern);
    }
    // SAFETY: NULL count is refused before anything is written.
    let status = unsafe { sudoku_explain(PUZZLE.as_ptr(), steps.as_mut_ptr(), 3, ptr::null_mut()) };
    assert_eq!(status, SUDOKU_ERR_NULL);
    let mut odd = vec![blank_step(); 2];
    odd[0].size = 12;
    let mut count = 5;
    // SAFETY: 2 elements; the size is refused.
    let status = unsafe { sudoku_explain(PUZZLE.as_ptr(), odd.as_mut_ptr(), 2, &mut count) };
    assert_eq!((status, count), (SUDOKU_ERR_OPTIONS, 5));
}

#[test]
fn describe_writes_the_sentence_or_nothing() {
    let path = sudoku::explain(PUZZLE).unwrap();
    let mut steps = vec![blank_step(); path.len()];
    let mut count = 0;
    // SAFETY: enough writable elements.
    unsafe { sudoku_explain(PUZZLE.as_ptr(), steps.as_mut_ptr(), steps.len(), &mut count) };
    for (c, r) in steps.iter().zip(&path) {
        let want = sudoku::describe(r);
        let mut buffer = [0x55 as std::ffi::c_char; 1024];
        // SAFETY: a readable step and 1024 writable bytes.
        assert_eq!(
            unsafe { sudoku_describe(c, buffer.as_mut_ptr(), buffer.len()) },
            SUDOKU_OK
        );
        // SAFETY: the library wrote a NUL-terminated string.
        let got = unsafe { CStr::from_ptr(buffer.as_ptr()) }.to_str().unwrap();
        assert_eq!(got, want);
        let mut tight = vec![0x55 as std::ffi::c_char; want.len()];
        // SAFETY: `want.len()` writable bytes: one short.
        assert_eq!(
            unsafe { sudoku_describe(c, tight.as_mut_ptr(), tight.len()) },
            SUDOKU_ERR_SPACE
        );
        assert!(tight.iter().all(|&b| b == 0x55));
    }
    let mut unknown = steps[0];
    unknown.technique = 4000;
    let mut buffer = [0 as std::ffi::c_char; 64];
    // SAFETY: as above.
    unsafe {
        assert_eq!(
            sudoku_describe(&unknown, buffer.as_mut_ptr(), 64),
            SUDOKU_ERR_OPTIONS
        );
        assert_eq!(
            sudoku_describe(ptr::null(), buffer.as_mut_ptr(), 64),
            SUDOKU_ERR_NULL
        );
        assert_eq!(
            sudoku_describe(&steps[0], ptr::null_mut(), 64),
            SUDOKU_ERR_NULL
        );
    }
}

#[test]
fn every_technique_has_a_name() {
    assert!(sudoku_technique_name(SUDOKU_TECH_NONE).is_null());
    assert!(sudoku_technique_name(SUDOKU_TECH_W_WING + 1).is_null());
    for number in 1..=SUDOKU_TECH_W_WING {
        let name = sudoku_technique_name(number);
        assert!(!name.is_null());
        // SAFETY: a static NUL-terminated string.
        let name = unsafe { CStr::from_ptr(name) }.to_str().unwrap();
        assert_eq!(name, sudoku::Technique::from_number(number).unwrap().name());
    }
    // SAFETY: a static NUL-terminated string.
    let x = unsafe { CStr::from_ptr(sudoku_technique_name(SUDOKU_TECH_X_WING)) };
    assert_eq!(x.to_str().unwrap(), "X-Wing");
}

#[test]
fn a_hint_can_be_a_w_wing() {
    let (board, marks) = W_WING;
    let mut step = blank_step();
    // SAFETY: 81 bytes, 81 masks and a sized step.
    let status = unsafe { sudoku_hint(board.as_ptr(), marks.as_ptr(), &mut step) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(step.technique, SUDOKU_TECH_W_WING);
    assert_eq!(step.se, 4.4);
    // r8c6 loses 8 and nothing else changes.
    let removed: Vec<(usize, u16)> = (0..81)
        .filter(|&c| step.eliminate[c] != 0)
        .map(|c| (c, step.eliminate[c]))
        .collect();
    assert_eq!(removed, [(68, 1 << 7)]);
    // SAFETY: a static NUL-terminated string.
    let name = unsafe { CStr::from_ptr(sudoku_technique_name(SUDOKU_TECH_W_WING)) };
    assert_eq!(name.to_str().unwrap(), "W-Wing");
}

/// A board midway (placed digits as givens) with a player's pencil marks
/// where the easiest step is a W-Wing: 4 and 8 in r5c6 and r8c5, linked by
/// the only two 4s of column 2 (r5c2, r8c2); 8 comes out of r8c6.
const W_WING: (&[u8; 81], [u16; 81]) = (
    b"8764321954.5..182.2.1..547..871692.4..9.2.7.112..5.6.9...2..5.8..25..9.7.58.16342",
    [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 276, 0, 352, 320, 0, 0, 0, 310, 0, 388, 0, 488, 456, 0, 0, 0,
        292, 148, 0, 0, 0, 0, 0, 0, 279, 0, 180, 184, 0, 141, 0, 136, 0, 149, 0, 0, 0, 12, 460, 0,
        456, 0, 390, 0, 320, 33, 12, 0, 328, 356, 0, 289, 0, 292, 297, 0, 0, 392, 420, 0, 289, 0,
        320, 0, 0, 320, 0, 0, 0, 0, 0,
    ],
);

#[test]
fn a_full_board_rates_with_no_technique() {
    let mut solved = *EASY;
    sudoku::solve(&mut solved).unwrap();
    let mut rating = blank_rating();
    // SAFETY: an 81-byte board and a sized struct.
    assert_eq!(
        unsafe { sudoku_rate(solved.as_ptr(), &mut rating) },
        SUDOKU_OK
    );
    assert_eq!(
        (rating.hardest, rating.steps, rating.se, rating.level),
        (SUDOKU_TECH_NONE, 0, 0.0, SUDOKU_LEVEL_EASY)
    );
}

#[test]
fn init_sized_never_writes_past_the_callers_struct() {
    // A caller built against the first version (28 bytes), with a guard after it.
    let mut bytes = [0xABu8; 64];
    // SAFETY: 64 writable bytes, of which the call may use 28.
    unsafe { sudoku_generate_options_init_sized(bytes.as_mut_ptr().cast(), 28) };
    assert!(bytes[28..].iter().all(|&b| b == 0xAB));
    assert_eq!(u32::from_ne_bytes(bytes[..4].try_into().unwrap()), 28);
    assert_eq!(
        u32::from_ne_bytes(bytes[4..8].try_into().unwrap()),
        SUDOKU_SYMMETRY_ROTATE180
    );
    // Too small for any version: nothing written.
    let mut small = [0xABu8; 16];
    // SAFETY: 16 writable bytes; refused.
    unsafe { sudoku_generate_options_init_sized(small.as_mut_ptr().cast(), 16) };
    assert!(small.iter().all(|&b| b == 0xAB));
    // The whole struct: the same as init.
    let mut a = [0u8; size_of::<sudoku_generate_options>()];
    let mut b = [1u8; size_of::<sudoku_generate_options>()];
    // SAFETY: whole structs.
    unsafe {
        sudoku_generate_options_init_sized(a.as_mut_ptr().cast(), 200);
        sudoku_generate_options_init(b.as_mut_ptr().cast());
    }
    assert_eq!(a, b);
}

#[test]
fn rating_and_hints_fit_a_64_kib_thread_stack() {
    // The logic solver keeps its branches on the heap; its frames must stay
    // small enough for the worker threads C callers often run.
    const HARD: &[u8; 81] =
        b"..4.5.....2.14..8....3.6..2..1...89.57.....13.38...7..8..4.1....1..62.3.....8.1..";
    let worker = std::thread::Builder::new().stack_size(64 * 1024).spawn(|| {
        for puzzle in [PUZZLE, EASY, HARD] {
            let mut rating = blank_rating();
            let mut step = blank_step();
            // SAFETY: 81-byte boards and sized structs.
            unsafe {
                assert_eq!(sudoku_rate(puzzle.as_ptr(), &mut rating), SUDOKU_OK);
                assert_eq!(
                    sudoku_hint(puzzle.as_ptr(), ptr::null(), &mut step),
                    SUDOKU_OK
                );
            }
        }
    });
    worker.unwrap().join().unwrap();
}
