//! Every exported function on arbitrary boards, checked against the contract:
//! on success a valid completion that keeps the givens in the board's style
//! and is the lexicographically smallest; on failure the right status and an
//! unchanged buffer; is_valid, check, count and solve consistent with each
//! other and with a plain reference solver (tests/common, shared with the
//! property tests).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/mod.rs"]
mod common;
mod input;

fuzz_target!(|data: &[u8]| {
    let Some(input) = input::decode(data) else {
        return;
    };
    // A plain DFS can take minutes on sparse boards: past this many nodes the
    // reference gives up and only its checks are skipped, not the others.
    if let Err(problem) = common::check_contract(&input.board, input.limit, 20_000) {
        panic!(
            "{problem}\nboard: {:?}\nlimit: {}",
            input.board, input.limit
        );
    }
});
