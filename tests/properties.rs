//! Property tests of the contract, for any 81 bytes: either `SUDOKU_OK` with a
//! valid completion that keeps every given in the board's style, or the right
//! error with the buffer byte-identical.

mod common;
use common::*;
use proptest::prelude::*;

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

fn keeps_contract(bytes: [u8; CELLS]) -> Result<(), TestCaseError> {
    // A node budget keeps the plain reference DFS quick; past it only the
    // comparison with the reference is skipped for that board.
    check_contract(&bytes, 3, 200_000)
        .map(|_| ())
        .map_err(|problem| TestCaseError::fail(format!("{problem}: {bytes:?}")))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_bytes_keep_the_contract(bytes in prop::collection::vec(byte_strategy(), CELLS)) {
        let bytes: [u8; CELLS] = bytes.try_into().unwrap();
        keeps_contract(bytes)?;
    }

    #[test]
    fn sparse_boards_keep_the_contract(bytes in sparse_board()) {
        keeps_contract(bytes)?;
    }
}
