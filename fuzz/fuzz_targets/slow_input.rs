//! Hunts for slow boards: times sudoku_solve and sudoku_count_solutions(…, 2)
//! on each input, prints every new slowest one, and fails (saving the input as
//! a crash artifact) when a board's calls take longer than the budget:
//! SUDOKU_FUZZ_BUDGET_MS, default 50 ms. The fuzz build carries coverage
//! instrumentation, which makes a call five to ten times slower than in
//! the release library: the slowest boards known, about 1 ms there, take
//! 8 to 13 ms here (at 10 ms, a 15-minute run failed on one of 0.9 ms),
//! and 50 ms fails a board some four times slower than them, not one the
//! scheduler slowed.
//! A board over the budget is timed twice more and fails only if it is over
//! every time: a slow board is slow every time, a call the scheduler
//! preempted is not.
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
        .unwrap_or(50);
    Duration::from_millis(ms)
}

/// The slower of the board's two calls, and the solve call's own time.
fn time_calls(board: &[u8; 81]) -> (Duration, Duration) {
    let mut solved = *board;
    let start = Instant::now();
    // SAFETY: an 81-byte buffer.
    unsafe { sudoku::ffi::sudoku_solve(solved.as_mut_ptr()) };
    let solve = start.elapsed();
    let mut count = 0;
    let start = Instant::now();
    // SAFETY: an 81-byte buffer and a writable count.
    unsafe { sudoku::ffi::sudoku_count_solutions(board.as_ptr(), 2, &mut count) };
    (solve.max(start.elapsed()), solve)
}

fuzz_target!(|data: &[u8]| {
    let Some(input) = input::decode(data) else {
        return;
    };
    let (slowest_call, solve) = time_calls(&input.board);

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
    if slowest_call > budget() {
        let again = time_calls(&input.board).0.min(time_calls(&input.board).0);
        assert!(
            again <= budget(),
            "over the time budget three times: {slowest_call:?}, then {again:?} at best, for {:?}",
            input.board
        );
    }
});
