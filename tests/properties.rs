//! Property tests of the contract, for any 81 bytes: either `SUDOKU_OK` with a
//! valid completion that keeps every given in the board's style, or the right
//! error with the buffer byte-identical.

mod common;
use common::*;
use proptest::prelude::*;
use sudoku::ffi::*;

/// Bytes biased towards the interesting ones: mostly cell values of one style
/// or the other, sometimes anything at all.
fn byte_strategy() -> impl Strategy<Value = u8> {
    prop_oneof![
        8 => Just(0u8),
        4 => Just(b'.'),
        2 => Just(b'0'),
        1 => 1..=9u8,
        1 => b'1'..=b'9',
        1 => any::<u8>(),
    ]
}

/// Sparse boards of one style: few givens, so most are solvable, many have
/// several solutions, and conflicts still occur.
fn sparse_board() -> impl Strategy<Value = [u8; CELLS]> {
    (
        prop::collection::vec((0..CELLS, 1..=9u8), 0..20),
        any::<bool>(),
    )
        .prop_map(|(givens, ascii)| {
            let mut b = if ascii { [b'.'; CELLS] } else { [0u8; CELLS] };
            for (cell, d) in givens {
                b[cell] = if ascii { b'0' + d } else { d };
            }
            b
        })
}

fn check_contract(bytes: [u8; CELLS]) -> Result<(), TestCaseError> {
    let mut solved = bytes;
    let status = ffi_solve(&mut solved);
    let expected = classify(&bytes);
    if status != SUDOKU_OK {
        prop_assert_eq!(solved, bytes, "buffer changed on status {}", status);
        match expected {
            Err(e) => prop_assert_eq!(status, e),
            Ok(_) => prop_assert_eq!(status, SUDOKU_ERR_NO_SOLUTION),
        }
        return Ok(());
    }
    prop_assert!(expected.is_ok());
    let ascii = is_ascii_board(&bytes);
    let mut digits = [0u8; CELLS];
    for cell in 0..CELLS {
        let b = bytes[cell];
        if b != 0 && b != b'.' && b != b'0' {
            prop_assert_eq!(solved[cell], b, "given changed at {}", cell);
        }
        digits[cell] = if ascii {
            solved[cell].wrapping_sub(b'0')
        } else {
            solved[cell]
        };
    }
    prop_assert!(
        is_complete_solution(&digits),
        "not a solution: {:?}",
        solved
    );
    // Counting agrees that there is at least one solution.
    let (s, n) = ffi_count(&bytes, 1);
    prop_assert_eq!((s, n), (SUDOKU_OK, 1));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_bytes_keep_the_contract(bytes in prop::collection::vec(byte_strategy(), CELLS)) {
        let bytes: [u8; CELLS] = bytes.try_into().unwrap();
        check_contract(bytes)?;
    }

    #[test]
    fn sparse_boards_keep_the_contract(bytes in sparse_board()) {
        check_contract(bytes)?;
    }

    #[test]
    fn check_agrees_with_is_valid(bytes in sparse_board()) {
        let (status, c) = ffi_check(&bytes);
        prop_assert_eq!(status == SUDOKU_OK, ffi_is_valid(&bytes));
        if status == SUDOKU_ERR_CONFLICT {
            let (a, b) = (c.first_cell as usize, c.second_cell as usize);
            prop_assert!(a < b && b < CELLS);
            prop_assert_eq!(bytes[a], bytes[b]);
            let digit = if bytes[a] > 9 { bytes[a] - b'0' } else { bytes[a] };
            prop_assert_eq!(c.digit, digit);
            let index = c.unit_index as usize;
            let in_unit = |cell: usize| match c.unit {
                SUDOKU_UNIT_ROW => cell / 9 == index,
                SUDOKU_UNIT_COLUMN => cell % 9 == index,
                SUDOKU_UNIT_BOX => cell / 27 * 3 + cell % 9 / 3 == index,
                _ => false,
            };
            prop_assert!(in_unit(a) && in_unit(b));
        }
    }
}
