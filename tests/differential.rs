//! The library against the plain reference solver (tests/common), through the
//! C ABI, on thousands of random boards: random subsets of random grids, some
//! with a wrong digit or a stray byte, in every board style.

mod common;
use common::*;
use proptest::prelude::*;
use sudoku::ffi::*;

/// A random valid grid: a fixed pattern under random digit relabelling, row
/// and column shuffles within bands and stacks, band and stack shuffles and
/// transposition (all symmetries that keep a grid valid).
fn grid_strategy() -> impl Strategy<Value = [u8; CELLS]> {
    let perm9 = Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle();
    let perm3 = || Just(vec![0usize, 1, 2]).prop_shuffle();
    (
        perm9,
        [perm3(), perm3(), perm3()],
        [perm3(), perm3(), perm3()],
        perm3(),
        perm3(),
        any::<bool>(),
    )
        .prop_map(|(digits, rows_in, cols_in, bands, stacks, transpose)| {
            let base = |r: usize, c: usize| (r * 3 + r / 3 + c) % 9;
            let mut grid = [0u8; CELLS];
            for r in 0..9 {
                for c in 0..9 {
                    let sr = bands[r / 3] * 3 + rows_in[r / 3][r % 3];
                    let sc = stacks[c / 3] * 3 + cols_in[c / 3][c % 3];
                    let (sr, sc) = if transpose { (sc, sr) } else { (sr, sc) };
                    grid[r * 9 + c] = digits[base(sr, sc)];
                }
            }
            grid
        })
}

#[derive(Debug, Clone, Copy)]
enum Damage {
    None,
    /// Replace the digit of a given by another digit.
    WrongDigit(usize, u8),
    /// Put an arbitrary byte in a cell.
    StrayByte(usize, u8),
}

fn board_strategy() -> impl Strategy<Value = [u8; CELLS]> {
    let damage = prop_oneof![
        6 => Just(Damage::None),
        3 => (0..CELLS, 1..=9u8).prop_map(|(c, d)| Damage::WrongDigit(c, d)),
        1 => (0..CELLS, any::<u8>()).prop_map(|(c, b)| Damage::StrayByte(c, b)),
    ];
    (
        grid_strategy(),
        // How many givens to keep: from very sparse to complete.
        prop_oneof![3 => 24..=40usize, 1 => 17..=23usize, 1 => 41..=81usize],
        Just((0..CELLS).collect::<Vec<_>>()).prop_shuffle(),
        damage,
        0..4u8,
        prop::collection::vec(0..3u8, CELLS),
    )
        .prop_map(|(grid, keep, order, damage, style, empties)| {
            let mut digits = [0u8; CELLS];
            for &cell in &order[..keep] {
                digits[cell] = grid[cell];
            }
            let ascii = style != 0;
            let mut bytes = [0u8; CELLS];
            for cell in 0..CELLS {
                bytes[cell] = match (digits[cell], ascii) {
                    (0, false) => 0,
                    // ASCII boards may use any of the three empty markers.
                    (0, true) => [b'.', b'0', 0][empties[cell] as usize],
                    (d, false) => d,
                    (d, true) => b'0' + d,
                };
            }
            match damage {
                Damage::None => {}
                Damage::WrongDigit(cell, d) => {
                    let cell = order[cell % keep];
                    bytes[cell] = if ascii { b'0' + d } else { d };
                }
                Damage::StrayByte(cell, b) => bytes[cell] = b,
            }
            bytes
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn library_matches_the_reference(bytes in board_strategy()) {
        let expected = classify(&bytes);
        let (check_status, _) = ffi_check(&bytes);
        prop_assert_eq!(check_status, expected.err().unwrap_or(SUDOKU_OK));
        prop_assert_eq!(ffi_is_valid(&bytes), expected.is_ok());

        let mut solved = bytes;
        let status = ffi_solve(&mut solved);
        let (count_status, count) = ffi_count(&bytes, 10);
        match expected {
            Err(e) => {
                prop_assert_eq!(status, e);
                prop_assert_eq!(solved, bytes);
                prop_assert_eq!((count_status, count), (e, 0));
            }
            Ok(digits) => {
                let (n, first) = reference(&digits, 10);
                prop_assert_eq!((count_status, count), (SUDOKU_OK, n));
                match first {
                    None => {
                        prop_assert_eq!(status, SUDOKU_ERR_NO_SOLUTION);
                        prop_assert_eq!(solved, bytes);
                    }
                    Some(answer) => {
                        prop_assert_eq!(status, SUDOKU_OK);
                        let encode = |d: u8| if is_ascii_board(&bytes) { b'0' + d } else { d };
                        for cell in 0..CELLS {
                            let want = if digits[cell] == 0 { encode(answer[cell]) } else { bytes[cell] };
                            prop_assert_eq!(solved[cell], want, "cell {}", cell);
                        }
                    }
                }
            }
        }
    }
}
