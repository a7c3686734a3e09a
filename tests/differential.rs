//! The library against the plain reference solver (tests/common), through the
//! C ABI, on thousands of random boards: random subsets of random grids, some
//! with a wrong digit or a stray byte, in every board style.

mod common;
use common::*;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::sync::atomic::{AtomicU32, Ordering};

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
    // How many givens to keep: from very sparse to complete.
    boards_keeping(prop_oneof![3 => 24..=40usize, 1 => 17..=23usize, 1 => 41..=81usize])
}

/// Boards keeping `keep` givens of a random grid, damaged as above.
fn boards_keeping(keep: impl Strategy<Value = usize>) -> impl Strategy<Value = [u8; CELLS]> {
    let damage = prop_oneof![
        6 => Just(Damage::None),
        3 => (0..CELLS, 1..=9u8).prop_map(|(c, d)| Damage::WrongDigit(c, d)),
        1 => (0..CELLS, any::<u8>()).prop_map(|(c, b)| Damage::StrayByte(c, b)),
    ];
    (
        grid_strategy(),
        keep,
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
                Damage::WrongDigit(..) if keep == 0 => {}
                Damage::WrongDigit(cell, d) => {
                    let cell = order[cell % keep];
                    bytes[cell] = if ascii { b'0' + d } else { d };
                }
                Damage::StrayByte(cell, b) => bytes[cell] = b,
            }
            bytes
        })
}

/// Runs `boards` boards of `strategy` through the whole contract
/// (tests/common); the answers are compared with the plain reference solver
/// wherever it finishes within its budget, which must be nearly every board
/// (a plain DFS has a heavy tail on sparse boards: minutes, on a few).
fn matches_the_reference(strategy: impl Strategy<Value = [u8; CELLS]>, boards: u32) {
    let mut runner = TestRunner::new(Config::with_cases(boards));
    let compared = AtomicU32::new(0);
    let outcome = runner.run(&strategy, |bytes| {
        let full = check_contract(&bytes, 10, 2_000_000)
            .map_err(|problem| TestCaseError::fail(format!("{problem}: {bytes:?}")))?;
        compared.fetch_add(u32::from(full), Ordering::Relaxed);
        Ok(())
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
    let compared = compared.into_inner();
    assert!(
        compared >= boards * 95 / 100,
        "only {compared} of {boards} boards compared with the reference"
    );
}

#[test]
fn library_matches_the_reference() {
    matches_the_reference(board_strategy(), 3000);
}

#[test]
fn sparse_boards_match_the_reference() {
    // Boards of 16 givens or fewer never have one solution, and their
    // canonical answer takes a path of its own (a longer row-major
    // search); the reference, a row-major search itself, finishes on them.
    matches_the_reference(boards_keeping(0..=16usize), 600);
}
