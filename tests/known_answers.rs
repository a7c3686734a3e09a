//! Every case of tests/data/known_answers.txt, through the C ABI and the Rust API.

mod common;
use common::*;
use sudoku::ffi::*;

#[test]
fn every_case_solves_and_counts_as_recorded() {
    let cases = known_answers();
    assert!(cases.len() >= 44);
    for case in &cases {
        let mut b = case.puzzle;
        let status = ffi_solve(&mut b);
        assert_eq!(status, case.status, "{}: status", case.name);
        match case.answer {
            Some(answer) => assert_eq!(
                String::from_utf8_lossy(&b),
                String::from_utf8_lossy(&answer),
                "{}: answer",
                case.name
            ),
            None => assert_eq!(b, case.puzzle, "{}: board changed on failure", case.name),
        }
        let (status, n) = ffi_count(&case.puzzle, 1000);
        match case.count {
            Some(count) => assert_eq!((status, n), (SUDOKU_OK, count), "{}: count", case.name),
            None => assert_eq!((status, n), (case.status, 0), "{}: count status", case.name),
        }
        let valid = case.status == SUDOKU_OK || case.status == SUDOKU_ERR_NO_SOLUTION;
        assert_eq!(ffi_is_valid(&case.puzzle), valid, "{}: validity", case.name);
        assert_eq!(
            ffi_check(&case.puzzle).0,
            if valid { SUDOKU_OK } else { case.status },
            "{}",
            case.name
        );
        assert_eq!(
            classify(&case.puzzle).err().unwrap_or(SUDOKU_OK),
            ffi_check(&case.puzzle).0
        );
    }
}

#[test]
fn every_case_agrees_in_raw_style_and_rust_api() {
    let ascii_cases = known_answers().into_iter().filter(|c| {
        c.status != SUDOKU_ERR_BAD_CELL && c.puzzle.iter().all(|&b| b == b'.' || b.is_ascii_digit())
    });
    for case in ascii_cases {
        let mut raw = case
            .puzzle
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 });
        let before = raw;
        let result = sudoku::solve(&mut raw);
        match case.answer {
            Some(answer) => {
                assert!(result.is_ok(), "{}", case.name);
                assert_eq!(raw, answer.map(|b| b - b'0'), "{}", case.name);
            }
            None => {
                assert!(result.is_err(), "{}", case.name);
                assert_eq!(raw, before, "{}", case.name);
            }
        }
    }
}

#[test]
fn leetcode_example_two_reports_the_box_repeat() {
    let case = known_answers()
        .into_iter()
        .find(|c| c.name.starts_with("LeetCode 36 example 2"))
        .unwrap();
    let expected = sudoku_conflict {
        first_cell: 0,
        second_cell: 20,
        digit: 8,
        unit: SUDOKU_UNIT_BOX,
        unit_index: 0,
        byte: b'8',
    };
    assert_eq!(ffi_check(&case.puzzle), (SUDOKU_ERR_CONFLICT, expected));
}

#[test]
fn the_reference_solver_agrees_with_the_recorded_answers() {
    // Guards the reference itself, so the differential tests can trust it.
    // (Skips the case built to make a row-major DFS run for minutes.)
    let cases = known_answers();
    let easy_for_dfs = |c: &&Case| {
        (c.category == "multiple" || c.category == "seed")
            && !c.name.contains("defeats row-major DFS")
    };
    for case in cases.iter().filter(easy_for_dfs) {
        let Ok(digits) = classify(&case.puzzle) else {
            continue;
        };
        let (n, first) = reference(&digits, 1000);
        assert_eq!(Some(n), case.count, "{}", case.name);
        let ascii = is_ascii_board(&case.puzzle);
        assert_eq!(
            first.map(|f| f.map(|d| if ascii { d + b'0' } else { d })),
            case.answer,
            "{}",
            case.name
        );
    }
}
