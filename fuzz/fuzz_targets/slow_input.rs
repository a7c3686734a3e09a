//! Hunts for slow boards: times sudoku_solve and sudoku_count_solutions(…, 2)
//! on each input, prints every new slowest one, and fails (saving the input as
//! a crash artifact) when one call takes longer than the budget:
//! SUDOKU_FUZZ_BUDGET_MS, default 5000 ms. The budget is the line between
//! "slow" and "hung": every slowest-so-far line is the figure to watch, the
//! budget only makes a stall a failure. (The fuzz build carries coverage
//! instrumentation: expect two to four times the release library's time.)
#![no_main]

use std::cell::Cell;
use std::time::{Duration, Instant};

use libfuzzer_sys::fuzz_target;

mod input;

thread_local! {
    static SLOWEST: Cell<Duration> = const { Cell::new(Duration::ZERO) };
}

fn budget() -> Duration {
    let ms = std::env::var("SUDOKU_FUZZ_BUDGET_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000);
    Duration::from_millis(ms)
}

fuzz_target!(|data: &[u8]| {
    let Some(input) = input::decode(data) else {
        return;
    };
    let mut board = input.board;
    let start = Instant::now();
    // SAFETY: an 81-byte buffer.
    unsafe { sudoku::ffi::sudoku_solve(board.as_mut_ptr()) };
    let solve = start.elapsed();
    let mut count = 0;
    let start = Instant::now();
    // SAFETY: an 81-byte buffer and a writable count.
    unsafe { sudoku::ffi::sudoku_count_solutions(input.board.as_ptr(), 2, &mut count) };
    let slowest_call = solve.max(start.elapsed());

    if slowest_call > SLOWEST.with(Cell::get) {
        SLOWEST.with(|s| s.set(slowest_call));
        let text: String = input
            .board
            .iter()
            .map(|&b| if b.is_ascii_graphic() { b as char } else { '?' })
            .collect();
        eprintln!(
            "slowest so far: {slowest_call:?} (solve {solve:?}) {text} raw {:?}",
            input.board
        );
    }
    assert!(
        slowest_call <= budget(),
        "over the time budget: {slowest_call:?} for {:?}",
        input.board
    );
});
